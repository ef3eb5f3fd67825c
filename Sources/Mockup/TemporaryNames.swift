import Foundation
import Synchronization

/// The hidden names outputs have while they are put in place, and those this
/// process holds, so that a run that is interrupted can remove them before it
/// ends (`removeAllBeforeExit()`, which the command-line tool calls when
/// SIGINT, SIGTERM or SIGHUP arrives). The library installs no signal handler
/// of its own: a process that uses it decides what its signals do.
///
/// A name is listed under the same lock as the file is given it, and once
/// `removeAllBeforeExit()` has run no name is given any more: a file is named
/// before the removal, and removed, or never named.
package final class TemporaryNames: Sendable {
    /// The names of this process's outputs.
    package static let shared = TemporaryNames()

    private struct State {
        var paths: Set<String> = []
        /// Set by `removeAllBeforeExit()`: the process is ending.
        var isEnding = false
    }

    private let state = Mutex(State())

    /// An empty list; outputs use `shared`.
    package init() {}

    /// Calls `name`, which gives a file the name `path` and says whether it
    /// did; a name given stays listed until `release(_:)`.
    package func give(_ path: String, by name: () -> Bool) -> Bool {
        state.withLock { state in
            guard !state.isEnding, name() else { return false }
            state.paths.insert(path)
            return true
        }
    }

    /// Takes `path` off the list once no file has it (renamed into place, or removed).
    package func release(_ path: String) {
        state.withLock { _ = $0.paths.remove(path) }
    }

    /// Removes the files the listed names name, and gives no more names: for
    /// a process about to end.
    package func removeAllBeforeExit() {
        state.withLock { state in
            for path in state.paths { unlink(path) }
            state.paths = []
            state.isEnding = true
        }
    }

    /// A hidden name beside `target`, `.NAME.PID.UUID.tmp`, its NAME cut so
    /// that it stays within the file-name limit.
    static func name(beside target: String) -> String {
        let url = URL(fileURLWithPath: target)
        let suffix = ".\(ProcessInfo.processInfo.processIdentifier).\(UUID().uuidString).tmp"
        var stem = url.lastPathComponent
        while 1 + stem.utf8.count + suffix.utf8.count > AtomicFile.maximumNameLength { stem.removeLast() }
        return url.deletingLastPathComponent().appendingPathComponent(".\(stem)\(suffix)").path
    }

    /// Whether `name` (a file name, not a path) has the form of `name(beside:)`'s names.
    static func isTemporaryName(_ name: String) -> Bool {
        guard name.hasPrefix("."), name.hasSuffix(".tmp") else { return false }
        let parts = name.dropLast(4).split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count >= 4 else { return false }
        let process = parts[parts.count - 2], uuid = parts[parts.count - 1]
        return !process.isEmpty && process.allSatisfy { ("0"..."9").contains($0) } && UUID(uuidString: String(uuid)) != nil
    }
}
