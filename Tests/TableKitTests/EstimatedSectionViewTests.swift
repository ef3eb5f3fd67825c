import Foundation
import Testing
import TableKit

/// Headers and footers off screen are estimated, as rows are, and measured once shown.
@Suite struct EstimatedSectionViewTests {
    @Test func footersOffScreenKeepAOneLineEstimateUntilShown() {
        let long = String(repeating: "A footer long enough to wrap over several lines. ", count: 6)
        let source = TestDataSource(rowCounts: Array(repeating: 1, count: 200), footers: Array(repeating: long, count: 200))
        let table = makeTable(source, style: .grouped)
        let measured = table.rectForFooter(inSection: 0).height
        #expect(table.rectForFooter(inSection: 199).height < measured)
        table.scrollToRow(at: IndexPath(row: 0, section: 199), at: .top)
        #expect(table.rectForFooter(inSection: 199).height == measured)
    }
}
