import Foundation

/// Edges of a rectangle by layout direction, like `NSDirectionalRectEdge`:
/// `leading` is the left edge left to right and the right edge right to left.
public struct DirectionalRectEdge: OptionSet, Hashable, Sendable {
    /// The edges as bits, as `NSDirectionalRectEdge` numbers them.
    public let rawValue: UInt

    /// Edges from their bits.
    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// The top edge.
    public static let top = DirectionalRectEdge(rawValue: 1 << 0)
    /// The leading edge.
    public static let leading = DirectionalRectEdge(rawValue: 1 << 1)
    /// The bottom edge.
    public static let bottom = DirectionalRectEdge(rawValue: 1 << 2)
    /// The trailing edge.
    public static let trailing = DirectionalRectEdge(rawValue: 1 << 3)
    /// All four edges.
    public static let all: DirectionalRectEdge = [.top, .leading, .bottom, .trailing]
}
