import Foundation
import Testing
@testable import TableKit
import TableSnapTesting

/// `ViewController` and `TableViewController`: lazy views, the callbacks a
/// render makes, overridable data-source methods, and the navigation bar
/// showing the controller's item.
@Suite(.design(.iOS18)) struct ViewControllerTests {
    final class States: TableViewController {
        let states = ["Alabama", "Alaska", "Arizona"]
        var calls: [String] = []

        override func viewDidLoad() {
            super.viewDidLoad()
            calls.append("viewDidLoad")
            title = "States"
            tableView.register(TableViewCell.self, forCellReuseIdentifier: "cell")
        }

        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            calls.append("viewWillAppear")
        }

        override func viewDidLayoutSubviews() { calls.append("viewDidLayoutSubviews") }

        override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { states.count }

        override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            cell.textLabel?.text = states[indexPath.row]
            return cell
        }
    }

    @Test func theViewIsMadeOnFirstUseAndViewDidLoadRunsOnce() {
        let controller = States(style: .insetGrouped)
        #expect(!controller.isViewLoaded)
        #expect(controller.viewIfLoaded == nil)
        _ = controller.view
        _ = controller.tableView
        #expect(controller.isViewLoaded)
        #expect(controller.calls == ["viewDidLoad"])
        #expect(controller.tableView.style == .insetGrouped)
        #expect(controller.tableView.dataSource === controller)
        #expect(controller.navigationItem.title == "States")
    }

    @Test func aRenderShowsTheOverriddenRowsAndCallsTheCallbacksInUIKitsOrder() throws {
        let controller = States(style: .plain)
        _ = try Renderer(device: .iPhone15).image(of: controller)
        #expect(controller.calls == ["viewDidLoad", "viewWillAppear", "viewDidLayoutSubviews"])
        #expect(controller.tableView.visibleCells.map { $0.textLabel?.text } == ["Alabama", "Alaska", "Arizona"])
    }

    @Test func viewWillAppearClearsTheSelection() throws {
        let controller = States(style: .plain)
        controller.loadViewIfNeeded()
        controller.tableView.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        _ = try Renderer(device: .iPhone15).image(of: controller)
        #expect(controller.tableView.indexPathsForSelectedRows == nil)
    }

    @Test func theNavigationBarShowsTheControllersItemAsAnExplicitBarWould() throws {
        var renderer = Renderer(device: .iPhone15)
        renderer.chrome = ScreenChrome(statusBar: StatusBar(), navigationBar: NavigationBar(), showsHomeIndicator: true)
        let controller = States(style: .insetGrouped)
        controller.navigationItem.rightBarButtonItem = controller.editButtonItem
        let fromController = try #require(try renderer.image(of: controller).pngData())
        #expect(renderer.chrome.navigationBar?.items.isEmpty == true, "the bar is only borrowed")

        let explicit = States(style: .insetGrouped)
        explicit.loadViewIfNeeded()
        explicit.navigationItem.rightBarButtonItem = explicit.editButtonItem
        let bar = NavigationBar()
        bar.items = [explicit.navigationItem]
        renderer.chrome.navigationBar = bar
        let fromTable = try #require(try renderer.image(of: explicit.tableView).pngData())
        let same = fromController == fromTable
        #expect(same)
        #expect(controller.tableView.adjustedContentInset.top > Device.iPhone15.safeAreaInsets.top)
    }

    @Test func aPlainViewControllerDrawsItsView() throws {
        let controller = ViewController()
        controller.view.backgroundColor = .blue
        let image = try Renderer(size: CGSize(width: 20, height: 20), traits: Traits(displayScale: 1)).image(of: controller)
        guard case .bitmap(let bitmap) = image.content else { Issue.record("not a bitmap"); return }
        #expect(bitmap.pixel(x: 10, y: 10) == (0, 0, 255, 255))
    }

    /// A table filling a plain controller's view sits under the bars, and is
    /// inset by them as UIKit's automatic content-inset adjustment insets it.
    @Test func aTableInAPlainControllersViewIsInsetByTheBars() throws {
        let controller = ViewController()
        let table = TableView(frame: .zero, style: .plain)
        table.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        controller.view.addSubview(table)
        table.frame = controller.view.bounds
        var renderer = Renderer(device: .iPhone15)
        renderer.chrome = ScreenChrome(statusBar: StatusBar(), navigationBar: NavigationBar(), showsHomeIndicator: true)
        _ = try renderer.image(of: controller)
        #expect(table.frame.size == Device.iPhone15.size)
        #expect(table.safeAreaInsets == renderer.chrome.restingSafeArea(Device.iPhone15.safeAreaInsets))
        #expect(table.adjustedContentInset.top > Device.iPhone15.safeAreaInsets.top)
    }
}
