import Foundation

/// A one-line progress bar on standard error, redrawn in place; only on a
/// terminal, so logs and pipes see nothing of it.
final class ProgressBar: @unchecked Sendable {
    private let label: String
    private let lock = NSLock()
    private static let width = 30

    /// A bar counting `label`; nil when standard error is not a terminal.
    init?(label: String) {
        guard isatty(STDERR_FILENO) == 1 else { return nil }
        self.label = label
    }

    /// Redraws the bar at `done` of `total`; callable from any thread.
    func show(_ done: Int, of total: Int) {
        let filled = total == 0 ? Self.width : Self.width * done / total
        let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: Self.width - filled)
        lock.withLock { FileHandle.standardError.write(Data("\r\(bar) \(done)/\(total) \(label)".utf8)) }
    }

    /// Clears the bar's line.
    func finish() {
        lock.withLock { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
    }
}
