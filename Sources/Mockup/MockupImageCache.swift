import Canvas
import Foundation

/// Decoded images by file and scale, asset catalogues and symbol folders, kept across the mockups one thread
/// reads: the variants of a review sheet show the same files, and each is
/// decoded once instead of once per variant. Not for sharing between
/// threads: Cairo may attach snapshots to an image it draws into a vector
/// surface.
package final class MockupImageCache {
    private var entries: [String: (image: Image, pixels: Int)] = [:]
    /// Asset catalogues by folder, each listed and its sets read once.
    private var catalogs: [URL: AssetCatalog] = [:]
    /// Folders of SF Symbols exports by folder, each file read once.
    private var symbolFolders: [URL: SymbolFolder] = [:]

    /// Pixels of all the images held.
    package private(set) var pixels = 0

    /// An empty cache.
    package init() {}

    func image(forKey key: String) -> (image: Image, pixels: Int)? { entries[key] }

    func insert(_ image: Image, pixels: Int, forKey key: String) {
        entries[key] = (image, pixels)
        self.pixels += pixels
    }

    /// The asset catalogue in the folder at `url`, made on first use.
    func catalog(at url: URL) -> AssetCatalog { Self.entry(for: url, in: &catalogs, made: AssetCatalog.init(url:)) }

    /// The folder of SF Symbols exports at `url`, made on first use.
    func symbolFolder(at url: URL) -> SymbolFolder { Self.entry(for: url, in: &symbolFolders, made: SymbolFolder.init(url:)) }

    private static func entry<Value>(for url: URL, in entries: inout [URL: Value], made make: (URL) -> Value) -> Value {
        let url = url.standardizedFileURL
        if let value = entries[url] { return value }
        let value = make(url)
        entries[url] = value
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
