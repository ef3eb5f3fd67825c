import Canvas
import TableKit

/// The mockup format (v1) as a model: every object with its keys, every value
/// with its words and limits. ``MockupReader`` reads each mapping through its
/// definition here, and ``FormatSchema`` writes the JSON Schema editors use
/// from the same definitions (`tablesnap schema mockup`).
package enum MockupFormat {
    /// The JSON Schema of mockup files (`Schemas/mockup.schema.json`).
    package static let schema = FormatSchema(root: mockup, title: "TableSnap mockup (format v1)")

    /// A whole mockup file.
    package static let mockup = FormatDefinition("mockup", "An iOS screen drawn by `tablesnap render`: a table or a collection, its bars, device and traits.", keys: [
        FormatKey("symbols", .text(maxLength: 4096), "A folder of SF Symbols exports (NAME.svg), relative to the mockup, searched before TableSnap's own symbols."),
        FormatKey("assetCatalogs", .anyOf([.text(maxLength: 4096), .list(.text(maxLength: 4096), maxCount: 16)]),
                  "An .xcassets folder, or a list of them, relative to the mockup: image and colour names are looked up there."),
        FormatKey("design", .choice(Design.self), "The iOS design to draw: ios26 (the default) or ios18."),
        FormatKey("device", .choice(Device.all.map(\.name)), "A device preset (`tablesnap devices`): size, scale, safe area and margins."),
        FormatKey("size", .reference(screenSize), "The screen's size in points, over the device's."),
        FormatKey("scale", .integer(1...4), "Pixels per point."),
        FormatKey("safeArea", .reference(insets), "The safe-area insets in points, over the device's."),
        FormatKey("appearance", .choice(Appearance.self), "Light or dark mode."),
        FormatKey("contentSize", .choice(ContentSizeCategory.self), "The Dynamic Type size."),
        FormatKey("direction", .choice(LayoutDirection.self), "The layout direction."),
        FormatKey("tint", .reference(color), "The tint colour."),
        FormatKey("render", .choice(Renderer.Mode.self), "screen: the device's viewport; content: the whole table or collection."),
        FormatKey("scroll", .anyOf([.number(scrollOffsets), .reference(scrollTarget)]), "Points scrolled, or a row or item to scroll to."),
        FormatKey("table", .reference(table), "A table view (UITableView), or a collection-view list with `kind: list`."),
        FormatKey("collection", .anyOf([.reference(flowCollection), .reference(compositionalCollection)]), "A collection view of items, instead of a table."),
        FormatKey("statusBar", .anyOf([.boolean, .reference(statusBar)]), "The status bar: true, or its contents."),
        FormatKey("navigationBar", .reference(navigationBar), "The navigation bar."),
        FormatKey("toolbar", .list(.reference(barItem), maxCount: 8), "The toolbar's items, leading to trailing."),
        FormatKey("tabBar", .reference(tabBar), "The tab bar."),
        FormatKey("homeIndicator", .boolean, "Whether the home indicator is drawn."),
    ])

    // MARK: Values

    /// The points a mockup may scroll by.
    package static let scrollOffsets: ClosedRange<Double> = 0...10_000_000

    /// A colour, as ``MockupReader`` reads it.
    package static let color = FormatDefinition("color", "A system colour name (label, systemBlue, …), #RRGGBB or #RRGGBBAA, or an asset catalogue's colour name.",
                                                shape: .anyOf([.choice(Color.named.keys.sorted()), .text(maxLength: 200)]))

    /// An SF Symbols name.
    package static let symbol = FormatDefinition("symbol", "An SF Symbols name (gear, chevron.right, …), or a symbol of the mockup's symbols folder.",
                                                 shape: .text(maxLength: 200))

    /// An image: a file, an asset, or a configured symbol.
    package static let image = FormatDefinition("image", "An image file's path relative to the mockup (PNG, JPEG, PDF, SVG; name@3x.png is scale 3), an asset catalogue image's name, or a symbol.",
                                                shape: .anyOf([.text(maxLength: 4096), .reference(symbolImage)]))

    /// `{symbol:, color:, …}`: UIImage.SymbolConfiguration's options.
    package static let symbolImage = FormatDefinition("symbolImage", "An SF Symbol with UIImage.SymbolConfiguration's options.", keys: [
        FormatKey("symbol", .reference(symbol), "The symbol's name."),
        FormatKey("color", .reference(color), "Its colour (the tint by default)."),
        FormatKey("background", .reference(color), "A Settings-style rounded badge of this colour behind it."),
        FormatKey("size", .number(1...500), "Its point size (17 by default)."),
        FormatKey("weight", .choice(MockupSymbolWeight.self), "Its weight."),
        FormatKey("scale", .choice(MockupSymbolScale.self), "Its scale."),
        FormatKey("rendering", .anyOf([.choice(namedRenderingModes.map(\.name)), .list(.reference(color), maxCount: 3)]),
                  "monochrome, hierarchical, multicolor, or a palette of one to three colours."),
    ], required: ["symbol"])

    /// The symbol rendering modes named by a word (a palette is a list of colours).
    static let namedRenderingModes: [(name: String, mode: SymbolRenderingMode)] = [
        ("monochrome", .monochrome), ("hierarchical", .hierarchical(nil)), ("multicolor", .multicolor),
    ]

    /// Edge insets in points.
    package static let insets = FormatDefinition("insets", "Edge insets in points; a missing edge is 0.", keys: [
        FormatKey("top", .points(), "Top inset."), FormatKey("left", .points(), "Left inset."),
        FormatKey("bottom", .points(), "Bottom inset."), FormatKey("right", .points(), "Right inset."),
    ])

    /// Left and right insets in points.
    package static let horizontalInsets = FormatDefinition("horizontalInsets", "Left and right insets in points; a missing one is 0.", keys: [
        FormatKey("left", .points(), "Left inset."), FormatKey("right", .points(), "Right inset."),
    ])

    /// `size:` of a mockup.
    package static let screenSize = FormatDefinition("screenSize", "A screen's size in points; height auto renders the whole content.", keys: [
        FormatKey("width", .points(from: 1), "Width in points (the device's by default)."),
        FormatKey("height", .anyOf([.points(from: 1), .choice(["auto"])]), "Height in points, or auto (the whole content)."),
    ])

    /// `scroll: {section, row|item, position}`.
    package static let scrollTarget = FormatDefinition("scrollTarget", "A row (in a table) or an item (in a collection) scrolled to.", keys: [
        FormatKey("section", .integer(0...MockupLimits.maximumSections), "The section (0 by default)."),
        FormatKey("row", .integer(0...MockupLimits.maximumRows), "The row, in a table (0 by default)."),
        FormatKey("item", .integer(0...MockupLimits.maximumItems), "The item, in a collection (0 by default)."),
        FormatKey("position", .choice(TableView.ScrollPosition.self), "Where it ends up on screen (top by default)."),
    ])

    /// A row height in points or `automatic`.
    package static let dimension = FormatDefinition("dimension", "A height in points, or automatic (sized from the content).",
                                                    shape: .anyOf([.points(from: 1), .choice(["automatic"])]))

    /// A section header's or footer's title.
    package static let title = FormatDefinition("title", "A title, or a title with a detail and a height.",
                                                shape: .anyOf([.text, .reference(titleDetails)]))

    /// `{title:, detail:, height:}`.
    package static let titleDetails = FormatDefinition("titleDetails", "A header or footer title with its options.", keys: [
        FormatKey("title", .text, "The title (upper-cased in grouped headers)."),
        FormatKey("detail", .text, "A second text, at the trailing side."),
        FormatKey("height", .points(), "The header's or footer's height in points."),
    ])
}
