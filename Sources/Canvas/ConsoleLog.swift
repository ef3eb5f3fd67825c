import Foundation

/// Where TableSnap reports what a developer should hear about, to standard
/// error unless a task binds its own ``sink``. It lives in Canvas, below the
/// views, because images report too (a symbol name TableSnap cannot draw).
///
/// Three kinds, so that a render is as quiet as UIKit on a phone:
/// - what UIKit itself prints (unsatisfiable constraints, constraints that
///   cannot be activated, visual-format errors) is always written;
/// - warnings about what cannot work on Linux (a storyboard, a nib) or
///   would have trapped on iOS (a cell provider that returns no cell) are
///   always written, prefixed `TableSnap: warning:`;
/// - TableSnap's own diagnostics, which UIKit does not print (ambiguous
///   layouts, non-finite frames it replaced), are written only when
///   ``showsDiagnostics`` is on: `TABLESNAP_DIAGNOSTICS=1` in the
///   environment, or `ConsoleLog.$showsDiagnostics.withValue(true) { … }`.
public enum ConsoleLog {
    /// Receives each message, one report per call; tests bind their own with `ConsoleLog.$sink.withValue(…)`.
    @TaskLocal public static var sink: @Sendable (String) -> Void = { message in
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }

    /// Whether TableSnap's own diagnostics are written; off unless `TABLESNAP_DIAGNOSTICS=1`.
    @TaskLocal public static var showsDiagnostics = ProcessInfo.processInfo.environment["TABLESNAP_DIAGNOSTICS"] == "1"

    /// A message UIKit prints too.
    package static func write(_ message: String) { sink(message) }

    /// A warning about something that cannot work here, always written.
    package static func warn(_ message: String) { sink("TableSnap: warning: " + message) }

    /// A diagnostic UIKit does not print, written only when ``showsDiagnostics`` is on.
    package static func diagnose(_ message: String) {
        if showsDiagnostics { sink("TableSnap: " + message) }
    }
}
