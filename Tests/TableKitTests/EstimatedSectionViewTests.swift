import Foundation
import Testing
import TableKit
import TableSnapTesting

/// Headers and footers off screen are estimated, as rows are, and measured once shown.
@Suite(.design(.iOS18)) struct EstimatedSectionViewTests {
    @Test func footersOffScreenKeepAOneLineEstimateUntilShown() {
        let long = String(repeating: "A footer long enough to wrap over several lines. ", count: 6)
        let source = TestDataSource(rowCounts: Array(repeating: 1, count: 200), footers: Array(repeating: long, count: 200))
        let table = makeTable(source, style: .grouped)
        let measured = table.rectForFooter(inSection: 0).height
        #expect(table.rectForFooter(inSection: 199).height < measured)
        table.scrollToRow(at: IndexPath(row: 0, section: 199), at: .top)
        #expect(table.rectForFooter(inSection: 199).height == measured)
    }

    /// The delegate's header views are asked for the sections on screen only,
    /// so 10,000 sections cost what 20 do; a view shown later is measured then.
    @Test func headerViewsAreAskedForOnlyWhenShown() throws {
        let source = TestDataSource(rowCounts: Array(repeating: 2, count: 10_000))
        var asked = Set<Int>()
        source.headerViews = { _, section in
            asked.insert(section)
            let view = View(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
            return view
        }
        let table = makeTable(source, style: .plain)
        #expect(!asked.isEmpty && asked.max() ?? 0 < 20, "\(asked.sorted())")
        table.scrollToRow(at: IndexPath(row: 0, section: 5_000), at: .top)
        #expect(asked.contains(5_000) && asked.count < 60)
        #expect(table.rectForHeader(inSection: 5_000).height > 0)
    }
}
