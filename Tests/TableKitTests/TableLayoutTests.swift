import Foundation
import Testing
@testable import TableKit
import TableSnapTesting

/// Section, row and header geometry of plain tables: 44-pt rows, 28-pt
/// headers with iOS 15's 22-pt padding above them, pinned headers.
@Suite(.design(.iOS18)) struct TableLayoutTests {
    let safeArea = EdgeInsets(top: 59, bottom: 34)

    @Test func sectionAndRowRects() {
        let source = TestDataSource(rowCounts: [5, 5, 5], headers: ["A", nil, "C"])
        let table = makeTable(source, safeArea: safeArea)
        #expect(table.rectForHeader(inSection: 0) == CGRect(x: 0, y: 22, width: 393, height: 28))
        #expect(table.rect(forSection: 0) == CGRect(x: 0, y: 0, width: 393, height: 22 + 28 + 5 * 44))
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)) == CGRect(x: 0, y: 50, width: 393, height: 44))
        #expect(table.rectForRow(at: IndexPath(row: 4, section: 0)) == CGRect(x: 0, y: 50 + 4 * 44, width: 393, height: 44))
        // A section without a title has no header and no padding.
        #expect(table.rectForHeader(inSection: 1).height == 0)
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 1)).minY == 270)
        #expect(table.rect(forSection: 2).minY == CGFloat(270 + 220))
        #expect(table.contentSize.height == CGFloat(270 + 220 + 270))
    }

    @Test func restsAtTheTopBelowTheSafeArea() {
        let table = makeTable(TestDataSource(rowCounts: [3]), safeArea: safeArea)
        #expect(table.contentOffset == CGPoint(x: 0, y: -59))
        let cell = table.cellForRow(at: IndexPath(row: 0, section: 0))
        #expect(cell?.convert(CGPoint.zero, to: nil) == CGPoint(x: 0, y: 59))
    }

    @Test(arguments: [0, 100, 1000, 2000])
    func visibleRowsFollowTheScrollPosition(scrolled: CGFloat) {
        let table = makeTable(TestDataSource(rowCounts: [100]), safeArea: safeArea)
        table.contentOffset = CGPoint(x: 0, y: scrolled - 59)
        table.layoutIfNeeded()
        let top = scrolled - 59, bottom = top + 852
        let expected = (0..<100).filter { row in CGFloat(row + 1) * 44 > top && CGFloat(row) * 44 < bottom }
        #expect(table.indexPathsForVisibleRows == expected.map { IndexPath(row: $0, section: 0) })
        #expect(table.visibleCells.count == expected.count)
    }

    @Test func headerPinsToTheTopAndIsPushedByTheNextSection() {
        let source = TestDataSource(rowCounts: [20, 20], headers: ["First", "Second"])
        let table = makeTable(source, safeArea: safeArea)
        // Scrolled into the first section: its header sticks under the safe area.
        table.contentOffset = CGPoint(x: 0, y: 300 - 59)
        table.layoutIfNeeded()
        #expect(table.headerView(forSection: 0)?.frame.minY == 300)
        #expect(table.headerView(forSection: 0)?.backgroundView is VisualEffectView, "a floating header gets the chrome material")
        // Near the end of the first section, the header rides up with the section's bottom.
        let sectionEnd = table.rect(forSection: 0).maxY
        table.contentOffset = CGPoint(x: 0, y: sectionEnd - 10 - 59)
        table.layoutIfNeeded()
        #expect(table.headerView(forSection: 0)?.frame.maxY == sectionEnd)
        // At rest, headers are where they scroll and transparent.
        table.contentOffset = CGPoint(x: 0, y: -59)
        table.layoutIfNeeded()
        #expect(table.headerView(forSection: 0)?.frame.minY == 22)
        #expect(table.headerView(forSection: 0)?.backgroundView == nil)
    }

    @Test func footerPinsToTheBottomWhileItsSectionRunsPastIt() {
        let source = TestDataSource(rowCounts: [40], footers: ["Footer"])
        let table = makeTable(source, safeArea: safeArea)
        let visibleBottom = table.contentOffset.y + 852 - 34
        #expect(table.footerView(forSection: 0)?.frame.maxY == visibleBottom)
        #expect(table.footerView(forSection: 0)?.backgroundView is VisualEffectView)
        // Scrolled to the end, the footer is back where it belongs, below the last row.
        table.contentOffset = CGPoint(x: 0, y: table.contentSize.height - 852 + 34)
        table.layoutIfNeeded()
        #expect(table.footerView(forSection: 0)?.frame == table.rectForFooter(inSection: 0))
        #expect(table.footerView(forSection: 0)?.backgroundView == nil)
    }

    @Test(arguments: [(TableView.automaticDimension, CGFloat(22)), (0, 0), (10, 10)])
    func sectionHeaderTopPaddingSitsAbovePlainHeaders(padding: CGFloat, expected: CGFloat) {
        let source = TestDataSource(rowCounts: [2, 2], headers: ["First", "Second"])
        let table = makeTable(source)
        table.sectionHeaderTopPadding = padding
        table.layoutIfNeeded()
        #expect(table.rectForHeader(inSection: 0).minY == expected)
        #expect(table.rectForHeader(inSection: 1).minY == table.rectForFooter(inSection: 0).maxY + expected)
        // Grouped styles keep their own spacing.
        let grouped = makeTable(source, style: .grouped)
        grouped.sectionHeaderTopPadding = padding
        #expect(grouped.rectForHeader(inSection: 0).minY == 0)
    }

    @Test func headerTitleAlignsWithCellText() {
        let table = makeTable(TestDataSource(rowCounts: [2], headers: ["Title"]))
        let label = table.headerView(forSection: 0)?.textLabel
        #expect(label?.convert(CGPoint.zero, to: table).x == 16)
        #expect(label?.font == Font.systemFont(ofSize: 15, weight: .semibold))
    }

    @Test(arguments: [ContentSizeCategory.extraSmall, .large, .accessibilityExtraLarge])
    func plainHeaderHeightScalesWithTheHeaderFont(category: ContentSizeCategory) {
        let source = TestDataSource(rowCounts: [1], headers: ["Title"])
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        table.register(TableViewCell.self, forCellReuseIdentifier: "cell")
        table.overrideTraits = Traits(preferredContentSizeCategory: category)
        table.dataSource = source
        table.layoutIfNeeded()
        let font = TextStyle.subheadline.pointSize(for: category)
        #expect(abs(table.rectForHeader(inSection: 0).height - 28 * font / 15) <= 1.0 / 3)
    }

    @Test func fixedAndDelegateRowHeights() {
        let source = TestDataSource(rowCounts: [3])
        source.rowHeight = { CGFloat(60 + $0.row * 10) }
        let table = makeTable(source)
        #expect(table.rectForRow(at: IndexPath(row: 2, section: 0)) == CGRect(x: 0, y: 130, width: 393, height: 80))
        #expect(table.contentSize.height == CGFloat(60 + 70 + 80))
    }

    @Test func lastRowOfASectionHasNoSeparatorExceptTheTablesLast() {
        let table = makeTable(TestDataSource(rowCounts: [2, 2], headers: ["A", "B"]))
        let shown = (table.indexPathsForVisibleRows ?? []).map { !(table.cellForRow(at: $0)!.separatorView.isHidden) }
        #expect(shown == [true, false, true, true])
    }

    @Test func cellMarginsIncludeTheHorizontalSafeArea() {
        let table = makeTable(TestDataSource(rowCounts: [1]), size: CGSize(width: 852, height: 393), safeArea: EdgeInsets(left: 59, right: 59))
        let label = table.cellForRow(at: IndexPath(row: 0, section: 0))?.textLabel
        #expect(label?.convert(CGPoint.zero, to: table).x == CGFloat(59 + 20))
    }

    @Test func narrowScreensUse16PointMargins() {
        let table = makeTable(TestDataSource(rowCounts: [1]), size: CGSize(width: 320, height: 568))
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.textLabel?.convert(CGPoint.zero, to: table).x == 16)
    }
}


/// Wrapped rows are re-measured when the table's width changes.
@Test(.design(.iOS18)) func changingTheWidthRemeasuresRows() {
    let source = TestDataSource(rowCounts: [1]) { cell, _ in
        cell.textLabel?.text = String(repeating: "wrap me ", count: 20)
        cell.textLabel?.numberOfLines = 0
    }
    let table = makeTable(source)
    let wide = table.rectForRow(at: IndexPath(row: 0, section: 0)).height
    table.frame.size.width = 200
    table.layoutIfNeeded()
    #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height > wide)
}
