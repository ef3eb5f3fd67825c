import Foundation
import Mockup
import TableKit
import Testing

/// The bar keys of a mockup: toolbar spaces, bar item styles, subtitles and
/// search placements, and the errors their typos get.
@Suite struct ChromeReaderTests {
    private func parse(_ yaml: String) throws(MockupError) -> Mockup {
        try Mockup.parse(yaml, file: "test.yaml", baseDirectory: URL(fileURLWithPath: "/tmp"))
    }

    private func expectError(_ yaml: String, path: String, saying text: String) {
        do {
            _ = try parse(yaml)
            Issue.record("accepted: \(yaml)")
        } catch {
            #expect(error.path == path && error.message.contains(text), "\(error)")
        }
    }

    @Test func toolbarItemsWithoutSpacesSpreadAcrossTheBar() throws {
        let items = try #require(parse("toolbar: [Mark, Move, Trash]").renderer.chrome.toolbar?.items)
        #expect(items.map(\.systemItem) == [nil, .flexibleSpace, nil, .flexibleSpace, nil])
        let lone = try #require(parse("toolbar: [Mark]").renderer.chrome.toolbar?.items)
        #expect(lone.map(\.systemItem) == [.flexibleSpace, nil, .flexibleSpace])
    }

    @Test func spacesPlaceTheItemsAsWritten() throws {
        let yaml = "toolbar: [{symbol: trash}, {space: 12}, {symbol: folder}, {space: flexible}, {title: Archive, style: prominent}]"
        let items = try #require(parse(yaml).renderer.chrome.toolbar?.items)
        #expect(items.map(\.systemItem) == [nil, .fixedSpace, nil, .flexibleSpace, nil])
        #expect(items[1].width == 12 && items[4].style == .prominent)
    }

    @Test func doneAndCancelTitlesAreTheSystemItems() throws {
        let item = try #require(parse("navigationBar: {title: A, leading: [Cancel], trailing: [Done]}").renderer.chrome.navigationBar?.topItem)
        #expect(item.rightBarButtonItems.first?.systemItem == .done && item.leftBarButtonItems.first?.systemItem == .cancel)
    }

    @Test func subtitlesAndSearchPlacementReachTheNavigationItem() throws {
        let yaml = "navigationBar: {title: Inbox, subtitle: Now, largeSubtitle: 3 Unread, searchBar: {placement: integratedButton}}"
        let item = try #require(parse(yaml).renderer.chrome.navigationBar?.topItem)
        #expect(item.subtitle == "Now" && item.largeSubtitle == "3 Unread" && item.preferredSearchBarPlacement == .integratedButton)
    }

    @Test func typosNameTheFieldAndTheChoices() {
        expectError("toolbar: [{space: wide}]", path: "toolbar[0].space", saying: "expected \"flexible\" or a width in points")
        expectError("toolbar: [{space: 900}]", path: "toolbar[0].space", saying: "out of range")
        expectError("toolbar: [{space: flexible, title: A}]", path: "toolbar[0]", saying: "a space takes no")
        expectError("toolbar: [{title: A, style: prominant}]", path: "toolbar[0].style", saying: "did you mean \"prominent\"")
        expectError("navigationBar: {searchBar: {placement: bottom}}", path: "navigationBar.searchBar.placement",
                    saying: "expected one of automatic, stacked, integrated, integratedButton")
    }
}
