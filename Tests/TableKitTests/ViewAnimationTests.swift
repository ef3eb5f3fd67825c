import Foundation
import Testing
@testable import TableKit
import TableSnapTesting

/// UIView animations: a picture shows where an animation ends, so changes
/// are made at once and completions hear "finished".
@Suite(.design(.iOS18)) struct ViewAnimationTests {
    @Test func animationsChangeAtOnceAndCompleteFinished() {
        let view = View()
        var finished: [Bool] = []
        View.animate(withDuration: 0.3) { view.alpha = 0.1 }
        #expect(view.alpha == 0.1)
        View.animate(withDuration: 0.3, animations: { view.alpha = 0.2 }) { finished.append($0) }
        #expect(view.alpha == 0.2)
        View.animate(withDuration: 0.3, delay: 1, options: [.curveEaseOut, .beginFromCurrentState], animations: { view.alpha = 0.3 }) { finished.append($0) }
        #expect(view.alpha == 0.3)
        View.animate(withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.7, initialSpringVelocity: 0.5, animations: { view.alpha = 0.4 }) {
            finished.append($0)
        }
        #expect(view.alpha == 0.4)
        View.animate(springDuration: 0.4, bounce: 0.2, animations: { view.alpha = 0.5 }) { finished.append($0) }
        #expect(view.alpha == 0.5)
        View.transition(with: view, duration: 0.3, options: .transitionCrossDissolve, animations: { view.alpha = 0.6 }) { finished.append($0) }
        #expect(view.alpha == 0.6)
        View.performWithoutAnimation { view.alpha = 0.7 }
        #expect(view.alpha == 0.7)
        #expect(finished == [true, true, true, true, true])
    }

    /// Keyframes make their changes in the order they are added, so the picture holds the last one's.
    @Test func keyframesEndOnTheLastKeyframe() {
        let chevron = View()
        var finished = false
        View.animateKeyframes(withDuration: 0.4, delay: 0, options: .calculationModeCubic, animations: {
            View.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { chevron.transform = CGAffineTransform(rotationAngle: .pi / 4) }
            View.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { chevron.transform = CGAffineTransform(rotationAngle: .pi / 2) }
        }, completion: { finished = $0 })
        #expect(chevron.transform == CGAffineTransform(rotationAngle: .pi / 2) && finished)
    }

    /// `transition(from:to:…)` puts the new view where the old one was, or with `.showHideTransitionViews` swaps which is hidden.
    @Test func transitionFromReplacesTheView() {
        let container = View(), before = View(), old = View(), after = View(), new = View()
        [before, old, after].forEach(container.addSubview)
        var finished = false
        View.transition(from: old, to: new, duration: 0.3, options: .transitionFlipFromLeft) { finished = $0 }
        #expect(container.subviews.map(ObjectIdentifier.init) == [before, new, after].map(ObjectIdentifier.init))
        #expect(old.superview == nil && finished)

        container.addSubview(old)
        old.isHidden = true
        View.transition(from: new, to: old, duration: 0.3, options: .showHideTransitionViews)
        #expect(new.isHidden && !old.isHidden && new.superview === container)
    }

    @Test func animationOptionsHaveUIKitsBits() {
        #expect(View.AnimationOptions.showHideTransitionViews.rawValue == 256)
        #expect(View.AnimationOptions.curveLinear.rawValue == 3 << 16)
        #expect(View.AnimationOptions.transitionCrossDissolve.rawValue == 5 << 20)
        #expect(View.AnimationOptions.preferredFramesPerSecond30.rawValue == 7 << 24)
        #expect(View.KeyframeAnimationOptions.calculationModePaced.rawValue == 2 << 10)
        #expect(View.AnimationCurve(rawValue: 3) == .linear)
    }

    /// A property animator makes its changes when started, not when made, then completes at the end.
    @Test func aPropertyAnimatorRunsItsAnimationsWhenStarted() {
        let view = View()
        let animator = ViewPropertyAnimator(duration: 0.3, curve: .easeOut) { view.alpha = 0.5 }
        animator.addAnimations { view.isHidden = true }
        var positions: [ViewAnimatingPosition] = []
        animator.addCompletion { positions.append($0) }
        #expect(view.alpha == 1 && !view.isHidden && animator.fractionComplete == 0)
        animator.startAnimation()
        #expect(view.alpha == 0.5 && view.isHidden && positions == [.end])
        #expect(animator.fractionComplete == 1 && animator.state == .inactive && !animator.isRunning)

        ViewPropertyAnimator.runningPropertyAnimator(withDuration: 0.2, delay: 0, animations: { view.alpha = 0 }) { positions.append($0) }
        #expect(view.alpha == 0 && positions == [.end, .end])
    }
}
