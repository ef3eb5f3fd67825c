import Foundation

/// Insets from the four edges of a rectangle, in points.
///
/// `left` and `right` are physical; ``DirectionalEdgeInsets`` holds leading/trailing.
public struct EdgeInsets: Equatable, Sendable {
    public var top: CGFloat
    public var left: CGFloat
    public var bottom: CGFloat
    public var right: CGFloat

    public init(top: CGFloat = 0, left: CGFloat = 0, bottom: CGFloat = 0, right: CGFloat = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

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
