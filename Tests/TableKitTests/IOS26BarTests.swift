import Canvas
import Foundation
import Testing
@testable import TableKit
import TableSnapTesting

/// iOS 26's bars beside iOS 18's: the toolbar's items on shared glass, the
/// Done item's checkmark, subtitles, and the search field in the toolbar.
@Suite(.design(.iOS26)) struct IOS26BarTests {
    private func layout(_ items: [BarButtonItem], design: BarDesign, search: Bool = false) -> ToolbarLayout {
        ToolbarLayout(items: items, editing: false, design: design, search: search, width: 402, margin: 16, centre: 24.5,
                      spacing: design.buttonPlatter?.spacing ?? NavigationBar.itemSpacing)
    }

    private func symbol(_ name: String) -> BarButtonItem { BarButtonItem(image: Image(systemName: name, pointSize: 20)) }

    @Test func neighboursShareOnePlatterAndSpacesPartThem() throws {
        let archive = BarButtonItem(title: "Archive", style: .prominent)
        let runs = layout([symbol("trash"), symbol("folder"), .flexibleSpace(), archive], design: .iOS26).runs
        try #require(runs.count == 2)
        #expect(runs[0].frame == CGRect(x: 16, y: 2.5, width: 88, height: 44), "two 44-pt circles on one capsule at the margin")
        #expect(runs[0].items.map(\.slot.minX) == [16, 60])
        #expect(runs[1].frame.maxX == 402 - 16 && runs[1].isProminent && runs[1].frame.height == 44)
        let title = TextLayout(text: "Archive", font: BarItemRenderer.font.withWeight(.semibold), width: nil).size.width
        #expect(abs(runs[1].frame.width - (title + 2 * 17)) < 0.001)
    }

    @Test func itemsThatAskForTheirOwnGlassStandApart() throws {
        let alone = symbol("folder")
        alone.sharesBackground = false
        let runs = layout([symbol("trash"), alone, BarButtonItem.fixedSpace(30), symbol("star")], design: .iOS26).runs
        let expected: [CGFloat] = [16, 72, 146]   // 16 + 44 + 12; then + 44 + 30
        #expect(runs.map(\.frame.minX) == expected)
    }

    @Test func iOS18PacksBareItemsAndSharesOutTheFlexibleSpace() {
        let runs = layout([symbol("trash"), .flexibleSpace(), symbol("folder"), .flexibleSpace(), symbol("star")], design: .iOS18).runs
        let gap: CGFloat = (402 - 32 - 3 * 24) / 2
        let expected: [CGFloat] = [16, 16 + 24 + gap, 16 + 24 + gap + 24 + gap]
        #expect(runs.map(\.frame.minX) == expected)
        #expect(runs.allSatisfy { $0.frame.height == Toolbar.height && $0.frame.minY == 0 })
    }

    @Test func anIntegratedSearchFieldTakesWhatIsFreeTrailing() throws {
        let runs = layout([symbol("trash"), .flexibleSpace(), symbol("star")], design: .iOS26, search: true).runs
        let search = try #require(runs.last)
        #expect(search.isSearch && search.frame.maxX == 402 - 16)
        let expected: [CGFloat] = [16, 72, 128]   // a circle, the spacing, a circle, the spacing, the field
        #expect(runs.map(\.frame.minX) == expected)
    }

    @Test func doneIsACheckmarkOnProminentGlassInIOS26() {
        let done = BarButtonItem(barButtonSystemItem: .done)
        let look = BarItemLook(done, editing: false, design: .iOS26)
        guard case .image = look.content else { Issue.record("Done drew \(String(describing: look.content))"); return }
        #expect(look.isProminent)
        let edit = BarItemLook(BarButtonItem(barButtonSystemItem: .edit), editing: true, design: .iOS26)
        #expect(edit.isProminent, "Edit turns into the prominent Done while editing")
        let classic = BarItemLook(done, editing: false, design: .iOS18)
        guard case .title("Done", .semibold) = classic.content else { Issue.record("iOS 18 Done drew \(String(describing: classic.content))"); return }
        #expect(!classic.isProminent)
    }

    private func bar(_ configure: (NavigationItem) -> Void, design: Design) -> NavigationBar {
        let bar = NavigationBar()
        bar.prefersLargeTitles = true
        let item = NavigationItem(title: "Inbox")
        configure(item)
        bar.items = [item]
        bar.overrideTraits = Traits(design: design)
        return bar
    }

    @Test func aLargeSubtitleAddsALineUnderTheLargeTitleOnlyInIOS26() {
        let plain = bar({ _ in }, design: .iOS26).expandedHeight
        #expect(bar({ $0.largeSubtitle = "3 Unread" }, design: .iOS26).expandedHeight == plain + 24)
        #expect(bar({ $0.subtitle = "3 Unread" }, design: .iOS26).expandedHeight == plain + 24, "the large title falls back to the subtitle")
        #expect(bar({ $0.largeSubtitle = "3 Unread" }, design: .iOS18).expandedHeight == bar({ _ in }, design: .iOS18).expandedHeight)
    }

    @Test(arguments: [NavigationItem.SearchBarPlacement.integrated, .integratedButton])
    func anIntegratedSearchMovesIntoTheToolbarInIOS26(placement: NavigationItem.SearchBarPlacement) {
        func searching(_ item: NavigationItem) {
            item.searchController = SearchController()
            item.preferredSearchBarPlacement = placement
        }
        let plain = bar({ _ in }, design: .iOS26)
        #expect(bar(searching, design: .iOS26).expandedHeight == plain.expandedHeight, "not under the title")
        let classic = bar(searching, design: .iOS18)
        #expect(classic.expandedHeight == bar({ _ in }, design: .iOS18).expandedHeight + SearchBar.barHeight)
        let chrome = ScreenChrome(navigationBar: bar(searching, design: .iOS26))
        chrome.adopt(Traits(design: .iOS26))
        #expect(chrome.restingSafeArea(EdgeInsets()).bottom == Toolbar.height, "a toolbar of its own holds the field")
        let refused = bar({ searching($0); $0.searchBarPlacementAllowsToolbarIntegration = false }, design: .iOS26)
        #expect(refused.expandedHeight == plain.expandedHeight + SearchBar.barHeight)
    }

    @Test func aNavigationControllerShowsTheTopControllersToolbarItems() throws {
        let controller = ViewController()
        controller.view = View()
        controller.toolbarItems = [symbol("trash")]
        let navigation = NavigationController(rootViewController: controller)
        navigation.setToolbarHidden(false, animated: false)
        _ = try Renderer(device: .iPhone15).image(of: navigation)
        #expect(navigation.toolbar.items.count == 1 && navigation.toolbar.superview == nil)
        #expect(navigation.toolbar.frame.height == Toolbar.height + 34)
    }

    /// LabImporter's iPhone 17 Pro (62-pt safe area) centres the time 32.5 pt
    /// down, on the island; iOS 18 keeps its 23.
    @Test(arguments: [(CGFloat(62), Design.iOS26, CGFloat(32.5)), (59, .iOS26, 29.5), (62, .iOS18, 23)])
    func theStatusBarCentresOnTheIsland(safeTop: CGFloat, design: Design, midY: CGFloat) {
        let bar = StatusBar(frame: CGRect(x: 0, y: 0, width: 402, height: 54))
        bar.overrideTraits = Traits(design: design)
        bar.deviceSafeTop = safeTop
        #expect(bar.metrics.midY == midY)
    }
}
