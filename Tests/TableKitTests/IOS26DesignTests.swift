import Canvas
import Foundation
import Testing
@testable import TableKit
import TableSnapTesting

/// iOS 26's table, control and bar geometry (TableKit's metrics article),
/// against the same code drawing iOS 18's.
@Suite(.design(.iOS26)) struct IOS26DesignTests {
    @Test(arguments: [(ContentSizeCategory.large, CGFloat(52)), (.medium, 51), (.accessibilityMedium, 68)])
    func oneLineListRowsAre52PointsAndGrowWithText(category: ContentSizeCategory, height: CGFloat) {
        // large: a 20⅓-pt line box and 16 pt either side, cut to whole points (RevenueCat's iOS 26.2 list);
        // medium: 19⅓ + 32, as Home Assistant's iOS 26.4 rows; AX1: 33⅔ + 2 × 17 under the least row of 2 × 30 + 8.
        let source = TestDataSource(rowCounts: [3])
        let table = makeTable(source, traits: Traits(preferredContentSizeCategory: category))
        table.rowsOverlapSeparators = true
        table.layoutIfNeeded()
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)).height == height)
    }

    @Test func aTableRowKeepsAPointBelowItsContentForTheSeparator() throws {
        let rows = TestDataSource(rowCounts: [3])
        let table = makeTable(rows)
        let cell = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        // AccessibilitySnapshot's iOS 26.2 UITableView: a 52-pt list content view, then the separator, rows 53 apart.
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)) == CGRect(x: 0, y: 53, width: 393, height: 53))
        #expect(cell.contentView.frame.height == 52)
        #expect(cell.separatorView.frame.minY == 52 && cell.separatorView.frame.height == 1)
        #expect(cell.separatorView.backgroundColor == TableDesign.iOS26.separatorColor)
        let source = TestDataSource(rowCounts: [1])
        let none = makeTable(source)
        none.separatorStyle = .none
        none.layoutIfNeeded()
        #expect(none.rectForRow(at: IndexPath(row: 0, section: 0)).height == 52)
    }

    @Test func sectionsStartOnThePixelGrid() {
        let source = TestDataSource(rowCounts: [1, 1], headers: [nil, "Title"])
        let table = makeTable(source, style: .insetGrouped)
        let top = table.rectForRow(at: IndexPath(row: 0, section: 1)).minY * 3
        #expect(top == top.rounded())
    }

    @Test func cardsAreRoundAndAOneRowCardIsACapsule() throws {
        let table = makeTable(TestDataSource(rowCounts: [1, 3]), style: .insetGrouped)
        let single = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(single.cornerRadius == 26 && single.frame.height == 53 && single.maskedCorners == .all)
        let first = try #require(table.cellForRow(at: IndexPath(row: 0, section: 1)))
        let middle = try #require(table.cellForRow(at: IndexPath(row: 1, section: 1)))
        #expect(first.cornerRadius == 26 && first.maskedCorners == .top && middle.cornerRadius == 0)
        #expect(single.frame.minX == 16 && single.frame.maxX == 393 - 16)
    }

    @Test func groupedHeadersKeepTheirCaseInSemiboldBodyText() throws {
        let source = TestDataSource(rowCounts: [2], headers: ["Swipe left"])
        let table = makeTable(source, style: .insetGrouped)
        let label = try #require((table.headerView(forSection: 0))?.textLabel)
        #expect(label.text == "Swipe left")
        #expect(label.font == Font.systemFont(ofSize: 17, weight: .semibold))
    }

    @Test func theSwitchIsA63By28CapsuleWithACapsuleKnob() {
        let toggle = Switch()
        toggle.isOn = true
        #expect(toggle.sizeThatFits(.zero) == CGSize(width: 63, height: 28))
        toggle.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        #expect(toggle.frame.size == CGSize(width: 63, height: 28))
        #expect(toggle.thumbFrame == CGRect(x: 24, y: 2, width: 37, height: 24))
    }

    @Test func theSliderHasASixPointTrackAndTheSwitchKnob() {
        let slider = Slider(frame: CGRect(x: 0, y: 0, width: 300, height: 31))
        slider.value = 0.5
        #expect(slider.trackRect.height == 6)
        #expect(slider.thumbRect.size == CGSize(width: 37, height: 24))
        #expect(abs(slider.thumbRect.midX - 150) < 0.001)
    }

    @Test func theNavigationBarIs54PointsTall() throws {
        let source = TestDataSource(rowCounts: [20])
        let table = TableView(frame: .zero, style: .plain)
        table.register(TableViewCell.self, forCellReuseIdentifier: "cell")
        table.dataSource = source
        var renderer = Renderer(device: .iPhone15)
        let bar = NavigationBar()
        bar.items = [NavigationItem(title: "Settings")]
        renderer.chrome = ScreenChrome(statusBar: StatusBar(), navigationBar: bar)
        try renderer.layout(table)
        #expect(abs(table.safeAreaInsets.top - (54 + 54)) < 0.001)
        withExtendedLifetime(source) {}
    }

    @Test func separatorsEndAtTheTrailingMargin() throws {
        let table = makeTable(TestDataSource(rowCounts: [2]), style: .insetGrouped)
        let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(cell.separatorView.frame.minX == 16 && cell.separatorView.frame.maxX == cell.bounds.width - 16)
    }

    @Test func iOS18DrawsItsOwnNumbersInTheSameSuite() {
        let table = makeTable(TestDataSource(rowCounts: [1]), traits: Traits(design: .iOS18))
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 44)
        let toggle = Switch()
        toggle.overrideTraits = Traits(design: .iOS18)
        #expect(toggle.sizeThatFits(.zero) == CGSize(width: 51, height: 31))
    }
}
