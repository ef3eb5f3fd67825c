import Foundation
import Testing
@testable import TableKit
import TableSnapTesting

/// The horizontal margin every style's content follows: 16 pt on phones
/// narrower than 414 pt, 20 on wider phones and iPads (ios-table-metrics.md §1.2),
/// or the table's own `layoutMargins` once set.
@Suite(.design(.iOS18)) struct LayoutMarginTests {
    static let widths: [(CGFloat, CGFloat)] = [(320, 16), (375, 16), (390, 16), (393, 16), (402, 16), (414, 20), (430, 20), (440, 20), (834, 20)]

    /// Where a row's text, its separator and its section's header title start, in the table's coordinates.
    private func starts(_ table: TableView) throws -> (text: CGFloat, separator: CGFloat, header: CGFloat, cell: CGFloat) {
        let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        let label = try #require(cell.textLabel)
        let header = try #require(table.headerView(forSection: 0)?.textLabel)
        return (label.convert(CGPoint.zero, to: table).x, cell.convert(cell.separatorView.frame, to: table).minX,
                header.convert(CGPoint.zero, to: table).x, cell.frame.minX)
    }

    @Test(arguments: widths)
    func plainAndGroupedContentStartsAtTheMargin(width: CGFloat, margin: CGFloat) throws {
        for style in [TableViewStyle.plain, .grouped] {
            let table = makeTable(TestDataSource(rowCounts: [2], headers: ["Header"]), style: style, size: CGSize(width: width, height: 600))
            let s = try starts(table)
            #expect(s.cell == 0 && s.text == margin && s.separator == margin && s.header == margin, "\(style) at \(width)")
        }
    }

    @Test(arguments: widths)
    func insetGroupedCardsAndContentAreOneMarginInEach(width: CGFloat, margin: CGFloat) throws {
        let table = makeTable(TestDataSource(rowCounts: [2], headers: ["Header"]), style: .insetGrouped, size: CGSize(width: width, height: 600))
        let s = try starts(table)
        #expect(s.cell == margin && s.text == 2 * margin && s.separator == 2 * margin && s.header == 2 * margin)
    }

    @Test func theDeviceDecidesNotTheWidth() throws {
        // iPhone 15 in landscape is 852 pt wide, but its screen keeps the 16-pt margin (plus the safe area).
        let traits = Traits(displayScale: 3, systemMinimumLayoutMargin: Device.iPhone15.layoutMargin)
        let table = makeTable(TestDataSource(rowCounts: [2], headers: ["Header"]), size: CGSize(width: 852, height: 393),
                              safeArea: EdgeInsets(left: 59, right: 59), traits: traits)
        #expect(try starts(table).text == 59 + 16)
        #expect(Device.all.map(\.layoutMargin) == [16, 16, 16, 16, 16, 16, 20, 20])
    }

    @Test func aRendererTakesItsDevicesMargin() throws {
        let table = TableView(frame: .zero, style: .plain)
        let source = TestDataSource(rowCounts: [1], headers: ["Header"])
        table.register(TableViewCell.self, forCellReuseIdentifier: "cell")
        table.dataSource = source
        try Renderer(device: .iPhone15ProMax).layout(table)
        #expect(table.layoutMargins.left == 20)
        try Renderer(device: .iPhone15).layout(table)
        let text = try starts(table).text
        #expect(table.layoutMargins.left == 16 && text == 16)
    }

    @Test(arguments: [TableViewStyle.plain, .grouped, .insetGrouped])
    func explicitLayoutMarginsDriveEveryPart(style: TableViewStyle) throws {
        let source = TestDataSource(rowCounts: [2], headers: ["Header"])
        let table = makeTable(source, style: style)
        table.layoutMargins = EdgeInsets(top: 8, left: 40, bottom: 8, right: 30)
        table.layoutIfNeeded()
        let s = try starts(table)
        // Inset-grouped cards move to the margin; their text keeps the screen's 16 pt inside them.
        let (card, inside): (CGFloat, CGFloat) = style == .insetGrouped ? (40, 16) : (0, 40)
        #expect(s.cell == card && s.text == card + inside && s.separator == card + inside && s.header == card + inside)
        let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        let cardEnd: CGFloat = style == .insetGrouped ? 393 - 30 : 393
        #expect(cell.frame.maxX == cardEnd)
    }
}
