import Foundation
import Synchronization

/// Removes what runs that were killed (SIGKILL, a power cut) left in a folder
/// outputs are written into, before the first output of this process goes
/// there: a regular file with a temporary name (`TemporaryNames`) whose
/// lock no process holds (see `OutputFile`). Such a file is a whole output
/// that was about to replace an older one, or, on a file system without
/// unnamed files, a part of one.
final class LeftoverFiles: Sendable {
    /// The folders of this process's outputs.
    static let shared = LeftoverFiles()

    private let cleared = Mutex<Set<String>>([])

    /// Removes the leftovers in `folder` the first time it is asked for that folder.
    func removeOnce(in folder: String) {
        guard cleared.withLock({ $0.insert(folder).inserted }) else { return }
        Self.remove(in: folder)
    }

    /// Removes the leftovers in `folder`.
    static func remove(in folder: String) {
        guard let directory = opendir(folder) else { return }
        defer { closedir(directory) }
        while let entry = readdir(directory) {
            // Every temporary name is hidden: the other names are passed over without a String made.
            guard entry.pointee.d_name.0 == CChar(UInt8(ascii: ".")) else { continue }
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            if TemporaryNames.isTemporaryName(name) { removeIfAbandoned((folder as NSString).appendingPathComponent(name)) }
        }
    }

    /// Whether `path` still names the file open on `descriptor`.
    private static func path(_ path: String, namesFileOpenOn descriptor: Int32) -> Bool {
        var named = stat(), open = stat()
        return lstat(path, &named) == 0 && fstat(descriptor, &open) == 0 && named.st_dev == open.st_dev && named.st_ino == open.st_ino
    }

    /// Removes `path` if it is a regular file whose lock is free (taken here
    /// while it is removed) and that still has the name.
    private static func removeIfAbandoned(_ path: String) {
        var info = stat()
        guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return }
        let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        defer { close(descriptor) }
        guard flock(descriptor, LOCK_EX | LOCK_NB) == 0, Self.path(path, namesFileOpenOn: descriptor) else { return }
        unlink(path)
    }
}
