import Foundation
import Synchronization

/// A folder of symbols exported from Apple's SF Symbols app (File > Export
/// Template, or a custom symbol's SVG): the symbol `name` is the file
/// `name.svg` in it. Each file is read the first time its name is asked for
/// and kept, as is its absence. A file that is a symbolic link is read only
/// when its links lead inside the folder's bounds (see ``init(url:)``), and
/// refused unread otherwise, whether or not the end of its links exists.
public final class SymbolFolder: Sendable {
    /// What looking a name up in a folder found.
    public enum Lookup: Sendable {
        case symbol(Symbol)
        /// No file of that name.
        case missing
        /// A file that is not a symbol template TableSnap can draw, and why.
        case unreadable(String)
        /// A file whose links lead outside the folder's bounds, and where: it was not read.
        case outside(String)
    }

    /// The folder.
    public let url: URL
    /// Where the folder's files may lead, their links followed.
    private let bounds: ContainedPath
    private let lookups = Mutex<[String: Lookup]>([:])

    /// The folder at `url`; nothing is read until a name is looked up. Its
    /// files may link only to files inside it: a folder from a checkout may
    /// hold links made to reach the machine's other files.
    public convenience init(url: URL) {
        self.init(url: url, bounds: ContainedPath(folder: url, allowsOutside: false, name: "the symbols folder \(url.standardizedFileURL.path)"))
    }

    /// The folder at `url`, whose files may lead anywhere inside `bounds`
    /// (a mockup's `symbols:` folder: the mockup's folder).
    package init(url: URL, bounds: ContainedPath) {
        self.url = url.standardizedFileURL
        self.bounds = bounds
    }

    /// The symbol `name` in this folder. Names are SF Symbols names (letters,
    /// digits, `.`, `_`, `-`; not starting with a dot), so they cannot lead out of the folder.
    public func lookUp(_ name: String) -> Lookup {
        guard Self.isSymbolName(name) else { return .missing }
        if let known = lookups.withLock({ $0[name] }) { return known }
        let lookup = read(name)
        lookups.withLock { $0[name] = lookup }
        return lookup
    }

    /// The most names ``names`` lists: suggestions need no more, and a huge folder costs no more.
    static let maximumListedNames = 10_000

    /// The names of the `.svg` files in the folder, sorted, but for those
    /// whose links lead outside its bounds; for suggestions when a name is unknown.
    public var names: [String] {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
        return files.lazy.filter { $0.hasSuffix(".svg") }.map { String($0.dropLast(4)) }.filter(Self.isSymbolName)
            .filter { self.bounds.resolve(self.file(named: $0)) != nil }
            .prefix(Self.maximumListedNames).sorted()
    }

    /// The file the symbol `name` is read from.
    public func file(named name: String) -> String { url.appendingPathComponent("\(name).svg").path }

    private func read(_ name: String) -> Lookup {
        let file = file(named: name)
        do {
            let bytes = try bounds.read(file, maximumSize: SVGDocument.maximumFileSize)
            return .symbol(Symbol(name: name, template: try SymbolTemplate(try SVGDocument.read(bytes))))
        } catch let error as RegularFileError {
            if case .outside = error { return .outside("\(file): \(error.description)") }
            return error.isMissing ? .missing : .unreadable("\(file): \(error.description)")
        } catch let error as SVGError {
            return .unreadable("\(file): \(error.description)")
        } catch {
            return .unreadable("\(file): not an SF Symbols template: no Symbols group with weight and scale variants (Regular-M …) placed by Baseline and Capline guides")
        }
    }

    private static func isSymbolName(_ name: String) -> Bool {
        !name.isEmpty && name.utf8.count <= 200 && !name.hasPrefix(".")
            && name.unicodeScalars.allSatisfy { $0.isASCII && (CharacterSet.alphanumerics.contains($0) || "._-".unicodeScalars.contains($0)) }
    }
}
