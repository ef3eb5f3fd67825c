import Foundation

/// Insets from a rectangle's edges by layout direction, like
/// `NSDirectionalEdgeInsets`: `leading` is the left edge left to right and
/// the right edge right to left.
public struct DirectionalEdgeInsets: Equatable, Sendable {
    /// Inset from the top edge, in points.
    public var top: CGFloat
    /// Inset from the leading edge, in points.
    public var leading: CGFloat
    /// Inset from the bottom edge, in points.
    public var bottom: CGFloat
    /// Inset from the trailing edge, in points.
    public var trailing: CGFloat

    /// Insets in points, like `NSDirectionalEdgeInsets(top:leading:bottom:trailing:)`; edges not given are 0.
    public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// No inset on any edge (`NSDirectionalEdgeInsets.zero`).
    public static let zero = DirectionalEdgeInsets()
}

extension DirectionalEdgeInsets {
    /// The insets by left and right edge in a layout running `direction`.
    public func edgeInsets(for direction: LayoutDirection) -> EdgeInsets {
        let rtl = direction == .rightToLeft
        return EdgeInsets(top: top, left: rtl ? trailing : leading, bottom: bottom, right: rtl ? leading : trailing)
    }
}

extension EdgeInsets {
    /// The insets by leading and trailing edge in a layout running `direction`.
    public func directionalInsets(for direction: LayoutDirection) -> DirectionalEdgeInsets {
        let rtl = direction == .rightToLeft
        return DirectionalEdgeInsets(top: top, leading: rtl ? right : left, bottom: bottom, trailing: rtl ? left : right)
    }
}
