import Canvas
import Foundation

/// Sections built from items and groups, like `UICollectionViewCompositionalLayout`:
/// one section description for all, or one per section from a provider. Each
/// section repeats its group for its items, so where an item goes is
/// computed from its position, not from laying out the items before it.
open class CollectionViewCompositionalLayout: CollectionViewLayout {
    /// Makes the description of section `index` for the environment; nil leaves the section empty.
    public typealias SectionProvider = (Int, CollectionLayoutEnvironment) -> CollectionLayoutSection?

    /// Layout-wide settings (`UICollectionViewCompositionalLayoutConfiguration`).
    public struct Configuration {
        /// Space between sections.
        public var interSectionSpacing: CGFloat = 0
        /// Which way the content scrolls; kept, sections always follow one another vertically.
        public var scrollDirection = CollectionViewFlowLayout.ScrollDirection.vertical

        /// UIKit's defaults: no space between sections, scrolling vertically.
        public init() {}
    }

    private let provider: SectionProvider
    /// The layout-wide settings; changing them lays the sections out again.
    public var configuration: Configuration { didSet { invalidateLayout() } }
    private var sections: [any SectionLayout] = []
    /// What list sections have measured of their rows, headers and footers, kept until the layout is invalidated.
    private var listMeasurements: [Int: ListSectionLayout.Measurements] = [:]
    /// The heights items of estimated grid sections measured, by section and item.
    private var itemHeights: [Int: [Int: CGFloat]] = [:]

    /// Every section described by `section`.
    public convenience init(section: CollectionLayoutSection) {
        self.init(sectionProvider: { _, _ in section })
    }

    /// Each section described by `sectionProvider`.
    public init(sectionProvider: @escaping SectionProvider, configuration: Configuration = Configuration()) {
        provider = sectionProvider
        self.configuration = configuration
        super.init()
    }

    /// Asks the section provider for each section's description and lays the sections out one after the other.
    open override func prepare() {
        guard let collectionView else { return sections = [] }
        let environment = environment(of: collectionView)
        var start: CGFloat = 0
        sections = (0..<collectionView.numberOfSections).map { index in
            let description = provider(index, environment)
            let itemCount = collectionView.numberOfItems(inSection: index)
            let section: any SectionLayout = if let list = description?.listConfiguration {
                ListSectionLayout(index: index, configuration: list, style: collectionView.listStyleLayout(list), itemCount: itemCount, start: start,
                                  width: environment.container.contentSize.width, measurements: listMeasurements[index] ?? .init())
            } else {
                CompositionalSectionLayout(index: index, description: description, itemCount: itemCount, start: start,
                                           container: environment.container.contentSize, measuredHeights: itemHeights[index] ?? [:])
            }
            start = section.end + (index + 1 < collectionView.numberOfSections ? configuration.interSectionSpacing : 0)
            return section
        }
    }

    override var defaultBackgroundColor: Color? {
        prepareIfNeeded()
        guard let list = sections.lazy.compactMap({ $0 as? ListSectionLayout }).first else { return nil }
        return list.configuration.backgroundColor ?? (list.configuration.appearance == .sidebarPlain ? .systemBackground : list.style.tableBackground)
    }

    /// Drops the sizes list rows and self-sizing items measured and marks the layout to be prepared again.
    open override func invalidateLayout() {
        listMeasurements = [:]
        itemHeights = [:]
        super.invalidateLayout()
    }

    /// Keeps a list element's measured height and lays the sections out again when it changed.
    override func adoptPreferredSize(_ size: CGSize, for attributes: CollectionViewLayoutAttributes) -> Bool {
        let section = attributes.indexPath.section
        guard sections.indices.contains(section) else { return false }
        if let grid = sections[section] as? CompositionalSectionLayout {
            guard attributes.representedElementCategory == .cell, grid.measures(item: attributes.indexPath.item) else { return false }
            itemHeights[section, default: [:]][attributes.indexPath.item] = size.height
            guard size.height != attributes.frame.height else { return false }
            sizesDidChange()
            return true
        }
        var measured = listMeasurements[section] ?? .init()
        switch attributes.representedElementKind {
        case nil: measured.rows[attributes.indexPath.item] = size.height
        case CollectionView.elementKindSectionHeader?: measured.header = size.height
        default: measured.footer = size.height
        }
        listMeasurements[section] = measured
        guard size.height != attributes.frame.height else { return false }
        sizesDidChange()
        return true
    }

    private func environment(of collectionView: CollectionView) -> CollectionLayoutEnvironment {
        let inset = collectionView.adjustedContentInset
        let size = CGSize(width: collectionView.bounds.width - inset.left - inset.right, height: collectionView.bounds.height - inset.top - inset.bottom)
        let insets = DirectionalEdgeInsets(top: inset.top, leading: inset.left, bottom: inset.bottom, trailing: inset.right)
        return CollectionLayoutEnvironment(container: .init(contentSize: size, effectiveContentSize: size, contentInsets: insets, effectiveContentInsets: insets),
                                          traitCollection: collectionView.traits)
    }

    /// The collection view's width inside its insets, by the sections' total height.
    open override var collectionViewContentSize: CGSize {
        guard let collectionView else { return .zero }
        let inset = collectionView.adjustedContentInset
        return CGSize(width: collectionView.bounds.width - inset.left - inset.right, height: sections.last?.end ?? 0)
    }

    /// The items, supplementary views and decorations of the sections meeting `rect`.
    open override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
        sections.filter { $0.start < rect.maxY && $0.end > rect.minY }.flatMap { section in
            section.items(meeting: rect).compactMap { layoutAttributesForItem(at: IndexPath(item: $0, section: section.index)) }
                + section.supplementaryKinds.compactMap { layoutAttributesForSupplementaryView(ofKind: $0, at: IndexPath(item: 0, section: section.index)) }
                + section.decorations.compactMap { layoutAttributesForDecorationView(ofKind: $0.kind, at: IndexPath(item: 0, section: section.index)) }
        }
    }

    /// The item's frame from its section's group (or list row), mirrored right to left.
    open override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        guard sections.indices.contains(indexPath.section) else { return nil }
        let section = sections[indexPath.section]
        return section.itemFrame(indexPath.item).map { frame in
            let attributes = CollectionViewLayoutAttributes(forCellWith: indexPath)
            attributes.frame = mirrored(frame)
            if let grid = section as? CompositionalSectionLayout, grid.measures(item: indexPath.item) {
                attributes.isEstimated = self.itemHeights[indexPath.section]?[indexPath.item] == nil
            }
            if let list = section as? ListSectionLayout, let collectionView {
                attributes.isEstimated = !list.isMeasured(item: indexPath.item)
                attributes.listLook = .row(list.placement(ofItem: indexPath.item, separatorColor: collectionView.traits.design.table.separatorColor),
                                           revealed: collectionView.revealedSwipeActions[indexPath].flatMap { list.swipeActions($0, forItemAt: indexPath) })
            }
            return attributes
        }
    }

    /// The frame of the section's header or footer, a pinned header kept at the top of the visible area.
    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        guard sections.indices.contains(indexPath.section), let (placed, pins) = sections[indexPath.section].supplementaryFrame(elementKind) else { return nil }
        var frame = placed
        let attributes = CollectionViewLayoutAttributes(forSupplementaryViewOfKind: elementKind, with: indexPath)
        if pins {
            frame.origin.y = pinnedTop(of: frame.minY, length: frame.height, sectionEnd: sections[indexPath.section].end)
            attributes.zIndex = Self.pinnedZIndex
        }
        attributes.frame = mirrored(frame)
        if let list = sections[indexPath.section] as? ListSectionLayout {
            attributes.isEstimated = !list.isMeasured(supplementary: elementKind)
            attributes.listLook = .title(style: list.style, isHeader: elementKind == CollectionView.elementKindSectionHeader, section: indexPath.section)
        }
        return attributes
    }

    /// The frame of the section's decoration of `elementKind`, behind its items.
    open override func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        guard sections.indices.contains(indexPath.section), let decoration = sections[indexPath.section].decorations.first(where: { $0.kind == elementKind })
        else { return nil }
        let attributes = CollectionViewLayoutAttributes(forDecorationViewOfKind: elementKind, with: indexPath)
        attributes.frame = mirrored(decoration.frame)
        attributes.zIndex = decoration.zIndex
        return attributes
    }

    /// Right to left, the layout's leading edge is the right one.
    private func mirrored(_ frame: CGRect) -> CGRect {
        guard collectionView?.traits.layoutDirection == .rightToLeft else { return frame }
        return frame.mirrored(in: collectionViewContentSize.width)
    }
}
