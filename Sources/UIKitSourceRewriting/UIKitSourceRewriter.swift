import SwiftParser
import SwiftSyntax

/// Makes a folder of unchanged UIKit files compile on Linux against
/// TableSnapUIKit, working on swift-syntax's tree, never on the text's
/// look: Objective-C attributes, `dynamic` and `@MainActor` go, `#selector(…)` becomes a
/// `Selector` value, imports of UIKit, os, os.log, QuartzCore, CoreGraphics, UniformTypeIdentifiers,
/// MessageUI, SafariServices and Combine import TableSnapUIKit
/// (and a file that imports none of them gets it, as a bridging header gives it UIKit),
/// `#available(iOS N, *)` asks the design being drawn, `#if` platform checks
/// answer as an iPhone does (see `PlatformCondition`), optional calls of UIKit's
/// delegate methods become plain calls (see `DelegateMethods`),
/// `override` members of extensions move into their class when the
/// class is among the files, and cell subclasses UIKit could not make for a
/// registration get TableKit's `init?(registeredFor:)` (see
/// `RegistrationInitializer`). What cannot be rewritten (`import SwiftUI`
/// among it) is reported at its file, line and column. Every line keeps its number, and `#sourceLocation`
/// directives point moved members and the whole file back at the user's
/// file, so the compiler's own messages land where the user wrote the code.
public struct UIKitSourceRewriter {
    /// A file's path (as diagnostics and `#sourceLocation` name it) and text.
    public struct File: Sendable {
        public let path: String
        public let text: String
        public init(path: String, text: String) {
            self.path = path
            self.text = text
        }
    }

    /// A rewritten file, and what could not be rewritten in it.
    public struct Result: Sendable {
        public let path: String
        public let text: String
        public let diagnostics: [RewriteDiagnostic]
    }

    /// A file the plugin adds to the target once: names that, declared in the
    /// target, shadow Foundation's in all its files, so that its formatters
    /// format as an `en_US` iPhone does rather than in Linux's fixed `en_001`
    /// (see TableSnapUIKit's `FormatterDefaults`).
    public static let targetDeclarations = """
        // Made by TableSnap's UIKitSources plugin.
        import TableSnapUIKit

        typealias NumberFormatter = DefaultLocaleNumberFormatter
        typealias DateFormatter = DefaultLocaleDateFormatter

        """

    private let files: [File]

    public init(files: [File]) {
        self.files = files
    }

    /// Each file rewritten, in the order given.
    public func rewrite() -> [Result] {
        let parsed = files.map { ParsedFile(file: $0) }
        let classes = Set(parsed.flatMap(\.classNames))
        let scans = parsed.map { ObjectiveCScan(file: $0, classes: classes) }
        let registration = RegistrationInitializer(files: parsed)
        // Overrides leave their extensions for their classes, in whichever file those are.
        var moved: [String: [MovedMember]] = [:]
        for scan in scans {
            for member in scan.movedMembers { moved[member.className, default: []].append(member) }
        }
        return zip(parsed, scans).map { file, scan in
            let insertions = file.classBodies.compactMap { name, brace -> SourceEdit? in
                guard let members = moved[name], !members.isEmpty else { return nil }
                let braceLine = file.converter.location(for: brace).line
                let text = members.map { "\n#sourceLocation(file: \(literal($0.path)), line: \($0.line))\n\($0.text)" }.joined()
                    + "\n#sourceLocation(file: \(literal(file.path)), line: \(braceLine))\n"
                return SourceEdit(range: brace.utf8Offset..<brace.utf8Offset, replacement: text)
            }
            // Above the line that maps the file back, so the file's own lines keep their numbers.
            let addedImport = scan.importsTableSnapUIKit ? "" : "import TableSnapUIKit\n"
            let header = addedImport + "#sourceLocation(file: \(literal(file.path)), line: 1)\n"
            let registrationEdits = registration.edits(in: file, quotedPath: literal(file.path))
            return Result(path: file.path, text: header + file.text.applying(scan.edits + insertions + registrationEdits), diagnostics: scan.diagnostics)
        }
    }

    /// `path` as a Swift string literal.
    private func literal(_ path: String) -> String {
        "\"" + path.flatMap { $0 == "\\" || $0 == "\"" ? ["\\", $0] : [$0] } + "\""
    }
}

/// A file parsed once, with what the other passes ask of it.
struct ParsedFile {
    let path: String
    let text: String
    let tree: SourceFileSyntax
    let converter: SourceLocationConverter

    init(file: UIKitSourceRewriter.File) {
        path = file.path
        text = file.text
        tree = Parser.parse(source: file.text)
        converter = SourceLocationConverter(fileName: file.path, tree: tree)
    }

    /// The top-level classes the file declares.
    var classNames: [String] { classBodies.map(\.name) }

    /// Each top-level class with the position of its closing brace.
    var classBodies: [(name: String, brace: AbsolutePosition)] {
        tree.statements.compactMap { item in
            item.item.as(ClassDeclSyntax.self).map { ($0.name.text, $0.memberBlock.rightBrace.positionAfterSkippingLeadingTrivia) }
        }
    }
}

/// An `override` member taken out of an extension, rewritten, for its class.
struct MovedMember {
    let className: String
    let path: String
    let line: Int
    let text: String
}
