import Foundation

extension View {
    /// How a view animation runs (`UIView.AnimationOptions`), with UIKit's
    /// bits: options in the low bits, the curve in bits 16–19, the
    /// transition in bits 20–23 and the frame rate in bits 24–27. Accepted;
    /// only `.showHideTransitionViews` changes what a picture shows.
    public struct AnimationOptions: OptionSet, Sendable {
        /// The options' bits, as UIKit numbers them.
        public let rawValue: UInt
        /// Options from their bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Lays subviews out as part of the animation.
        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        /// Lets the views take touches while animating.
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        /// Starts from the values shown, not from the end of a running animation.
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        /// Repeats the animation indefinitely.
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        /// Runs the animation backwards after forwards (with ``repeat``).
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        /// Uses this animation's duration rather than an enclosing animation's.
        public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
        /// Uses this animation's curve rather than an enclosing animation's.
        public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
        /// Redraws the views' content as they animate.
        public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
        /// A transition between views already in place hides one and shows the other, rather than swapping them in the superview.
        public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
        /// Ignores an enclosing animation's options.
        public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)

        /// Slow at the start and end (the default curve).
        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        /// Slow at the start.
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        /// Slow at the end.
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        /// An even pace.
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

        /// A transition flipping the view from left to right about its vertical axis.
        public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
        /// A transition flipping the view from right to left about its vertical axis.
        public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
        /// A transition curling the view up from the bottom.
        public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
        /// A transition curling the view down from the top.
        public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
        /// A transition dissolving one view into the other.
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
        /// A transition flipping the view from top to bottom about its horizontal axis.
        public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
        /// A transition flipping the view from bottom to top about its horizontal axis.
        public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)

        /// The screen's default frame rate.
        public static let preferredFramesPerSecondDefault = AnimationOptions(rawValue: 0 << 24)
        /// 60 frames a second.
        public static let preferredFramesPerSecond60 = AnimationOptions(rawValue: 3 << 24)
        /// 30 frames a second.
        public static let preferredFramesPerSecond30 = AnimationOptions(rawValue: 7 << 24)
    }

    /// How a keyframe animation runs (`UIView.KeyframeAnimationOptions`),
    /// with UIKit's bits: the animation options' low bits, and how values
    /// are joined in bits 10–12. Accepted and changing nothing.
    public struct KeyframeAnimationOptions: OptionSet, Sendable {
        /// The options' bits, as UIKit numbers them.
        public let rawValue: UInt
        /// Options from their bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Lays subviews out as part of the animation.
        public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
        /// Lets the views take touches while animating.
        public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
        /// Starts from the values shown, not from the end of a running animation.
        public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
        /// Repeats the animation indefinitely.
        public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
        /// Runs the animation backwards after forwards (with ``repeat``).
        public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
        /// Uses this animation's duration rather than an enclosing animation's.
        public static let overrideInheritedDuration = KeyframeAnimationOptions(rawValue: 1 << 5)
        /// Ignores an enclosing animation's options.
        public static let overrideInheritedOptions = KeyframeAnimationOptions(rawValue: 1 << 9)

        /// Values joined by straight lines (the default).
        public static let calculationModeLinear = KeyframeAnimationOptions(rawValue: 0 << 10)
        /// Each value held until the next, without interpolation.
        public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
        /// Values joined at an even pace, ignoring the keyframes' times.
        public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
        /// Values joined by a smooth curve.
        public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
        /// Values joined by a smooth curve at an even pace.
        public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)
    }

    /// The pace of an animation (`UIView.AnimationCurve`), with UIKit's raw values.
    public enum AnimationCurve: Int, Sendable {
        /// Slow at the start and end.
        case easeInOut = 0
        /// Slow at the start.
        case easeIn = 1
        /// Slow at the end.
        case easeOut = 2
        /// An even pace.
        case linear = 3
    }
}
