import Foundation
import Testing
@testable import TableKit
import TableSnapTesting

/// `fillerRowHeight` (iOS 15): no empty rows below a plain table's last row by
/// default; `automaticDimension` brings back the pre-iOS 15 rows as tall as
/// the last row; a positive value sets their height (ios-table-metrics.md §2.1).
@Suite(.design(.iOS18)) struct FillerRowTests {
    /// Three 44-pt rows under a 59-pt safe area: the last row ends at 132.
    private func table(fillerRowHeight: CGFloat, style: TableViewStyle = .plain, rowHeight: CGFloat = 44) -> TableView {
        let source = TestDataSource(rowCounts: [3])
        source.rowHeight = { _ in rowHeight }
        let table = makeTable(source, style: style, safeArea: EdgeInsets(top: 59))
        table.fillerRowHeight = fillerRowHeight
        table.layoutIfNeeded()
        withExtendedLifetime(source) {}
        return table
    }

    @Test func noFillerRowsByDefault() {
        let table = table(fillerRowHeight: TableView().fillerRowHeight)
        #expect(TableView().fillerRowHeight == 0)
        #expect(table.fillerRowSeparatorFrames.isEmpty)
    }

    @Test func automaticRowsAreAsTallAsTheLastRow() throws {
        let table = table(fillerRowHeight: TableView.automaticDimension, rowHeight: 50)
        let frames = table.fillerRowSeparatorFrames
        let pixel: CGFloat = 1 / 3
        // The screen shows content from -59 to 793: filler rows every 50 pt from 150 down.
        let expected = Array(stride(from: CGFloat(200), through: 793, by: 50))
        #expect(frames.count == expected.count && zip(frames, expected).allSatisfy { abs($0.maxY - $1) < 0.001 })
        let first = try #require(frames.first)
        #expect(first.minX == 16 && first.maxX == 393 && first.height == pixel)
    }

    @Test func aPositiveHeightSetsTheirPitch() {
        let frames = table(fillerRowHeight: 30).fillerRowSeparatorFrames
        #expect(frames.count > 2)
        #expect(abs((frames.first?.maxY ?? 0) - (132 + 30)) < 0.001)
        #expect(zip(frames, frames.dropFirst()).allSatisfy { abs($1.maxY - $0.maxY - 30) < 0.001 })
    }

    @Test func groupedStylesAndFooterViewsHaveNone() {
        #expect(table(fillerRowHeight: 30, style: .grouped).fillerRowSeparatorFrames.isEmpty)
        #expect(table(fillerRowHeight: 30, style: .insetGrouped).fillerRowSeparatorFrames.isEmpty)
        let withFooter = table(fillerRowHeight: 30)
        withFooter.tableFooterView = View(frame: CGRect(x: 0, y: 0, width: 393, height: 40))
        withFooter.layoutIfNeeded()
        #expect(withFooter.fillerRowSeparatorFrames.isEmpty)
    }
}
