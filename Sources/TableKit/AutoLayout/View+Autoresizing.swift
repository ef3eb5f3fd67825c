import Foundation

/// Springs and struts: how a view's frame follows its superview's size.
extension View {
    /// Which margins and dimensions stretch when the superview resizes, like `UIView.AutoresizingMask`.
    public struct AutoresizingMask: OptionSet, Hashable, Sendable {
        /// The mask's bits, as UIKit numbers them.
        public let rawValue: UInt
        /// A mask from its bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// The left margin stretches.
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        /// The width stretches.
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        /// The right margin stretches.
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        /// The top margin stretches.
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        /// The height stretches.
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        /// The bottom margin stretches.
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }

    /// What stretches when the superview's size changes; none by default, as for views made in code.
    public var autoresizingMask: AutoresizingMask {
        get { autoLayout?.autoresizingMask ?? [] }
        set { layoutState.autoresizingMask = newValue }
    }

    /// Whether subviews follow their ``autoresizingMask`` when this view resizes; true by default.
    public var autoresizesSubviews: Bool {
        get { autoLayout?.autoresizesSubviews ?? true }
        set { layoutState.autoresizesSubviews = newValue }
    }

    /// Resizes the subviews that translate their mask, after this view's size went from `old` to the current size.
    func resizeSubviews(from old: CGSize) {
        guard autoresizesSubviews else { return }
        for view in subviews where view.translatesAutoresizingMaskIntoConstraints && !view.autoresizingMask.isEmpty {
            view.autoresize(from: old, to: bounds.size)
        }
    }

    private func autoresize(from old: CGSize, to new: CGSize) {
        let mask = autoresizingMask
        let x = Self.stretch(start: frame.minX, length: frame.width, container: old.width, by: new.width - old.width,
                             flexible: (mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth), mask.contains(.flexibleRightMargin)))
        let y = Self.stretch(start: frame.minY, length: frame.height, container: old.height, by: new.height - old.height,
                             flexible: (mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight), mask.contains(.flexibleBottomMargin)))
        frame = CGRect(x: x.start, y: y.start, width: x.length, height: y.length)
    }

    /// Shares `delta` among the flexible parts of one axis (leading margin,
    /// length, trailing margin) in proportion to their sizes, or equally when
    /// those are all zero, as UIKit does.
    private static func stretch(start: CGFloat, length: CGFloat, container: CGFloat, by delta: CGFloat,
                                flexible: (start: Bool, length: Bool, end: Bool)) -> (start: CGFloat, length: CGFloat) {
        let parts = [(flexible.start, start), (flexible.length, length), (flexible.end, container - start - length)]
        let flexibleParts = parts.filter(\.0)
        guard !flexibleParts.isEmpty else { return (start, length) }
        let total = flexibleParts.reduce(0) { $0 + max(0, $1.1) }
        func share(_ part: (Bool, CGFloat)) -> CGFloat {
            guard part.0 else { return 0 }
            return total > 0 ? delta * max(0, part.1) / total : delta / CGFloat(flexibleParts.count)
        }
        return (start + share(parts[0]), max(0, length + share(parts[1])))
    }
}
