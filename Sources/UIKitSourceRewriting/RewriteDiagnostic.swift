/// Something the rewriter could not make compile on Linux, at its place in the user's file.
public struct RewriteDiagnostic: Equatable, Sendable, CustomStringConvertible {
    public let path: String
    public let line: Int
    public let column: Int
    public let message: String

    /// The compiler's format, so SwiftPM shows it as an error at the file and line.
    public var description: String { "\(path):\(line):\(column): error: \(message)" }
}
