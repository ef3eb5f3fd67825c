import Canvas
import Foundation

/// One list section of a compositional layout, laid out as a table section
/// of the matching style: the same geometry (header spacing, self-sized rows
/// from an estimate, footer, pixel alignment) and the same row placement.
struct ListSectionLayout: SectionLayout {
    /// What has been measured of a section's views, kept between layouts.
    struct Measurements {
        var rows: [Int: CGFloat] = [:]
        var header: CGFloat?
        var footer: CGFloat?
    }

    let index: Int
    let configuration: CollectionLayoutListConfiguration
    let style: TableStyleLayout
    private var geometry: TableGeometry
    private let itemCount: Int
    private let width: CGFloat
    private let measurements: Measurements

    var start: CGFloat { geometry.tableHeaderHeight }
    var end: CGFloat { geometry.contentHeight }

    init(index: Int, configuration: CollectionLayoutListConfiguration, style: TableStyleLayout, itemCount: Int,
         start: CGFloat, width: CGFloat, measurements: Measurements) {
        self.index = index
        self.configuration = configuration
        self.style = style
        self.itemCount = itemCount
        self.width = width
        self.measurements = measurements
        let design = style.design
        let header = Self.headerHeight(configuration, style: style, section: index, measured: measurements.header)
        let footer = configuration.footerMode == .supplementary ? measurements.footer ?? design.estimatedRowHeight : style.untitledFooterHeight()
        var rows = RowHeights(count: itemCount, estimate: design.estimatedRowHeight)
        for (row, height) in measurements.rows.sorted(by: { $0.key < $1.key }) where row < itemCount { rows.setHeight(height, ofRow: row) }
        let section = TableGeometry.Section(headerTopPadding: configuration.headerMode == .none ? 0 : style.headerTopPadding(headerHeight: header),
                                            headerHeight: header, footerHeight: footer, rows: rows)
        geometry = TableGeometry(tableHeaderHeight: start, tableFooterHeight: 0, sections: [section],
                                 pixelGrid: design.alignsSectionsToPixels ? style.traits.displayScale : nil)
    }

    /// A supplementary header's height (its estimate until measured); the
    /// style's spacing without one; nothing when the first item is the header.
    private static func headerHeight(_ configuration: CollectionLayoutListConfiguration, style: TableStyleLayout, section: Int, measured: CGFloat?) -> CGFloat {
        switch configuration.headerMode {
        case .supplementary: measured ?? style.design.estimatedRowHeight
        case .none: style.untitledHeaderHeight(section: section)
        case .firstItemInSection: 0
        }
    }

    // MARK: Items

    /// Whether item 0 is drawn as the section's header.
    private var firstItemIsHeader: Bool { configuration.headerMode == .firstItemInSection && itemCount > 0 }

    /// The item's cell frame: a row of the style's width (a card's inside inset-grouped); a header item spans the list.
    func itemFrame(_ item: Int) -> CGRect? {
        guard item >= 0, item < itemCount else { return nil }
        let row = geometry.rowRect(IndexPath(row: item, section: 0), width: width)
        if item == 0 && firstItemIsHeader { return row }
        let insets = style.cellInsets
        return CGRect(x: insets.left, y: row.minY, width: max(0, width - insets.left - insets.right), height: row.height)
    }

    /// The items whose rows meet `rect`.
    func items(meeting rect: CGRect) -> Range<Int> {
        guard let first = geometry.firstRow(below: rect.minY)?.row else { return 0..<0 }
        var last = first
        while last + 1 < itemCount, geometry.rowRect(IndexPath(row: last + 1, section: 0), width: width).minY < rect.maxY { last += 1 }
        return first..<(last + 1)
    }

    func isMeasured(item: Int) -> Bool { measurements.rows[item] != nil }

    /// How the style places the item's row: a header item as a clear row of
    /// its own, the others as the rows of one card.
    func placement(ofItem item: Int, separatorColor: Color) -> RowPlacement {
        let headerOffset = firstItemIsHeader ? 1 : 0
        let isHeader = item < headerOffset
        var placement = RowPlacement(style: style, row: isHeader ? 0 : item - headerOffset, rowCount: isHeader ? 1 : itemCount - headerOffset,
                                     isLastRowOfList: false, showsSeparators: configuration.showsSeparators && !isHeader,
                                     separatorColor: configuration.separatorConfiguration.color ?? separatorColor, separatorSpace: 0)
        placement.isClear = isHeader || configuration.hasClearRows
        let separators = configuration.separatorConfiguration
        placement.showsBottomSeparator = separators.bottomSeparatorVisibility.forced
        placement.showsTopSeparator = separators.topSeparatorVisibility.forced
        // Separator insets read leading as left; the row mirrors them right to left.
        placement.separatorInset = separators.bottomSeparatorInsets.map { EdgeInsets(left: $0.leading, right: $0.trailing) }
        return placement
    }

    /// The actions the item reveals on `edge`, from the configuration's provider; nil for none.
    func swipeActions(_ edge: SwipeActionsEdge, forItemAt indexPath: IndexPath) -> (edge: SwipeActionsEdge, actions: [ContextualAction])? {
        let provider = edge == .leading ? configuration.leadingSwipeActionsConfigurationProvider : configuration.trailingSwipeActionsConfigurationProvider
        guard let actions = provider?(indexPath)?.actions, !actions.isEmpty else { return nil }
        return (edge, actions)
    }

    // MARK: Headers and footers

    var supplementaryKinds: [String] {
        (configuration.headerMode == .supplementary ? [CollectionView.elementKindSectionHeader] : [])
            + (configuration.footerMode == .supplementary ? [CollectionView.elementKindSectionFooter] : [])
    }

    /// A header's or footer's frame across the list, and whether it pins (a plain list's header).
    func supplementaryFrame(_ kind: String) -> (CGRect, Bool)? {
        guard supplementaryKinds.contains(kind) else { return nil }
        let isHeader = kind == CollectionView.elementKindSectionHeader
        let frame = isHeader ? geometry.headerRect(0, width: width) : geometry.footerRect(0, width: width)
        return (frame, isHeader && style.pinsTitles)
    }

    /// Lists draw no decorations: their cards are their rows.
    var decorations: [(kind: String, frame: CGRect, zIndex: Int)] { [] }

    func isMeasured(supplementary kind: String) -> Bool {
        (kind == CollectionView.elementKindSectionHeader ? measurements.header : measurements.footer) != nil
    }
}
