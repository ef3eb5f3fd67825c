import Foundation

/// Items side by side or stacked, like `NSCollectionLayoutGroup`: its
/// subitems (items or groups) are sized against the group's size inside its
/// insets and placed in order, repeated while they fit, `interItemSpacing`
/// apart; with a count, that many share the group's length.
open class CollectionLayoutGroup: CollectionLayoutItem {
    enum Axis {
        case horizontal, vertical
    }

    private enum Repetition {
        /// Subitems in order, repeated while they fit.
        case whileFitting
        /// `count` of the one subitem, sized to share the group's length.
        case sharing(Int)
        /// `count` of the one subitem, each at its own size.
        case repeating(Int)
    }

    let axis: Axis
    /// The items or groups the group places, in order.
    public let subitems: [CollectionLayoutItem]
    private let repetition: Repetition
    /// Space between subitems along the group; none by default.
    public var interItemSpacing: CollectionLayoutSpacing?

    private init(axis: Axis, layoutSize: CollectionLayoutSize, subitems: [CollectionLayoutItem], repetition: Repetition) {
        self.axis = axis
        self.subitems = subitems
        self.repetition = repetition
        super.init(layoutSize: layoutSize)
    }

    /// Subitems side by side, repeated while they fit.
    public static func horizontal(layoutSize: CollectionLayoutSize, subitems: [CollectionLayoutItem]) -> CollectionLayoutGroup {
        .init(axis: .horizontal, layoutSize: layoutSize, subitems: subitems, repetition: .whileFitting)
    }

    /// Subitems stacked, repeated while they fit.
    public static func vertical(layoutSize: CollectionLayoutSize, subitems: [CollectionLayoutItem]) -> CollectionLayoutGroup {
        .init(axis: .vertical, layoutSize: layoutSize, subitems: subitems, repetition: .whileFitting)
    }

    /// `count` of `subitem` side by side, sharing the group's width (the item's own width is not used).
    public static func horizontal(layoutSize: CollectionLayoutSize, subitem: CollectionLayoutItem, count: Int) -> CollectionLayoutGroup {
        .init(axis: .horizontal, layoutSize: layoutSize, subitems: [subitem], repetition: .sharing(max(1, count)))
    }

    /// `count` of `subitem` stacked, sharing the group's height.
    public static func vertical(layoutSize: CollectionLayoutSize, subitem: CollectionLayoutItem, count: Int) -> CollectionLayoutGroup {
        .init(axis: .vertical, layoutSize: layoutSize, subitems: [subitem], repetition: .sharing(max(1, count)))
    }

    /// `count` of `subitem` side by side, each at its own size (iOS 16).
    public static func horizontal(layoutSize: CollectionLayoutSize, repeatingSubitem subitem: CollectionLayoutItem, count: Int) -> CollectionLayoutGroup {
        .init(axis: .horizontal, layoutSize: layoutSize, subitems: [subitem], repetition: .repeating(max(1, count)))
    }

    /// `count` of `subitem` stacked, each at its own size (iOS 16).
    public static func vertical(layoutSize: CollectionLayoutSize, repeatingSubitem subitem: CollectionLayoutItem, count: Int) -> CollectionLayoutGroup {
        .init(axis: .vertical, layoutSize: layoutSize, subitems: [subitem], repetition: .repeating(max(1, count)))
    }

    override func leaves(in slot: CGRect) -> [(item: CollectionLayoutItem, frame: CGRect)] {
        let inner = slot.insetBy(contentInsets)
        return slots(in: inner.size).flatMap { item, frame in item.leaves(in: frame.offsetBy(dx: inner.minX, dy: inner.minY)) }
    }

    /// Each subitem placed in a group of `size` (its insets already taken off), relative to its origin.
    private func slots(in size: CGSize) -> [(CollectionLayoutItem, CGRect)] {
        let along = axis == .horizontal ? size.width : size.height
        let spacing = interItemSpacing?.spacing ?? 0
        var placed: [(item: CollectionLayoutItem, size: CGSize)] = []
        switch repetition {
        case .sharing(let count), .repeating(let count):
            guard let item = subitems.first else { return [] }
            var itemSize = item.layoutSize.resolved(in: size)
            if case .sharing = repetition {
                let share = (along - CGFloat(count - 1) * spacing) / CGFloat(count)
                if axis == .horizontal { itemSize.width = share } else { itemSize.height = share }
            }
            placed = Array(repeating: (item, itemSize), count: count)
        case .whileFitting:
            placed = fitting(in: size, along: along, spacing: spacing)
        }
        return arrange(placed, along: along, spacing: spacing)
    }

    /// Subitems in order, again and again, while the next still fits.
    private func fitting(in size: CGSize, along: CGFloat, spacing: CGFloat) -> [(item: CollectionLayoutItem, size: CGSize)] {
        var placed: [(item: CollectionLayoutItem, size: CGSize)] = []
        var used: CGFloat = 0
        // Enough for any group a screen can hold; a zero-length item would otherwise repeat for ever.
        while !subitems.isEmpty, placed.count < 10_000 {
            let item = subitems[placed.count % subitems.count]
            let itemSize = item.layoutSize.resolved(in: size)
            let length = (axis == .horizontal ? itemSize.width : itemSize.height) + edgeLength(of: item)
            let next = used + (placed.isEmpty ? 0 : spacing) + length
            guard next <= along + 0.001, length > 0 || placed.count < subitems.count else { break }
            placed.append((item, itemSize))
            used = next
        }
        return placed
    }

    /// Positions along the group: `spacing` apart (flexible spacing shares the leftover), edge spacing around each.
    private func arrange(_ placed: [(item: CollectionLayoutItem, size: CGSize)], along: CGFloat, spacing: CGFloat) -> [(CollectionLayoutItem, CGRect)] {
        let lengths = placed.map { (axis == .horizontal ? $0.size.width : $0.size.height) + edgeLength(of: $0.item) }
        var gap = spacing
        if interItemSpacing?.isFlexibleSpacing == true, placed.count > 1 {
            gap = max(spacing, (along - lengths.reduce(0, +)) / CGFloat(placed.count - 1))
        }
        var position: CGFloat = 0
        return zip(placed, lengths).map { entry, length in
            defer { position += length + gap }
            let start = position + ((axis == .horizontal ? entry.item.edgeSpacing?.leading?.spacing : entry.item.edgeSpacing?.top?.spacing) ?? 0)
            let across = (axis == .horizontal ? entry.item.edgeSpacing?.top?.spacing : entry.item.edgeSpacing?.leading?.spacing) ?? 0
            let origin = axis == .horizontal ? CGPoint(x: start, y: across) : CGPoint(x: across, y: start)
            return (entry.item, CGRect(origin: origin, size: entry.size))
        }
    }

    /// The edge spacing an item takes along the group.
    private func edgeLength(of item: CollectionLayoutItem) -> CGFloat {
        let spacing = item.edgeSpacing
        return axis == .horizontal
            ? (spacing?.leading?.spacing ?? 0) + (spacing?.trailing?.spacing ?? 0)
            : (spacing?.top?.spacing ?? 0) + (spacing?.bottom?.spacing ?? 0)
    }
}
