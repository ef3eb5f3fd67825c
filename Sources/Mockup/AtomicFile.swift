import Foundation

/// Writes files whole or not at all: a temporary file beside the target,
/// renamed over it once complete.
enum AtomicFile {
    static func write(_ bytes: [UInt8], to path: String) throws(MockupError) {
        let url = URL(fileURLWithPath: path)
        let directory = url.deletingLastPathComponent()
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw MockupError(.output, file: path, message: "cannot write: directory \(directory.path) does not exist")
        }
        let temporary = directory.appendingPathComponent(".\(url.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).\(UUID().uuidString).tmp")
        do {
            try Data(bytes).write(to: temporary)
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw MockupError(.output, file: path, message: "cannot write: \(error.localizedDescription)")
        }
        // rename(2) replaces the target in one step: readers see the old file or the new one.
        guard rename(temporary.path, url.path) == 0 else {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(at: temporary)
            throw MockupError(.output, file: path, message: "cannot write: \(reason)")
        }
    }
}
