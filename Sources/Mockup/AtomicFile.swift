import Foundation

/// Writes files whole or not at all: a new file beside the target (an
/// `OutputFile`), put in its place once complete. Only regular files are
/// ever replaced.
package enum AtomicFile {
    /// The longest file name the common file systems take, in bytes.
    static let maximumNameLength = 255

    /// Writes `bytes` to `path`, whole or not at all.
    package static func write(_ bytes: [UInt8], to path: String) throws(MockupError) {
        try write(to: path) { bytes }
    }

    /// Writes what `make` returns (a render, say) to `path`, whole or not at
    /// all. The new file is opened before `make` runs, so that an output
    /// that cannot be written fails before the work, and nothing is written
    /// when `make` throws.
    package static func write(to path: String, making make: () throws(MockupError) -> [UInt8]) throws(MockupError) {
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw MockupError(.output, file: path, message: "cannot write: directory \(folder) does not exist")
        }
        try checkReplaceable(path)
        LeftoverFiles.shared.removeOnce(in: folder)
        let file = try OutputFile(for: path, in: folder)
        defer { file.close() }
        try file.write(try make())
        // Checked again: what has the name may have changed while the file was written.
        try checkReplaceable(path)
        try file.keepMode(of: path)
        try file.putInPlace()
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
}
