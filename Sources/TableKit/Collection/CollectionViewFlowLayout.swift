import Foundation

/// Items in lines, like `UICollectionViewFlowLayout`: each section's items
/// fill lines across the collection view (rows when scrolling vertically,
/// columns when horizontally) at least ``minimumInteritemSpacing`` apart, full
/// lines spread to both edges (a lone item centred), the lines
/// ``minimumLineSpacing`` apart, inside ``sectionInset``, under a header and
/// over a footer as long as the collection view is wide. Right to left, the
/// lines run from the right.
open class CollectionViewFlowLayout: CollectionViewLayout {
    /// Which way the content scrolls (`UICollectionView.ScrollDirection`).
    public enum ScrollDirection: Sendable {
        /// Content scrolls up and down; lines are rows.
        case vertical
        /// Content scrolls sideways; lines are columns.
        case horizontal
    }

    /// Every item's size unless the delegate gives its own; 50 × 50 by default, as in UIKit.
    public var itemSize = CGSize(width: 50, height: 50) { didSet { invalidateLayout() } }
    /// The least space between lines; 10 by default.
    public var minimumLineSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    /// The least space between items in a line; 10 by default.
    public var minimumInteritemSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    /// Space around each section's items, inside its header and footer.
    public var sectionInset = EdgeInsets() { didSet { invalidateLayout() } }
    /// Section headers' height (width when scrolling horizontally); zero for none.
    public var headerReferenceSize = CGSize.zero { didSet { invalidateLayout() } }
    /// Section footers' height (width when scrolling horizontally); zero for none.
    public var footerReferenceSize = CGSize.zero { didSet { invalidateLayout() } }
    /// Which way the content scrolls, and so whether lines are rows or columns; vertical by default.
    public var scrollDirection = ScrollDirection.vertical { didSet { invalidateLayout() } }
    /// Whether a section's header sticks to the top of the visible area while its items scroll under it.
    public var sectionHeadersPinToVisibleBounds = false { didSet { invalidateLayout() } }
    /// A size items start at before they size themselves to fit their
    /// content (`preferredLayoutAttributesFitting`); zero, the default, keeps
    /// ``itemSize`` or the delegate's sizes. ``automaticSize`` estimates with ``itemSize``.
    public var estimatedItemSize = CGSize.zero { didSet { invalidateLayout() } }
    /// Asks items to size themselves, estimating with ``itemSize`` (`UICollectionViewFlowLayout.automaticSize`).
    public static let automaticSize = CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)

    /// Set by the delegate's default `sizeForItemAt`: every item is ``itemSize``.
    var delegateGaveNoItemSize = false
    private var sections: [FlowSectionLayout] = []
    /// The sizes self-sizing items measured, kept until the layout is invalidated.
    private var measuredSizes: [IndexPath: CGSize] = [:]

    /// Whether items size themselves.
    private var itemsSizeThemselves: Bool { estimatedItemSize != .zero }

    /// A flow layout with UIKit's defaults.
    public override init() {
        super.init()
    }

    /// Lays each section's items into lines, with the delegate's sizes, insets and spacing or the layout's own.
    open override func prepare() {
        guard let collectionView else { return sections = [] }
        var start: CGFloat = 0
        sections = (0..<collectionView.numberOfSections).map { section in
            let layout = FlowSectionLayout(section: section, start: start, metrics: metrics(for: section, in: collectionView))
            start = layout.end
            return layout
        }
    }

    /// Drops the sizes self-sizing items measured and marks the layout to be prepared again.
    open override func invalidateLayout() {
        measuredSizes = [:]
        super.invalidateLayout()
    }

    /// Keeps a self-sizing item's size and lays the sections out again when it changed.
    override func adoptPreferredSize(_ size: CGSize, for attributes: CollectionViewLayoutAttributes) -> Bool {
        guard itemsSizeThemselves, attributes.representedElementCategory == .cell else { return false }
        measuredSizes[attributes.indexPath] = size
        guard size != attributes.frame.size else { return false }
        sizesDidChange()
        return true
    }

    /// The sections' extent along the scroll direction, by the collection view's extent inside its insets across it.
    open override var collectionViewContentSize: CGSize {
        let extent = sections.last?.end ?? 0
        return scrollDirection == .vertical ? CGSize(width: crossExtent, height: extent) : CGSize(width: extent, height: crossExtent)
    }

    /// The content's extent across the scroll direction: the collection
    /// view's width (or height) inside its insets.
    private var crossExtent: CGFloat {
        guard let collectionView else { return 0 }
        let inset = collectionView.adjustedContentInset
        return scrollDirection == .vertical ? collectionView.bounds.width - inset.left - inset.right
            : collectionView.bounds.height - inset.top - inset.bottom
    }

    /// The items, headers and footers of the sections meeting `rect`.
    open override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
        let (lower, upper) = scrollDirection == .vertical ? (rect.minY, rect.maxY) : (rect.minX, rect.maxX)
        return sections.filter { $0.start < upper && $0.end > lower }.flatMap { section in
            section.items(across: lower, upper).compactMap { layoutAttributesForItem(at: IndexPath(item: $0, section: section.section)) }
                + [CollectionView.elementKindSectionHeader, CollectionView.elementKindSectionFooter].compactMap {
                    layoutAttributesForSupplementaryView(ofKind: $0, at: IndexPath(item: 0, section: section.section))
                }
        }
    }

    /// The item's frame in its line, an estimate until a self-sizing item is measured.
    open override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        guard sections.indices.contains(indexPath.section), let frame = sections[indexPath.section].itemFrame(indexPath.item) else { return nil }
        let attributes = CollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.frame = place(frame)
        attributes.isEstimated = itemsSizeThemselves && measuredSizes[indexPath] == nil
        attributes.fitsWidth = true
        return attributes
    }

    /// The section's header or footer frame, a pinned header kept at the top of the visible area; nil for another kind or a zero reference size.
    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        guard sections.indices.contains(indexPath.section) else { return nil }
        let section = sections[indexPath.section]
        let isHeader = elementKind == CollectionView.elementKindSectionHeader
        guard var frame = isHeader ? section.headerFrame : elementKind == CollectionView.elementKindSectionFooter ? section.footerFrame : nil else { return nil }
        let attributes = CollectionViewLayoutAttributes(forSupplementaryViewOfKind: elementKind, with: indexPath)
        if isHeader, sectionHeadersPinToVisibleBounds {
            frame.v = pinnedTop(of: frame.v, length: frame.vLength, sectionEnd: section.end)
            attributes.zIndex = Self.pinnedZIndex
        }
        attributes.frame = place(frame)
        return attributes
    }

    /// A frame in flow terms as a rectangle in the content, mirrored right to left.
    private func place(_ frame: FlowFrame) -> CGRect {
        guard let collectionView else { return .zero }
        var rect = scrollDirection == .vertical
            ? CGRect(x: frame.u, y: frame.v, width: frame.uLength, height: frame.vLength)
            : CGRect(x: frame.v, y: frame.u, width: frame.vLength, height: frame.uLength)
        if scrollDirection == .vertical, collectionView.traits.layoutDirection == .rightToLeft {
            rect = rect.mirrored(in: collectionViewContentSize.width)
        }
        return rect
    }

    /// A section's spacing, insets, header, footer and item sizes, in flow terms.
    private func metrics(for section: Int, in collectionView: CollectionView) -> FlowSectionMetrics {
        let delegate = collectionView.delegate as? CollectionViewDelegateFlowLayout
        let count = collectionView.numberOfItems(inSection: section)
        let inset = delegate?.collectionView(collectionView, layout: self, insetForSectionAt: section) ?? sectionInset
        let header = delegate?.collectionView(collectionView, layout: self, referenceSizeForHeaderInSection: section) ?? headerReferenceSize
        let footer = delegate?.collectionView(collectionView, layout: self, referenceSizeForFooterInSection: section) ?? footerReferenceSize
        let vertical = scrollDirection == .vertical
        let extent = crossExtent
        return FlowSectionMetrics(
            lineLength: extent - (vertical ? inset.left + inset.right : inset.top + inset.bottom),
            extent: extent,
            insetBefore: vertical ? inset.top : inset.left, insetAfter: vertical ? inset.bottom : inset.right,
            lineStart: vertical ? inset.left : inset.top,
            header: vertical ? header.height : header.width, footer: vertical ? footer.height : footer.width,
            itemSpacing: delegate?.collectionView(collectionView, layout: self, minimumInteritemSpacingForSectionAt: section) ?? minimumInteritemSpacing,
            lineSpacing: delegate?.collectionView(collectionView, layout: self, minimumLineSpacingForSectionAt: section) ?? minimumLineSpacing,
            sizes: itemSizes(count: count, section: section, delegate: delegate, in: collectionView))
    }

    /// One size for every item (``itemSize``, or the delegate's default), else each item's own.
    private func itemSizes(count: Int, section: Int, delegate: CollectionViewDelegateFlowLayout?, in collectionView: CollectionView) -> FlowItemSizes {
        let flip = { (size: CGSize) in self.scrollDirection == .vertical ? FlowSize(u: size.width, v: size.height) : FlowSize(u: size.height, v: size.width) }
        if itemsSizeThemselves, count > 0 {
            let estimate = estimatedItemSize == Self.automaticSize ? itemSize : estimatedItemSize
            return .each((0..<count).map { flip(measuredSizes[IndexPath(item: $0, section: section)] ?? estimate) })
        }
        guard let delegate, count > 0 else { return .uniform(flip(itemSize), count: count) }
        delegateGaveNoItemSize = false
        let first = delegate.collectionView(collectionView, layout: self, sizeForItemAt: IndexPath(item: 0, section: section))
        if delegateGaveNoItemSize { return .uniform(flip(first), count: count) }
        return .each([flip(first)] + (1..<count).map { flip(delegate.collectionView(collectionView, layout: self, sizeForItemAt: IndexPath(item: $0, section: section))) })
    }
}
