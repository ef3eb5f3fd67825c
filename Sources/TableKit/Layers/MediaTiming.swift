import Foundation

/// How an animation's time is paced, as `CAMediaTimingFunction`: a cubic
/// Bézier from (0, 0) to (1, 1) through two control points.
public final class MediaTimingFunction {
    /// The pacing curves Core Animation names (`CAMediaTimingFunctionName`).
    public struct Name: RawRepresentable, Hashable, Sendable {
        /// The name, as Core Animation spells it.
        public let rawValue: String
        /// The curve named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// An even pace.
        public static let linear = Name(rawValue: "linear")
        /// Slow at the start.
        public static let easeIn = Name(rawValue: "easeIn")
        /// Slow at the end.
        public static let easeOut = Name(rawValue: "easeOut")
        /// Slow at the start and end.
        public static let easeInEaseOut = Name(rawValue: "easeInEaseOut")
        /// Core Animation's default curve: a gentle ease in and out.
        public static let `default` = Name(rawValue: "default")
    }

    /// The curve's first control point. Not in Core Animation, which hands it out through `getControlPoints(at:values:)`.
    public let controlPoint1: CGPoint
    /// The curve's second control point.
    public let controlPoint2: CGPoint

    /// The named curve, with Core Animation's control points for it.
    public convenience init(name: Name) {
        switch name {
        case .easeIn: self.init(controlPoints: 0.42, 0, 1, 1)
        case .easeOut: self.init(controlPoints: 0, 0, 0.58, 1)
        case .easeInEaseOut: self.init(controlPoints: 0.42, 0, 0.58, 1)
        case .default: self.init(controlPoints: 0.25, 0.1, 0.25, 1)
        default: self.init(controlPoints: 0, 0, 1, 1)
        }
    }

    /// The curve through (`c1x`, `c1y`) and (`c2x`, `c2y`).
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        controlPoint1 = CGPoint(x: CGFloat(c1x), y: CGFloat(c1y))
        controlPoint2 = CGPoint(x: CGFloat(c2x), y: CGFloat(c2y))
    }
}

/// What an animation shows before it begins and after it ends, as `CAMediaTimingFillMode`.
public struct MediaTimingFillMode: RawRepresentable, Hashable, Sendable {
    /// The mode's name, as Core Animation spells it.
    public let rawValue: String
    /// The mode named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Nothing of the animation shows outside its time.
    public static let removed = MediaTimingFillMode(rawValue: "removed")
    /// The final values stay after the animation ends.
    public static let forwards = MediaTimingFillMode(rawValue: "forwards")
    /// The first values show before the animation begins.
    public static let backwards = MediaTimingFillMode(rawValue: "backwards")
    /// Both ``forwards`` and ``backwards``.
    public static let both = MediaTimingFillMode(rawValue: "both")
}
