import Foundation

/// Holds the search bar a navigation item shows, as `UISearchController`.
///
/// A picture shows the screen before anyone searches: the bar is drawn where
/// the navigation item places it, and the results controller, the updater
/// and the delegate are kept for the code that sets them but never called,
/// unless ``isActive`` is set, when the updater is asked once, as iOS asks it
/// when search begins, so that the screen shows the filtered results.
open class SearchController: ViewController {
    /// The bar drawn under the large title or in the toolbar.
    public let searchBar = SearchBar()
    /// The controller that would show results over the screen; never drawn.
    public private(set) var searchResultsController: ViewController?
    /// Asked to update the results when ``isActive`` becomes true.
    public weak var searchResultsUpdater: SearchResultsUpdating?
    /// Told about presentation, which a render never animates.
    public weak var delegate: SearchControllerDelegate?
    /// Whether search is under way; setting it true asks the updater for results.
    public var isActive = false {
        didSet { if isActive, !oldValue { searchResultsUpdater?.updateSearchResults(for: self) } }
    }
    /// Whether the screen is dimmed while searching; kept.
    public var obscuresBackgroundDuringPresentation = true
    /// The pre-iOS 15 name of ``obscuresBackgroundDuringPresentation``.
    public var dimsBackgroundDuringPresentation: Bool {
        get { obscuresBackgroundDuringPresentation }
        set { obscuresBackgroundDuringPresentation = newValue }
    }
    /// Whether the navigation bar hides while searching; kept.
    public var hidesNavigationBarDuringPresentation = true
    /// Whether the bar shows Cancel while searching; kept.
    public var automaticallyShowsCancelButton = true
    /// Whether results show as soon as search begins; kept.
    public var automaticallyShowsSearchResultsController = true
    /// Whether the results controller is showing; kept.
    public var showsSearchResultsController = false
    /// Whether the scope bar shows while searching; kept.
    public var automaticallyShowsScopeBar = true

    /// A search controller whose results show in `searchResultsController`
    /// (nil: the screen itself shows them), as `UISearchController(searchResultsController:)`.
    public init(searchResultsController: ViewController?) {
        self.searchResultsController = searchResultsController
        super.init(nibName: nil, bundle: nil)
    }

    /// A search controller that shows results in the screen itself.
    public override init(nibName: String?, bundle: Bundle?) {
        super.init(nibName: nibName, bundle: bundle)
    }

    /// Always nil: TableSnap reads no nibs or storyboards.
    public required init?(coder: NSCoder) {
        return nil
    }
}

/// Updates results as the search text changes, as `UISearchResultsUpdating`.
public protocol SearchResultsUpdating: AnyObject {
    /// Filters the results for the controller's search bar text.
    func updateSearchResults(for searchController: SearchController)
}

/// Told as a search controller presents and dismisses, as
/// `UISearchControllerDelegate`; every method optional, none called by a render.
public protocol SearchControllerDelegate: AnyObject {
    /// Search is about to show.
    func willPresentSearchController(_ searchController: SearchController)
    /// Search showed.
    func didPresentSearchController(_ searchController: SearchController)
    /// Search is about to end.
    func willDismissSearchController(_ searchController: SearchController)
    /// Search ended.
    func didDismissSearchController(_ searchController: SearchController)
    /// Shows search in a custom way.
    func presentSearchController(_ searchController: SearchController)
}

extension SearchControllerDelegate {
    /// Does nothing.
    public func willPresentSearchController(_ searchController: SearchController) {}
    /// Does nothing.
    public func didPresentSearchController(_ searchController: SearchController) {}
    /// Does nothing.
    public func willDismissSearchController(_ searchController: SearchController) {}
    /// Does nothing.
    public func didDismissSearchController(_ searchController: SearchController) {}
    /// Does nothing.
    public func presentSearchController(_ searchController: SearchController) {}
}
