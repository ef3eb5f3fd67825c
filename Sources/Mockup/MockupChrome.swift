import Canvas
import Foundation
import TableKit

extension Mockup {
    /// The screen's bars: `statusBar`, `navigationBar`, `toolbar`, `tabBar`, `homeIndicator`. None by default.
    public struct Chrome {
        /// `statusBar`: `true`, or `{time, battery, charging, cellular, wifi, carrier, location}`.
        public var statusBar: StatusBarSpec?
        /// `navigationBar`: `{title, largeTitle, back, leading, trailing, searchBar}`.
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
        public var time = "9:41"
        public var battery = 100
        public var charging = false
        public var cellular = 4
        public var wifi = 3
        public var carrier: String?
        public var location = false
    }

    /// `navigationBar`'s values.
    public struct NavigationBarSpec {
        public var title: String?
        public var largeTitle = false
        /// The back button's title; nil for none.
        public var back: String?
        public var leading: [BarItemSpec] = []
        public var trailing: [BarItemSpec] = []
        /// `searchBar: {placeholder, text}`; nil for none.
        public var searchBar: (placeholder: String?, text: String?)?
    }

    /// A bar button: a title (`Edit` reads `Done` while editing) or a symbol, `plain` or `done`.
    public struct BarItemSpec {
        public var title: String?
        public var symbol: String?
        public var isDone = false
    }

    /// `tabBar`'s values.
    public struct TabBarSpec {
        public var items: [(title: String?, symbol: String?, badge: String?)] = []
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
        item.leftBarButtonItems = spec.leading.map(barItem)
        item.rightBarButtonItems = spec.trailing.map(barItem)
        if let search = spec.searchBar {
            let controller = SearchController()
            controller.searchBar.placeholder = search.placeholder ?? "Search"
            controller.searchBar.text = search.text
            item.searchController = controller
        }
        bar.items = (spec.back.map { [NavigationItem(title: $0)] } ?? []) + [item]
        return bar
    }

    private static func toolbar(_ specs: [Mockup.BarItemSpec]) -> Toolbar {
        let bar = Toolbar()
        bar.items = specs.map(barItem)
        return bar
    }

    private static func tabBar(_ spec: Mockup.TabBarSpec) -> TabBar {
        let bar = TabBar()
        bar.items = spec.items.map { item in
            let tab = TabBarItem(title: item.title, image: item.symbol.flatMap { Image(systemName: $0) })
            tab.badgeValue = item.badge
            return tab
        }
        bar.selectedItem = bar.items.indices.contains(spec.selected) ? bar.items[spec.selected] : nil
        return bar
    }

    private static func barItem(_ spec: Mockup.BarItemSpec) -> BarButtonItem {
        if spec.title == "Edit", spec.symbol == nil { return BarButtonItem(barButtonSystemItem: .edit) }
        if let symbol = spec.symbol { return BarButtonItem(image: Image(systemName: symbol, pointSize: 20), style: spec.isDone ? .done : .plain) }
        return BarButtonItem(title: spec.title, style: spec.isDone || spec.title == "Done" ? .done : .plain)
    }
}
