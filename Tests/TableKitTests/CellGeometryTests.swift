import Foundation
import Testing
@testable import TableKit
import TableSnapTesting

/// Frames of the standard cell styles, from the numbers in ios-table-metrics.md:
/// 16-pt margins on a 393-pt screen (narrower than 414 pt), 16 pt image→text, 91-pt value2 column,
/// accessories at the trailing margin, hairline separators at the bottom edge.
@Suite(.design(.iOS18)) struct CellGeometryTests {
    static let width: CGFloat = 393
    static let height: CGFloat = 44
    static let margin: CGFloat = 16

    static let cases: [(TableViewCellStyle, TableViewCellAccessoryType, CGFloat)] =
        TableViewCellStyle.allCases.flatMap { style in
            TableViewCellAccessoryType.allCases.flatMap { accessory in [1, 2, 3].map { (style, accessory, CGFloat($0)) } }
        }

    private func makeCell(_ style: TableViewCellStyle, _ accessory: TableViewCellAccessoryType, scale: CGFloat, image: Bool = true) -> TableViewCell {
        let cell = TableViewCell(style: style, reuseIdentifier: nil)
        cell.overrideTraits = Traits(displayScale: scale)
        cell.textLabel?.text = "Title"
        cell.detailTextLabel?.text = "Detail"
        if image { cell.imageView?.image = Image(systemName: "star") }
        cell.accessoryType = accessory
        cell.frame = CGRect(x: 0, y: 0, width: Self.width, height: Self.height)
        cell.layoutIfNeeded()
        return cell
    }


    private func isOnPixelGrid(_ value: CGFloat, scale: CGFloat) -> Bool {
        abs((value * scale).rounded() - value * scale) < 0.001
    }

    @Test(arguments: cases)
    func framesFollowTheStyle(style: TableViewCellStyle, accessory: TableViewCellAccessoryType, scale: CGFloat) throws {
        let cell = makeCell(style, accessory, scale: scale)
        let pixel = 1 / scale
        let text = frame(cell.textLabel, in: cell)
        let detail = frame(cell.detailTextLabel, in: cell)
        let image = frame(style == .value2 ? nil : cell.imageView, in: cell)
        let accessoryView = cell.effectiveAccessoryView
        let accessoryFrame = frame(accessoryView, in: cell)

        // Accessory: at the trailing margin, centred on the row.
        if accessory == .none {
            #expect(accessoryView == nil)
        } else {
            #expect(abs(accessoryFrame.maxX - (Self.width - Self.margin)) < 0.001)
            #expect(abs(accessoryFrame.midY - Self.height / 2) <= pixel)
        }
        let contentEnd = accessory == .none ? Self.width - Self.margin : accessoryFrame.minX - TableDesign.iOS18.contentToAccessoryGap

        // Text: one line tall, on the pixel grid, centred (subtitle: the pair is centred).
        let lineHeight = cell.textLabel!.font.lineHeight.pixelCeiled(scale: scale)
        #expect(abs(text.height - lineHeight) < 0.001)
        #expect(isOnPixelGrid(text.minY, scale: scale))
        #expect(detail.isNull || isOnPixelGrid(detail.minY, scale: scale))
        switch style {
        case .default, .value1, .subtitle:
            // A symbol image sits in a 24-pt slot at the margin; text starts 16 pt after the slot.
            let slot = max(24, image.width)
            #expect(abs(image.midX - (Self.margin + slot / 2)) < 0.001)
            #expect(abs(image.midY - Self.height / 2) <= pixel)
            #expect(abs(text.minX - (Self.margin + slot + 16)) < 0.001)
        case .value2:
            #expect(text.minX == Self.margin)
            #expect(text.width == 91)
            #expect(abs(detail.minX - (Self.margin + 91 + 6)) < 0.001)
            #expect(abs(detail.maxX - contentEnd) < 0.001)
        }
        switch style {
        case .default:
            #expect(abs(text.maxX - contentEnd) < 0.001)
            #expect(cell.detailTextLabel == nil)
        case .value1:
            #expect(abs(detail.maxX - contentEnd) < 0.001)
            #expect(detail.minY == text.minY, "same font, same baseline")
            #expect(abs(text.midY - Self.height / 2) <= pixel)
        case .value2:
            #expect(abs(text.midY - Self.height / 2) <= pixel)
        case .subtitle:
            #expect(abs(text.maxY - detail.minY) < 0.001, "stacked with no gap")
            #expect(abs((text.minY + detail.maxY) / 2 - Self.height / 2) <= pixel)
            #expect(detail.minX == text.minX)
        }

        // Separator: one device pixel along the bottom edge, from the text start to the trailing edge.
        let separator = cell.separatorView.frame
        let separatorStart = style == .value2 ? Self.margin : text.minX
        #expect(separator == CGRect(x: separatorStart, y: Self.height - pixel, width: Self.width - separatorStart, height: pixel))
    }

    @Test func withoutImageTextStartsAtTheMargin() {
        for style in [TableViewCellStyle.default, .value1, .subtitle] {
            let cell = makeCell(style, .none, scale: 3, image: false)
            #expect(frame(cell.textLabel, in: cell).minX == Self.margin)
            #expect(cell.separatorView.frame.minX == Self.margin)
        }
    }

    @Test func indentationShiftsContent() {
        let cell = makeCell(.default, .none, scale: 2, image: false)
        cell.indentationLevel = 2
        cell.layoutIfNeeded()
        #expect(frame(cell.textLabel, in: cell).minX == Self.margin + 2 * 10)
    }

    @Test func customAccessoryViewReplacesTheType() {
        let cell = makeCell(.value1, .checkmark, scale: 2)
        let custom = View(frame: CGRect(x: 0, y: 0, width: 51, height: 31))
        custom.backgroundColor = .systemGreen
        cell.accessoryView = custom
        cell.layoutIfNeeded()
        #expect(frame(custom, in: cell) == CGRect(x: Self.width - Self.margin - 51, y: 6.5, width: 51, height: 31))
        #expect(abs(frame(cell.detailTextLabel, in: cell).maxX - (Self.width - Self.margin - 51 - 10)) < 0.001)
    }

    @Test func defaultRowHeightIs44AndGrowsWithWrappedText() {
        let cell = makeCell(.default, .none, scale: 3, image: false)
        #expect(cell.sizeThatFits(CGSize(width: Self.width, height: 0)).height == 44)
        cell.textLabel?.numberOfLines = 0
        cell.textLabel?.text = String(repeating: "Long words wrap onto more lines. ", count: 6)
        let lines = cell.textLabel!.textLayout(width: Self.width - 2 * Self.margin)!.lineCount
        #expect(lines > 2)
        // Cut to whole points, as iOS cuts a standard cell.
        let expected = ((CGFloat(lines) * cell.textLabel!.font.lineHeight).pixelCeiled(scale: 3) + 2 * (cell.textLabel!.font.lineHeight / 2).rounded(.up)).rounded(.down)
        #expect(cell.sizeThatFits(CGSize(width: Self.width, height: 0)).height == expected)
    }
}
