import Canvas
import Foundation

/// The symbols a mockup's `symbol:` fields name: SF Symbols exports in the
/// mockup's `symbols:` folder, then in the folders the reader is given
/// (`--symbols`), then those registered in code, then TableSnap's own
/// (hand-drawn, then the bootstrap-icons map). The folder resolves inside
/// the mockup's folder unless the reader allows otherwise, as image paths
/// do, and so do its files, their links followed: a link may lead elsewhere
/// in the mockup's folder, not out of it. A reader's folder keeps its files
/// inside itself (see `Mockup.ReadOptions.bounds(of:kind:)`).
final class MockupSymbols {
    /// How many names an unknown name's error suggests.
    static let suggestionCount = 3

    private let baseDirectory: URL
    private let folder: ContainedPath
    private let cache: MockupImageCache
    private var folders: [SymbolFolder]
    /// The symbols found in the folders so far, by name: a name a thousand rows show is looked up once.
    private var foundInFolders: [String: Symbol] = [:]
    /// The symbol files read, their paths resolved, for the output checks (no output may replace one).
    private(set) var files: [String] = []

    /// `folders` (the reader's) and the mockup's own come from `cache`, so the
    /// mockups one thread reads (a sheet's variants, a batch) read each symbol file once.
    init(baseDirectory: URL, allowsOutsideFolder: Bool, folders: [SymbolFolder], cache: MockupImageCache) {
        self.baseDirectory = baseDirectory.standardizedFileURL
        folder = ContainedPath(folder: self.baseDirectory, allowsOutside: allowsOutsideFolder, name: "the mockup's folder")
        self.cache = cache
        self.folders = folders
    }

    /// `symbols: path`: a folder of SF Symbols exports searched before all others.
    func useFolder(_ field: MockupField) throws(MockupError) {
        let url = try field.folder(relativeTo: baseDirectory, inside: folder, what: "symbols folder") { "symbols folder not found: \($0)" }
        folders.insert(cache.symbolFolder(at: url, bounds: folder), at: 0)
    }

    /// The symbol `field` names, or an error suggesting the nearest known
    /// names; a file in a mockup's folders that is not a template is an error too.
    func symbol(_ field: MockupField) throws(MockupError) -> Symbol {
        let name = try field.string(maxLength: 200)
        if let symbol = foundInFolders[name] { return symbol }
        for folder in folders {
            switch folder.lookUp(name) {
            case .symbol(let symbol):
                files.append(folder.file(named: name))
                foundInFolders[name] = symbol
                return symbol
            case .unreadable(let reason): throw field.error("symbol file \(reason)")
            case .outside(let reason): throw field.error("symbol file \(reason)\(MockupField.allowOutsideHint)")
            case .missing: continue
            }
        }
        guard let symbol = Symbol.named(name) else { throw unknown(name, field: field) }
        return symbol
    }

    private func unknown(_ name: String, field: MockupField) -> MockupError {
        let known = folders.flatMap(\.names) + Symbol.knownNames
        let nearest = Suggestion.nearest(name, in: known, count: Self.suggestionCount).map { "\"\($0)\"" }
        let suggestion = nearest.isEmpty ? "" : " (nearest known: \(nearest.joined(separator: ", ")))"
        let installed = Symbol.isIconSetInstalled ? "" : "; the bootstrap-icons package is not installed (run Scripts/setup), so only TableSnap's \(Symbol.names.count) drawn symbols are known"
        return field.error("unknown symbol \"\(Quote.cut(name))\"\(suggestion)\(installed); to draw it, export it from Apple's SF Symbols app "
            + "as \(Quote.cut(name)).svg into a folder and name the folder with `symbols:` (or `tablesnap render --symbols`)")
    }
}
