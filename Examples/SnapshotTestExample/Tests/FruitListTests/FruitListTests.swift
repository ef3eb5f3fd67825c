import FruitList
import SnapshotTesting
import TableKit
import TableSnapTesting
import Testing

/// The reference lives in __Snapshots__ beside this file; record a new one
/// with SNAPSHOT_TESTING_RECORD=all and look at it before committing it.
@Test func fruitListOnAnIPhone15() {
    let list = FruitList()
    let tableView = list.makeTableView()
    assertSnapshot(of: tableView, as: .image(on: .iPhone15))
    withExtendedLifetime(list) {}
}
