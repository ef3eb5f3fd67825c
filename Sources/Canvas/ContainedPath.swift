import Foundation

/// Where the files read on behalf of an input may lie: inside a folder (a
/// mockup's, a sheet definition's, an asset catalogue, a symbols folder),
/// unless the reader allows any place.
///
/// A path is judged by where it finally leads, symbolic links followed one
/// by one as the system would follow them, and judged the same way whether
/// or not the end of the chain exists: otherwise an error that says "leads
/// outside" for one link and "not found" for another tells which files
/// exist outside the folder. A file refused is never opened, so no error
/// can quote it.
package struct ContainedPath: Hashable, Sendable {
    /// The most links followed in one path, as Linux's own limit (ELOOP).
    static let maximumLinks = 40

    /// The folder as written and with its links resolved, each ending in "/"; nil when paths may lead anywhere.
    private let folders: [String]?
    /// How messages call the folder: "the mockup's folder", "the asset catalogue /a/Assets.xcassets".
    package let name: String

    /// Paths inside `folder` (any path when `allowsOutside`), the folder called
    /// `name` in messages (by default "the folder" and its path).
    package init(folder: URL, allowsOutside: Bool, name: String? = nil) {
        let folder = folder.standardizedFileURL
        folders = allowsOutside ? nil : [folder.path, folder.resolvingSymlinksInPath().path].map { $0.hasSuffix("/") ? $0 : $0 + "/" }
        self.name = name ?? "the folder \(folder.path)"
    }

    /// The absolute `path` with every link followed, or nil when it leads
    /// outside the folder (or through a loop of links) and that is not allowed.
    package func resolve(_ path: String) -> String? {
        let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
        // Refused before the file system is asked, so the answer never tells whether the file exists.
        guard isInside(absolute) else { return nil }
        guard let resolved = Self.followingLinks(absolute) else { return folders == nil ? absolute : nil }
        return isInside(resolved) ? resolved : nil
    }

    /// The bytes of the file at `path`, read where its links lead (see
    /// ``RegularFile/read(_:maximumSize:)``); refused unread, with the same
    /// error whether or not the end of its links exists, when they lead outside.
    package func read(_ path: String, maximumSize: Int) throws(RegularFileError) -> [UInt8] {
        guard let resolved = resolve(path) else { throw .outside(name) }
        return try RegularFile.read(resolved, maximumSize: maximumSize)
    }

    private func isInside(_ path: String) -> Bool {
        guard let folders else { return true }
        return folders.contains(where: path.hasPrefix)
    }

    /// `path` with its folders' links resolved and the final name's chain
    /// of links followed, whether or not its last target exists; nil for a loop.
    private static func followingLinks(_ path: String) -> String? {
        var current = path
        for _ in 0...maximumLinks {
            let url = URL(fileURLWithPath: current)
            let parent = url.deletingLastPathComponent().resolvingSymlinksInPath()
            current = parent.appendingPathComponent(url.lastPathComponent).path
            guard let target = try? FileManager.default.destinationOfSymbolicLink(atPath: current) else { return current }
            let next = target.hasPrefix("/") ? URL(fileURLWithPath: target) : parent.appendingPathComponent(target)
            current = next.standardizedFileURL.path
        }
        return nil
    }
}
