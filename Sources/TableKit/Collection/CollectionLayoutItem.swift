import Foundation

/// One item of a compositional layout, like `NSCollectionLayoutItem`: its size
/// relative to its group, the insets that shrink it inside the space it is
/// given, and spacing that moves it.
open class CollectionLayoutItem {
    /// The item's size, against its group's size.
    public let layoutSize: CollectionLayoutSize
    /// Shrinks the item inside its slot; the rest of the group does not move.
    public var contentInsets = DirectionalEdgeInsets.zero
    /// Space before and after the item along its group, taken as fixed.
    public var edgeSpacing: CollectionLayoutEdgeSpacing?

    /// An item of `layoutSize`.
    public init(layoutSize: CollectionLayoutSize) {
        self.layoutSize = layoutSize
    }

    /// How many cells the element holds: one for an item.
    var leafCount: Int { 1 }

    /// The cells this element shows in `slot`, in order, with the items they
    /// are; an item shows itself, inset (not along an estimated height, as UIKit ignores insets there).
    func leaves(in slot: CGRect) -> [(item: CollectionLayoutItem, frame: CGRect)] {
        var insets = contentInsets
        if layoutSize.heightDimension.isEstimated { (insets.top, insets.bottom) = (0, 0) }
        return [(self, slot.insetBy(insets))]
    }

    /// The frames of the cells this element shows in `slot`, in order.
    func leafFrames(in slot: CGRect) -> [CGRect] {
        leaves(in: slot).map(\.frame)
    }
}

extension CGRect {
    /// The rectangle shrunk by directional insets, leading on the left (the layout mirrors right to left after).
    func insetBy(_ insets: DirectionalEdgeInsets) -> CGRect {
        CGRect(x: minX + insets.leading, y: minY + insets.top,
               width: max(0, width - insets.leading - insets.trailing), height: max(0, height - insets.top - insets.bottom))
    }
}
