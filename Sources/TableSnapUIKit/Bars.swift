import TableKit

/// `UINavigationItem`: see `NavigationItem`.
public typealias UINavigationItem = NavigationItem
/// `UINavigationBar`: see `NavigationBar`.
public typealias UINavigationBar = NavigationBar
/// `UIBarButtonItem`: see `BarButtonItem`.
public typealias UIBarButtonItem = BarButtonItem
/// `UISearchController`: see `SearchController`.
public typealias UISearchController = SearchController
/// `UISearchBar`: see `SearchBar`.
public typealias UISearchBar = SearchBar
/// `UIToolbar`: see `Toolbar`.
public typealias UIToolbar = Toolbar
/// `UITabBar`: see `TabBar`.
public typealias UITabBar = TabBar
/// `UITabBarItem`: see `TabBarItem`.
public typealias UITabBarItem = TabBarItem
/// `UISearchResultsUpdating`: see `SearchResultsUpdating`.
public typealias UISearchResultsUpdating = SearchResultsUpdating
/// `UISearchControllerDelegate`: see `SearchControllerDelegate`.
public typealias UISearchControllerDelegate = SearchControllerDelegate
/// `UISearchBarDelegate`: see `SearchBarDelegate`.
public typealias UISearchBarDelegate = SearchBarDelegate
/// `UIBarMetrics`: see `BarMetrics`.
public typealias UIBarMetrics = BarMetrics
/// `UIBarAppearance`: see `BarAppearance`.
public typealias UIBarAppearance = BarAppearance
/// `UINavigationBarAppearance`: see `NavigationBarAppearance`.
public typealias UINavigationBarAppearance = NavigationBarAppearance
