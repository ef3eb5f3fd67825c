import Foundation

/// Groups layer changes, as `CATransaction`. Nothing animates in a picture,
/// so a transaction keeps its settings to read back and runs its completion
/// block when it commits, as Core Animation does once the transaction's
/// animations (here, none that take time) have finished.
///
/// Transactions nest, one stack per thread, and a setting reads from the
/// innermost transaction that set it, as Core Animation's do. Outside any
/// ``begin()`` there is only Core Animation's implicit transaction, which
/// commits when the run loop turns; a picture has no run loop, so settings
/// made there are dropped and a completion block runs at once.
public enum LayerTransaction {
    /// Opens a transaction inside the current one.
    public static func begin() {
        Stack.current.scopes.append([:])
    }

    /// Closes the innermost transaction and runs its own completion block.
    public static func commit() {
        guard let scope = Stack.current.scopes.popLast() else { return }
        (scope[completionKey] as? () -> Void)?()
    }

    /// Commits nothing more: there is no render server to send changes to.
    public static func flush() {}

    /// The setting `key` of the innermost transaction that has one.
    public static func value(forKey key: String) -> Any? {
        Stack.current.scopes.reversed().lazy.compactMap { $0[key] }.first
    }

    /// Sets `key` for the innermost transaction and those it opens; nil lets the outer transactions' value show again.
    public static func setValue(_ value: Any?, forKey key: String) {
        let stack = Stack.current
        guard !stack.scopes.isEmpty else { return }
        stack.scopes[stack.scopes.count - 1][key] = value
    }

    /// Whether property changes skip their implicit animations; false by default.
    public static func disableActions() -> Bool { value(forKey: "disableActions") as? Bool ?? false }

    /// Sets ``disableActions()``.
    public static func setDisableActions(_ flag: Bool) { setValue(flag, forKey: "disableActions") }

    /// How long the transaction's animations take, in seconds; 0.25 by default.
    public static func animationDuration() -> TimeInterval { value(forKey: "animationDuration") as? TimeInterval ?? 0.25 }

    /// Sets ``animationDuration()``.
    public static func setAnimationDuration(_ duration: TimeInterval) { setValue(duration, forKey: "animationDuration") }

    /// How the transaction's animations are paced; nil by default.
    public static func animationTimingFunction() -> MediaTimingFunction? {
        value(forKey: "animationTimingFunction") as? MediaTimingFunction
    }

    /// Sets ``animationTimingFunction()``.
    public static func setAnimationTimingFunction(_ function: MediaTimingFunction?) { setValue(function, forKey: "animationTimingFunction") }

    /// The completion block of the innermost transaction that has one.
    public static func completionBlock() -> (() -> Void)? { value(forKey: completionKey) as? () -> Void }

    /// Sets the block the innermost transaction runs when it commits; outside any, runs it at once.
    public static func setCompletionBlock(_ block: (() -> Void)?) {
        guard !Stack.current.scopes.isEmpty else {
            block?()
            return
        }
        setValue(block, forKey: completionKey)
    }

    private static let completionKey = "completionBlock"

    /// This thread's open transactions, outermost first, each with the
    /// settings it was given: renders run on many threads at once, each
    /// with its own.
    private final class Stack {
        var scopes: [[String: Any]] = []

        static var current: Stack { perThread.value(orMake: Stack.init) }

        private static let perThread = ThreadLocal<Stack>()
    }
}
