import Canvas
import Foundation
import TableKit

extension Mockup {
    /// The screen's bars: `statusBar`, `navigationBar`, `toolbar`, `tabBar`, `homeIndicator`. None by default.
    public struct Chrome {
        /// `statusBar`: `true`, or `{time, battery, charging, cellular, wifi, carrier, location}`.
        public var statusBar: StatusBarSpec?
        /// `navigationBar`: `{title, subtitle, largeSubtitle, largeTitle, back, leading, trailing, searchBar}`.
        public var navigationBar: NavigationBarSpec?
        /// `toolbar`: its items.
        public var toolbar: [BarItemSpec]?
        /// `tabBar`: `{items, selected}`.
        public var tabBar: TabBarSpec?
        /// `homeIndicator`: draws the home indicator.
        public var homeIndicator = false
    }

    /// `statusBar`'s values.
    public struct StatusBarSpec {
        /// `time`: the time shown; "9:41" by default.
        public var time = "9:41"
        /// `battery`: the battery's charge, 0–100; 100 by default.
        public var battery = 100
        /// `charging`: the charging bolt and a green charge; false by default.
        public var charging = false
        /// `cellular`: signal bars, 0–4; 4 by default.
        public var cellular = 4
        /// `wifi`: Wi-Fi arcs, 0–3; 3 by default.
        public var wifi = 3
        /// `carrier`: the carrier's name, shown on the classic 20-pt bar only; nil for none.
        public var carrier: String?
        /// `location`: the location arrow after the time; false by default.
        public var location = false
    }

    /// `navigationBar`'s values.
    public struct NavigationBarSpec {
        /// `title`: the screen's title; nil for none.
        public var title: String?
        /// The line under the inline title, and the one under the large title (iOS 26).
        public var subtitle: String?
        /// `largeSubtitle`: the line under the large title when it differs from ``subtitle`` (iOS 26); nil uses ``subtitle``.
        public var largeSubtitle: String?
        /// `largeTitle`: the title shown large under the bar at rest; false by default.
        public var largeTitle = false
        /// The back button's title; nil for none.
        public var back: String?
        /// `leading`: buttons at the leading edge, instead of a back button.
        public var leading: [BarItemSpec] = []
        /// `trailing`: buttons at the trailing edge, the first outermost.
        public var trailing: [BarItemSpec] = []
        /// `searchBar: {placeholder, text, placement}`; nil for none.
        public var searchBar: SearchBarSpec?
    }

    /// `searchBar`'s values.
    public struct SearchBarSpec {
        /// `placeholder`: shown while there is no text; nil shows "Search".
        public var placeholder: String?
        /// `text`: the text typed; nil for none.
        public var text: String?
        /// `placement`: `automatic` (the default), `stacked`, `integrated` or `integratedButton`.
        public var placement = NavigationItem.SearchBarPlacement.automatic
    }

    /// A bar button: a title (`Edit`, `Done` and `Cancel` are the system
    /// items, Edit reading Done while editing) or a symbol, `plain`, `done` or
    /// `prominent`; or a space, flexible or fixed.
    public struct BarItemSpec {
        /// `title`, or the item given as a bare string: the button's title; nil for a symbol button.
        public var title: String?
        /// `symbol`: the button's symbol; nil for a title button.
        public var symbol: Symbol?
        /// `style`: `plain` (the default), `done` or `prominent`.
        public var style = BarButtonItem.Style.plain
        /// `flexibleSpace` or `fixedSpace` (of ``spaceWidth``); nil for a button.
        public var space: BarButtonItem.SystemItem?
        /// `space: N`: a fixed space's width in points.
        public var spaceWidth: CGFloat = 0
    }

    /// `tabBar`'s values.
    public struct TabBarSpec {
        /// `items`: each tab's `title`, `symbol` and `badge`, in order.
        public var items: [(title: String?, symbol: Symbol?, badge: String?)] = []
        /// `selected`: the index of the selected tab; 0 by default.
        public var selected = 0
    }
}

extension Mockup.Chrome {
    /// The bars as TableKit views.
    func makeScreenChrome() -> ScreenChrome {
        ScreenChrome(statusBar: statusBar.map(Self.statusBar), navigationBar: navigationBar.map(Self.navigationBar),
                     toolbar: toolbar.map(Self.toolbar), tabBar: tabBar.map(Self.tabBar), showsHomeIndicator: homeIndicator)
    }

    private static func statusBar(_ spec: Mockup.StatusBarSpec) -> StatusBar {
        let bar = StatusBar()
        bar.time = spec.time
        bar.batteryLevel = spec.battery
        bar.isCharging = spec.charging
        bar.cellularBars = spec.cellular
        bar.wifiBars = spec.wifi
        bar.carrierName = spec.carrier
        bar.showsLocation = spec.location
        return bar
    }

    private static func navigationBar(_ spec: Mockup.NavigationBarSpec) -> NavigationBar {
        let bar = NavigationBar()
        bar.prefersLargeTitles = spec.largeTitle
        let item = NavigationItem(title: spec.title)
        item.subtitle = spec.subtitle
        item.largeSubtitle = spec.largeSubtitle
        item.leftBarButtonItems = spec.leading.map(barItem)
        item.rightBarButtonItems = spec.trailing.map(barItem)
        if let search = spec.searchBar {
            let controller = SearchController()
            controller.searchBar.placeholder = search.placeholder ?? "Search"
            controller.searchBar.text = search.text
            item.searchController = controller
            item.preferredSearchBarPlacement = search.placement
        }
        bar.items = (spec.back.map { [NavigationItem(title: $0)] } ?? []) + [item]
        return bar
    }

    /// The items as given when they place spaces themselves; else spread
    /// across the bar, as with a flexible space between each (around a lone one).
    private static func toolbar(_ specs: [Mockup.BarItemSpec]) -> Toolbar {
        let bar = Toolbar()
        let items = specs.map(barItem)
        if specs.contains(where: { $0.space != nil }) {
            bar.items = items
        } else if items.count == 1 {
            bar.items = [.flexibleSpace()] + items + [.flexibleSpace()]
        } else {
            bar.items = items.enumerated().flatMap { index, item in index == 0 ? [item] : [.flexibleSpace(), item] }
        }
        return bar
    }

    private static func tabBar(_ spec: Mockup.TabBarSpec) -> TabBar {
        let bar = TabBar()
        bar.items = spec.items.map { item in
            let tab = TabBarItem(title: item.title, image: item.symbol.map { Image(symbol: SymbolImage(symbol: $0)) })
            tab.badgeValue = item.badge
            return tab
        }
        bar.selectedItem = bar.items.indices.contains(spec.selected) ? bar.items[spec.selected] : nil
        return bar
    }

    private static func barItem(_ spec: Mockup.BarItemSpec) -> BarButtonItem {
        if let space = spec.space { return space == .fixedSpace ? .fixedSpace(spec.spaceWidth) : .flexibleSpace() }
        if let symbol = spec.symbol { return BarButtonItem(image: Image(symbol: SymbolImage(symbol: symbol, pointSize: 20)), style: spec.style) }
        if spec.style == .plain, let system = systemItems[spec.title ?? ""] { return BarButtonItem(barButtonSystemItem: system) }
        return BarButtonItem(title: spec.title, style: spec.style)
    }

    /// Titles that stand for the system items drawing them (iOS 26 draws Done as a checkmark).
    private static let systemItems: [String: BarButtonItem.SystemItem] = ["Edit": .edit, "Done": .done, "Cancel": .cancel]
}
