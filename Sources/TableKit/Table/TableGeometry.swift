import Foundation

/// Where every part of a table sits along the vertical axis: table header,
/// sections (header padding, header, rows, footer), table footer.
///
/// Rows carry estimated heights until measured (``RowHeights``); section
/// positions are kept as a running sum so lookups stay logarithmic.
struct TableGeometry {
    struct Section {
        var headerTopPadding: CGFloat
        var headerHeight: CGFloat
        var footerHeight: CGFloat
        var rows: RowHeights
        /// Headers and footers off screen keep an estimated height until they are shown, as rows do.
        var headerIsEstimated = false
        var footerIsEstimated = false
        var height: CGFloat { headerTopPadding + headerHeight + rows.total + footerHeight }
    }

    var tableHeaderHeight: CGFloat
    var tableFooterHeight: CGFloat
    private(set) var sections: [Section]
    /// Pixels per point when headers and rows start on the pixel grid (cut
    /// down to it), as iOS 26 places them; nil places them where the heights
    /// above add up to.
    var pixelGrid: CGFloat?
    /// Each section's top, then the table footer's top.
    private var sectionTops: [CGFloat] = []

    init(tableHeaderHeight: CGFloat, tableFooterHeight: CGFloat, sections: [Section], pixelGrid: CGFloat? = nil) {
        self.tableHeaderHeight = tableHeaderHeight
        self.tableFooterHeight = tableFooterHeight
        self.sections = sections
        self.pixelGrid = pixelGrid
        recomputeTops(from: 0)
    }

    var contentHeight: CGFloat { (sectionTops.last ?? tableHeaderHeight) + tableFooterHeight }
    var tableFooterTop: CGFloat { sectionTops.last ?? tableHeaderHeight }

    func sectionRect(_ section: Int, width: CGFloat) -> CGRect {
        CGRect(x: 0, y: sectionTops[section], width: width, height: sections[section].height)
    }

    func headerRect(_ section: Int, width: CGFloat) -> CGRect {
        let s = sections[section]
        return CGRect(x: 0, y: aligned(sectionTops[section] + s.headerTopPadding), width: width, height: s.headerHeight)
    }

    func rowsTop(_ section: Int) -> CGFloat {
        let s = sections[section]
        return aligned(sectionTops[section] + s.headerTopPadding + s.headerHeight)
    }

    private func aligned(_ y: CGFloat) -> CGFloat {
        guard let pixelGrid else { return y }
        // A hair of tolerance keeps sums like 17.5 + 39⅔ from falling a pixel short.
        return ((y * pixelGrid) + 1e-6).rounded(.down) / pixelGrid
    }

    func footerRect(_ section: Int, width: CGFloat) -> CGRect {
        let s = sections[section]
        return CGRect(x: 0, y: rowsTop(section) + s.rows.total, width: width, height: s.footerHeight)
    }

    func rowRect(_ indexPath: IndexPath, width: CGFloat) -> CGRect {
        let rows = sections[indexPath.section].rows
        return CGRect(x: 0, y: rowsTop(indexPath.section) + rows.offset(ofRow: indexPath.row), width: width, height: rows.height(ofRow: indexPath.row))
    }

    /// The section containing `y` (clamped to the first and last).
    func section(at y: CGFloat) -> Int {
        max(0, sections.indices.partitioningIndex { sectionTops[$0] > y } - 1)
    }

    /// The first row whose bottom is below `y`, searching from the section containing `y`.
    func firstRow(below y: CGFloat) -> IndexPath? {
        var section = self.section(at: y)
        while section < sections.count {
            let rows = sections[section].rows
            if rows.count > 0 {
                let row = rows.row(atOffset: y - rowsTop(section))
                if rowsTop(section) + rows.offset(ofRow: row) + rows.height(ofRow: row) > y { return IndexPath(row: row, section: section) }
                if row + 1 < rows.count { return IndexPath(row: row + 1, section: section) }
            }
            section += 1
        }
        return nil
    }

    /// The row after `indexPath`, skipping empty sections; nil after the last.
    func row(after indexPath: IndexPath) -> IndexPath? {
        if indexPath.row + 1 < sections[indexPath.section].rows.count { return IndexPath(row: indexPath.row + 1, section: indexPath.section) }
        var section = indexPath.section + 1
        while section < sections.count {
            if sections[section].rows.count > 0 { return IndexPath(row: 0, section: section) }
            section += 1
        }
        return nil
    }

    /// The table's last row, if it has any.
    var lastRow: IndexPath? {
        guard let section = sections.lastIndex(where: { $0.rows.count > 0 }) else { return nil }
        return IndexPath(row: sections[section].rows.count - 1, section: section)
    }

    func isMeasured(_ indexPath: IndexPath) -> Bool { sections[indexPath.section].rows.isMeasured(indexPath.row) }

    mutating func setHeight(_ height: CGFloat, of indexPath: IndexPath) {
        sections[indexPath.section].rows.setHeight(height, ofRow: indexPath.row)
        recomputeTops(from: indexPath.section + 1)
    }

    /// Applies `change` to a section's header or footer and moves the sections below.
    mutating func update(section: Int, _ change: (inout Section) -> Void) {
        change(&sections[section])
        recomputeTops(from: section + 1)
    }

    private mutating func recomputeTops(from section: Int) {
        if sectionTops.count != sections.count + 1 {
            sectionTops = Array(repeating: 0, count: sections.count + 1)
            sectionTops[0] = tableHeaderHeight
            for i in sections.indices { sectionTops[i + 1] = sectionTops[i] + sections[i].height }
            return
        }
        for i in max(section - 1, 0)..<sections.count { sectionTops[i + 1] = sectionTops[i] + sections[i].height }
    }
}
