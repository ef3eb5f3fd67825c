import Foundation
import Testing
@testable import TableKit
import TableSnapTesting

/// A split view controller as a sidebar app builds one, drawn collapsed as
/// an iPhone shows it, and navigation stacks popped back.
@Suite(.design(.iOS18)) struct SplitViewControllerTests {
    private func list(_ title: String) -> TableViewController {
        let controller = TableViewController(style: .insetGrouped)
        controller.title = title
        return controller
    }

    private func drawn(_ controller: ViewController) throws -> [UInt8]? {
        var renderer = Renderer(device: .iPhone15)
        renderer.chrome = ScreenChrome(statusBar: StatusBar(), showsHomeIndicator: true)
        return try renderer.image(of: controller).pngData()
    }

    @Test func columnsAreWrappedInNavigationControllersAndFindTheirSplitView() throws {
        let split = SplitViewController(style: .doubleColumn)
        let sidebar = list("Folders"), files = list("Documents")
        split.setViewController(sidebar, for: .primary)
        split.setViewController(files, for: .secondary)
        split.preferredDisplayMode = .oneBesideSecondary

        #expect(split.viewController(for: .primary) === sidebar && split.viewController(for: .secondary) === files)
        #expect(split.viewController(for: .compact) == nil && split.viewController(for: .supplementary) == nil)
        let secondaryStack = try #require(files.navigationController)
        #expect(secondaryStack.viewControllers.first === files && secondaryStack.splitViewController === split)
        #expect(sidebar.splitViewController === split && files.splitViewController === split)
        let pushed = list("Photos")
        secondaryStack.pushViewController(pushed, animated: true)
        #expect(pushed.splitViewController === split, "a pushed controller is in the split view through its stack")
        #expect(list("Elsewhere").splitViewController == nil)

        let replacement = list("Downloads")
        split.setViewController(replacement, for: .secondary)
        #expect(files.splitViewController == nil && replacement.splitViewController === split)
    }

    @Test func anIPhoneDrawsThePrimaryStackOrTheCompactColumn() throws {
        let split = SplitViewController(style: .doubleColumn)
        split.setViewController(list("Folders"), for: .primary)
        split.setViewController(list("Documents"), for: .secondary)
        split.show(.secondary)
        let drawnSplit = try drawn(split)
        #expect(drawnSplit == (try drawn(NavigationController(rootViewController: list("Folders")))), "the primary's stack")
        #expect(drawnSplit != (try drawn(NavigationController(rootViewController: list("Documents")))))

        split.setViewController(list("Recents"), for: .compact)
        #expect(try drawn(split) == drawn(NavigationController(rootViewController: list("Recents"))), "the compact column, when set")
    }

    @Test func aClassicSplitViewDrawsItsPrimaryNavigationController() throws {
        let split = SplitViewController()
        let primary = NavigationController(rootViewController: list("Mailboxes"))
        split.viewControllers = [primary, list("Inbox")]
        #expect(split.style == .unspecified && split.viewControllers.count == 2 && split.viewControllers[0] === primary)
        #expect(split.viewControllers[1].navigationController == nil, "a classic split view wraps nothing")
        #expect(try drawn(split) == drawn(NavigationController(rootViewController: list("Mailboxes"))))
    }

    @Test func poppingToAControllerOrTheRootChangesTheDrawnStack() throws {
        let root = list("Folders"), work = list("Work"), reports = list("Reports"), drafts = list("Drafts")
        let navigation = NavigationController(rootViewController: root)
        [work, reports, drafts].forEach { navigation.pushViewController($0, animated: false) }

        let popped = navigation.popToViewController(work, animated: true)
        #expect(popped?.map(\.title) == ["Reports", "Drafts"] && navigation.topViewController === work)
        #expect(reports.navigationController == nil && navigation.navigationBar.items.map(\.title) == ["Folders", "Work"])
        let expected = NavigationController(rootViewController: list("Folders"))
        expected.pushViewController(list("Work"), animated: false)
        #expect(try drawn(navigation) == drawn(expected))

        #expect(navigation.popToViewController(list("Stranger"), animated: true) == nil, "not in the stack")
        #expect(navigation.popToRootViewController(animated: true)?.map(\.title) == ["Work"])
        #expect(navigation.viewControllers.count == 1 && navigation.topViewController === root)
        #expect(navigation.popToRootViewController(animated: true) == [], "nothing above the root")
        #expect(try drawn(navigation) == drawn(NavigationController(rootViewController: list("Folders"))))
    }
}
