import Testing
import TableSnapUIKit

/// What shipping screens use around their tables: gesture recognizers with
/// target–action, and os logging, kept or discarded, never run by a render.
@MainActor struct AppIdiomsTests {
    final class Handler {
        func tapped(_ recognizer: UITapGestureRecognizer) {}
    }

    @Test func gestureRecognizersAreKeptWithTheirActions() throws {
        let handler = Handler()
        let view = UIView()
        #expect(view.gestureRecognizers == nil && view.isUserInteractionEnabled)
        let tap = UITapGestureRecognizer(target: handler, action: Selector("tapped(_:)"))
        tap.numberOfTapsRequired = 2
        view.addGestureRecognizer(tap)
        view.addGestureRecognizer(UILongPressGestureRecognizer(target: nil, action: nil))
        #expect(view.gestureRecognizers?.count == 2 && tap.view === view)
        #expect(tap.actions(forTarget: handler) == ["tapped(_:)"] && tap.state == .possible, "kept, never recognised")
        let other = UIView()
        other.addGestureRecognizer(tap)
        #expect(view.gestureRecognizers?.count == 1 && other.gestureRecognizers?.first === tap, "a recognizer is on one view at a time")
        other.removeGestureRecognizer(tap)
        #expect(other.gestureRecognizers == nil && tap.view == nil)
    }

    /// `import os`'s logging compiles unchanged (the check is that this file
    /// builds) and is discarded: nothing for a render to print.
    @Test func osLoggingCompilesAndIsDiscarded() {
        let logger = Logger(subsystem: "com.example.app", category: "settings")
        let rows = 3
        logger.info("Loaded \(rows, privacy: .public) rows for \("user", privacy: .private(mask: .hash))")
        logger.error("Failed: \(rows)")
        os_log("Loaded %d rows", log: OSLog(subsystem: "com.example.app", category: "settings"), type: .info, rows)
        os_log(.error, "Reloaded")
        #expect(OSLogType.error != .info)
    }
}
