import Foundation
import Testing
@testable import TableKit
import TableSnapTesting

/// Header and footer views from the delegate: registration and reuse, fixed
/// and automatic heights, and the title look they take on.
@Suite(.design(.iOS18)) struct HeaderFooterViewTests {
    final class BadgeHeader: TableViewHeaderFooterView {
        nonisolated(unsafe) static var made = 0
        override init(reuseIdentifier: String?) {
            BadgeHeader.made += 1
            super.init(reuseIdentifier: reuseIdentifier)
        }

        required init?(coder: NSCoder) { nil }
    }

    /// A custom view that wants 80 pt at any width.
    final class Banner: View {
        override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: 80) }
    }

    @Test func registeredViewsAreDequeuedStyledAndReused() throws {
        let source = TestDataSource(rowCounts: Array(repeating: 5, count: 30))
        source.headerViews = { table, section in
            let view = table.dequeueReusableHeaderFooterView(withIdentifier: "badge")
            view?.textLabel?.text = "Section \(section)"
            view?.detailTextLabel?.text = "\(section)"
            return view
        }
        BadgeHeader.made = 0
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 393, height: 852), style: .grouped)
        table.register(TableViewCell.self, forCellReuseIdentifier: "cell")
        table.register(BadgeHeader.self, forHeaderFooterViewReuseIdentifier: "badge")
        table.overrideTraits = Traits(displayScale: 3)
        table.dataSource = source
        table.delegate = source
        table.layoutIfNeeded()
        let header = try #require(table.headerView(forSection: 1))
        #expect(header is BadgeHeader)
        #expect(header.textLabel?.text == "SECTION 1", "takes the grouped title look")
        #expect(header.detailTextLabel?.font == Font.preferredFont(forTextStyle: .footnote))
        let title = header.textLabel!.convert(CGRect(origin: .zero, size: header.textLabel!.bounds.size), to: table)
        let detail = header.detailTextLabel!.convert(CGRect(origin: .zero, size: header.detailTextLabel!.bounds.size), to: table)
        #expect(abs(detail.maxX - (393 - 16)) < 0.01 && detail.minY == title.minY, "detail trails on the title's line")
        let onScreen = BadgeHeader.made
        for y in stride(from: 0, through: 3000, by: 250) {
            table.contentOffset = CGPoint(x: 0, y: CGFloat(y))
            table.layoutIfNeeded()
        }
        #expect(BadgeHeader.made <= onScreen + 3, "scrolling reuses header views")
    }

    @Test func automaticHeightMeasuresCustomViews() {
        let source = TestDataSource(rowCounts: [2, 2], headers: ["Titled", nil])
        source.headerViews = { _, section in section == 1 ? Banner() : nil }
        let table = makeTable(source, style: .plain)
        #expect(table.rectForHeader(inSection: 1).height == 80)
        #expect(table.rectForHeader(inSection: 0).height == 28)
    }

    @Test func fixedHeightsWin() {
        let source = TestDataSource(rowCounts: [2], headers: ["Title"])
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        table.register(TableViewCell.self, forCellReuseIdentifier: "cell")
        table.sectionHeaderHeight = 50
        table.sectionFooterHeight = 12
        table.dataSource = source
        table.layoutIfNeeded()
        #expect(table.rectForHeader(inSection: 0).height == 50)
        #expect(table.rectForFooter(inSection: 0).height == 12)
    }

    @Test func plainSectionsWithoutTitlesHaveNoHeaderOrFooter() {
        let table = makeTable(TestDataSource(rowCounts: [2, 2]))
        #expect(table.rectForHeader(inSection: 1).height == 0)
        #expect(table.rectForFooter(inSection: 0).height == 0)
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 1)).minY == 88)
    }
}
