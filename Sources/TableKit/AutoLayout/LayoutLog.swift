import Foundation

/// Where Auto Layout reports unsatisfiable and ambiguous layouts, as UIKit
/// logs them to the console. Standard error by default; tests bind their own
/// sink for the duration of a task with `LayoutLog.$sink.withValue(…)`.
public enum LayoutLog {
    /// Receives each message, one report per call.
    @TaskLocal public static var sink: @Sendable (String) -> Void = { message in
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }

    static func write(_ message: String) { sink(message) }
}
