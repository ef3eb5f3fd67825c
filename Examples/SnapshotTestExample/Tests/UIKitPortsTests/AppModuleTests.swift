import SnapshotTesting
import TableSnapTesting
import TableSnapUIKit
import Testing

/// The app files in UIKit/ (Store, Account, Library, Activity, Shared), compiled
/// unchanged through the UIKitSources plugin — `import UIKit`, `@objc`,
/// `#selector`, `dynamic`, overrides in extensions, a `UIColor` convenience
/// initializer, a search controller, text-field delegates, `UIFontMetrics`,
/// `os.log`, a diffable data source subclass, context and edit menus, an
/// alert, Core Animation, scroll-view layout guides, layer trees, `draw(_:)`,
/// image renderers, `@MainActor` helpers — and drawn in the iOS 26 design on
/// an iPhone 15.
@MainActor struct AppModuleTests {
    private let screen = ScreenChrome(statusBar: StatusBar(), showsHomeIndicator: true)

    @Test func aSearchableStoreListInANavigationController() {
        let navigation = UINavigationController(rootViewController: ProductListViewController())
        assertSnapshot(of: navigation, as: .image(on: .iPhone15, chrome: screen))
    }

    @Test func anAccountFormWithTextFieldsAndASwitch() {
        let navigation = UINavigationController(rootViewController: AccountViewController())
        assertSnapshot(of: navigation, as: .image(on: .iPhone15, chrome: screen))
    }

    @Test func aReadingListFromADiffableDataSourceSubclassWithMenusAndAnimations() {
        let navigation = UINavigationController(rootViewController: ReadingListViewController())
        assertSnapshot(of: navigation, as: .image(on: .iPhone15, chrome: screen))
    }

    @Test func anAboutScreenInAScrollViewLaidOutOnItsLayoutGuides() {
        let navigation = UINavigationController(rootViewController: AboutViewController())
        assertSnapshot(of: navigation, as: .image(on: .iPhone15, chrome: screen))
    }

    @Test func anActivityListDrawnWithLayersCoreGraphicsAndImageRenderers() {
        let navigation = UINavigationController(rootViewController: ActivityViewController())
        assertSnapshot(of: navigation, as: .image(on: .iPhone15, chrome: screen))
    }

    /// Linux's Foundation formats in `en_001` ("¤49.98"); the plugin's
    /// targets format as an en_US iPhone does unless a test binds another locale.
    @Test func formattersInThePluginsTargetFormatAsAnEnUSPhone() {
        let formatter = NumberFormatter()
        formatter.numberStyle = .currency
        #expect(formatter.string(from: 49.98) == "$49.98")
        FormatterDefaults.$locale.withValue(Locale(identifier: "de_DE")) {
            let german = NumberFormatter()
            german.numberStyle = .currency
            german.currencyCode = "EUR"
            #expect(german.string(from: 49.98) == "49,98\u{A0}€")
        }
        let dates = DateFormatter()
        dates.dateStyle = .medium
        #expect(dates.string(from: Date(timeIntervalSince1970: 0)) == "Jan 1, 1970")
    }

    @Test func theSearchUpdaterFiltersWhenSearchIsActive() {
        let store = ProductListViewController()
        store.loadViewIfNeeded()
        store.navigationItem.searchController?.searchBar.text = "mug"
        store.navigationItem.searchController?.isActive = true
        #expect(store.tableView.numberOfRows(inSection: 0) == 1)
    }
}
