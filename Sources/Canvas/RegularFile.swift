import Foundation

/// Reads input files — mockups, images, fonts — only when they are regular
/// files of bounded size, so a path naming a FIFO, a device or a directory
/// fails at once instead of blocking or reading without end.
public enum RegularFile {
    /// The bytes of the file at `path`, which must be a regular file of at most `maximumSize` bytes.
    public static func read(_ path: String, maximumSize: Int) throws(RegularFileError) -> [UInt8] {
        try check(path, maximumSize: maximumSize)
        // O_NONBLOCK: if the path was swapped for a FIFO since the check, opening it must not wait for a writer.
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { throw .unreadable(String(cString: strerror(errno))) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw .unreadable(String(cString: strerror(errno))) }
        try checkKind(info, maximumSize: maximumSize)
        return try readAll(descriptor, maximumSize: maximumSize)
    }

    /// Throws unless `path` is a regular file of at most `maximumSize` bytes, for files another library opens itself.
    public static func check(_ path: String, maximumSize: Int) throws(RegularFileError) {
        var info = stat()
        guard stat(path, &info) == 0 else {
            if errno == ENOENT || errno == ENOTDIR { throw .missing }
            throw .unreadable(String(cString: strerror(errno)))
        }
        try checkKind(info, maximumSize: maximumSize)
    }

    private static func checkKind(_ info: stat, maximumSize: Int) throws(RegularFileError) {
        let kind = info.st_mode & S_IFMT
        guard kind == S_IFREG else { throw .notRegular(kindName(kind)) }
        guard Int(info.st_size) <= maximumSize else { throw .tooLarge(size: Int(info.st_size), limit: maximumSize) }
    }

    /// Reads to the end, refusing a file that grew past the limit since it was checked.
    private static func readAll(_ descriptor: Int32, maximumSize: Int) throws(RegularFileError) -> [UInt8] {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = chunk.withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else { throw .unreadable(String(cString: strerror(errno))) }
            if count == 0 { return bytes }
            bytes += chunk[..<count]
            guard bytes.count <= maximumSize else { throw .tooLarge(size: bytes.count, limit: maximumSize) }
        }
    }

    private static func kindName(_ kind: mode_t) -> String {
        switch kind {
        case S_IFDIR: "a directory"
        case S_IFIFO: "a FIFO"
        case S_IFCHR: "a character device"
        case S_IFBLK: "a block device"
        case S_IFSOCK: "a socket"
        default: "a special file"
        }
    }
}

/// Why an input file was not read.
public enum RegularFileError: Error, Equatable, CustomStringConvertible {
    /// Nothing exists at the path.
    case missing
    /// A directory, FIFO, device or socket, named.
    case notRegular(String)
    /// Over the size limit: the file's size and the limit, in bytes.
    case tooLarge(size: Int, limit: Int)
    /// The system refused, with its reason.
    case unreadable(String)
    /// Its links lead outside the folder it may be read from (see
    /// `ContainedPath`), named as messages call it: it was not opened.
    case outside(String)

    /// Whether the path names nothing, which callers report as a missing file.
    public var isMissing: Bool { self == .missing }

    public var description: String {
        switch self {
        case .missing: "no such file"
        case .notRegular(let kind): "\(kind), not a regular file"
        case .tooLarge(let size, let limit): "the file is \(size) bytes; the limit is \(limit)"
        case .unreadable(let reason): "cannot read: \(reason)"
        case .outside(let folder): "leads outside \(folder)"
        }
    }
}
