import Foundation
import Testing
@testable import TableKit
import TableSnapTesting

/// Rows sized from their content at two text sizes, estimates for rows not
/// yet laid out, and the accessibility-size value1 layout.
@Suite(.design(.iOS18)) struct SelfSizingTests {
    static let text = "Self-sizing rows wrap their text onto as many lines as it needs and grow to fit it."

    private func table(_ category: ContentSizeCategory, rows: Int = 1, style: TableViewCellStyle = .default) -> (TableView, TestDataSource) {
        let source = TestDataSource(rowCounts: [rows]) { cell, _ in
            cell.textLabel?.text = Self.text
            cell.textLabel?.numberOfLines = 0
        }
        return (makeTable(source, traits: Traits(displayScale: 3, preferredContentSizeCategory: category)), source)
    }

    @Test(arguments: [ContentSizeCategory.large, .accessibilityExtraLarge])
    func wrappedTextSetsTheRowHeight(category: ContentSizeCategory) throws {
        let (table, _) = table(category)
        let label = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0))?.textLabel)
        let font = Font.preferredFont(forTextStyle: .body, contentSize: category)
        #expect(label.font == font)
        let lines = try #require(label.textLayout(width: label.bounds.width)).lineCount
        #expect(lines >= 2)
        let expected = ((CGFloat(lines) * font.lineHeight).pixelCeiled(scale: 3) + 2 * (font.lineHeight / 2).rounded(.up)).rounded(.down)
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == expected)
    }

    /// A default body-text row: 44 pt at `large` (the minimum), then SF's line
    /// box (rounded up to pixels) plus twice half of it rounded up to a point,
    /// cut to whole points: 33⅔ + 2 × 17 = 67 at AX1, 63⅓ + 2 × 32 = 127 at
    /// AX5, as iOS measures it.
    static let bodyRowHeights: [(ContentSizeCategory, CGFloat)] = [
        (.large, 44), (.extraExtraExtraLarge, 60), (.accessibilityMedium, 67), (.accessibilityExtraExtraExtraLarge, 127),
    ]

    /// At 2x the AX5 row's 127⅓ pt would round up to 127.5 on the pixel
    /// grid; iOS draws 127, so the third separator sits 1.5 pt higher.
    @Test func anAccessibilityRowIsCutToWholePointsAt2x() {
        let traits = Traits(displayScale: 2, preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)
        let table = makeTable(TestDataSource(rowCounts: [4]), traits: traits)
        #expect(table.rectForRow(at: IndexPath(row: 3, section: 0)) == CGRect(x: 0, y: 3 * 127, width: 393, height: 127))
    }

    @Test(arguments: bodyRowHeights)
    func bodyRowHeightsFollowUIKit(category: ContentSizeCategory, height: CGFloat) {
        let table = makeTable(TestDataSource(rowCounts: [4]), traits: Traits(displayScale: 3, preferredContentSizeCategory: category))
        for row in 0..<4 {
            #expect(abs(table.rectForRow(at: IndexPath(row: row, section: 0)).height - height) < 0.001, "\(category) row \(row)")
        }
    }

    @Test func biggerTextMakesTallerRows() {
        let large = table(.large).0.rectForRow(at: IndexPath(row: 0, section: 0)).height
        let ax3 = table(.accessibilityExtraLarge).0.rectForRow(at: IndexPath(row: 0, section: 0)).height
        #expect(ax3 > 2 * large)
    }

    @Test func rowsOffScreenKeepTheEstimate() {
        let (table, source) = table(.large, rows: 1000)
        let measured = table.indexPathsForVisibleRows ?? []
        #expect(source.cellRequests == measured.count)
        let measuredHeight = measured.map { table.rectForRow(at: $0).height }.reduce(0, +)
        #expect(table.contentSize.height == measuredHeight + CGFloat(1000 - measured.count) * 44)
        // The row after the measured ones starts right below them: positions stay consistent.
        let next = IndexPath(row: measured.count, section: 0)
        #expect(abs(table.rectForRow(at: next).minY - table.rectForRow(at: measured.last!).maxY) < 0.001)
    }

    /// Twice the body leading: 44 at `large`, smaller below, capped at xxxLarge.
    @Test func minimumRowHeightGrowsWithTextUpToXXXL() {
        func minimum(_ category: ContentSizeCategory) -> CGFloat {
            let source = TestDataSource(rowCounts: [1]) { cell, _ in cell.textLabel?.text = "x" }
            let table = makeTable(source, traits: Traits(displayScale: 3, preferredContentSizeCategory: category))
            return table.rectForRow(at: IndexPath(row: 0, section: 0)).height
        }
        #expect(minimum(.large) == 44)
        #expect(minimum(.extraSmall) < minimum(.small) && minimum(.small) < 44)
        #expect(minimum(.extraExtraExtraLarge) > 44)
        // A one-letter row at ax5 is taller only by its text, not by a larger minimum.
        let ax5Line = Font.preferredFont(forTextStyle: .body, contentSize: .accessibilityExtraExtraExtraLarge).lineHeight
        #expect(abs(minimum(.accessibilityExtraExtraExtraLarge) - (ax5Line.pixelCeiled(scale: 3) + 2 * (ax5Line / 2).rounded(.up))) < 0.34)
    }

    @Test func value1StacksItsDetailAtAccessibilitySizes() throws {
        func frames(_ category: ContentSizeCategory) -> (CGRect, CGRect) {
            let cell = TableViewCell(style: .value1, reuseIdentifier: nil)
            cell.overrideTraits = Traits(displayScale: 3, preferredContentSizeCategory: category)
            cell.textLabel?.text = "Storage"
            cell.detailTextLabel?.text = "64 GB"
            let height = cell.sizeThatFits(CGSize(width: 393, height: 0)).height
            cell.frame = CGRect(x: 0, y: 0, width: 393, height: height)
            cell.layoutIfNeeded()
            return (cell.textLabel!.frame, cell.detailTextLabel!.frame)
        }
        let (text, detail) = frames(.large)
        #expect(detail.minY == text.minY && detail.minX > text.maxX, "side by side")
        let (bigText, bigDetail) = frames(.accessibilityMedium)
        #expect(abs(bigDetail.minY - bigText.maxY) < 0.01 && bigDetail.minX == bigText.minX, "stacked")
    }
}

/// A view added to the content view sizes its row through `sizeThatFits`.
@Test(.design(.iOS18)) func customContentViewsSizeTheirRow() {
    final class Chart: View {
        override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: 120) }
    }
    let source = TestDataSource(rowCounts: [2]) { cell, indexPath in
        cell.textLabel?.text = nil
        cell.contentView.subviews.filter { $0 is Chart }.forEach { $0.removeFromSuperview() }
        if indexPath.row == 0 { cell.contentView.addSubview(Chart()) }
    }
    let table = makeTable(source)
    let margin = (Font.preferredFont(forTextStyle: .body).lineHeight / 2).rounded(.up)
    #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 120 + 2 * margin)
    #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)).height == 44)
}
