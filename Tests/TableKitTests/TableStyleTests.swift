import Foundation
import Testing
@testable import TableKit
import TableSnapTesting

/// Grouped and inset-grouped geometry: section spacing, title heights and
/// case, card frames and corners, separators and colours.
@Suite(.design(.iOS18)) struct TableStyleTests {
    let pixel: CGFloat = 1.0 / 3


    private var footnoteLine: CGFloat { Font.preferredFont(forTextStyle: .footnote).lineHeight.pixelCeiled(scale: 3) }

    @Test func groupedSectionSpacingWithoutTitles() {
        let table = makeTable(TestDataSource(rowCounts: [2, 2, 2]), style: .grouped)
        // 35 pt above the first section, 17.5 + 17.5 between sections, 17.5 below the last.
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 35)
        #expect(table.rect(forSection: 0).height == CGFloat(35 + 88 + 17.5))
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 1)).minY == table.rect(forSection: 0).maxY + 17.5)
        #expect(table.contentSize.height == CGFloat(35 + 88 + 17.5) + 2 * CGFloat(17.5 + 88 + 17.5))
    }

    @Test(arguments: [TableViewStyle.grouped, .insetGrouped])
    func titledHeadersAreUppercaseFootnotesAboveTheRows(style: TableViewStyle) throws {
        let table = makeTable(TestDataSource(rowCounts: [1, 1], headers: ["First", "Second"]), style: style)
        // Re-derived from the iOS 15/16 and iOS 9 references (TableMetrics): 33 above the first title, 16 above others, 7 below.
        #expect(table.rectForHeader(inSection: 0).height == 33 + footnoteLine + 7)
        #expect(table.rectForHeader(inSection: 1).height == 16 + footnoteLine + 7)
        let label = try #require(table.headerView(forSection: 1)?.textLabel)
        #expect(label.text == "SECOND")
        #expect(label.font == Font.preferredFont(forTextStyle: .footnote))
        #expect(label.textColor == .secondaryLabel)
        // The title sits 7 pt above the rows.
        #expect(abs(frame(label, in: table).maxY - (table.rectForRow(at: IndexPath(row: 0, section: 1)).minY - 7)) < pixel)
    }

    @Test func groupedFootersWrapBelowTheRows() throws {
        let long = String(repeating: "A footer explains the section in a sentence or two. ", count: 3)
        let table = makeTable(TestDataSource(rowCounts: [1], footers: [long]), style: .grouped)
        let label = try #require(table.footerView(forSection: 0)?.textLabel)
        #expect(label.text == long, "footers keep their case")
        let lines = try #require(label.textLayout(width: label.bounds.width)).lineCount
        #expect(lines >= 2)
        let text = (CGFloat(lines) * Font.preferredFont(forTextStyle: .footnote).lineHeight).pixelCeiled(scale: 3)
        // 8.5 pt above the text, 14 below it (TableMetrics).
        #expect(abs(table.rectForFooter(inSection: 0).height - (8.5 + text + 14)) < pixel)
        #expect(abs(frame(label, in: table).minY - (table.rectForFooter(inSection: 0).minY + 8.5)) < pixel)
    }

    @Test func groupedColoursAndSeparators() throws {
        let table = makeTable(TestDataSource(rowCounts: [3]), style: .grouped)
        #expect(table.backgroundColor == .systemGroupedBackground)
        let cells = table.visibleCells
        #expect(cells.allSatisfy { $0.backgroundColor == .secondarySystemGroupedBackground })
        // Full-width lines above and below the section; inner separators start at the text.
        #expect(!cells[0].rowChrome.topSeparatorView.isHidden && cells[0].rowChrome.topSeparatorView.frame == CGRect(x: 0, y: 0, width: 393, height: pixel))
        #expect(cells[1].rowChrome.topSeparatorView.isHidden)
        #expect(cells[0].separatorView.frame.minX == 16)
        #expect(!cells[2].separatorView.isHidden && cells[2].separatorView.frame.minX == 0)
    }

    @Test(arguments: [(CGFloat(393), CGFloat(16)), (390, 16), (430, 20), (834, 20)])
    func insetGroupedCardsAreInsetByTheMargin(width: CGFloat, margin: CGFloat) throws {
        let table = makeTable(TestDataSource(rowCounts: [3], headers: ["Header"]), style: .insetGrouped, size: CGSize(width: width, height: 800))
        let row = table.rectForRow(at: IndexPath(row: 1, section: 0))
        #expect(row.minX == margin && row.width == width - 2 * margin)
        let cell = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        #expect(cell.frame == row)
        // Cell text, separator start and header title all line up, one margin inside the card.
        #expect(frame(cell.textLabel, in: table).minX == 2 * margin)
        #expect(cell.convert(cell.separatorView.frame, to: table).minX == 2 * margin)
        #expect(frame(table.headerView(forSection: 0)?.textLabel, in: table).minX == 2 * margin)
    }

    @Test func insetGroupedCardsFollowTheSafeArea() {
        let table = makeTable(TestDataSource(rowCounts: [1]), style: .insetGrouped, size: CGSize(width: 852, height: 393),
                              safeArea: EdgeInsets(left: 59, right: 59))
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)) == CGRect(x: 59 + 20, y: 35, width: 852 - 2 * 79, height: 44))
    }

    @Test func insetGroupedCornersAndSeparators() throws {
        let table = makeTable(TestDataSource(rowCounts: [3, 1]), style: .insetGrouped)
        let cells = (0..<3).compactMap { table.cellForRow(at: IndexPath(row: $0, section: 0)) }
        let single = try #require(table.cellForRow(at: IndexPath(row: 0, section: 1)))
        #expect(cells.map(\.maskedCorners) == [.top, [], .bottom])
        #expect(single.maskedCorners == .all)
        #expect((cells + [single]).allSatisfy { $0.maskedCorners.isEmpty || ($0.cornerRadius == 10 && $0.clipsToBounds) })
        #expect(cells.map { $0.separatorView.isHidden } == [false, false, true], "only inner separators")
        #expect(single.separatorView.isHidden)
        #expect((cells + [single]).allSatisfy { $0.rowChrome.topSeparatorView.isHidden })
    }

    @Test func groupedHeadersScrollInsteadOfPinning() {
        let table = makeTable(TestDataSource(rowCounts: [40, 5], headers: ["One", "Two"]), style: .grouped)
        table.contentOffset = CGPoint(x: 0, y: 400)
        table.layoutIfNeeded()
        #expect(table.headerView(forSection: 0) == nil, "scrolled away with its section")
    }
}
