import SnapshotTesting
import TableSnapTesting
import TableSnapUIKit
import Testing

/// UIKit table code from the books, compiled unchanged and drawn on an
/// iPhone 15 screen with a status bar and a navigation bar showing each
/// controller's title. References live in __Snapshots__ beside this file;
/// record with SNAPSHOT_TESTING_RECORD=all and look at them before committing.
@Suite(.design(.iOS18)) struct UIKitPortsTests {
    private var screen: ScreenChrome {
        ScreenChrome(statusBar: StatusBar(), navigationBar: NavigationBar(), showsHomeIndicator: true)
    }

    @Test func statesWithSectionsAndIndex() {
        assertSnapshot(of: StatesViewController(style: .plain), as: .image(on: .iPhone15, chrome: screen))
    }

    @Test func settingsFromContentConfigurations() {
        assertSnapshot(of: SettingsViewController(), as: .image(on: .iPhone15, chrome: screen))
    }

    @Test func imageOnRightCellsFoundByTag() {
        assertSnapshot(of: ImageOnRightViewController(style: .plain), as: .image(on: .iPhone15, chrome: screen))
    }

    @Test func citiesInAFrameLaidOutCellSubclass() {
        assertSnapshot(of: CitiesViewController(), as: .image(on: .iPhone15, chrome: screen))
    }

    @Test func shortcutsLaidOutWithAnchorsAndFoundByTag() {
        assertSnapshot(of: ShortcutsViewController(style: .plain), as: .image(on: .iPhone15, chrome: screen))
    }

    @Test func contactsInAStackViewSizingTheirRows() {
        assertSnapshot(of: ContactsViewController(), as: .image(on: .iPhone15, chrome: screen))
    }

    @Test func groceriesFromADiffableDataSource() {
        assertSnapshot(of: GroceriesViewController(), as: .image(on: .iPhone15, chrome: screen))
    }

    @Test func cardsWithShadowsBordersAndTurnedChevrons() {
        assertSnapshot(of: CardsViewController(style: .plain), as: .image(on: .iPhone15, chrome: screen))
    }
}
