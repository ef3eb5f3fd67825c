import Foundation
import Layout

/// How much a constraint matters, like `UILayoutPriority`: 1 … 1000, where
/// 1000 must hold and lower priorities give way to higher ones.
public struct LayoutPriority: RawRepresentable, Hashable, Comparable, Sendable {
    /// The priority's value, 1 … 1000.
    public var rawValue: Float

    /// The priority `rawValue`.
    public init(rawValue: Float) { self.rawValue = rawValue }
    /// The priority `rawValue`, as `UILayoutPriority(_:)`.
    public init(_ rawValue: Float) { self.rawValue = rawValue }

    /// A constraint that must hold.
    public static let required = LayoutPriority(1000)
    /// The default compression resistance.
    public static let defaultHigh = LayoutPriority(750)
    /// The default content hugging.
    public static let defaultLow = LayoutPriority(250)
    /// What `systemLayoutSizeFitting` gives a dimension left to fit its content.
    public static let fittingSizeLevel = LayoutPriority(50)

    /// Whether `lhs` is lower than `rhs`.
    public static func < (lhs: LayoutPriority, rhs: LayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }
    /// The priority `rhs` above `lhs`, as `.defaultHigh + 1`.
    public static func + (lhs: LayoutPriority, rhs: Float) -> LayoutPriority { LayoutPriority(lhs.rawValue + rhs) }
    /// The priority `rhs` below `lhs`, as `.required - 1`.
    public static func - (lhs: LayoutPriority, rhs: Float) -> LayoutPriority { LayoutPriority(lhs.rawValue - rhs) }

    /// The solver strength: required at 1000 and above; below, a weight
    /// growing tenfold every 125 points (250 weighs 100, 750 a million), so
    /// that a priority outweighs several constraints of a clearly lower one.
    var strength: Strength {
        rawValue >= 1000 ? .required : Strength(pow(10, Double(max(rawValue, 0)) / 125))
    }
}
