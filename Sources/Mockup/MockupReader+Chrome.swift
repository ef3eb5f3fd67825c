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

    /// `{title, largeTitle, back, leading: [...], trailing: [...], searchBar: {placeholder, text}}`.
    private func navigationBar(_ field: MockupField) throws(MockupError) -> Mockup.NavigationBarSpec {
        let fields = try field.mapping(keys: ["title", "largeTitle", "back", "leading", "trailing", "searchBar"])
        var spec = Mockup.NavigationBarSpec()
        spec.title = try fields["title"]?.string(maxLength: 100)
        if let f = fields["largeTitle"] { spec.largeTitle = try f.bool() }
        spec.back = try fields["back"]?.string(maxLength: 40)
        spec.leading = try fields["leading"]?.list(maxCount: 3).map { (item) throws(MockupError) in try barItem(item) } ?? []
        spec.trailing = try fields["trailing"]?.list(maxCount: 3).map { (item) throws(MockupError) in try barItem(item) } ?? []
        if let f = fields["searchBar"] {
            let search = try f.mapping(keys: ["placeholder", "text"])
            spec.searchBar = (try search["placeholder"]?.string(maxLength: 100), try search["text"]?.string(maxLength: 100))
        }
        return spec
    }

    /// A title string, or `{title, symbol, style: plain|done}`.
    private func barItem(_ field: MockupField) throws(MockupError) -> Mockup.BarItemSpec {
        guard field.isMapping else { return Mockup.BarItemSpec(title: try field.string(maxLength: 40)) }
        let fields = try field.mapping(keys: ["title", "symbol", "style"])
        var spec = Mockup.BarItemSpec()
        spec.title = try fields["title"]?.string(maxLength: 40)
        spec.symbol = try fields["symbol"].map { (f) throws(MockupError) in try symbol(f).name }
        if let f = fields["style"] { spec.isDone = try f.oneOf(BarStyleName.self) == .done }
        guard spec.title != nil || spec.symbol != nil else { throw field.error("a bar item needs a \"title\" or a \"symbol\"") }
        return spec
    }

    /// `{items: [{title, symbol, badge}], selected: N}`.
    private func tabBar(_ field: MockupField) throws(MockupError) -> Mockup.TabBarSpec {
        let fields = try field.mapping(keys: ["items", "selected"])
        guard let itemsField = fields["items"] else { throw field.error("a tab bar needs \"items\"") }
        var spec = Mockup.TabBarSpec()
        spec.items = try itemsField.list(maxCount: 5).map { (item) throws(MockupError) in
            let tab = try item.mapping(keys: ["title", "symbol", "badge"])
            return (try tab["title"]?.string(maxLength: 30), try tab["symbol"].map { (f) throws(MockupError) in try symbol(f).name },
                    try tab["badge"]?.string(maxLength: 4))
        }
        guard !spec.items.isEmpty else { throw itemsField.error("expected at least one tab") }
        if let f = fields["selected"] { spec.selected = try f.integer(in: 0...(spec.items.count - 1)) }
        return spec
    }
}

/// A bar item's `style`.
enum BarStyleName: String, CaseIterable {
    case plain, done
}
