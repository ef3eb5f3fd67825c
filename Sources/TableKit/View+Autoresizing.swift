import Foundation

extension View {
    /// Which of a view's margins and sizes stretch when its superview is
    /// resized (`UIView.AutoresizingMask`), as UIKit's springs and struts.
    public struct AutoresizingMask: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// The space to the superview's left edge stretches.
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        /// The width stretches.
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        /// The space to the superview's right edge stretches.
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        /// The space to the superview's top edge stretches.
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        /// The height stretches.
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        /// The space to the superview's bottom edge stretches.
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }

    /// Moves and resizes the subviews that have an ``autoresizingMask`` after
    /// this view's size changed from `oldSize`, as UIKit does: the change is
    /// shared among a subview's flexible margins and size in proportion to
    /// them (equally when they are all zero).
    func autoresizeSubviews(from oldSize: CGSize) {
        guard autoresizesSubviews else { return }
        let delta = CGSize(width: bounds.width - oldSize.width, height: bounds.height - oldSize.height)
        for subview in subviews where !subview.autoresizingMask.isEmpty {
            let frame = subview.frame, mask = subview.autoresizingMask
            let (x, width) = Self.stretch(start: frame.minX, length: frame.width, end: oldSize.width - frame.maxX, by: delta.width,
                                          flexible: (mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth), mask.contains(.flexibleRightMargin)))
            let (y, height) = Self.stretch(start: frame.minY, length: frame.height, end: oldSize.height - frame.maxY, by: delta.height,
                                           flexible: (mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight), mask.contains(.flexibleBottomMargin)))
            subview.frame = CGRect(x: x, y: y, width: width, height: height)
        }
    }

    /// One axis: the new start and length after sharing `delta` among the flexible parts.
    private static func stretch(start: CGFloat, length: CGFloat, end: CGFloat, by delta: CGFloat,
                                flexible: (start: Bool, length: Bool, end: Bool)) -> (CGFloat, CGFloat) {
        let parts = [(flexible.start, max(0, start)), (flexible.length, max(0, length)), (flexible.end, max(0, end))]
        let flexibleParts = parts.filter(\.0)
        guard delta != 0, !flexibleParts.isEmpty else { return (start, length) }
        let total = flexibleParts.reduce(0) { $0 + $1.1 }
        func share(_ part: (Bool, CGFloat)) -> CGFloat {
            guard part.0 else { return 0 }
            return total > 0 ? delta * part.1 / total : delta / CGFloat(flexibleParts.count)
        }
        return (start + share(parts[0]), max(0, length + share(parts[1])))
    }
}
