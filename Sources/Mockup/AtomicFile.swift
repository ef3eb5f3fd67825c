import CSystemCalls
import Foundation

/// Writes files whole or not at all: a temporary file beside the target, put
/// in its place once complete. Only regular files are ever replaced.
package enum AtomicFile {
    /// The longest file name the common file systems take, in bytes.
    static let maximumNameLength = 255

    package static func write(_ bytes: [UInt8], to path: String) throws(MockupError) {
        let url = URL(fileURLWithPath: path)
        let directory = url.deletingLastPathComponent()
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw MockupError(.output, file: path, message: "cannot write: directory \(directory.path) does not exist")
        }
        try checkReplaceable(path)
        let temporary = directory.appendingPathComponent(temporaryName(for: url.lastPathComponent))
        if let failure = writeNewFile(bytes, at: temporary.path) {
            try? FileManager.default.removeItem(at: temporary)
            throw MockupError(.output, file: path, message: "cannot write: \(failure)")
        }
        // Replaced in one step: readers see the old file or the new one.
        do throws(MockupError) {
            try checkReplaceable(path)
            try keepMode(of: path, on: temporary.path)
            guard tablesnap_replace_file(temporary.path, url.path) == 0 else {
                throw MockupError(.output, file: path, message: "cannot write: \(String(cString: strerror(errno)))")
            }
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw error
        }
    }

    /// Creates `path`, which must not exist, holding `bytes`; the reason on failure.
    /// Not flushed to the disk with `fsync` (as Foundation's `Data.write` is):
    /// the rename that follows is what keeps readers from a partial file, and
    /// a flush per file would be a large part of a one-file render process.
    private static func writeNewFile(_ bytes: [UInt8], at path: String) -> String? {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { return String(cString: strerror(errno)) }
        // FileHandle writes on through short writes and interruptions.
        let file = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        do {
            try file.write(contentsOf: bytes)
            try file.close()
            return nil
        } catch {
            return error.localizedDescription
        }
    }

    /// Gives `temporary` the permissions of the file it replaces, so that a
    /// replaced output keeps its mode (a private 0600 file stays private).
    private static func keepMode(of path: String, on temporary: String) throws(MockupError) {
        var info = stat()
        guard lstat(path, &info) == 0 else { return }
        guard chmod(temporary, info.st_mode & 0o7777) == 0 else {
            throw MockupError(.output, file: path, message: "cannot write: \(String(cString: strerror(errno)))")
        }
    }

    /// Throws if `path` names something other than a regular file (a
    /// directory, device, FIFO, socket or symbolic link), which a rename
    /// would replace; nothing there is fine.
    static func checkReplaceable(_ path: String) throws(MockupError) {
        guard path.utf8.count <= 4096 else {
            throw MockupError(.output, file: path, message: "cannot write: the path is \(path.utf8.count) bytes; the limit is 4096")
        }
        let name = URL(fileURLWithPath: path).lastPathComponent
        guard name.utf8.count <= maximumNameLength else {
            throw MockupError(.output, file: Quote.cut(path), message: "cannot write: the file name is \(name.utf8.count) bytes; the limit is \(maximumNameLength)")
        }
        var info = stat()
        guard lstat(path, &info) == 0 else { return }
        let kind = info.st_mode & S_IFMT
        guard kind == S_IFREG else {
            let what = kind == S_IFDIR ? "a directory" : kind == S_IFLNK ? "a symbolic link" : "not a regular file (a device, FIFO or socket)"
            throw MockupError(.output, file: path, message: "refusing to replace it: it is \(what)")
        }
    }

    /// A hidden name beside the target's, cut so that it stays within the file-name limit.
    static func temporaryName(for name: String) -> String {
        let suffix = ".\(ProcessInfo.processInfo.processIdentifier).\(UUID().uuidString).tmp"
        var stem = name
        while 1 + stem.utf8.count + suffix.utf8.count > maximumNameLength { stem.removeLast() }
        return ".\(stem)\(suffix)"
    }
}
