import Foundation
import Testing
@testable import TableKit
import TableSnapTesting

/// The section index: its column on the trailing edge, the content narrowed
/// for it, and long indexes collapsed with bullets.
@Suite(.design(.iOS18)) struct SectionIndexTests {
    let letters = (0..<19).map { String(UnicodeScalar(UInt8(65 + $0))) }

    private func indexedTable(direction: LayoutDirection = .leftToRight, style: TableViewStyle = .plain) -> TableView {
        let source = TestDataSource(rowCounts: Array(repeating: 3, count: 19), headers: letters)
        source.indexTitles = letters
        return makeTable(source, style: style, safeArea: EdgeInsets(top: 59, bottom: 34),
                         traits: Traits(displayScale: 3, layoutDirection: direction))
    }

    @Test func indexColumnSitsOnTheTrailingEdgeOfTheVisibleArea() throws {
        let table = indexedTable()
        let index = table.sectionIndexView
        #expect(index.superview === table)
        #expect(table.sectionIndexWidth >= 15)
        let frame = index.convert(CGRect(origin: .zero, size: index.bounds.size), to: nil)
        #expect(frame == CGRect(x: 393 - table.sectionIndexWidth, y: 59, width: table.sectionIndexWidth, height: 852 - 59 - 34))
        // Scrolling keeps it in place on screen.
        table.contentOffset = CGPoint(x: 0, y: 500)
        table.layoutIfNeeded()
        #expect(index.convert(CGRect(origin: .zero, size: index.bounds.size), to: nil).minY == 59)
    }

    @Test func cellsAndTitlesAreNarrowedForTheIndex() throws {
        let table = indexedTable()
        let row = table.rectForRow(at: IndexPath(row: 0, section: 0))
        #expect(row.maxX == 393 - table.sectionIndexWidth)
        let header = try #require(table.headerView(forSection: 0))
        #expect(header.frame.maxX == 393 - table.sectionIndexWidth)
    }

    @Test func rightToLeftPutsTheIndexOnTheLeft() {
        let table = indexedTable(direction: .rightToLeft)
        #expect(table.sectionIndexView.frame.minX == 0)
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).minX == table.sectionIndexWidth)
    }

    @Test func minimumDisplayRowCountHidesASmallTablesIndex() {
        let source = TestDataSource(rowCounts: [2], headers: ["A"])
        source.indexTitles = ["A"]
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        table.register(TableViewCell.self, forCellReuseIdentifier: "cell")
        table.sectionIndexMinimumDisplayRowCount = 10
        table.dataSource = source
        table.layoutIfNeeded()
        #expect(table.sectionIndexWidth == 0 && table.sectionIndexView.superview == nil)
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).width == 393)
    }

    @Test func titlesThatFitAreAllShown() {
        #expect(SectionIndexView.entries(for: letters, height: 759) == letters)
    }

    @Test(arguments: [150.0, 200, 300])
    func longIndexesCollapseIntoBullets(height: CGFloat) {
        let titles = ["{search}"] + (0..<26).map { String(UnicodeScalar(UInt8(65 + $0))) } + ["#"]
        let entries = SectionIndexView.entries(for: titles, height: height)
        let fitting = Int((height - 12) / 14)
        #expect(entries.count <= fitting && entries.count % 2 == 1)
        #expect(entries.first == "{search}" && entries.last == "#")
        #expect(entries.enumerated().allSatisfy { $0.offset % 2 == 0 ? $0.element != "•" : $0.element == "•" })
    }
}

/// In landscape the index keeps clear of the notch, and rows stop before it.
@Test(.design(.iOS18)) func landscapeIndexSitsInsideTheSafeArea() {
    let source = TestDataSource(rowCounts: [3, 3], headers: ["A", "B"])
    source.indexTitles = ["A", "B"]
    let table = makeTable(source, size: CGSize(width: 852, height: 393), safeArea: EdgeInsets(left: 59, bottom: 21, right: 59))
    let index = table.sectionIndexView.frame
    #expect(index.maxX == CGFloat(852 - 59))
    let row = table.rectForRow(at: IndexPath(row: 0, section: 0))
    #expect(row.maxX == index.minX, "the row ends where the index begins")
    let text = table.cellForRow(at: IndexPath(row: 0, section: 0))!.textLabel!
    #expect(text.convert(CGPoint.zero, to: table).x == CGFloat(59 + 20), "the leading side still keeps clear of the notch")
}
