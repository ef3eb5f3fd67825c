import Foundation

/// One section of a compositional layout, like `NSCollectionLayoutSection`:
/// its group repeated for the section's items, `interGroupSpacing` apart,
/// inside `contentInsets`, with headers and footers around it. An
/// orthogonally scrolling section lays its groups across instead, drawn at rest.
public final class CollectionLayoutSection {
    /// How an orthogonal section scrolls (`UICollectionLayoutSectionOrthogonalScrollingBehavior`);
    /// every kind but `none` lays the groups across, drawn at rest.
    public enum OrthogonalScrollingBehavior: Sendable {
        /// No orthogonal scrolling: groups follow one another down the section.
        case none
        /// Scrolls freely.
        case continuous
        /// Scrolls freely, coming to rest at a group's leading edge.
        case continuousGroupLeadingBoundary
        /// Scrolls a page (the container's width) at a time.
        case paging
        /// Scrolls a group at a time.
        case groupPaging
        /// Scrolls a group at a time, the group centred.
        case groupPagingCentered
    }

    /// The group repeated for the section's items.
    public let group: CollectionLayoutGroup
    /// Space between the section's edges and its groups; none by default.
    public var contentInsets = DirectionalEdgeInsets.zero
    /// Space between successive groups; none by default.
    public var interGroupSpacing: CGFloat = 0
    /// Whether the groups are laid across, as for a section scrolling sideways; `none` by default.
    public var orthogonalScrollingBehavior = OrthogonalScrollingBehavior.none
    /// Headers and footers around the section.
    public var boundarySupplementaryItems: [CollectionLayoutBoundarySupplementaryItem] = []
    /// Whether headers and footers take the section's leading and trailing insets (the default).
    public var supplementariesFollowContentInsets = true
    /// Backgrounds drawn behind the section.
    public var decorationItems: [CollectionLayoutDecorationItem] = []
    /// Set for a list section: it lays out as the matching table style instead of repeating its group.
    private(set) var listConfiguration: CollectionLayoutListConfiguration?

    /// A section repeating `group`.
    public init(group: CollectionLayoutGroup) {
        self.group = group
    }

    /// A list section, like `NSCollectionLayoutSection.list(using:layoutEnvironment:)`:
    /// self-sized rows drawn as the table style of the configuration's appearance.
    public static func list(using configuration: CollectionLayoutListConfiguration, layoutEnvironment: CollectionLayoutEnvironment) -> CollectionLayoutSection {
        let row = CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(layoutEnvironment.traitCollection.design.table.estimatedRowHeight))
        let section = CollectionLayoutSection(group: .vertical(layoutSize: row, subitems: [CollectionLayoutItem(layoutSize: row)]))
        section.listConfiguration = configuration
        return section
    }
}

/// A header or footer placed along a section's edge, like
/// `NSCollectionLayoutBoundarySupplementaryItem`.
public final class CollectionLayoutBoundarySupplementaryItem: CollectionLayoutItem {
    /// Where a boundary item sits (`NSRectAlignment`): `top` and `bottom` are placed.
    public enum Alignment: Sendable {
        /// Above the section: a header.
        case top
        /// Below the section: a footer.
        case bottom
        /// Along the leading edge; not placed.
        case leading
        /// Along the trailing edge; not placed.
        case trailing
        /// In the top leading corner; not placed.
        case topLeading
        /// In the top trailing corner; not placed.
        case topTrailing
        /// In the bottom leading corner; not placed.
        case bottomLeading
        /// In the bottom trailing corner; not placed.
        case bottomTrailing
        /// No alignment; not placed.
        case none
    }

    /// The kind the data source is asked a view of, such as ``CollectionView/elementKindSectionHeader``.
    public let elementKind: String
    /// The edge of the section the item sits along.
    public let alignment: Alignment
    /// Whether the item sticks to the visible top while its section scrolls under it.
    public var pinToVisibleBounds = false
    /// Whether the section grows to hold the item (the default) rather than the item overlapping it.
    public var extendsBoundary = true

    /// A header or footer of `layoutSize` and `elementKind` along the `alignment` edge.
    public init(layoutSize: CollectionLayoutSize, elementKind: String, alignment: Alignment) {
        self.elementKind = elementKind
        self.alignment = alignment
        super.init(layoutSize: layoutSize)
    }
}

/// What a section provider is told about the collection view (`NSCollectionLayoutEnvironment`).
public struct CollectionLayoutEnvironment {
    /// The container the sections are laid out in.
    public struct Container {
        /// The collection view's size inside its content insets.
        public let contentSize: CGSize
        /// The container's size for the content; the same as ``contentSize``.
        public let effectiveContentSize: CGSize
        /// The collection view's adjusted content insets.
        public let contentInsets: DirectionalEdgeInsets
        /// The insets in effect; the same as ``contentInsets``.
        public let effectiveContentInsets: DirectionalEdgeInsets
    }

    /// The container the sections are laid out in.
    public let container: Container
    /// The collection view's traits (`traitCollection` in UIKit).
    public let traitCollection: Traits
}

/// A view drawn behind a section, like `NSCollectionLayoutDecorationItem`:
/// a background covering the section's items and insets, inset by its own
/// `contentInsets`, made from the class registered on the layout for its kind.
public final class CollectionLayoutDecorationItem: CollectionLayoutItem {
    /// The kind of the view drawn, registered on the layout with ``CollectionViewLayout/register(_:forDecorationViewOfKind:)``.
    public let elementKind: String
    /// Lower draws further back; backgrounds are at -1, behind the cells.
    public var zIndex = -1

    private init(elementKind: String) {
        self.elementKind = elementKind
        super.init(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
    }

    /// A background of `elementKind` behind the section.
    public static func background(elementKind: String) -> CollectionLayoutDecorationItem {
        CollectionLayoutDecorationItem(elementKind: elementKind)
    }
}
