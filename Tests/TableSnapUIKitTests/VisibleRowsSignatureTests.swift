import Foundation
import Testing
import TableSnapUIKit
import TableSnapTesting

/// `indexPathsForVisibleRows` is optional, as UIKit declares it, so apps' `guard let` compiles.
@MainActor @Suite(.design(.iOS18)) struct VisibleRowsSignatureTests {
    final class NotesViewController: UITableViewController {
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = "Note \(indexPath.row + 1)"
            return cell
        }

        /// An app's helper: the visible rows' titles.
        func visibleTitles() -> [String] {
            guard let visible = tableView.indexPathsForVisibleRows else { return [] }
            return visible.compactMap { tableView.cellForRow(at: $0)?.textLabel?.text }
        }
    }

    @Test func theVisibleRowsAreOptionalAndListTheCellsOnScreen() throws {
        let screen = NotesViewController(style: .plain)
        #expect(screen.tableView.indexPathsForVisibleRows == [], "never nil: empty before layout")
        _ = try Renderer(device: .iPhone15).image(of: screen)
        #expect(screen.visibleTitles() == ["Note 1", "Note 2", "Note 3"])
    }
}
