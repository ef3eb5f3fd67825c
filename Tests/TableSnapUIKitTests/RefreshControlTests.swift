import Foundation
import SnapshotTesting
import TableSnapTesting
import TableSnapUIKit
import Testing

/// Pull to refresh as the UIKit books write it: a table view controller
/// gives itself a `UIRefreshControl`, hooks its action, and calls
/// `beginRefreshing()` while it loads. Drawn refreshing, the rows sit the
/// control's 60 pt lower, the spinner centred in the room above them;
/// refreshing ended, the table is as it was. The reference in
/// Snapshots/RefreshControlTests/ was looked at beside iOS's refreshing list.
/// `SNAPSHOT_TESTING_RECORD=failed swift test --filter RefreshControlTests` re-records.
@MainActor @Suite(.design(.iOS18)) struct RefreshControlTests {
    static let references = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Snapshots/RefreshControlTests").path

    final class PlacesViewController: UITableViewController {
        var refreshes = false
        var title2: String?

        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
            refreshControl = UIRefreshControl()
            refreshControl?.addTarget(self, action: Selector("doRefresh:"), for: .valueChanged)
            if let title2 { refreshControl?.attributedTitle = NSAttributedString(string: title2) }
            if refreshes { refreshControl?.beginRefreshing() }
        }

        func doRefresh(_ sender: Any) {
            (sender as? UIRefreshControl)?.endRefreshing()
        }

        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 8 }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            cell.textLabel?.text = ["Manny", "Moe", "Jack", "Pep", "Boys", "Alpha", "Beta", "Gamma"][indexPath.row]
            return cell
        }
    }

    private func render(_ controller: PlacesViewController) throws -> UIImage {
        var renderer = Renderer(device: .iPhone15)
        renderer.chrome = ScreenChrome(statusBar: StatusBar(), navigationBar: NavigationBar(), showsHomeIndicator: true)
        return try renderer.image(of: UINavigationController(rootViewController: controller))
    }

    @Test func refreshingMakesRoomAboveTheRowsForTheSpinner() throws {
        let idle = PlacesViewController(style: .plain)
        _ = try render(idle)
        let refreshing = PlacesViewController(style: .plain)
        refreshing.refreshes = true
        let image = try render(refreshing)
        let firstIdle = idle.tableView.convert(idle.tableView.rectForRow(at: IndexPath(row: 0, section: 0)), to: nil)
        let first = refreshing.tableView.convert(refreshing.tableView.rectForRow(at: IndexPath(row: 0, section: 0)), to: nil)
        #expect(first.minY == firstIdle.minY + 60)
        let control = try #require(refreshing.refreshControl)
        #expect(control.isRefreshing)
        let frame = refreshing.tableView.convert(control.frame, to: nil)
        #expect(frame.maxY == first.minY && frame.height == 60 && frame.width == refreshing.tableView.bounds.width)
        let failure = verifySnapshot(of: image, as: .image(), snapshotDirectory: Self.references, testName: "refreshingMakesRoomAboveTheRowsForTheSpinner")
        #expect(failure == nil, "\(failure ?? "")")
    }

    @Test func endedRefreshingTakesNoRoomAndDrawsNothing() throws {
        let idle = PlacesViewController(style: .plain)
        let idleImage = try render(idle)
        let ended = PlacesViewController(style: .plain)
        ended.refreshes = true
        ended.loadViewIfNeeded()
        ended.refreshControl?.endRefreshing()
        let endedImage = try render(ended)
        #expect(try endedImage.pngData() == idleImage.pngData())
    }

    @Test func aTitleSitsBelowTheSpinner() throws {
        let controller = PlacesViewController(style: .insetGrouped)
        controller.refreshes = true
        controller.title2 = "Fetching places…"
        _ = try render(controller)
        let control = try #require(controller.refreshControl)
        let spinner = try #require(control.subviews.first { $0 is UIActivityIndicatorView })
        let title = try #require(control.subviews.first { $0 is UILabel } as? UILabel)
        #expect(title.text == "Fetching places…" && !title.isHidden)
        #expect(title.frame.minY == spinner.frame.maxY + 6)
        #expect(abs((spinner.frame.minY + title.frame.maxY) / 2 - 30) <= 0.5, "the two centred together in the 60 pt")
    }
}
