import TableKit

extension MockupFormat {
    /// `statusBar: {…}`.
    package static let statusBar = FormatDefinition("statusBar", "The status bar's contents.", keys: [
        FormatKey("time", .text(maxLength: 12), "The time (9:41 by default)."),
        FormatKey("battery", .integer(0...100), "The battery level in per cent."),
        FormatKey("charging", .boolean, "The charging bolt."),
        FormatKey("cellular", .integer(0...4), "Cellular bars."),
        FormatKey("wifi", .integer(0...3), "Wi-Fi bars."),
        FormatKey("carrier", .text(maxLength: 20), "A carrier name."),
        FormatKey("location", .boolean, "The location arrow."),
    ])

    /// `navigationBar:`.
    package static let navigationBar = FormatDefinition("navigationBar", "The navigation bar: title, buttons and search field.", keys: [
        FormatKey("title", .text(maxLength: 100), "The title."),
        FormatKey("subtitle", .text(maxLength: 100), "iOS 26: a line under the inline title."),
        FormatKey("largeSubtitle", .text(maxLength: 100), "iOS 26: a line under the large title (else the subtitle)."),
        FormatKey("largeTitle", .boolean, "A large title under the bar at rest, inline once scrolled."),
        FormatKey("back", .text(maxLength: 40), "A back button with this title."),
        FormatKey("leading", .list(.reference(barItem), maxCount: 3), "Items at the leading side."),
        FormatKey("trailing", .list(.reference(barItem), maxCount: 3), "Items at the trailing side."),
        FormatKey("searchBar", .reference(searchBar), "A search field."),
    ])

    /// `searchBar:`.
    package static let searchBar = FormatDefinition("searchBar", "A search field and where it is placed.", keys: [
        FormatKey("placeholder", .text(maxLength: 100), "The placeholder."),
        FormatKey("text", .text(maxLength: 100), "The text typed."),
        FormatKey("placement", .choice(SearchPlacementName.self), "Under the title (stacked), or in the toolbar in iOS 26 (integrated, integratedButton)."),
    ])

    /// A bar item: a title, or a mapping.
    package static let barItem = FormatDefinition("barItem", "A bar button item: a title (Edit, Done and Cancel are the system items), or a mapping.",
                                                  shape: .anyOf([.text(maxLength: barTitleLength), .reference(barButton)]))

    /// The most characters of a bar item's title.
    package static let barTitleLength = 40
    /// The widths a fixed space may have, in points.
    package static let spaceWidths: ClosedRange<Double> = 0...400

    /// `{title, symbol, style}` or `{space}`.
    package static let barButton = FormatDefinition("barButton", "A bar button (a title or a symbol at least), or a space.", keys: [
        FormatKey("title", .text(maxLength: barTitleLength), "The title."),
        FormatKey("symbol", .reference(symbol), "The symbol."),
        FormatKey("style", .choice(BarStyleName.self), "plain, done or prominent."),
        FormatKey("space", .anyOf([.choice(["flexible"]), .number(spaceWidths)]), "A flexible space, or a fixed one of this width; alone."),
    ])

    /// `tabBar:`.
    package static let tabBar = FormatDefinition("tabBar", "The tab bar: its items and the selected one.", keys: [
        FormatKey("items", .list(.reference(tabItem), maxCount: 5), "The tabs, at least one."),
        FormatKey("selected", .integer(0...4), "The selected tab's index."),
    ], required: ["items"])

    /// One tab.
    package static let tabItem = FormatDefinition("tabItem", "A tab: title, symbol and badge.", keys: [
        FormatKey("title", .text(maxLength: 30), "The title."),
        FormatKey("symbol", .reference(symbol), "The symbol."),
        FormatKey("badge", .text(maxLength: 4), "A badge's text."),
    ])
}
