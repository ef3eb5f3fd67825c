import Foundation

extension CollectionView {
    /// Where ``scrollToItem(at:at:animated:)`` puts an item, like
    /// `UICollectionView.ScrollPosition`: one vertical and one horizontal
    /// position may be combined; an empty set scrolls as little as shows the item.
    public struct ScrollPosition: OptionSet, Sendable {
        /// The positions' bits, as UIKit numbers them.
        public let rawValue: UInt

        /// Positions from their bits.
        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        /// The item at the top of the visible area.
        public static let top = ScrollPosition(rawValue: 1 << 0)
        /// The item centred vertically in the visible area.
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        /// The item at the bottom of the visible area.
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        /// The item at the left of the visible area.
        public static let left = ScrollPosition(rawValue: 1 << 3)
        /// The item centred horizontally in the visible area.
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        /// The item at the right of the visible area.
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }

    /// Scrolls so that the item sits at `position` of the area inside the
    /// content insets, kept within the content as UIKit keeps it; a picture
    /// does not animate, so `animated` is accepted and ignored.
    public func scrollToItem(at indexPath: IndexPath, at position: ScrollPosition, animated: Bool) {
        guard let frame = layoutAttributesForItem(at: indexPath)?.frame else { return }
        let inset = adjustedContentInset
        let visible = CGSize(width: bounds.width - inset.left - inset.right, height: bounds.height - inset.top - inset.bottom)
        let y = Self.offset(of: frame.minY, length: frame.height, current: contentOffset.y + inset.top, visible: visible.height,
                            content: contentSize.height, start: .top, center: .centeredVertically, end: .bottom, in: position)
        let x = Self.offset(of: frame.minX, length: frame.width, current: contentOffset.x + inset.left, visible: visible.width,
                            content: contentSize.width, start: .left, center: .centeredHorizontally, end: .right, in: position)
        contentOffset = CGPoint(x: x - inset.left, y: y - inset.top)
        layoutIfNeeded()
    }

    /// The offset along one axis (from the content's start) that puts an
    /// element at `start`, `center` or `end` of a `visible` length, or moves
    /// as little as shows it, kept within the content.
    private static func offset(of origin: CGFloat, length: CGFloat, current: CGFloat, visible: CGFloat, content: CGFloat,
                               start: ScrollPosition, center: ScrollPosition, end: ScrollPosition, in position: ScrollPosition) -> CGFloat {
        let target: CGFloat
        if position.contains(start) {
            target = origin
        } else if position.contains(center) {
            target = origin + length / 2 - visible / 2
        } else if position.contains(end) {
            target = origin + length - visible
        } else {
            target = origin < current ? origin : max(current, origin + length - visible)
        }
        return min(max(0, target), max(0, content - visible))
    }
}
