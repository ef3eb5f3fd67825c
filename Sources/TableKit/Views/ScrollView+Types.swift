import Canvas
import Foundation

extension ScrollView {
    /// Whether the safe area insets a scroll view's content (`UIScrollView.ContentInsetAdjustmentBehavior`).
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        case automatic, scrollableAxes, never, always
    }

    /// The colours of the scroll indicators (`UIScrollView.IndicatorStyle`).
    public enum IndicatorStyle: Int, Sendable {
        case `default`, black, white
    }

    /// How dragging dismisses the keyboard (`UIScrollView.KeyboardDismissMode`).
    public enum KeyboardDismissMode: Int, Sendable {
        case none, onDrag, interactive, onDragWithAccessory, interactiveWithAccessory
    }

    /// How quickly scrolling slows after a flick (`UIScrollView.DecelerationRate`).
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// UIKit's default rate.
        public static let normal = DecelerationRate(rawValue: 0.998)
        /// The faster rate.
        public static let fast = DecelerationRate(rawValue: 0.99)
    }
}
