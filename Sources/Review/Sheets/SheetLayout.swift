import Canvas
import Foundation

/// Something placed on a review sheet's page, in points.
enum SheetItem {
    /// One line of text, cut with "…" to the frame's width.
    case text(String, SheetStyle.Text, frame: CGRect, alignment: TextAlignment)
    /// A card showing thumbnail `index` in `thumbnail`, `caption` under it.
    case card(frame: CGRect, thumbnail: CGRect, index: Int, caption: String)
}

/// One page of a review sheet: its size and what is on it.
struct SheetPage {
    let size: CGSize
    let items: [SheetItem]
}

/// Places a review sheet's cards: the last dimension along the columns,
/// the one before along the rows, those before as captioned sub-grids
/// stacked down the page (or a PDF page each for the outermost one).
struct SheetLayout {
    let title: String
    let subtitle: String
    let dimensions: [SheetDimension]
    /// Each card's thumbnail size in points, in the order of ``SheetVariants/cards``.
    let sizes: [CGSize]
    /// The most cards side by side; nil never wraps.
    let columns: Int?
    /// One page per value of the outermost dimension when there are more than two.
    let pagePerOutermostValue: Bool

    func pages() -> [SheetPage] {
        guard pagePerOutermostValue, dimensions.count > 2, let outer = dimensions.first else { return [page(fixed: [], heading: nil)] }
        return outer.labels.indices.map { page(fixed: [$0], heading: "\(outer.name): \(outer.labels[$0])") }
    }

    /// A page showing the cards whose first indexes are `fixed`.
    private func page(fixed: [Int], heading: String?) -> SheetPage {
        var items: [SheetItem] = []
        var y = SheetStyle.margin
        let x = SheetStyle.margin
        var width = max(SheetStyle.Text.title.width(of: title), SheetStyle.Text.subtitle.width(of: subtitle))
        for (text, style) in [(title, SheetStyle.Text.title), (subtitle, .subtitle)] + (heading.map { [($0, .heading)] } ?? []) {
            if style == .heading { y += SheetStyle.headingGap }
            items.append(.text(text, style, frame: CGRect(x: x, y: y, width: style.width(of: text), height: style.lineHeight), alignment: .left))
            y += style.lineHeight + SheetStyle.titleGap
        }
        y += SheetStyle.headerGap - SheetStyle.titleGap
        let groupDimensions = Array(fixed.count..<max(fixed.count, dimensions.count - 2))
        for (number, group) in SheetVariants.combinations(groupDimensions.map { dimensions[$0].labels.count }).enumerated() {
            if number > 0 { y += SheetStyle.groupGap - SheetStyle.cardGap }
            if !groupDimensions.isEmpty {
                let text = zip(groupDimensions, group).map { "\(dimensions[$0].name): \(dimensions[$0].labels[$1])" }.joined(separator: "  ·  ")
                items.append(.text(text, .heading, frame: CGRect(x: x, y: y, width: SheetStyle.Text.heading.width(of: text), height: SheetStyle.Text.heading.lineHeight), alignment: .left))
                width = max(width, SheetStyle.Text.heading.width(of: text))
                y += SheetStyle.Text.heading.lineHeight + SheetStyle.headingGap
            }
            let block = Grid(layout: self, prefix: fixed + group).place(at: CGPoint(x: x, y: y))
            items += block.items
            width = max(width, block.size.width)
            y += block.size.height
        }
        return SheetPage(size: CGSize(width: (width + 2 * SheetStyle.margin).rounded(.up), height: (y - SheetStyle.cardGap + SheetStyle.margin).rounded(.up)),
                         items: items)
    }

    /// The index of the card at `combination` (one index per dimension).
    func cardIndex(_ combination: [Int]) -> Int {
        zip(dimensions, combination).reduce(0) { $0 * $1.0.labels.count + $1.1 }
    }

    /// Every dimension's caption of the card at `combination`.
    func caption(_ combination: [Int]) -> String {
        zip(dimensions, combination).map { $0.labels[$1] }.joined(separator: " · ")
    }
}

/// One grid of a sheet: the cards sharing `prefix`, rows along the
/// second-last dimension, columns along the last, wrapped into bands.
private struct Grid {
    let layout: SheetLayout
    let prefix: [Int]

    private var dimensions: [SheetDimension] { layout.dimensions }
    private var rowDimension: Int? { dimensions.count - prefix.count == 2 ? prefix.count : nil }
    private var columnDimension: Int? { dimensions.count > prefix.count ? dimensions.count - 1 : nil }
    private var rowCount: Int { rowDimension.map { dimensions[$0].labels.count } ?? 1 }
    private var columnCount: Int { columnDimension.map { dimensions[$0].labels.count } ?? 1 }

    private func combination(row: Int, column: Int) -> [Int] {
        prefix + (rowDimension == nil ? [] : [row]) + (columnDimension == nil ? [] : [column])
    }

    private func cardSize(row: Int, column: Int) -> CGSize {
        let thumbnail = layout.sizes[layout.cardIndex(combination(row: row, column: column))]
        let caption = dimensions.isEmpty ? 0 : SheetStyle.captionGap + SheetStyle.Text.caption.lineHeight
        return CGSize(width: thumbnail.width + 2 * SheetStyle.cardPadding, height: thumbnail.height + 2 * SheetStyle.cardPadding + caption)
    }

    /// The grid's items with its top-left corner at `origin`, and its size (including the gap after it).
    func place(at origin: CGPoint) -> (items: [SheetItem], size: CGSize) {
        let rowLabelWidth = rowDimension.map { dimension in
            (dimensions[dimension].labels.map(SheetStyle.Text.value.width(of:)) + [SheetStyle.Text.keyName.width(of: dimensions[dimension].name)]).max() ?? 0
        }.map { $0 + SheetStyle.rowLabelGap } ?? 0
        let columnWidths = (0..<columnCount).map { column in (0..<rowCount).map { cardSize(row: $0, column: column).width }.max() ?? 0 }
        let bandSize = max(1, min(layout.columns ?? columnCount, columnCount))
        var items: [SheetItem] = []
        var y = origin.y, width: CGFloat = 0
        for band in stride(from: 0, to: columnCount, by: bandSize).map({ Array($0..<min($0 + bandSize, columnCount)) }) {
            let x0 = origin.x + rowLabelWidth
            y = placeColumnHeaders(band, widths: columnWidths, at: CGPoint(x: x0, y: y), rowLabelWidth: rowLabelWidth, into: &items)
            for row in 0..<rowCount {
                y = placeRow(row, band: band, widths: columnWidths, at: CGPoint(x: origin.x, y: y), rowLabelWidth: rowLabelWidth, into: &items)
            }
            width = max(width, rowLabelWidth + band.map { columnWidths[$0] + SheetStyle.cardGap }.reduce(0, +) - SheetStyle.cardGap)
        }
        return (items, CGSize(width: width, height: y - origin.y))
    }

    /// The columns' key name and values over them, and the rows' key name over the row captions; returns the y below.
    private func placeColumnHeaders(_ band: [Int], widths: [CGFloat], at origin: CGPoint, rowLabelWidth: CGFloat, into items: inout [SheetItem]) -> CGFloat {
        guard let columnDimension else { return origin.y }
        let key = SheetStyle.Text.keyName, value = SheetStyle.Text.value
        if let rowDimension {
            items.append(.text(dimensions[rowDimension].name, .keyName,
                               frame: CGRect(x: origin.x - rowLabelWidth, y: origin.y + key.lineHeight, width: rowLabelWidth - SheetStyle.rowLabelGap, height: key.lineHeight),
                               alignment: .left))
        }
        var x = origin.x
        for column in band {
            items.append(.text(dimensions[columnDimension].name, .keyName, frame: CGRect(x: x, y: origin.y, width: widths[column], height: key.lineHeight), alignment: .center))
            items.append(.text(dimensions[columnDimension].labels[column], .value,
                               frame: CGRect(x: x, y: origin.y + key.lineHeight, width: widths[column], height: value.lineHeight), alignment: .center))
            x += widths[column] + SheetStyle.cardGap
        }
        return origin.y + key.lineHeight + value.lineHeight + SheetStyle.columnHeaderGap
    }

    /// One row of cards with its caption on the left; returns the y below it and the gap.
    private func placeRow(_ row: Int, band: [Int], widths: [CGFloat], at origin: CGPoint, rowLabelWidth: CGFloat, into items: inout [SheetItem]) -> CGFloat {
        if let rowDimension {
            items.append(.text(dimensions[rowDimension].labels[row], .value,
                               frame: CGRect(x: origin.x, y: origin.y + SheetStyle.cardPadding, width: rowLabelWidth - SheetStyle.rowLabelGap, height: SheetStyle.Text.value.lineHeight),
                               alignment: .left))
        }
        var x = origin.x + rowLabelWidth, height: CGFloat = 0
        for column in band {
            let size = cardSize(row: row, column: column)
            let combination = combination(row: row, column: column)
            let index = layout.cardIndex(combination)
            // Cards narrower than their column sit in its middle.
            let frame = CGRect(x: x + ((widths[column] - size.width) / 2).rounded(), y: origin.y, width: size.width, height: size.height)
            let thumbnail = CGRect(origin: CGPoint(x: frame.minX + SheetStyle.cardPadding, y: frame.minY + SheetStyle.cardPadding), size: layout.sizes[index])
            items.append(.card(frame: frame, thumbnail: thumbnail, index: index, caption: layout.caption(combination)))
            x += widths[column] + SheetStyle.cardGap
            height = max(height, size.height)
        }
        return origin.y + height + SheetStyle.cardGap
    }
}
