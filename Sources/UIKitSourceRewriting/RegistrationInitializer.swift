import SwiftSyntax

/// TableKit makes registered cells and reusable views through a `required`
/// `init?(registeredFor:)`, which a subclass inherits only if it declares no
/// designated initializer or overrides the one UIKit calls. A subclass that
/// declares its own (`init()`, `init(model:)`) and not UIKit's compiles on
/// iOS, and traps there only if it is registered; here Swift demands the
/// required initializer, which UIKit code cannot write. The rewrite gives such
/// a class one that returns nil: TableKit then warns and draws an empty view
/// where UIKit would trap, and the class's own initializers work as written.
struct RegistrationInitializer {
    /// UIKit's reusable views (and TableKit's names for them), with the initializer UIKit makes registered ones with.
    static let uikitInitializers: [String: String] = [
        "UITableViewCell": "init(style:reuseIdentifier:)", "TableViewCell": "init(style:reuseIdentifier:)",
        "UITableViewHeaderFooterView": "init(reuseIdentifier:)", "TableViewHeaderFooterView": "init(reuseIdentifier:)",
        "UICollectionViewCell": "init(frame:)", "CollectionViewCell": "init(frame:)",
        "UICollectionViewListCell": "init(frame:)", "CollectionViewListCell": "init(frame:)",
        "UICollectionReusableView": "init(frame:)", "CollectionReusableView": "init(frame:)",
    ]
    /// TableKit's initializer, as the rewrite declares it; no UIKit code declares or calls an `init(registeredFor:)`.
    static let declaration = "required convenience init?(registeredFor reuseIdentifier: String) { return nil }"

    /// Each class of the files (nested ones too) by name, with its superclass's name.
    private let superclasses: [String: String]

    init(files: [ParsedFile]) {
        var superclasses: [String: String] = [:]
        for file in files {
            for type in ClassCollector.classes(in: file.tree) {
                if let superclass = type.superclassName { superclasses[type.name.text] = superclass }
            }
        }
        self.superclasses = superclasses
    }

    /// The initializer inserted after the opening brace of each class in
    /// `file` that needs one, between `#sourceLocation` lines that give it the
    /// brace's line and then give that line back, so every line keeps its number.
    /// `quotedPath` is the file's path as a string literal.
    func edits(in file: ParsedFile, quotedPath: String) -> [SourceEdit] {
        ClassCollector.classes(in: file.tree).filter(needsInitializer).map { type in
            let brace = type.memberBlock.leftBrace
            let directive = "#sourceLocation(file: \(quotedPath), line: \(file.converter.location(for: brace.positionAfterSkippingLeadingTrivia).line))"
            let access = type.modifiers.contains { $0.name.tokenKind == .keyword(.public) || $0.name.tokenKind == .keyword(.open) } ? "public " : ""
            let start = brace.positionAfterSkippingLeadingTrivia.utf8Offset
            // The brace itself is replaced, so an edit that starts just after it never meets this one.
            return SourceEdit(range: start..<start + 1, replacement: "{\n\(directive)\n\(access)\(Self.declaration)\n\(directive)\n")
        }
    }

    /// Whether `type` descends from a reusable view and declares a designated
    /// initializer, but neither the one UIKit calls nor `init(registeredFor:)`.
    private func needsInitializer(_ type: ClassDeclSyntax) -> Bool {
        guard let uikitInitializer = registrationInitializer(of: type.name.text) else { return false }
        let initializers = type.memberBlock.initializers
        let names = Set(initializers.map(\.signatureName))
        return initializers.contains(where: \.isDesignated) && !names.contains(uikitInitializer) && !names.contains("init(registeredFor:)")
    }

    /// The initializer UIKit makes registered views of the named class with, through its superclasses in the files.
    private func registrationInitializer(of name: String) -> String? {
        var visited: Set<String> = []
        var current = name
        while let superclass = superclasses[current], visited.insert(current).inserted {
            if let initializer = Self.uikitInitializers[superclass] { return initializer }
            current = superclass
        }
        return nil
    }
}

/// Every class declaration in a file, nested ones included.
private final class ClassCollector: SyntaxVisitor {
    private var classes: [ClassDeclSyntax] = []

    static func classes(in tree: SourceFileSyntax) -> [ClassDeclSyntax] {
        let collector = ClassCollector(viewMode: .sourceAccurate)
        collector.walk(tree)
        return collector.classes
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        classes.append(node)
        return .visitChildren
    }
}

private extension ClassDeclSyntax {
    /// The first inherited type's last name (`UITableViewCell` of `UIKit.UITableViewCell`), which is the superclass if the class has one.
    var superclassName: String? {
        guard let type = inheritanceClause?.inheritedTypes.first?.type else { return nil }
        return type.as(IdentifierTypeSyntax.self)?.name.text ?? type.as(MemberTypeSyntax.self)?.name.text
    }
}

private extension MemberBlockSyntax {
    /// The initializers declared in the body, those inside `#if` blocks included.
    var initializers: [InitializerDeclSyntax] {
        members.flatMap { $0.decl.initializers }
    }
}

private extension DeclSyntax {
    var initializers: [InitializerDeclSyntax] {
        if let initializer = self.as(InitializerDeclSyntax.self) { return [initializer] }
        let clauses = self.as(IfConfigDeclSyntax.self)?.clauses ?? []
        return clauses.flatMap { clause -> [InitializerDeclSyntax] in
            guard case .decls(let members) = clause.elements else { return [] }
            return members.flatMap { $0.decl.initializers }
        }
    }
}

private extension InitializerDeclSyntax {
    /// `init(style:reuseIdentifier:)`: the name and argument labels, as the initializer is called.
    var signatureName: String {
        "init(" + signature.parameterClause.parameters.map { $0.firstName.text + ":" }.joined() + ")"
    }

    var isDesignated: Bool {
        !modifiers.contains { $0.name.tokenKind == .keyword(.convenience) }
    }
}
