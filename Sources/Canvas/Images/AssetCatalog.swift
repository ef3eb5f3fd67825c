import Foundation

/// An Xcode asset catalogue (`*.xcassets` folder) read as UIKit reads the
/// compiled one: image sets (1x/2x/3x, light and dark, template or
/// original), single-scale PDF and SVG images, symbol sets and colour sets,
/// named by their folder, inside namespaces where a group provides one
/// (`Icons/Star`).
///
/// Nothing is read until the first lookup; then the folder tree is listed
/// once (at most ``maximumEntries`` files and folders, ``maximumDepth``
/// deep), and each set's `Contents.json` (at most ``maximumContentsSize``
/// bytes) and files are read when the set is first asked for, once.
/// A folder inside it that is a symbolic link is not listed; a file that is
/// one is read only when its links lead inside the catalogue's bounds (see
/// ``init(url:)``), and refused unread otherwise. Safe to share between threads.
public final class AssetCatalog: @unchecked Sendable {
    /// The most files and folders a catalogue may hold.
    public static let maximumEntries = 20_000
    /// The deepest nesting of groups.
    public static let maximumDepth = 16
    /// The largest `Contents.json` read, in bytes.
    public static let maximumContentsSize = 1 << 20
    /// The largest image file read, in bytes, as ``Image`` reads any named file.
    public static let maximumImageFileSize = 8 << 20

    /// The `.xcassets` folder.
    public let url: URL
    /// Where the catalogue's files may lead, their links followed.
    private let bounds: ContainedPath

    private enum Kind: String {
        case image = "imageset", symbol = "symbolset", color = "colorset"
    }

    private struct Set {
        let kind: Kind
        let folder: URL
    }

    private struct ImageKey: Hashable {
        let name: String
        let scale: CGFloat
        let limits: ImageLimits
    }

    private let lock = NSLock()
    private var sets: Result<[String: Set], AssetCatalogError>?
    private var images: [ImageKey: Result<Image, AssetCatalogError>] = [:]
    private var colors: [String: Result<Color, AssetCatalogError>] = [:]

    /// The catalogue in the folder at `url`, read when first asked; its
    /// files may link only to files inside that folder, as a compiled
    /// catalogue holds everything it shows: a catalogue from a checkout may
    /// hold links made to reach the machine's other files.
    public convenience init(url: URL) {
        self.init(url: url, bounds: ContainedPath(folder: url, allowsOutside: false, name: "the asset catalogue \(url.standardizedFileURL.path)"))
    }

    /// The catalogue at `url`, whose files may lead anywhere inside `bounds`
    /// (a mockup's catalogue: the mockup's folder).
    package init(url: URL, bounds: ContainedPath) {
        self.url = url.standardizedFileURL
        self.bounds = bounds
    }

    /// The image set or symbol set called `name`, its variants chosen for a
    /// `scale`-pixel-per-point display, each bitmap refused from its header
    /// when over `limits`; nil when there is none. Throws when the set, or
    /// the catalogue, cannot be read; a set is read once, and asking again
    /// gives the same image or error.
    public func image(named name: String, scale: CGFloat, limits: ImageLimits = .bitmap) throws(AssetCatalogError) -> Image? {
        try locked { () throws(AssetCatalogError) -> Image? in
            let key = ImageKey(name: name, scale: scale, limits: limits)
            if let known = images[key] { return try known.get() }
            guard let set = try set(named: name), set.kind != .color else { return nil }
            let result = Result { () throws(AssetCatalogError) in
                try AssetImageSet(folder: set.folder, contents: contents(of: set.folder), isSymbol: set.kind == .symbol, bounds: bounds)
                    .image(scale: scale, limits: limits)
            }
            images[key] = result
            return try result.get()
        }
    }

    /// The colour set called `name`, with its dark variant; nil when there is none. Throws as ``image(named:scale:limits:)``.
    public func color(named name: String) throws(AssetCatalogError) -> Color? {
        try locked { () throws(AssetCatalogError) -> Color? in
            if let known = colors[name] { return try known.get() }
            guard let set = try set(named: name), set.kind == .color else { return nil }
            let result = Result { () throws(AssetCatalogError) in
                try AssetColorSet.color(contents(of: set.folder), path: set.folder.appendingPathComponent("Contents.json").path)
            }
            colors[name] = result
            return try result.get()
        }
    }

    /// The names of the image and symbol sets, sorted, for suggestions.
    public func imageNames() throws(AssetCatalogError) -> [String] { try names { $0 != .color } }

    /// The names of the colour sets, sorted.
    public func colorNames() throws(AssetCatalogError) -> [String] { try names { $0 == .color } }

    private func names(_ kinds: (Kind) -> Bool) throws(AssetCatalogError) -> [String] {
        try locked { () throws(AssetCatalogError) in try listed().filter { kinds($0.value.kind) }.keys.sorted() }
    }

    /// `body` under the lock, its error kept typed (NSLock's `withLock` rethrows any error).
    private func locked<T>(_ body: () throws(AssetCatalogError) -> T) throws(AssetCatalogError) -> T {
        lock.lock()
        defer { lock.unlock() }
        return try body()
    }

    private func set(named name: String) throws(AssetCatalogError) -> Set? {
        try listed()[name]
    }

    /// The sets by name, the folder tree listed on the first call.
    private func listed() throws(AssetCatalogError) -> [String: Set] {
        if let sets { return try sets.get() }
        var found: [String: Set] = [:], entries = 0
        let result = Result { () throws(AssetCatalogError) in
            try list(url, namespace: "", depth: 0, into: &found, entries: &entries)
            return found
        }
        sets = result
        return try result.get()
    }

    private func list(_ folder: URL, namespace: String, depth: Int, into found: inout [String: Set], entries: inout Int) throws(AssetCatalogError) {
        guard depth <= Self.maximumDepth else {
            throw .tooLarge("\(url.path): groups nest more than \(Self.maximumDepth) deep")
        }
        let children: [URL]
        do {
            children = try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: [.isDirectoryKey, .isSymbolicLinkKey])
        } catch {
            throw .file(folder.path, .unreadable("cannot list the folder"))
        }
        entries += children.count
        guard entries <= Self.maximumEntries else {
            throw .tooLarge("\(url.path): more than \(Self.maximumEntries) files and folders; the limit is \(Self.maximumEntries)")
        }
        for child in children.sorted(by: { $0.lastPathComponent < $1.lastPathComponent }) {
            // Links are not followed: a catalogue is read as the folder it is, never beyond it.
            guard let values = try? child.resourceValues(forKeys: [.isDirectoryKey, .isSymbolicLinkKey]),
                  values.isDirectory == true, values.isSymbolicLink != true else { continue }
            let name = child.deletingPathExtension().lastPathComponent
            if let kind = Kind(rawValue: child.pathExtension) {
                found[namespace + name] = found[namespace + name] ?? Set(kind: kind, folder: child)
            } else if child.pathExtension.isEmpty {
                // A group; only one that provides a namespace prefixes its sets' names.
                let prefix = try providesNamespace(child) ? namespace + name + "/" : namespace
                try list(child, namespace: prefix, depth: depth + 1, into: &found, entries: &entries)
            }
        }
    }

    /// Whether a group's `Contents.json` gives its sets' names a prefix: not
    /// when it has none or it does not decode; one whose links lead outside
    /// the bounds is refused, as a set's is.
    private func providesNamespace(_ group: URL) throws(AssetCatalogError) -> Bool {
        do throws(AssetCatalogError) {
            return try contents(of: group).properties?.providesNamespace == true
        } catch {
            if case .file(_, .outside) = error { throw error }
            return false
        }
    }

    /// A folder's `Contents.json`, decoded, read where its links lead inside the bounds.
    private func contents(of folder: URL) throws(AssetCatalogError) -> AssetCatalogContents {
        let path = folder.appendingPathComponent("Contents.json").path
        let data: [UInt8]
        do {
            data = try bounds.read(path, maximumSize: Self.maximumContentsSize)
        } catch {
            throw .file(path, error)
        }
        do {
            return try JSONDecoder().decode(AssetCatalogContents.self, from: Data(data))
        } catch {
            throw .contents(path, "not an asset catalogue's Contents.json (\(Self.reason(error)))")
        }
    }

    private static func reason(_ error: any Error) -> String {
        switch error {
        case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context),
             DecodingError.keyNotFound(_, let context), DecodingError.dataCorrupted(let context):
            let path = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
            return path.isEmpty ? "malformed JSON" : "\(path.dropFirst(path.hasPrefix(".") ? 1 : 0)): \(context.debugDescription)"
        default:
            return "malformed JSON"
        }
    }
}
