import Canvas
import Foundation
import TableKit

extension MockupReader {
    /// The top-level bar keys into `chrome`.
    func readChrome(_ fields: MockupMapping, into chrome: inout Mockup.Chrome) throws(MockupError) {
        if let f = fields["statusBar"] { chrome.statusBar = try statusBar(f) }
        if let f = fields["navigationBar"] { chrome.navigationBar = try navigationBar(f) }
        if let f = fields["toolbar"] { chrome.toolbar = try f.list(maxCount: 8).map { (item) throws(MockupError) in try barItem(item) } }
        if let f = fields["tabBar"] { chrome.tabBar = try tabBar(f) }
        if let f = fields["homeIndicator"] { chrome.homeIndicator = try f.bool() }
    }

    /// `true`/`false`, or `{time, battery, charging, cellular, wifi, carrier, location}`.
    private func statusBar(_ field: MockupField) throws(MockupError) -> Mockup.StatusBarSpec? {
        guard field.isMapping else { return try field.bool() ? Mockup.StatusBarSpec() : nil }
        let fields = try field.mapping(keys: ["time", "battery", "charging", "cellular", "wifi", "carrier", "location"])
        var spec = Mockup.StatusBarSpec()
        if let f = fields["time"] { spec.time = try f.string(maxLength: 12) }
        if let f = fields["battery"] { spec.battery = try f.integer(in: 0...100) }
        if let f = fields["charging"] { spec.charging = try f.bool() }
        if let f = fields["cellular"] { spec.cellular = try f.integer(in: 0...4) }
        if let f = fields["wifi"] { spec.wifi = try f.integer(in: 0...3) }
        spec.carrier = try fields["carrier"]?.string(maxLength: 20)
        if let f = fields["location"] { spec.location = try f.bool() }
        return spec
    }

    /// `{title, subtitle, largeSubtitle, largeTitle, back, leading: [...], trailing: [...], searchBar: {placeholder, text, placement}}`.
    private func navigationBar(_ field: MockupField) throws(MockupError) -> Mockup.NavigationBarSpec {
        let fields = try field.mapping(keys: ["title", "subtitle", "largeSubtitle", "largeTitle", "back", "leading", "trailing", "searchBar"])
        var spec = Mockup.NavigationBarSpec()
        spec.title = try fields["title"]?.string(maxLength: 100)
        spec.subtitle = try fields["subtitle"]?.string(maxLength: 100)
        spec.largeSubtitle = try fields["largeSubtitle"]?.string(maxLength: 100)
        if let f = fields["largeTitle"] { spec.largeTitle = try f.bool() }
        spec.back = try fields["back"]?.string(maxLength: 40)
        spec.leading = try fields["leading"]?.list(maxCount: 3).map { (item) throws(MockupError) in try barItem(item) } ?? []
        spec.trailing = try fields["trailing"]?.list(maxCount: 3).map { (item) throws(MockupError) in try barItem(item) } ?? []
        if let f = fields["searchBar"] { spec.searchBar = try searchBar(f) }
        return spec
    }

    /// `{placeholder, text, placement: automatic|stacked|integrated|integratedButton}`.
    private func searchBar(_ field: MockupField) throws(MockupError) -> Mockup.SearchBarSpec {
        let fields = try field.mapping(keys: ["placeholder", "text", "placement"])
        var spec = Mockup.SearchBarSpec()
        spec.placeholder = try fields["placeholder"]?.string(maxLength: 100)
        spec.text = try fields["text"]?.string(maxLength: 100)
        if let f = fields["placement"] { spec.placement = try f.oneOf(SearchPlacementName.self).placement }
        return spec
    }

    /// A title string, or `{title, symbol, style: plain|done|prominent}`, or `{space: flexible}` / `{space: 12}`.
    private func barItem(_ field: MockupField) throws(MockupError) -> Mockup.BarItemSpec {
        guard field.isMapping else { return Mockup.BarItemSpec(title: try field.string(maxLength: 40)) }
        let fields = try field.mapping(keys: ["title", "symbol", "style", "space"])
        var spec = Mockup.BarItemSpec()
        if let f = fields["space"] {
            guard fields["title"] == nil, fields["symbol"] == nil, fields["style"] == nil else {
                throw field.error("a space takes no \"title\", \"symbol\" or \"style\"")
            }
            try readSpace(f, into: &spec)
            return spec
        }
        spec.title = try fields["title"]?.string(maxLength: 40)
        spec.symbol = try fields["symbol"].map { (f) throws(MockupError) in try symbol(f) }
        if let f = fields["style"] { spec.style = try f.oneOf(BarStyleName.self).style }
        guard spec.title != nil || spec.symbol != nil else { throw field.error("a bar item needs a \"title\" or a \"symbol\"") }
        return spec
    }

    /// `flexible`, or a fixed width in points (0–400).
    private func readSpace(_ field: MockupField, into spec: inout Mockup.BarItemSpec) throws(MockupError) {
        if field.isScalar("flexible") {
            spec.space = .flexibleSpace
            return
        }
        guard let text = field.node.text, Double(text) != nil else { throw field.error("expected \"flexible\" or a width in points") }
        spec.space = .fixedSpace
        spec.spaceWidth = try field.number(in: 0...400)
    }

    /// `{items: [{title, symbol, badge}], selected: N}`.
    private func tabBar(_ field: MockupField) throws(MockupError) -> Mockup.TabBarSpec {
        let fields = try field.mapping(keys: ["items", "selected"])
        guard let itemsField = fields["items"] else { throw field.error("a tab bar needs \"items\"") }
        var spec = Mockup.TabBarSpec()
        spec.items = try itemsField.list(maxCount: 5).map { (item) throws(MockupError) in
            let tab = try item.mapping(keys: ["title", "symbol", "badge"])
            return (try tab["title"]?.string(maxLength: 30), try tab["symbol"].map { (f) throws(MockupError) in try symbol(f) },
                    try tab["badge"]?.string(maxLength: 4))
        }
        guard !spec.items.isEmpty else { throw itemsField.error("expected at least one tab") }
        if let f = fields["selected"] { spec.selected = try f.integer(in: 0...(spec.items.count - 1)) }
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
