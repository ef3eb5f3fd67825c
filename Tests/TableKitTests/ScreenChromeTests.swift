import Canvas
import Foundation
import Testing
@testable import TableKit
import TableSnapTesting

/// The bars around a table: their heights per device, and the table's
/// content inset by them as in a navigation controller.
@Suite(.design(.iOS18)) struct ScreenChromeTests {
    private func navigationBar(largeTitle: Bool, search: Bool) -> NavigationBar {
        let bar = NavigationBar()
        bar.prefersLargeTitles = largeTitle
        let item = NavigationItem(title: "Settings")
        if search { item.searchController = SearchController() }
        bar.items = [item]
        return bar
    }

    /// A table of 60 rows laid out by a renderer for `device` with `chrome`, scrolled `scroll` points from rest.
    private func render(_ device: Device, _ chrome: ScreenChrome, scroll: CGFloat = 0) throws -> (TableView, TestDataSource) {
        let source = TestDataSource(rowCounts: [60])
        let table = TableView(frame: .zero, style: .plain)
        table.register(TableViewCell.self, forCellReuseIdentifier: "cell")
        table.dataSource = source
        var renderer = Renderer(device: device)
        renderer.chrome = chrome
        try renderer.layout(table)
        table.contentOffset = CGPoint(x: 0, y: scroll - table.adjustedContentInset.top)
        _ = try renderer.image(of: table)
        return (table, source)
    }

    @Test(arguments: [(Device.iPhone15, CGFloat(54)), (.iPhone13, 47), (.iPhoneSE, 20), (.iPhone13Mini, 50)])
    func theNavigationBarStartsUnderTheStatusBar(device: Device, status: CGFloat) throws {
        let (table, source) = try render(device, ScreenChrome(statusBar: StatusBar(), navigationBar: navigationBar(largeTitle: false, search: false)))
        defer { withExtendedLifetime(source) {} }
        #expect(table.safeAreaInsets.top == status + 44)
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY - table.contentOffset.y == status + 44)
    }

    @Test func aLargeTitleAndSearchBarAddFiftyTwoPointsEach() throws {
        let chrome = ScreenChrome(navigationBar: navigationBar(largeTitle: true, search: true))
        let (table, source) = try render(.iPhone15, chrome)
        defer { withExtendedLifetime(source) {} }
        #expect(chrome.navigationBar?.expandedHeight == CGFloat(44 + 52 + 52))
        #expect(table.safeAreaInsets.top == 54 + 148 && chrome.navigationBar?.isCollapsed == false)
    }

    @Test func scrollingCollapsesTheBarAndPinsUnderIt() throws {
        let chrome = ScreenChrome(navigationBar: navigationBar(largeTitle: true, search: true))
        // Part way: the search bar has scrolled away, the large title not yet.
        let (partial, source) = try render(.iPhone15, chrome, scroll: 40)
        defer { withExtendedLifetime(source) {} }
        #expect(chrome.navigationBar?.visibleHeight == 148 - 40 && partial.safeAreaInsets.top == 54 + 108)
        // Far enough: collapsed to 44, content under the material.
        let (table, _) = try render(.iPhone15, chrome, scroll: 300)
        #expect(chrome.navigationBar?.visibleHeight == 44 && chrome.navigationBar?.isCollapsed == true)
        #expect(table.safeAreaInsets.top == 98)
        // The content kept its scroll: row 0 sits 300 pt above where it rests.
        #expect(abs(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY - table.contentOffset.y - (202 - 300)) < 0.001)
    }

    @Test func bottomBarsSitAboveTheHomeIndicatorArea() throws {
        let both = ScreenChrome(toolbar: Toolbar(), tabBar: TabBar(), showsHomeIndicator: true)
        let (table, source) = try render(.iPhone15, both)
        defer { withExtendedLifetime(source) {} }
        #expect(table.safeAreaInsets.bottom == CGFloat(34 + 49 + 49))
        let (classic, _) = try render(.iPhoneSE, ScreenChrome(toolbar: Toolbar()))
        #expect(classic.safeAreaInsets.bottom == 49)
    }

    @Test func editItemsReadDoneWhileEditing() {
        let edit = BarButtonItem(barButtonSystemItem: .edit)
        #expect(edit.shownTitle(editing: false)?.text == "Edit" && edit.shownTitle(editing: false)?.weight == .regular)
        #expect(edit.shownTitle(editing: true)?.text == "Done" && edit.shownTitle(editing: true)?.weight == .semibold)
        #expect(BarButtonItem(title: "Edit").shownTitle(editing: true)?.text == "Edit", "only the system Edit item switches")
    }

    @Test(arguments: [(CGFloat(54), StatusBar.Layout.dynamicIsland), (47, .notch), (44, .notch), (20, .classic)])
    func theStatusBarFollowsTheScreensShape(height: CGFloat, layout: StatusBar.Layout) {
        let bar = StatusBar(frame: CGRect(x: 0, y: 0, width: 393, height: height))
        #expect(bar.layout == layout)
        #expect(StatusBar(frame: CGRect(x: 0, y: 0, width: 834, height: 24)).layout == .pad)
        #expect(StatusBar.height(safeTop: 59) == 54 && StatusBar.height(safeTop: 47) == 47)
    }

    @Test func noChromeLeavesTheTableAsBefore() throws {
        let (table, source) = try render(.iPhone15, ScreenChrome())
        defer { withExtendedLifetime(source) {} }
        #expect(table.safeAreaInsets == Device.iPhone15.safeAreaInsets)
    }
}
