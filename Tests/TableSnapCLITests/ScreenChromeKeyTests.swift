import Foundation
import Testing

/// The screen's bar keys: bad values are refused by path with what was
/// expected and nothing written; a mockup using them all renders.
@Suite struct ScreenChromeKeyTests {
    static let badValues: [(yaml: String, path: String, says: [String])] = [
        ("statusBar: maybe\n", "statusBar", ["true or false"]),
        ("statusBar: {battery: 120}\n", "statusBar.battery", ["out of range"]),
        ("statusBar: {signal: 3}\n", "statusBar.signal", ["unknown key"]),
        ("navigationBar: {title: X, trailing: [{}]}\n", "navigationBar.trailing[0]", ["\"title\" or a \"symbol\""]),
        ("navigationBar: {trailing: [{symbol: lok.fill}]}\n", "navigationBar.trailing[0].symbol",
         ["unknown symbol \"lok.fill\"", "nearest known: \"lock.fill\"", "SF Symbols app", "symbols:"]),
        ("navigationBar: {trailing: [{title: Go, style: bold}]}\n", "navigationBar.trailing[0].style", ["unknown value \"bold\"", "plain", "done"]),
        ("navigationBar: {searchBar: {hint: x}}\n", "navigationBar.searchBar.hint", ["unknown key"]),
        ("navigationBar: {largeTitle: big}\n", "navigationBar.largeTitle", ["true or false"]),
        ("toolbar: Trash\n", "toolbar", ["list"]),
        ("tabBar: {items: []}\n", "tabBar.items", ["at least one tab"]),
        ("tabBar: {items: [{title: A}], selected: 3}\n", "tabBar.selected", ["out of range"]),
        ("tabBar: {selected: 0}\n", "tabBar", ["needs \"items\""]),
        ("homeIndicator: 2\n", "homeIndicator", ["true or false"]),
        ("statusBar: {location: very}\n", "statusBar.location", ["true or false"]),
    ]

    @Test(arguments: badValues)
    func badValuesAreRefusedByPath(yaml: String, path: String, says: [String]) throws {
        try expectRefusal(yaml, path: path, says: says)
    }

    @Test func everyBarRenders() throws {
        let sandbox = try Sandbox()
        try sandbox.write("bars.yaml", """
            statusBar: {time: "10:09", battery: 15, charging: true, cellular: 2, wifi: 1, carrier: Carrier, location: true}
            navigationBar: {title: Mail, largeTitle: true, back: Mailboxes, trailing: [Edit, {symbol: plus, style: done}], searchBar: {text: invoice}}
            toolbar: [{symbol: trash}, Move]
            tabBar: {items: [{title: A, symbol: star, badge: "1"}, {title: B}], selected: 1}
            homeIndicator: true
            table: {editing: true, sections: [{rows: [{text: a}]}]}
            """)
        let result = try sandbox.render("bars.yaml")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(sandbox.writtenFiles(except: ["bars.yaml"]) == ["bars.png"])
    }
}
