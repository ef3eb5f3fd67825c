import Canvas
import Foundation

/// What a table style decides about the chrome around rows: backgrounds,
/// margins, card insets and corners, section spacing, title views and
/// separators (ios-table-metrics.md §1, §2.1).
struct TableStyleLayout {
    let style: TableViewStyle
    let traits: Traits
    /// The table's horizontal layout margins.
    let margins: (left: CGFloat, right: CGFloat)
    /// The screen's least margin, which inset-grouped cells keep inside their card.
    let systemMargin: CGFloat
    let safeArea: EdgeInsets
    /// Space above every plain header (`sectionHeaderTopPadding`).
    let headerTopPadding: CGFloat

    /// The design's table metrics.
    var design: TableDesign { traits.design.table }

    var tableBackground: Color { style == .plain ? .systemBackground : .systemGroupedBackground }
    var cellBackground: Color { style == .plain ? .systemBackground : .secondarySystemGroupedBackground }

    /// How far cells are inset from the table's edges: inset-grouped cards
    /// sit the table's margin inside the safe area.
    var cellInsets: (left: CGFloat, right: CGFloat) {
        style == .insetGrouped ? (margins.left + safeArea.left, margins.right + safeArea.right) : (0, 0)
    }

    /// The cells' own content margins: the table's, inside the safe area, for
    /// full-width cells; the screen's least margin inside the card for
    /// inset-grouped ones (by default the same, as real iOS 15–26 screens
    /// measure: card and text each 16 pt further in).
    var cellMargins: EdgeInsets {
        style == .insetGrouped
            ? EdgeInsets(left: systemMargin, right: systemMargin)
            : EdgeInsets(left: margins.left + safeArea.left, right: margins.right + safeArea.right)
    }

    /// Where header and footer text starts and ends: aligned with the cell text.
    var titleInsets: (left: CGFloat, right: CGFloat) {
        (cellInsets.left + cellMargins.left, cellInsets.right + cellMargins.right)
    }

    /// Plain headers float at the top of the visible area; grouped ones scroll.
    var pinsTitles: Bool { style == .plain }
    /// Only plain tables continue their rows' separators below the last row.
    var drawsFillerRows: Bool { style == .plain }

    // MARK: Section spacing

    /// Space above a header: plain headers get `sectionHeaderTopPadding` (22 pt by default, iOS 15+).
    func headerTopPadding(headerHeight: CGFloat) -> CGFloat {
        style == .plain && headerHeight > 0 ? headerTopPadding : 0
    }

    /// A header's height without a title: grouped styles keep the design's
    /// spacing between sections (more above the first), plain none.
    func untitledHeaderHeight(section: Int) -> CGFloat {
        guard style != .plain else { return 0 }
        return section == 0 ? design.groupedFirstSpacing : design.groupedSpacing
    }

    func untitledFooterHeight() -> CGFloat { style == .plain ? 0 : design.groupedSpacing }

    // MARK: Titles

    /// Styles a header or footer view showing a title: plain titles are 15-pt
    /// semibold and centred; grouped ones wrap above and below the cards in
    /// the design's style.
    func configureTitleView(_ view: TableViewHeaderFooterView, title: String, isHeader: Bool, section: Int) {
        guard let label = view.textLabel else { return }
        label.textColor = .secondaryLabel
        let insets = titleInsets
        switch style {
        case .plain:
            label.text = title
            label.textStyle = TableMetrics.plainHeaderTextStyle
            label.textStyleWeight = TableMetrics.plainHeaderWeight
            label.numberOfLines = 1
            view.titlePlacement = .center
            view.minimumHeight = TableMetrics.plainHeaderHeight(traits)
            view.layoutMargins = EdgeInsets(top: TableMetrics.plainHeaderVerticalMargin, left: insets.left,
                                            bottom: TableMetrics.plainHeaderVerticalMargin, right: insets.right)
        case .grouped, .insetGrouped:
            let titleStyle = isHeader ? design.groupedHeader : design.groupedFooter
            label.text = titleStyle.isUppercased ? title.uppercased() : title
            label.textStyle = titleStyle.textStyle
            label.textStyleWeight = titleStyle.weight
            label.numberOfLines = 0
            view.titlePlacement = isHeader ? .bottom : .top
            view.minimumHeight = 0
            let top = section == 0 ? titleStyle.firstTopMargin : titleStyle.topMargin
            view.layoutMargins = EdgeInsets(top: top, left: insets.left, bottom: titleStyle.bottomMargin, right: insets.right)
        }
        view.detailTextLabel?.textStyle = label.textStyle
        view.detailTextLabel?.textColor = .secondaryLabel
        // A reused view keeps its size, so nothing else would lay it out for the new margins.
        view.setNeedsLayout()
    }

    // MARK: Rows

    /// Which corners of a row's cell are rounded: inset-grouped cards round
    /// their first row's top and last row's bottom.
    func roundedCorners(row: Int, rowCount: Int) -> RectCorner {
        guard style == .insetGrouped else { return [] }
        var corners: RectCorner = []
        if row == 0 { corners.formUnion(.top) }
        if row == rowCount - 1 { corners.formUnion(.bottom) }
        return corners
    }

    /// The separators a row shows.
    struct Separators {
        /// Along the bottom edge.
        var bottom: Bool
        /// The bottom one runs the full width (a grouped section's last row).
        var bottomFullWidth: Bool
        /// A full-width line along the top edge (a grouped section's first row).
        var top: Bool
    }

    /// Plain: under every row but a section's last (the table's last keeps
    /// it, and empty-row separators continue). Grouped: also full-width lines
    /// above and below each section. Inset-grouped: only between rows.
    func separators(row: Int, rowCount: Int, isLastRowOfTable: Bool) -> Separators {
        let isLast = row == rowCount - 1
        switch style {
        case .plain: return Separators(bottom: !isLast || isLastRowOfTable, bottomFullWidth: false, top: false)
        case .grouped: return Separators(bottom: true, bottomFullWidth: isLast, top: row == 0)
        case .insetGrouped: return Separators(bottom: !isLast, bottomFullWidth: false, top: false)
        }
    }
}
