import Foundation

/// Insets from the four edges of a rectangle, in points.
///
/// `left` and `right` are physical; ``DirectionalEdgeInsets`` holds leading/trailing.
public struct EdgeInsets: Equatable, Sendable {
    /// Inset from the top edge, in points.
    public var top: CGFloat
    /// Inset from the left edge, in points (physical left, not leading).
    public var left: CGFloat
    /// Inset from the bottom edge, in points.
    public var bottom: CGFloat
    /// Inset from the right edge, in points (physical right, not trailing).
    public var right: CGFloat

    /// Insets in points, like `UIEdgeInsets(top:left:bottom:right:)`; edges not given are 0.
    public init(top: CGFloat = 0, left: CGFloat = 0, bottom: CGFloat = 0, right: CGFloat = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// No inset on any edge (`UIEdgeInsets.zero`).
    public static let zero = EdgeInsets()
}

extension CGRect {
    /// The rectangle shrunk by `insets` (never to a negative size).
    public func inset(by insets: EdgeInsets) -> CGRect {
        CGRect(
            x: minX + insets.left,
            y: minY + insets.top,
            width: max(0, width - insets.left - insets.right),
            height: max(0, height - insets.top - insets.bottom)
        )
    }
}

extension CGFloat {
    /// The value rounded to the nearest device pixel.
    public func pixelRounded(scale: CGFloat) -> CGFloat { (self * scale).rounded() / scale }

    /// The value rounded up to a whole device pixel, as UIKit rounds label heights.
    public func pixelCeiled(scale: CGFloat) -> CGFloat { (self * scale - 0.0001).rounded(.up) / scale }
}
