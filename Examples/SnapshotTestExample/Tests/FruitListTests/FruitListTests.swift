import FruitList
import SnapshotTesting
import TableKit
import TableSnapTesting
import Testing

/// The reference lives in __Snapshots__ beside this file; record a new one
/// with SNAPSHOT_TESTING_RECORD=all and look at it before committing it.
/// The test is pinned to the iOS design its reference was recorded in, so a
/// TableSnap upgrade that draws a newer default design leaves it alone.
@Test(.design(.iOS18)) func fruitListOnAnIPhone15() {
    let list = FruitList()
    let tableView = list.makeTableView()
    assertSnapshot(of: tableView, as: .image(on: .iPhone15))
    withExtendedLifetime(list) {}
}
