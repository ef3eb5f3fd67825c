import Foundation

/// What a navigation bar shows for one screen, like `UINavigationItem`: the
/// title, the buttons on either side, and a search bar.
public final class NavigationItem {
    /// How the title is shown (`UINavigationItem.LargeTitleDisplayMode`).
    public enum LargeTitleDisplayMode: Sendable {
        /// Large when the bar prefers large titles.
        case automatic
        /// Always large at rest.
        case always
        /// Always inline.
        case never
    }

    /// Where a search field goes (`UINavigationItem.SearchBarPlacement`).
    public enum SearchBarPlacement: Sendable {
        /// The system's choice: under the title on iPhone.
        case automatic
        /// Deprecated in iOS 26; under the title on iPhone.
        case inline
        /// Under the title, scrolling away with a large title.
        case stacked
        /// In the toolbar on iOS 26 iPhones; under the title on iOS 18.
        case integrated
        /// A search button in the toolbar on iOS 26 iPhones; under the title on iOS 18.
        case integratedButton
        /// Centred in the toolbar on iOS 26 iPhones (drawn as ``integrated``).
        case integratedCentered
    }

    /// The screen's title.
    public var title: String?
    /// A line under the inline title (iOS 26; iOS 18 has none).
    public var subtitle: String?
    /// A line under the large title (iOS 26); nil falls back to ``subtitle``.
    public var largeSubtitle: String?
    /// Large or inline; `automatic` follows the bar's `prefersLargeTitles`.
    public var largeTitleDisplayMode = LargeTitleDisplayMode.automatic
    /// Buttons on the leading side; a back button shows instead when there are none and an item below.
    public var leftBarButtonItems: [BarButtonItem] = []
    /// Buttons on the trailing side, the first outermost.
    public var rightBarButtonItems: [BarButtonItem] = []
    /// The title the next screen's back button shows for this one; nil uses ``title`` ("Back" when long).
    public var backButtonTitle: String?
    /// A search bar under the large title, as `searchController` gives one.
    public var searchController: SearchController?
    /// Where the search bar goes.
    public var preferredSearchBarPlacement = SearchBarPlacement.automatic
    /// Whether iOS 26 may move an integrated search bar into the toolbar (the default).
    public var searchBarPlacementAllowsToolbarIntegration = true
    /// Whether scrolling down hides the search bar; a picture is taken at the top, where it shows either way.
    public var hidesSearchBarWhenScrolling = true
    /// A view drawn in place of the inline title, centred in the bar and
    /// sized by its intrinsic content size (its frame's where it has none).
    public var titleView: View?
    /// Whether the back button is hidden; the leading items show where it was.
    public var hidesBackButton = false
    /// The bar's look for this screen once content is under it; nil uses the bar's.
    public var standardAppearance: NavigationBarAppearance?
    /// The bar's look for this screen at rest; nil uses the bar's.
    public var scrollEdgeAppearance: NavigationBarAppearance?
    /// The look in a compact-height (landscape) bar; kept, as a render is portrait.
    public var compactAppearance: NavigationBarAppearance?
    /// The look at rest in a compact-height (landscape) bar; kept, as a render is portrait.
    public var compactScrollEdgeAppearance: NavigationBarAppearance?

    /// An item titled `title`, as `UINavigationItem(title:)`.
    public init(title: String? = nil) {
        self.title = title
    }

    /// Hides or shows the back button, as `setHidesBackButton(_:animated:)` (never animated in a picture).
    public func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) {
        self.hidesBackButton = hidesBackButton
    }

    /// Whether `design` draws the search bar in the toolbar rather than under the title.
    func searchIsInToolbar(_ design: BarDesign) -> Bool {
        guard searchController != nil, design.integratesSearchInToolbar, searchBarPlacementAllowsToolbarIntegration else { return false }
        return [.integrated, .integratedButton, .integratedCentered].contains(preferredSearchBarPlacement)
    }

    /// The back button's title for the screen above this one.
    var titleForBackButton: String {
        let title = backButtonTitle ?? self.title ?? "Back"
        return title.count > 12 ? "Back" : title
    }
}
