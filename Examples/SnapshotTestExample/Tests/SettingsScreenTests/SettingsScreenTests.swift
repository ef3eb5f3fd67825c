import SnapshotTesting
import TableSnapTesting
import TableSnapUIKit
import Testing

/// A screen from UIKit/, compiled unchanged through the UIKitSources plugin:
/// `import UIKit` and `os.log`, `@objc` actions named by `#selector` (a
/// button, switches, a gesture recognizer), the data source as overrides in an
/// extension. Its target–action pairs are kept, never sent; its logging is discarded.
@Suite(.design(.iOS18)) struct SettingsScreenTests {
    @Test func notificationSettingsThroughThePlugin() throws {
        let controller = NotificationSettingsViewController()
        let screen = ScreenChrome(statusBar: StatusBar(), navigationBar: NavigationBar(), showsHomeIndicator: true)
        assertSnapshot(of: controller, as: .image(on: .iPhone15, chrome: screen))
        let done = try #require(controller.navigationItem.rightBarButtonItem)
        #expect(done.action == Selector("done(_:)") && done.target === controller)
        let toggle = try #require(controller.tableView.cellForRow(at: IndexPath(row: 1, section: 0))?.accessoryView as? UISwitch)
        #expect(toggle.actions(forTarget: controller, forControlEvent: .valueChanged) == ["toggled(_:)"])
        let doubleTap = try #require(controller.tableView.gestureRecognizers?.first as? UITapGestureRecognizer)
        #expect(doubleTap.numberOfTapsRequired == 2 && doubleTap.actions(forTarget: controller) == ["resetToDefaults"])
    }
}
