import Foundation

/// Where an animator's animations end up (`UIViewAnimatingPosition`), with UIKit's raw values.
public enum ViewAnimatingPosition: Int, Sendable {
    /// The animations' end.
    case end = 0
    /// The animations' start.
    case start = 1
    /// Wherever the animations were stopped.
    case current = 2
}

/// Whether an animator is running (`UIViewAnimatingState`), with UIKit's raw values.
public enum ViewAnimatingState: Int, Sendable {
    /// Not started, or finished.
    case inactive = 0
    /// Started or paused.
    case active = 1
    /// Stopped, not yet finished.
    case stopped = 2
}

/// Animations started together, as `UIViewPropertyAnimator`. As with
/// ``View/animate(withDuration:animations:)``, a picture shows where they
/// end: ``startAnimation()`` makes every change at once and then calls the
/// completions with `.end`, and the animator is inactive again.
open class ViewPropertyAnimator {
    /// How long the animations would take, in seconds.
    public let duration: TimeInterval
    /// Always ``ViewAnimatingState/inactive``: the animations have either not started or already ended.
    public var state: ViewAnimatingState { .inactive }
    /// How far the animations have come: 0 before ``startAnimation()``, 1 after.
    public private(set) var fractionComplete: CGFloat = 0
    private var animations: [() -> Void] = []
    private var completions: [(ViewAnimatingPosition) -> Void] = []

    /// Animations paced by `curve`, as `init(duration:curve:animations:)`; `animations` waits for ``startAnimation()``.
    public init(duration: TimeInterval, curve: View.AnimationCurve, animations: (() -> Void)? = nil) {
        self.duration = duration
        if let animations { self.animations.append(animations) }
    }

    /// Animations moved by a spring, as `init(duration:dampingRatio:animations:)`.
    public convenience init(duration: TimeInterval, dampingRatio: CGFloat, animations: (() -> Void)? = nil) {
        self.init(duration: duration, curve: .easeInOut, animations: animations)
    }

    /// Animations started at once, as `runningPropertyAnimator(withDuration:delay:options:animations:completion:)`:
    /// their changes are made before it returns.
    @discardableResult
    public class func runningPropertyAnimator(withDuration duration: TimeInterval, delay: TimeInterval, options: View.AnimationOptions = [],
                                              animations: @escaping () -> Void,
                                              completion: ((ViewAnimatingPosition) -> Void)? = nil) -> ViewPropertyAnimator {
        let animator = ViewPropertyAnimator(duration: duration, curve: .easeInOut, animations: animations)
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation()
        return animator
    }

    /// Whether the animations are under way; never, in a picture.
    public var isRunning: Bool { false }

    /// Adds changes to make when the animator starts.
    public func addAnimations(_ animation: @escaping () -> Void) {
        animations.append(animation)
    }

    /// Adds changes to make when the animator starts; the delay does not hold them back.
    public func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
        animations.append(animation)
    }

    /// Adds a block to call, with `.end`, once the animations have made their changes.
    public func addCompletion(_ completion: @escaping (ViewAnimatingPosition) -> Void) {
        completions.append(completion)
    }

    /// Makes the changes the animations hold, then calls the completions with `.end`.
    public func startAnimation() {
        let animations = animations, completions = completions
        self.animations = []
        self.completions = []
        animations.forEach { $0() }
        fractionComplete = 1
        completions.forEach { $0(.end) }
    }

    /// Starts the animations now: a delay has no time to pass in a picture.
    public func startAnimation(afterDelay delay: TimeInterval) {
        startAnimation()
    }
}
