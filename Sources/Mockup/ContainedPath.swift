import Foundation

/// Where a file a mockup or sheet definition names may lie: inside a folder
/// (the mockup's, the definition's), unless the reader allows any place.
///
/// A path is judged by where it finally leads, symbolic links followed one
/// by one as the system would follow them, and judged the same way whether
/// or not the end of the chain exists: otherwise an error that says "leads
/// outside" for one link and "not found" for another tells which files
/// exist outside the folder.
package struct ContainedPath {
    /// The most links followed in one path, as Linux's own limit (ELOOP).
    static let maximumLinks = 40

    /// The folder as written and with its links resolved, each ending in "/"; nil when paths may lead anywhere.
    private let folders: [String]?

    package init(folder: URL, allowsOutside: Bool) {
        let folder = folder.standardizedFileURL
        folders = allowsOutside ? nil : [folder.path, folder.resolvingSymlinksInPath().path].map { $0.hasSuffix("/") ? $0 : $0 + "/" }
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
