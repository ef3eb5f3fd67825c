import Canvas
import Foundation

/// Where a popover points, as `UIPopoverPresentationController`: what apps
/// set on a controller presented as a popover (an action sheet on iPad).
/// Kept; a render presents nothing. Its ``PresentationController/delegate``
/// takes a ``PopoverPresentationControllerDelegate``.
public final class PopoverPresentationController: PresentationController {
    /// The directions the popover's arrow may point (`UIPopoverArrowDirection`).
    public struct ArrowDirection: OptionSet, Hashable, Sendable {
        /// The directions' bits, as UIKit numbers them.
        public let rawValue: UInt
        /// Directions from their bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// The arrow points up.
        public static let up = ArrowDirection(rawValue: 1 << 0)
        /// The arrow points down.
        public static let down = ArrowDirection(rawValue: 1 << 1)
        /// The arrow points left.
        public static let left = ArrowDirection(rawValue: 1 << 2)
        /// The arrow points right.
        public static let right = ArrowDirection(rawValue: 1 << 3)
        /// Any direction.
        public static let any: ArrowDirection = [.up, .down, .left, .right]
        /// The direction is not known yet.
        public static let unknown = ArrowDirection(rawValue: .max)
    }

    /// The view the popover points at.
    public var sourceView: View?
    /// The rectangle of ``sourceView`` the popover points at.
    public var sourceRect = CGRect.zero
    /// The bar button the popover points at, instead of a view.
    public var barButtonItem: BarButtonItem?
    /// The directions the arrow may point.
    public var permittedArrowDirections = ArrowDirection.any
    /// The popover's background; nil for the system's.
    public var backgroundColor: Color?
    /// Views that stay touchable while the popover shows.
    public var passthroughViews: [View]?
    /// Whether the popover may cover the rectangle it points at.
    public var canOverlapSourceViewRect = false
}
