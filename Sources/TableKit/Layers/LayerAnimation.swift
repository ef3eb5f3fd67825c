import Canvas
import Foundation

/// An animation added to a view's layer, as `CAAnimation`. A picture is
/// taken at the layer's model values, as a snapshot of a screen whose
/// animations have settled, so an animation changes no pixel: it is kept on
/// the layer (``Layer/animationKeys()``), never runs, and never tells
/// its delegate it started or stopped.
open class LayerAnimation {
    /// How long one pass takes, in seconds; 0, Core Animation's default, stands for 0.25.
    public var duration: TimeInterval = 0
    /// When the animation starts, in the layer's time (`CACurrentMediaTime()` plus a delay).
    public var beginTime: TimeInterval = 0
    /// How far into the animation it starts, in seconds.
    public var timeOffset: TimeInterval = 0
    /// How fast the animation's time runs against its layer's.
    public var speed: Float = 1
    /// How many passes it makes (`.infinity` for ever); 0 makes one.
    public var repeatCount: Float = 0
    /// How long it repeats for, in seconds, instead of a count.
    public var repeatDuration: TimeInterval = 0
    /// Whether each pass plays back after playing forward.
    public var autoreverses = false
    /// What the animation shows outside its active time.
    public var fillMode = MediaTimingFillMode.removed
    /// How its time is paced; nil is linear.
    public var timingFunction: MediaTimingFunction?
    /// Whether the layer drops it when it ends; TableSnap keeps every animation, as none ends.
    public var isRemovedOnCompletion = true
    /// Kept strongly, as Core Animation keeps it; never called.
    public var delegate: LayerAnimationDelegate?

    /// An animation with Core Animation's defaults.
    public init() {}
}

/// Told when an animation starts and stops (`CAAnimationDelegate`); as no
/// animation runs in a picture, never told anything.
public protocol LayerAnimationDelegate: AnyObject {}

/// An animation of one of the layer's properties, named by a key path
/// (`"opacity"`, `"transform.rotation.z"`), as `CAPropertyAnimation`.
open class PropertyAnimation: LayerAnimation {
    /// The property animated.
    public var keyPath: String?
    /// Whether the animated values add to the property's own.
    public var isAdditive = false
    /// Whether each repeat builds on where the previous one ended.
    public var isCumulative = false

    /// An animation of the property at `keyPath`.
    public convenience init(keyPath: String?) {
        self.init()
        self.keyPath = keyPath
    }
}

/// An animation from one value to another, as `CABasicAnimation`.
open class BasicAnimation: PropertyAnimation {
    /// Where the property starts; nil starts from its current value.
    public var fromValue: Any?
    /// Where the property ends.
    public var toValue: Any?
    /// How far the property moves, instead of an end value.
    public var byValue: Any?
}

/// A spring-driven basic animation, as `CASpringAnimation`: a mass on a spring with damping.
open class SpringAnimation: BasicAnimation {
    /// The mass on the spring; 1 by default.
    public var mass: CGFloat = 1
    /// The spring's stiffness; 100 by default.
    public var stiffness: CGFloat = 100
    /// The friction that settles the spring; 10 by default.
    public var damping: CGFloat = 10
    /// The speed the mass starts with; 0 by default.
    public var initialVelocity: CGFloat = 0
}

/// An animation through a list of values, as `CAKeyframeAnimation`.
open class KeyframeAnimation: PropertyAnimation {
    /// The values the property passes through.
    public var values: [Any]?
    /// When each value is reached, as fractions 0…1 of the duration.
    public var keyTimes: [NSNumber]?
    /// How each span between two values is paced.
    public var timingFunctions: [MediaTimingFunction]?
}

/// Animations run together, as `CAAnimationGroup`.
open class AnimationGroup: LayerAnimation {
    /// The animations in the group.
    public var animations: [LayerAnimation]?
}

/// A transition of the whole layer from what it showed to what it shows,
/// as `CATransition` (a fade when a label's text changes).
open class LayerTransition: LayerAnimation {
    /// How the new content comes in (`CATransitionType`).
    public struct TransitionType: RawRepresentable, Hashable, Sendable {
        /// The type's name, as Core Animation spells it.
        public let rawValue: String
        /// The type named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The new content fades in over the old.
        public static let fade = TransitionType(rawValue: "fade")
        /// The new content slides in over the old.
        public static let moveIn = TransitionType(rawValue: "moveIn")
        /// The new content pushes the old out.
        public static let push = TransitionType(rawValue: "push")
        /// The old content slides away, revealing the new.
        public static let reveal = TransitionType(rawValue: "reveal")
    }

    /// From which side a moving transition comes (`CATransitionSubtype`).
    public struct TransitionSubtype: RawRepresentable, Hashable, Sendable {
        /// The subtype's name, as Core Animation spells it.
        public let rawValue: String
        /// The subtype named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// From the right.
        public static let fromRight = TransitionSubtype(rawValue: "fromRight")
        /// From the left.
        public static let fromLeft = TransitionSubtype(rawValue: "fromLeft")
        /// From the top.
        public static let fromTop = TransitionSubtype(rawValue: "fromTop")
        /// From the bottom.
        public static let fromBottom = TransitionSubtype(rawValue: "fromBottom")
    }

    /// How the new content comes in; a fade by default.
    public var type = TransitionType.fade
    /// From which side, for a move, push or reveal.
    public var subtype: TransitionSubtype?
    /// Where in the transition it starts, 0…1.
    public var startProgress: Float = 0
    /// Where in the transition it ends, 0…1.
    public var endProgress: Float = 1
}
