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

    /// The screen's title.
    public var title: String?
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

    /// An item titled `title`, as `UINavigationItem(title:)`.
    public init(title: String? = nil) {
        self.title = title
    }

    /// The back button's title for the screen above this one.
    var titleForBackButton: String {
        let title = backButtonTitle ?? self.title ?? "Back"
        return title.count > 12 ? "Back" : title
    }
}

/// Holds the search bar a navigation item shows, like `UISearchController` (drawing only).
public final class SearchController {
    /// The bar drawn under the large title.
    public let searchBar = SearchBar()

    /// A controller; results controllers are not drawn, so none is needed.
    public init(searchResultsController: AnyObject? = nil) {}
}
