import Foundation
import Testing
@testable import TableKit
import TableSnapTesting

/// Only visible rows get cells, and scrolling reuses them.
@Suite(.serialized, .design(.iOS18)) struct ReuseTests {
    @Test func millionRowTableCreatesOnlyTheVisibleCells() {
        CountingCell.made = 0
        let source = TestDataSource(rowCounts: [1_000_000])
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        table.register(CountingCell.self, forCellReuseIdentifier: "cell")
        table.estimatedRowHeight = 44
        table.safeAreaInsets = EdgeInsets(top: 59, bottom: 34)
        table.dataSource = source
        table.layoutIfNeeded()
        // Rows 0…18 reach into the 852-pt screen from y = -59.
        let visible = table.visibleCells.count
        #expect(visible == 19)
        #expect(CountingCell.made <= visible + 2)
        #expect(source.cellRequests == visible)
        let mostOnScreen = Int((CGFloat(852) / 44).rounded(.up)) + 1

        for offset in [500.0, 22_000_000, 1_000.0, 43_999_000] {
            table.contentOffset = CGPoint(x: 0, y: offset)
            table.layoutIfNeeded()
            #expect(table.visibleCells.count <= mostOnScreen)
            #expect(table.indexPathsForVisibleRows?.first?.row == Int(offset / 44))
        }
        #expect(CountingCell.made <= mostOnScreen + 2, "scrolling reuses cells instead of making new ones")
        #expect(table.contentSize.height == 44_000_000)
    }

    @Test func reusedCellsArePreparedAndReconfigured() {
        final class PreparedCell: TableViewCell {
            var preparations = 0
            override func prepareForReuse() { preparations += 1 }
        }
        let source = TestDataSource(rowCounts: [100])
        let table = makeTable(source, cellClass: PreparedCell.self)
        let first = table.visibleCells.first as? PreparedCell
        table.contentOffset = CGPoint(x: 0, y: 2000)
        table.layoutIfNeeded()
        #expect(table.visibleCells.contains { $0 === first })
        #expect(first.map { $0.preparations >= 1 } == true)
        let row = table.indexPathsForVisibleRows?.first { table.cellForRow(at: $0) === first }
        #expect(first?.textLabel?.text == "Row \(row?.row ?? -1)")
    }
}
