import Canvas
import Foundation

/// Decoded images by file and scale, asset catalogues and symbol folders, kept across the mockups one thread
/// reads: the variants of a review sheet show the same files, and each is
/// decoded once instead of once per variant. Not for sharing between
/// threads: Cairo may attach snapshots to an image it draws into a vector
/// surface.
package final class MockupImageCache {
    private var entries: [String: (image: Image, pixels: Int)] = [:]
    /// Asset catalogues by folder and bounds, each listed and its sets read once.
    private var catalogs: [BoundedFolder: AssetCatalog] = [:]
    /// Folders of SF Symbols exports by folder and bounds, each file read once.
    private var symbolFolders: [BoundedFolder: SymbolFolder] = [:]

    /// A folder and where its files may lead: one catalogue named by two
    /// mockups in different folders, or by a mockup and by `--asset-catalog`,
    /// may reach different files.
    private struct BoundedFolder: Hashable {
        let url: URL
        let bounds: ContainedPath
    }

    /// Pixels of all the images held.
    package private(set) var pixels = 0

    /// An empty cache.
    package init() {}

    func image(forKey key: String) -> (image: Image, pixels: Int)? { entries[key] }

    func insert(_ image: Image, pixels: Int, forKey key: String) {
        entries[key] = (image, pixels)
        self.pixels += pixels
    }

    /// The asset catalogue in the folder at `url`, its files inside `bounds`, made on first use.
    func catalog(at url: URL, bounds: ContainedPath) -> AssetCatalog {
        Self.entry(for: url, bounds: bounds, in: &catalogs, made: AssetCatalog.init(url:bounds:))
    }

    /// The folder of SF Symbols exports at `url`, its files inside `bounds`, made on first use.
    func symbolFolder(at url: URL, bounds: ContainedPath) -> SymbolFolder {
        Self.entry(for: url, bounds: bounds, in: &symbolFolders, made: SymbolFolder.init(url:bounds:))
    }

    private static func entry<Value>(for url: URL, bounds: ContainedPath, in entries: inout [BoundedFolder: Value],
                                     made make: (URL, ContainedPath) -> Value) -> Value {
        let key = BoundedFolder(url: url.standardizedFileURL, bounds: bounds)
        if let value = entries[key] { return value }
        let value = make(key.url, bounds)
        entries[key] = value
        return value
    }

    /// Lets go of every image, as a sheet does when it moves on to another mockup file.
    package func removeAll() {
        entries.removeAll()
        catalogs.removeAll()
        symbolFolders.removeAll()
        pixels = 0
    }
}
