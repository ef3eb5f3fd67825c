import Foundation

// UIView's animation class methods. A picture shows where an animation
// ends, so each runs its changes at once and then its completion with true
// (finished); durations, delays, springs and options are accepted and have
// nothing to pace. UIKit calls a completion on a later turn of the run loop,
// after the code that follows the call; here it runs before that code.

extension View {
    /// Makes the changes in `animations` at once, as `UIView.animate(withDuration:animations:)`.
    public class func animate(withDuration duration: TimeInterval, animations: () -> Void) {
        animations()
    }

    /// Makes the changes at once, then calls `completion` with true, as `UIView.animate(withDuration:animations:completion:)`.
    public class func animate(withDuration duration: TimeInterval, animations: () -> Void, completion: ((Bool) -> Void)? = nil) {
        finish(animations, completion)
    }

    /// Makes the changes at once, then calls `completion` with true, as `UIView.animate(withDuration:delay:options:animations:completion:)`.
    public class func animate(withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
                              animations: () -> Void, completion: ((Bool) -> Void)? = nil) {
        finish(animations, completion)
    }

    /// Makes the changes at once, where the spring settles, then calls
    /// `completion` with true, as `UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:animations:completion:)`.
    public class func animate(withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
                              initialSpringVelocity velocity: CGFloat, options: AnimationOptions = [],
                              animations: () -> Void, completion: ((Bool) -> Void)? = nil) {
        finish(animations, completion)
    }

    /// Makes the changes at once, where the spring settles, then calls
    /// `completion` with true, as `UIView.animate(springDuration:bounce:initialSpringVelocity:delay:options:animations:completion:)`.
    public class func animate(springDuration duration: TimeInterval = 0.5, bounce: CGFloat = 0, initialSpringVelocity: CGFloat = 0,
                              delay: TimeInterval = 0, options: AnimationOptions = [],
                              animations: () -> Void, completion: ((Bool) -> Void)? = nil) {
        finish(animations, completion)
    }

    /// Runs `animations`, whose ``addKeyframe(withRelativeStartTime:relativeDuration:animations:)``
    /// calls make their changes in turn, then calls `completion` with true,
    /// as `UIView.animateKeyframes(withDuration:delay:options:animations:completion:)`.
    public class func animateKeyframes(withDuration duration: TimeInterval, delay: TimeInterval, options: KeyframeAnimationOptions = [],
                                       animations: () -> Void, completion: ((Bool) -> Void)? = nil) {
        finish(animations, completion)
    }

    /// Makes one keyframe's changes at once, as `UIView.addKeyframe(withRelativeStartTime:relativeDuration:animations:)`:
    /// keyframes run in the order they are added, so the last one's values stay, as at the end of the animation.
    public class func addKeyframe(withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double, animations: () -> Void) {
        animations()
    }

    /// Makes the changes to `view` at once, then calls `completion` with
    /// true, as `UIView.transition(with:duration:options:animations:completion:)`:
    /// the picture shows the view after the flip or cross-dissolve.
    public class func transition(with view: View, duration: TimeInterval, options: AnimationOptions = [],
                                 animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        finish(animations ?? {}, completion)
    }

    /// Puts `toView` where `fromView` was, as `UIView.transition(from:to:duration:options:completion:)`:
    /// `toView` takes `fromView`'s place among its superview's subviews and
    /// `fromView` leaves it, or with `.showHideTransitionViews` (both views
    /// already in place) `fromView` is hidden and `toView` shown. Then
    /// `completion` is called with true.
    public class func transition(from fromView: View, to toView: View, duration: TimeInterval, options: AnimationOptions = [],
                                 completion: ((Bool) -> Void)? = nil) {
        finish({
            if options.contains(.showHideTransitionViews) {
                fromView.isHidden = true
                toView.isHidden = false
            } else if let superview = fromView.superview, let index = superview.subviews.firstIndex(where: { $0 === fromView }) {
                superview.insertSubview(toView, at: index)
                fromView.removeFromSuperview()
            }
        }, completion)
    }

    /// Runs `actionsWithoutAnimation`, as `UIView.performWithoutAnimation(_:)`; nothing animates anyway.
    public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        actionsWithoutAnimation()
    }

    private class func finish(_ animations: () -> Void, _ completion: ((Bool) -> Void)?) {
        animations()
        completion?(true)
    }
}
