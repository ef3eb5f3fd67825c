import Canvas
import Foundation
import TableKit

extension MockupReader {
    /// The top-level bar keys into `chrome`.
    func readChrome(_ fields: MockupMapping, into chrome: inout Mockup.Chrome) throws(MockupError) {
        if let f = fields["statusBar"] { chrome.statusBar = try statusBar(f) }
        if let f = fields["navigationBar"] { chrome.navigationBar = try navigationBar(f) }
        if let items = try fields.list("toolbar") { chrome.toolbar = try items.map { (item) throws(MockupError) in try barItem(item) } }
        if let f = fields["tabBar"] { chrome.tabBar = try tabBar(f) }
        if let shown = try fields.bool("homeIndicator") { chrome.homeIndicator = shown }
    }

    /// `true`/`false`, or `{time, battery, charging, cellular, wifi, carrier, location}`.
    private func statusBar(_ field: MockupField) throws(MockupError) -> Mockup.StatusBarSpec? {
        guard field.isMapping else { return try field.bool() ? Mockup.StatusBarSpec() : nil }
        let fields = try field.mapping(MockupFormat.statusBar)
        var spec = Mockup.StatusBarSpec()
        if let time = try fields.text("time") { spec.time = time }
        if let battery = try fields.integer("battery") { spec.battery = battery }
        if let charging = try fields.bool("charging") { spec.charging = charging }
        if let cellular = try fields.integer("cellular") { spec.cellular = cellular }
        if let wifi = try fields.integer("wifi") { spec.wifi = wifi }
        spec.carrier = try fields.text("carrier")
        if let location = try fields.bool("location") { spec.location = location }
        return spec
    }

    /// `{title, subtitle, largeSubtitle, largeTitle, back, leading: [...], trailing: [...], searchBar: {placeholder, text, placement}}`.
    private func navigationBar(_ field: MockupField) throws(MockupError) -> Mockup.NavigationBarSpec {
        let fields = try field.mapping(MockupFormat.navigationBar)
        var spec = Mockup.NavigationBarSpec()
        spec.title = try fields.text("title")
        spec.subtitle = try fields.text("subtitle")
        spec.largeSubtitle = try fields.text("largeSubtitle")
        if let large = try fields.bool("largeTitle") { spec.largeTitle = large }
        spec.back = try fields.text("back")
        spec.leading = try fields.list("leading")?.map { (item) throws(MockupError) in try barItem(item) } ?? []
        spec.trailing = try fields.list("trailing")?.map { (item) throws(MockupError) in try barItem(item) } ?? []
        if let f = fields["searchBar"] { spec.searchBar = try searchBar(f) }
        return spec
    }

    /// `{placeholder, text, placement: automatic|stacked|integrated|integratedButton}`.
    private func searchBar(_ field: MockupField) throws(MockupError) -> Mockup.SearchBarSpec {
        let fields = try field.mapping(MockupFormat.searchBar)
        var spec = Mockup.SearchBarSpec()
        spec.placeholder = try fields.text("placeholder")
        spec.text = try fields.text("text")
        if let placement = try fields.choice("placement", SearchPlacementName.self) { spec.placement = placement.placement }
        return spec
    }

    /// A title string, or `{title, symbol, style: plain|done|prominent}`, or `{space: flexible}` / `{space: 12}`.
    private func barItem(_ field: MockupField) throws(MockupError) -> Mockup.BarItemSpec {
        guard field.isMapping else { return Mockup.BarItemSpec(title: try field.string(maxLength: MockupFormat.barTitleLength)) }
        let fields = try field.mapping(MockupFormat.barButton)
        var spec = Mockup.BarItemSpec()
        if let f = fields["space"] {
            guard fields["title"] == nil, fields["symbol"] == nil, fields["style"] == nil else {
                throw field.error("a space takes no \"title\", \"symbol\" or \"style\"")
            }
            try readSpace(f, into: &spec)
            return spec
        }
        spec.title = try fields.text("title")
        spec.symbol = try fields["symbol"].map { (f) throws(MockupError) in try symbol(f) }
        if let style = try fields.choice("style", BarStyleName.self) { spec.style = style.style }
        guard spec.title != nil || spec.symbol != nil else { throw field.error("a bar item needs a \"title\" or a \"symbol\"") }
        return spec
    }

    /// `flexible`, or a fixed width in points.
    private func readSpace(_ field: MockupField, into spec: inout Mockup.BarItemSpec) throws(MockupError) {
        if field.isScalar("flexible") {
            spec.space = .flexibleSpace
            return
        }
        guard let text = field.node.text, Double(text) != nil else { throw field.error("expected \"flexible\" or a width in points") }
        spec.space = .fixedSpace
        spec.spaceWidth = try field.number(in: MockupFormat.spaceWidths)
    }

    /// `{items: [{title, symbol, badge}], selected: N}`.
    private func tabBar(_ field: MockupField) throws(MockupError) -> Mockup.TabBarSpec {
        let fields = try field.mapping(MockupFormat.tabBar)
        guard let itemsField = fields["items"], let items = try fields.list("items") else { throw field.error("a tab bar needs \"items\"") }
        var spec = Mockup.TabBarSpec()
        spec.items = try items.map { (item) throws(MockupError) in
            let tab = try item.mapping(MockupFormat.tabItem)
            return (try tab.text("title"), try tab["symbol"].map { (f) throws(MockupError) in try symbol(f) }, try tab.text("badge"))
        }
        guard !spec.items.isEmpty else { throw itemsField.error("expected at least one tab") }
        if let selected = try fields.integer("selected", atMost: spec.items.count - 1) { spec.selected = selected }
        return spec
    }
}

/// A bar item's `style`.
enum BarStyleName: String, CaseIterable {
    case plain, done, prominent

    var style: BarButtonItem.Style {
        switch self {
        case .plain: .plain
        case .done: .done
        case .prominent: .prominent
        }
    }
}

/// A search bar's `placement`.
enum SearchPlacementName: String, CaseIterable {
    case automatic, stacked, integrated, integratedButton

    var placement: NavigationItem.SearchBarPlacement {
        switch self {
        case .automatic: .automatic
        case .stacked: .stacked
        case .integrated: .integrated
        case .integratedButton: .integratedButton
        }
    }
}
