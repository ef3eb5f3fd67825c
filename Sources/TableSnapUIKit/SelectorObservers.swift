import Foundation
import TableKit

// Foundation on Linux has no selector-based observers or timers (they need
// the Objective-C runtime); app code that uses them compiles against these,
// which keep nothing and fire nothing: a render posts no notification and
// waits on no timer.

/// Selector-based observers, which Foundation on Linux leaves out: accepted, never called.
extension NotificationCenter {
    /// Accepted, as `addObserver(_:selector:name:object:)`; the observer is never called.
    public func addObserver(_ observer: Any, selector aSelector: Selector, name aName: NSNotification.Name?, object anObject: Any?) {}
}

/// Selector-based timers, which Foundation on Linux leaves out: never fire.
extension Timer {
    /// A timer that never fires, as `Timer(timeInterval:target:selector:userInfo:repeats:)`.
    public convenience init(timeInterval: TimeInterval, target: Any, selector: Selector, userInfo: Any?, repeats: Bool) {
        self.init(timeInterval: timeInterval, repeats: repeats) { _ in }
    }

    /// A timer that is not scheduled and never fires, as `scheduledTimer(timeInterval:target:selector:userInfo:repeats:)`.
    public class func scheduledTimer(timeInterval: TimeInterval, target: Any, selector: Selector, userInfo: Any?, repeats: Bool) -> Timer {
        Timer(timeInterval: timeInterval, target: target, selector: selector, userInfo: userInfo, repeats: repeats)
    }
}
