import Canvas
import Foundation

/// The bars around a table on a screen, composed by the ``Renderer`` as a
/// navigation controller and a tab bar controller compose them: the status
/// bar, a navigation bar (inline or large title, search bar), a toolbar, a
/// tab bar and the home indicator. The table's content is inset by the bars
/// exactly as a `UITableViewController` inside a `UINavigationController` is.
public struct ScreenChrome {
    /// The status bar; nil draws none (the safe area stays empty).
    public var statusBar: StatusBar?
    /// The navigation bar under the status bar; nil for none.
    public var navigationBar: NavigationBar?
    /// The toolbar above the tab bar or the home indicator; nil for none.
    public var toolbar: Toolbar?
    /// The tab bar at the bottom; nil for none.
    public var tabBar: TabBar?
    /// Draws the home indicator along the bottom edge.
    public var showsHomeIndicator: Bool
    /// The toolbar an integrated search field shows in when the screen has none.
    private let integratedSearchToolbar = Toolbar()

    /// Bars to draw; by default none, which renders the table alone.
    public init(statusBar: StatusBar? = nil, navigationBar: NavigationBar? = nil, toolbar: Toolbar? = nil,
                tabBar: TabBar? = nil, showsHomeIndicator: Bool = false) {
        self.statusBar = statusBar
        self.navigationBar = navigationBar
        self.toolbar = toolbar
        self.tabBar = tabBar
        self.showsHomeIndicator = showsHomeIndicator
    }

    /// Gives every bar the screen's traits, whose design picks the bars'
    /// heights and places the search field, before anything measures or
    /// draws them.
    func adopt(_ traits: Traits) {
        for bar in [statusBar, navigationBar, toolbar, integratedSearchToolbar, tabBar] as [View?] { bar?.overrideTraits = traits }
        let search = integratedSearch
        shownToolbar?.searchBar = search?.asButton == false ? search?.searchBar : nil
        shownToolbar?.showsSearchButton = search?.asButton == true
    }

    /// The table's safe area with the bars at rest: the navigation bar below
    /// the status bar (from 54 pt beside a Dynamic Island), the toolbar and
    /// tab bar above the home indicator's area, at the heights of the traits
    /// the bars were given (``adopt(_:)``).
    func restingSafeArea(_ device: EdgeInsets) -> EdgeInsets {
        var safe = device
        if let navigationBar {
            safe.top = StatusBar.height(safeTop: device.top) + navigationBar.expandedHeight
        }
        safe.bottom += (shownToolbar == nil ? 0 : Toolbar.height) + (tabBar == nil ? 0 : TabBar.height)
        return safe
    }

    /// Whether a bar or the home indicator is drawn along the bottom edge.
    var drawsAlongTheBottom: Bool {
        shownToolbar != nil || tabBar != nil || showsHomeIndicator
    }

    /// The toolbar, or a bar of its own for the navigation item's search
    /// field where the design integrates it into one.
    private var shownToolbar: Toolbar? {
        toolbar ?? (integratedSearch == nil ? nil : integratedSearchToolbar)
    }

    /// The navigation item's search field when the bars' design moves it into the toolbar.
    private var integratedSearch: (searchBar: SearchBar, asButton: Bool)? {
        guard let item = navigationBar?.topItem, let design = navigationBar?.traits.design.bars, item.searchIsInToolbar(design),
              let search = item.searchController?.searchBar
        else { return nil }
        return (search, item.preferredSearchBarPlacement == .integratedButton)
    }

    /// Tells the navigation bar how far the table has scrolled from rest and
    /// narrows the table's safe area to the bar's collapsed height, so pinned
    /// headers stick under the bar as it is drawn.
    func collapse(_ scrollView: ScrollView, deviceSafeArea: EdgeInsets) {
        guard let navigationBar else { return }
        navigationBar.scrollDistance = scrollView.contentOffset.y + scrollView.adjustedContentInset.top
        scrollView.safeAreaInsets.top = StatusBar.height(safeTop: deviceSafeArea.top) + navigationBar.visibleHeight
        scrollView.layoutIfNeeded()
    }

    /// Draws the bars over the drawn table, in the screen's coordinates.
    func render(in context: GraphicsContext, size: CGSize, safeArea: EdgeInsets, traits: Traits, isEditing: Bool) {
        adopt(traits)
        let statusHeight = StatusBar.height(safeTop: safeArea.top)
        if let navigationBar {
            navigationBar.statusBarHeight = statusHeight
            navigationBar.isEditing = isEditing
            place(navigationBar, CGRect(x: 0, y: 0, width: size.width, height: statusHeight + navigationBar.visibleHeight), context)
        }
        var bottom = size.height
        if let tabBar {
            place(tabBar, CGRect(x: 0, y: bottom - safeArea.bottom - TabBar.height, width: size.width, height: TabBar.height + safeArea.bottom), context)
            bottom -= TabBar.height + safeArea.bottom
        }
        if let toolbar = shownToolbar {
            toolbar.isEditing = isEditing
            let height = Toolbar.height + (tabBar == nil ? safeArea.bottom : 0)
            place(toolbar, CGRect(x: 0, y: bottom - height, width: size.width, height: height), context)
        }
        if let statusBar {
            statusBar.deviceSafeTop = safeArea.top
            place(statusBar, CGRect(x: 0, y: 0, width: size.width, height: statusHeight), context)
        }
        if showsHomeIndicator {
            let bar = CGRect(x: (size.width - 134) / 2, y: size.height - 8 - 5, width: 134, height: 5)
            context.fill(Path { $0.addRoundedRect(bar, cornerRadius: 2.5) }, with: .label)
        }
    }

    private func place(_ view: View, _ frame: CGRect, _ context: GraphicsContext) {
        view.frame = frame
        view.layoutIfNeeded()
        view.render(in: context)
    }
}
