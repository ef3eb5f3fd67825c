import Canvas
import Foundation
import TableKit

/// The redlines of a laid-out table, the spec an engineer builds from: its
/// content margins, the frames of its labels, images and accessories, the
/// height of every visible row, header and footer, and the horizontal
/// distances of one representative row per section.
///
/// Everything is in the picture's points: the coordinates the table is drawn
/// at (its frame's origin, its scroll position applied). Read from the table's
/// public geometry after layout; building it changes nothing.
public struct TableAnnotations: Equatable, Sendable {
    /// The table's frame in the picture; marks are drawn within it.
    public let tableFrame: CGRect
    /// The x of the leading and trailing content margins of the cells, drawn as dashed lines down the table.
    public let marginGuides: [CGFloat]
    /// The frames of the visible labels, images and accessories.
    public let outlines: [AnnotationOutline]
    /// Heights (top to bottom), then each representative row's horizontal distances.
    public let dimensions: [AnnotationDimension]

    /// The redlines of `tableView` as last laid out.
    public init(tableView: TableView) {
        let frame = tableView.convert(tableView.bounds, to: nil)
        tableFrame = frame
        let cells = tableView.visibleRows.compactMap { indexPath in
            tableView.cellForRow(at: indexPath).map { (indexPath, $0) }
        }.filter { !$0.1.isHidden && $0.1.convert($0.1.bounds, to: nil).intersects(frame) }
        marginGuides = cells.first.map { Self.marginGuides(of: $0.1) } ?? []
        outlines = cells.flatMap { Self.outlines(of: $0.1) } + Self.titleOutlines(of: tableView)
        let heights = (cells.map { AnnotationDimension(.rowHeight, span: $0.1, table: frame) } + Self.titleHeights(of: tableView, table: frame))
            .sorted { $0.span.lowerBound < $1.span.lowerBound }
        let representatives = Self.representativeRows(cells, visible: frame)
        dimensions = heights + representatives.flatMap(\.dimensions)
    }

    /// The x of the cell's leading and trailing content margins, left first.
    private static func marginGuides(of cell: TableViewCell) -> [CGFloat] {
        let frame = cell.convert(cell.bounds, to: nil)
        let margins = cell.contentMargins(cellWidth: cell.bounds.width)
        let rtl = cell.traits.layoutDirection == .rightToLeft
        return [frame.minX + (rtl ? margins.trailing : margins.leading), frame.maxX - (rtl ? margins.leading : margins.trailing)]
    }

    /// The frames of a cell's shown labels, image and accessory.
    private static func outlines(of cell: TableViewCell) -> [AnnotationOutline] {
        let labels = [cell.textLabel, cell.detailTextLabel].compactMap { shownFrame(of: $0) }.map { AnnotationOutline(.label, frame: $0) }
        let image = cell.imageView?.image == nil ? nil : shownFrame(of: cell.imageView).map { AnnotationOutline(.image, frame: $0) }
        let accessory = shownFrame(of: cell.effectiveAccessoryView, in: cell).map { AnnotationOutline(.accessory, frame: $0) }
        return labels + [image, accessory].compactMap { $0 }
    }

    /// The title and detail labels of the section headers and footers on screen.
    private static func titleOutlines(of tableView: TableView) -> [AnnotationOutline] {
        tableView.sectionViews.keys.sorted().compactMap { tableView.sectionViews[$0] as? TableViewHeaderFooterView }
            .flatMap { [$0.textLabel, $0.detailTextLabel].compactMap { shownFrame(of: $0) } }
            .map { AnnotationOutline(.label, frame: $0) }
    }

    /// The heights of the table header and footer views and of the section
    /// headers and footers on screen (where they are drawn: a pinned plain
    /// header where it floats), or the spacing a section keeps for a title it does not have.
    private static func titleHeights(of tableView: TableView, table: CGRect) -> [AnnotationDimension] {
        var heights: [AnnotationDimension] = []
        let tableViews: [(AnnotationDimension.Kind, View?)] = [(.tableHeaderHeight, tableView.tableHeaderView), (.tableFooterHeight, tableView.tableFooterView)]
        for (kind, view) in tableViews {
            if let view, !view.isHidden { heights.append(AnnotationDimension(kind, span: view, table: table)) }
        }
        let sections = Set(tableView.visibleRows.map(\.section) + tableView.sectionViews.keys.map(\.section))
        for section in sections.sorted() {
            for isHeader in [true, false] {
                let kind: AnnotationDimension.Kind = isHeader ? .sectionHeaderHeight : .sectionFooterHeight
                let rect = tableView.sectionViews[TitleViewKey(section: section, isHeader: isHeader)].map { $0.convert($0.bounds, to: nil) }
                    ?? tableView.convert(isHeader ? tableView.rectForHeader(inSection: section) : tableView.rectForFooter(inSection: section), to: nil)
                if rect.height > 0, rect.intersects(table) { heights.append(AnnotationDimension(kind, from: rect.minY, to: rect.maxY, at: table.maxX)) }
            }
            let top = tableView.convert(tableView.rect(forSection: section), to: nil).minY
            let header = tableView.convert(tableView.rectForHeader(inSection: section), to: nil).minY
            if header > top, (top...header).overlaps(table.minY...table.maxY) {
                heights.append(AnnotationDimension(.sectionHeaderTopPadding, from: top, to: header, at: table.maxX))
            }
        }
        return heights.filter { $0.value > 0 }
    }

    /// One row a section: of its rows wholly on screen (else of all shown),
    /// the first with the most distances to show, so a row with an image and
    /// an accessory speaks for its section rather than a bare one.
    private static func representativeRows(_ cells: [(IndexPath, TableViewCell)], visible: CGRect) -> [RowDistances] {
        let bySection = Dictionary(grouping: cells, by: { $0.0.section })
        return bySection.keys.sorted().compactMap { section in
            let rows = bySection[section] ?? []
            let whole = rows.filter { visible.contains($0.1.convert($0.1.bounds, to: nil)) }
            let candidates = (whole.isEmpty ? rows : whole).map { RowDistances(cell: $0.1, tableFrame: visible) }
            return candidates.reduce(nil) { best, row in
                row.dimensions.count > (best?.dimensions.count ?? -1) ? row : best
            }
        }
    }

    /// A view's frame in the picture, when it is shown (in `owner`, when given).
    static func shownFrame(of view: View?, in owner: View? = nil) -> CGRect? {
        guard let view, !view.isHidden, owner == nil || view.superview === owner else { return nil }
        if let label = view as? Label, !label.hasText { return nil }
        return view.convert(view.bounds, to: nil)
    }
}

extension AnnotationDimension {
    /// The height of `view` in the picture, its line beside `table`.
    init(_ kind: Kind, span view: View, table: CGRect) {
        let frame = view.convert(view.bounds, to: nil)
        self.init(kind, from: frame.minY, to: frame.maxY, at: table.maxX)
    }
}
