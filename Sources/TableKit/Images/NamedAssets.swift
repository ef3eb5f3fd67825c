import Canvas
import Foundation

/// Where named images and colours are looked for: the directories and
/// asset catalogues registered once, the catalogues of each bundle asked
/// about, and the image files already read, each catalogue object made once
/// per process so its sets are read once.
final class NamedAssets: @unchecked Sendable {
    static let shared = NamedAssets()

    private let lock = NSLock()
    private var directories: [URL] = []
    private var registeredCatalogs: [URL] = []
    private var catalogs: [URL: AssetCatalog] = [:]
    private var bundleCatalogs: [URL: [URL]] = [:]
    /// Decoded files by path, nil for one that could not be read (and was reported once).
    private var files: [String: Image?] = [:]
    /// What was reported about catalogues, each said once.
    private var reported: Set<String> = []

    func register(directory: URL) {
        lock.withLock { if !directories.contains(directory) { directories.append(directory) } }
    }

    func register(catalog url: URL) {
        lock.withLock { if !registeredCatalogs.contains(url) { registeredCatalogs.append(url) } }
    }

    /// The registered directories, in the order added.
    var registeredDirectories: [URL] { lock.withLock { directories } }

    /// The catalogues to search for `bundle`: its own `*.xcassets` first, then the registered ones.
    func catalogs(in bundle: Bundle?) -> [AssetCatalog] {
        lock.withLock {
            let own = bundle?.resourceURL.map { url in
                bundleCatalogs[url] ?? {
                    let found = Self.catalogURLs(inside: url)
                    bundleCatalogs[url] = found
                    return found
                }()
            } ?? []
            return (own + registeredCatalogs).map { url in
                catalogs[url] ?? {
                    let catalog = AssetCatalog(url: url)
                    catalogs[url] = catalog
                    return catalog
                }()
            }
        }
    }

    /// The image file at `path`, read once; a file that cannot be read is reported to `warn` the first time.
    func file(atPath path: String, warn: (String) -> Void) -> Image? {
        lock.withLock { () -> Image? in
            if let known = files[path] { return known }
            var image: Image?
            do throws(ImageFileError) { image = try Image.read(contentsOfFile: path) } catch { warn(error.description) }
            files[path] = image
            return image
        }
    }

    /// The first image called `name` in `catalogs`; a set that cannot be read is warned about once and skipped.
    func image(named name: String, in catalogs: [AssetCatalog], scale: CGFloat) -> Image? {
        firstFound(in: catalogs) { catalog throws(AssetCatalogError) in try catalog.image(named: name, scale: scale) }
    }

    /// The first colour called `name` in `catalogs`, as ``image(named:in:scale:)``.
    func color(named name: String, in catalogs: [AssetCatalog]) -> Color? {
        firstFound(in: catalogs) { catalog throws(AssetCatalogError) in try catalog.color(named: name) }
    }

    private func firstFound<T>(in catalogs: [AssetCatalog], _ lookup: (AssetCatalog) throws(AssetCatalogError) -> T?) -> T? {
        for catalog in catalogs {
            do throws(AssetCatalogError) {
                if let found = try lookup(catalog) { return found }
            } catch {
                let message = error.description
                if lock.withLock({ reported.insert(message).inserted }) { ConsoleLog.warn(message) }
            }
        }
        return nil
    }

    private static func catalogURLs(inside folder: URL) -> [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".xcassets") }.sorted().map { folder.appendingPathComponent($0).standardizedFileURL }
    }
}
