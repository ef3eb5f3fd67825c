import Foundation
import Testing
@testable import TableKit
import TableSnapTesting

/// A navigation controller draws its top controller under its own bar, the
/// controller below naming the back button.
@Suite(.design(.iOS18)) struct NavigationControllerTests {
    private func list(_ title: String) -> TableViewController {
        let controller = TableViewController(style: .insetGrouped)
        controller.title = title
        return controller
    }

    @Test func theStackSetsEachControllersNavigationController() {
        let root = list("Mailboxes"), inbox = list("Inbox")
        let navigation = NavigationController(rootViewController: root)
        navigation.pushViewController(inbox, animated: true)
        #expect(navigation.topViewController === inbox)
        #expect(inbox.navigationController === navigation)
        #expect(navigation.navigationBar.items.map(\.title) == ["Mailboxes", "Inbox"])
        #expect(navigation.popViewController(animated: true) === inbox)
        #expect(inbox.navigationController == nil)
        #expect(navigation.popViewController(animated: true) == nil, "the root stays")
    }

    @Test func aNavigationControllerDrawsAsItsTopControllerUnderItsBar() throws {
        var renderer = Renderer(device: .iPhone15)
        renderer.chrome = ScreenChrome(statusBar: StatusBar(), showsHomeIndicator: true)
        let navigation = NavigationController(rootViewController: list("Mailboxes"))
        navigation.pushViewController(list("Inbox"), animated: false)
        navigation.navigationBar.prefersLargeTitles = true
        let drawn = try #require(try renderer.image(of: navigation).pngData())

        let bar = NavigationBar()
        bar.items = [list("Mailboxes").navigationItem, list("Inbox").navigationItem]
        bar.prefersLargeTitles = true
        renderer.chrome.navigationBar = bar
        let expected = try #require(try renderer.image(of: list("Inbox")).pngData())
        let same = drawn == expected
        #expect(same)
    }
}
