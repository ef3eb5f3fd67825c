import CSystemCalls
import Foundation

/// A new output, open beside the file it will replace until it is whole: a
/// file without a name in the target's folder (`O_TMPFILE`), which the
/// system removes if the process ends before it is put in place; where the
/// file system cannot make one, a file under a hidden temporary name
/// (`TemporaryNames`), which an interrupted run removes.
///
/// A file with a temporary name holds a lock (`flock`) for as long as the
/// process that writes it has it open: a temporary name whose lock is free
/// was left by a run that was killed, and `LeftoverFiles` removes it.
final class OutputFile {
    /// The file it will replace, or create.
    private let target: String
    private var descriptor: Int32
    /// The file's temporary name while it has one; nil while it has none,
    /// and once it is in place.
    private var temporaryPath: String?

    /// Opens a new file for `target`, in `folder` (its folder); `unnamed`
    /// false makes it a named one even where unnamed files can be made.
    init(for target: String, in folder: String, unnamed: Bool = true) throws(MockupError) {
        self.target = target
        let unnamedDescriptor = unnamed ? tablesnap_open_unnamed_file(folder, 0o666) : -1
        if unnamedDescriptor >= 0 {
            descriptor = unnamedDescriptor
            flock(descriptor, LOCK_EX)
        } else if !unnamed || errno == EOPNOTSUPP {
            (descriptor, temporaryPath) = try Self.openNamed(for: target)
        } else {
            throw Self.failure(target)
        }
    }

    /// Writes all of `bytes`.
    func write(_ bytes: [UInt8]) throws(MockupError) {
        var written = 0
        while written < bytes.count {
            let count = bytes[written...].withUnsafeBytes { Foundation.write(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else { throw errno == EFBIG ? Self.tooLarge(target) : Self.failure(target) }
            written += count
        }
    }

    /// Gives the file the permissions of the file it replaces, so that a
    /// replaced output keeps its mode (a private 0600 file stays private).
    func keepMode(of path: String) throws(MockupError) {
        var info = stat()
        guard lstat(path, &info) == 0 else { return }
        guard fchmod(descriptor, info.st_mode & 0o7777) == 0 else { throw Self.failure(target) }
    }

    /// Puts the file at its target's name in one step: a reader of the target
    /// sees the old file or the new one, whole, and never a directory is
    /// replaced (rename refuses to).
    func putInPlace() throws(MockupError) {
        if temporaryPath == nil {
            // Where nothing has the target's name, the file takes it at once.
            if tablesnap_link_unnamed_file(descriptor, target) == 0 { return }
            guard errno == EEXIST else { throw Self.failure(target) }
            try giveTemporaryName()
        }
        guard let temporaryPath, rename(temporaryPath, target) == 0 else { throw Self.failure(target) }
        TemporaryNames.shared.release(temporaryPath)
        self.temporaryPath = nil
    }

    /// Closes the file; one that was not put in place is gone.
    func close() {
        if let temporaryPath {
            unlink(temporaryPath)
            TemporaryNames.shared.release(temporaryPath)
            self.temporaryPath = nil
        }
        if descriptor >= 0 { Foundation.close(descriptor) }
        descriptor = -1
    }
}

extension OutputFile {
    /// Links the unnamed file at a temporary name beside the target.
    private func giveTemporaryName() throws(MockupError) {
        let path = TemporaryNames.name(beside: target)
        guard TemporaryNames.shared.give(path, by: { tablesnap_link_unnamed_file(descriptor, path) == 0 }) else {
            throw Self.failure(target)
        }
        temporaryPath = path
    }

    /// A new file under a temporary name beside `target`, locked. Another
    /// process's `LeftoverFiles` may find the name in the instant between
    /// its creation and its locking, and remove it: the rename into place
    /// then fails, and the output is reported as not written.
    private static func openNamed(for target: String) throws(MockupError) -> (Int32, String) {
        let path = TemporaryNames.name(beside: target)
        var descriptor: Int32 = -1
        guard TemporaryNames.shared.give(path, by: {
            descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
            return descriptor >= 0
        }) else { throw failure(target) }
        flock(descriptor, LOCK_EX)
        return (descriptor, path)
    }

    private static func failure(_ target: String) -> MockupError {
        MockupError(.output, file: target, message: "cannot write: \(String(cString: strerror(errno)))")
    }

    private static func tooLarge(_ target: String) -> MockupError {
        var limit = rlimit()
        getrlimit(__rlimit_resource_t(RLIMIT_FSIZE.rawValue), &limit)
        return MockupError(.output, file: target,
                           message: "cannot write: file too large; the file-size limit (ulimit -f) is \(limit.rlim_cur) bytes")
    }
}
