import Foundation
import Testing
import TableSnapUIKit

/// UIKit's delegate and data source methods called directly, as apps call
/// them: `delegate?.tableView?(self, didSelectRowAt: indexPath)` on iOS, which
/// the UIKitSources plugin turns into `delegate?.tableView(self, didSelectRowAt: indexPath)`.
/// A method the delegate implements runs; one it does not does what UIKit
/// does without it.
@MainActor struct DelegateCallsTests {
    final class SizesViewController: UITableViewController {
        private(set) var picked: [IndexPath] = []

        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            UITableViewCell(style: .default, reuseIdentifier: nil)
        }

        override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { "Sizes" }

        override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { picked.append(indexPath) }
    }

    /// A delegate that implements none of UIKit's optional methods.
    final class SilentDelegate: NSObject, UITableViewDelegate, UITableViewDataSource, UICollectionViewDelegate {
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { UITableViewCell() }
    }

    final class TilesViewController: UICollectionViewController {
        private(set) var picked: [IndexPath] = []

        override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) { picked.append(indexPath) }
    }

    @Test func aTableSelectingARowInCodeTellsItsDelegateAsAppsDo() throws {
        let screen = SizesViewController(style: .insetGrouped)
        screen.loadViewIfNeeded()
        let table = try #require(screen.tableView)
        let row = IndexPath(row: 1, section: 0)
        table.selectRow(at: row, animated: false, scrollPosition: .none)
        table.delegate?.tableView(table, didSelectRowAt: row)
        #expect(screen.picked == [row])
        #expect(table.dataSource?.tableView(table, titleForHeaderInSection: 0) == "Sizes")
    }

    @Test func unimplementedMethodsDoWhatUIKitDoesWithoutThem() {
        let silent = SilentDelegate()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 600), style: .plain)
        table.rowHeight = 52
        table.delegate = silent
        table.dataSource = silent
        let row = IndexPath(row: 0, section: 0)
        table.delegate?.tableView(table, didSelectRowAt: row)
        #expect(table.delegate?.tableView(table, heightForRowAt: row) == 52, "the table's own row height")
        #expect(table.dataSource?.tableView(table, titleForHeaderInSection: 0) == nil)
        #expect(table.delegate?.tableView(table, viewForHeaderInSection: 0) == nil)
        #expect(table.delegate?.tableView(table, shouldHighlightRowAt: row) == true)
    }

    @Test func aCollectionSelectingAnItemInCodeTellsItsDelegate() throws {
        let screen = TilesViewController(collectionViewLayout: UICollectionViewFlowLayout())
        screen.loadViewIfNeeded()
        let collection = try #require(screen.collectionView)
        let item = IndexPath(item: 0, section: 0)
        collection.delegate?.collectionView(collection, didSelectItemAt: item)
        #expect(screen.picked == [item])
        let silent = SilentDelegate()
        collection.delegate = silent
        collection.delegate?.collectionView(collection, didSelectItemAt: item)
        #expect(screen.picked == [item], "a delegate without the method does nothing")
    }
}
