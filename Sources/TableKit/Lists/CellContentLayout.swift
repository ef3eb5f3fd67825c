import Canvas
import Foundation

/// Where a standard cell style puts its image, text and detail inside the
/// content view (ios-table-metrics.md §2.2–2.3).
///
/// Frames are worked out in leading-based coordinates and mirrored for
/// right-to-left layout when applied.
struct CellContentLayout<Cell: RowCell> {
    let cell: Cell
    /// The content view's width.
    let width: CGFloat
    /// The content ends at an accessory or the reorder grip, not at the trailing margin.
    let hasTrailingControl: Bool
    let cellWidth: CGFloat
    /// The labels, image and spacing laid out: the style's or a list content configuration's.
    private let parts: CellContentParts

    init(cell: Cell, width: CGFloat, hasTrailingControl: Bool, cellWidth: CGFloat) {
        self.cell = cell
        self.width = width
        self.hasTrailingControl = hasTrailingControl
        self.cellWidth = cellWidth
        parts = cell.contentParts
    }

    private var traits: Traits { cell.traits }
    private var scale: CGFloat { traits.displayScale }
    private var style: TableViewCellStyle { parts.style }

    /// The cell's margins, or a configuration's own (added to the cell's where it preserves them).
    private var margins: (leading: CGFloat, trailing: CGFloat) {
        let cellMargins = cell.rowMargins(cellWidth: cellWidth)
        guard let custom = parts.customMargins else { return cellMargins }
        let base = custom.preserving.contains(.horizontal) ? cellMargins : (leading: 0, trailing: 0)
        return (base.leading + custom.insets.leading, base.trailing + custom.insets.trailing)
    }

    /// Where content starts: the leading margin plus the indentation.
    private var leading: CGFloat { margins.leading + CGFloat(cell.indentationLevel) * cell.indentationWidth }
    /// Where content ends: the content view's edge before an accessory or grip, else the trailing margin.
    private var trailing: CGFloat { width - (hasTrailingControl ? 0 : margins.trailing) }

    private var text: Label? { parts.textLabel?.hasText == true ? parts.textLabel : nil }
    private var detail: Label? { parts.detailTextLabel?.hasText == true ? parts.detailTextLabel : nil }
    private var image: Image? { parts.imageView?.image }

    /// A label's frame before vertical placement: x, width and height.
    private struct Column {
        var x: CGFloat
        var width: CGFloat
        var height: CGFloat
    }

    // MARK: Horizontal

    /// The image's slot: symbols sit centred in a 24-pt slot (scaled with
    /// Dynamic Type), other images take their own width.
    private var imageColumn: Column? {
        guard let image, let imageView = parts.imageView else { return nil }
        let size = limited(imageView.displaySize, to: parts.imageMaximumSize)
        var slot = max(size.width, parts.imageReservedWidth)
        if case .symbol(let symbol) = image.content, symbol.badgeColor == nil {
            slot = max(slot, TableMetrics.symbolSlotWidth * traits.bodyTextScale)
        }
        return Column(x: leading + (slot - size.width) / 2, width: size.width, height: size.height)
    }

    /// `size` scaled down, aspect kept, to fit `maximum`; a zero maximum does not limit.
    private func limited(_ size: CGSize, to maximum: CGSize) -> CGSize {
        guard maximum.width > 0, maximum.height > 0, size.width > 0, size.height > 0 else { return size }
        let fit = min(1, maximum.width / size.width, maximum.height / size.height)
        return CGSize(width: size.width * fit, height: size.height * fit)
    }

    /// At accessibility sizes a value1 cell stacks its detail under the text, as iOS does.
    private var stacksDetail: Bool {
        style == .subtitle || (style == .value1 && traits.preferredContentSizeCategory.isAccessibilityCategory)
    }

    /// Where text starts: after the image slot and its padding, or at the leading edge.
    private var textStart: CGFloat {
        guard let image = imageColumn else { return leading }
        let slotEnd = max(image.x + image.width, leading + (image.x - leading) * 2 + image.width)
        return slotEnd + parts.imageToTextPadding
    }

    private func height(of label: Label, width: CGFloat) -> CGFloat {
        label.sizeThatFits(CGSize(width: max(0, width), height: .greatestFiniteMagnitude)).height
    }

    private func naturalWidth(of label: Label, within width: CGFloat) -> CGFloat {
        label.sizeThatFits(CGSize(width: max(0, width), height: .greatestFiniteMagnitude)).width
    }

    /// The text and detail columns for the cell's style.
    private func columns() -> (text: Column?, detail: Column?) {
        let available = max(0, trailing - textStart)
        switch style {
        case .default:
            return (text.map { Column(x: textStart, width: available, height: height(of: $0, width: available)) }, nil)
        case .subtitle:
            return (text.map { Column(x: textStart, width: available, height: height(of: $0, width: available)) },
                    detail.map { Column(x: textStart, width: available, height: height(of: $0, width: available)) })
        case .value1 where stacksDetail:
            // The detail keeps its natural width so its right alignment reads as leading.
            return (text.map { Column(x: textStart, width: available, height: height(of: $0, width: available)) },
                    detail.map { Column(x: textStart, width: naturalWidth(of: $0, within: available), height: height(of: $0, width: available)) })
        case .value1:
            return value1Columns(available: available)
        case .value2:
            let columnWidth = TableMetrics.value2TextColumnWidth
            let detailX = leading + columnWidth + TableMetrics.value2ColumnGap
            let detailWidth = max(0, trailing - detailX)
            return (text.map { Column(x: leading, width: columnWidth, height: height(of: $0, width: columnWidth)) },
                    detail.map { Column(x: detailX, width: detailWidth, height: height(of: $0, width: detailWidth)) })
        }
    }

    /// value1: the text keeps its natural width unless that would squeeze the
    /// detail below half the row; the detail ends at the trailing edge.
    private func value1Columns(available: CGFloat) -> (text: Column?, detail: Column?) {
        let gap = parts.textToDetailHorizontalPadding
        let detailNatural = detail.map { naturalWidth(of: $0, within: available) } ?? 0
        let textNatural = text.map { naturalWidth(of: $0, within: available) } ?? 0
        let detailReserve = detail == nil ? 0 : min(detailNatural, available / 2) + gap
        let textWidth = min(textNatural, max(0, available - detailReserve))
        let detailWidth = detail == nil ? 0 : min(detailNatural, max(0, available - textWidth - gap))
        return (text.map { Column(x: textStart, width: textWidth, height: height(of: $0, width: textWidth)) },
                detail.map { Column(x: trailing - detailWidth, width: detailWidth, height: height(of: $0, width: detailWidth)) })
    }

    // MARK: Vertical

    /// Top and bottom content margins: half the text line height (at least
    /// the design's least margin), or 4 pt in subtitle cells; a
    /// configuration's own margins replace them (with the cell's added where
    /// the configuration preserves them).
    private var verticalMargins: (top: CGFloat, bottom: CGFloat) {
        if let custom = parts.customMargins {
            let preserved = custom.preserving.contains(.vertical) ? cell.layoutMargins : EdgeInsets()
            return (custom.insets.top + preserved.top, custom.insets.bottom + preserved.bottom)
        }
        if style == .subtitle { return (TableMetrics.subtitleVerticalMargin, TableMetrics.subtitleVerticalMargin) }
        let margin = max(((parts.textLabel?.font.lineHeight ?? 20) / 2).rounded(.up), traits.design.table.minimumTextMargin)
        return (margin, margin)
    }

    /// The content view's layout margins, as UIKit sets them for constraints:
    /// text's leading start and trailing end, and the text's vertical margins.
    var contentViewMargins: EdgeInsets {
        let (start, end) = (leading, width - trailing)
        let rtl = traits.layoutDirection == .rightToLeft
        let vertical = verticalMargins
        return EdgeInsets(top: vertical.top, left: rtl ? end : start, bottom: vertical.bottom, right: rtl ? start : end)
    }

    private var minimumHeight: CGFloat { traits.design.table.minimumRowHeight(traits) }

    /// The height the labels stack to (side by side styles take the taller).
    private func labelsHeight(_ columns: (text: Column?, detail: Column?)) -> CGFloat {
        let heights = [columns.text?.height, columns.detail?.height].compactMap { $0 }
        let padding = heights.count == 2 ? parts.textToDetailVerticalPadding : 0
        return stacksDetail ? heights.reduce(0, +) + padding : heights.max() ?? 0
    }

    func fittingHeight() -> CGFloat {
        let margins = verticalMargins
        let labels = labelsHeight(columns()) + margins.top + margins.bottom
        let image = (imageColumn?.height ?? 0) + 2 * TableMetrics.imageVerticalMargin + traits.design.table.minimumRowHeightPadding
        // iOS cuts a standard cell's height to whole points: a 127.2-pt
        // accessibility row is 127 at 2x and 3x, a 52.3-pt iOS 26 row 52.
        // Constraint-based cells keep their pixel-ceiled fitting height,
        // which their constraints need whole.
        return max(minimumHeight, max(labels, image, customContentHeight).pixelCeiled(scale: scale).rounded(.down))
    }

    /// Views the cell's owner added to the content view size the row too:
    /// each asks for its height (`sizeThatFits`) between the margins and
    /// gets the text's vertical margins around it.
    private var customContentHeight: CGFloat {
        let standard: [View?] = [parts.textLabel, parts.detailTextLabel, parts.imageView, parts.container]
        let custom = cell.contentView.subviews.filter { view in !standard.contains { $0 === view } && !view.isHidden }
        let available = CGSize(width: max(0, trailing - leading), height: .greatestFiniteMagnitude)
        let tallest = custom.map { $0.sizeThatFits(available).height }.max() ?? 0
        let margins = verticalMargins
        return tallest > 0 ? tallest + margins.top + margins.bottom : 0
    }

    // MARK: Applying

    /// Sets the subviews' frames for a row `height` tall; returns where the text starts (the default separator inset).
    func apply(height: CGFloat) -> CGFloat {
        let columns = columns()
        let margins = verticalMargins
        // Uneven custom margins shift the centre; even ones (every style's) leave it exact.
        let shift = (margins.top - margins.bottom) / 2
        func centred(_ h: CGFloat) -> CGFloat { ((height - h) / 2 + shift).pixelRounded(scale: scale) }
        if let image = imageColumn {
            place(parts.imageView, CGRect(x: image.x, y: centred(image.height), width: image.width, height: image.height))
        } else {
            place(parts.imageView, nil)
        }
        switch style {
        case _ where stacksDetail:
            var y = centred(labelsHeight(columns))
            for (label, column) in [(text, columns.text), (detail, columns.detail)] {
                guard let column else { place(label, nil); continue }
                place(label, CGRect(x: column.x, y: y, width: column.width, height: column.height))
                y += column.height + parts.textToDetailVerticalPadding
            }
        default:
            for (label, column) in [(text, columns.text), (detail, columns.detail)] {
                place(label, column.map { CGRect(x: $0.x, y: centred($0.height), width: $0.width, height: $0.height) })
            }
        }
        let hidden = [parts.textLabel, parts.detailTextLabel].compactMap { $0 }.filter { $0 !== text && $0 !== detail }
        hidden.forEach { place($0, nil) }
        return style == .value2 ? leading : textStart
    }

    /// Sets a subview's frame, mirrored for right-to-left; nil hides it.
    private func place(_ view: View?, _ frame: CGRect?) {
        guard let view else { return }
        view.isHidden = frame == nil
        guard let frame else { return }
        view.frame = traits.layoutDirection == .rightToLeft ? frame.mirrored(in: width) : frame
    }
}
