import Canvas
import Foundation

/// Where a row sits in its table or list, and what the style makes of that:
/// margins, background, card corners and separators. A table and a list
/// section hand their rows the same placement, so their rows draw alike.
struct RowPlacement {
    let style: TableStyleLayout
    /// The row's position among the rows of its section (or card).
    let row: Int
    let rowCount: Int
    /// Whether nothing follows in the whole list (a plain table's last row keeps its separator).
    let isLastRowOfList: Bool
    let showsSeparators: Bool
    let separatorColor: Color
    /// The height under the content kept for the separator (0 where it is drawn over the row).
    let separatorSpace: CGFloat
    /// Whether the row is clear, showing the list's background (sidebars).
    var isClear = false
    /// Whether the bottom and top separators show whatever the style decides; nil lets it decide.
    var showsBottomSeparator: Bool?
    var showsTopSeparator: Bool?
    /// The bottom separator's insets instead of the default (from where the text starts).
    var separatorInset: EdgeInsets?
}

extension RowCell {
    /// Takes the style's margins, background, corners and separators for the row's place.
    func apply(_ placement: RowPlacement) {
        let style = placement.style
        layoutMargins = style.cellMargins
        rowChrome.hasListMargins = true
        styleBackgroundColor = placement.isClear ? .clear : style.cellBackground
        let corners = style.roundedCorners(row: placement.row, rowCount: placement.rowCount)
        cornerRadius = corners.isEmpty ? 0 : style.design.cardCornerRadius
        maskedCorners = corners
        clipsToBounds = !corners.isEmpty
        rowChrome.separatorColor = placement.separatorColor
        rowChrome.separatorSpace = placement.separatorSpace
        let separators = style.separators(row: placement.row, rowCount: placement.rowCount, isLastRowOfTable: placement.isLastRowOfList)
        rowChrome.showsSeparator = placement.showsSeparators && (placement.showsBottomSeparator ?? separators.bottom)
        rowChrome.separatorRunsFullWidth = separators.bottomFullWidth && placement.separatorInset == nil
        rowChrome.showsTopSeparator = placement.showsSeparators && (placement.showsTopSeparator ?? separators.top)
        if let inset = placement.separatorInset { rowChrome.customSeparatorInset = inset }
        setNeedsLayout()
    }
}
