extension MockupFormat {
    /// A collection with a flow layout (the default).
    package static let flowCollection = FormatDefinition("flowCollection", "A collection view laid out by a flow layout (UICollectionViewFlowLayout).",
                                                         keys: collectionKeys(layout: "flow", sections: flowSection) + flowKeys)

    /// A collection with a compositional layout of columns.
    package static let compositionalCollection = FormatDefinition(
        "compositionalCollection", "A collection view laid out in columns by a compositional layout; sections may set their own grid.",
        keys: collectionKeys(layout: "compositional", sections: compositionalSection) + gridKeys, required: ["layout"])

    /// A flow layout's section.
    package static let flowSection = FormatDefinition("flowSection", "A section of a flow layout.", keys: sectionKeys)

    /// A compositional layout's section: its own grid over the collection's.
    package static let compositionalSection = FormatDefinition("compositionalSection", "A section of a compositional layout, with its own grid.",
                                                               keys: sectionKeys + gridKeys)

    /// One entry of `items`.
    package static let item = FormatDefinition("item", "An item, repeated `count` times through its colors and images.", keys: [
        FormatKey("color", .reference(color), "A colour tile."),
        FormatKey("colors", .list(.reference(color), maxCount: 1_000), "Colours the repeated items cycle through (not with color)."),
        FormatKey("image", .reference(image), "An image filling the item."),
        FormatKey("images", .list(.reference(image), maxCount: 1_000), "Images the repeated items cycle through (not with image)."),
        FormatKey("text", .text, "A title."),
        FormatKey("subtitle", .text, "A subtitle."),
        FormatKey("textColor", .reference(color), "The text's colour."),
        FormatKey("cornerRadius", .points(), "The item's corner radius."),
        FormatKey("count", .integer(1...MockupLimits.maximumItems), "How many items this entry makes (as many as its colors or images by default)."),
    ])

    /// A collection item's size.
    package static let itemSize = FormatDefinition("itemSize", "A size in points.", keys: [
        FormatKey("width", .points(from: 1), "Width in points."),
        FormatKey("height", .points(from: 1), "Height in points."),
    ], required: ["width", "height"])

    private static func collectionKeys(layout: String, sections: FormatDefinition) -> [FormatKey] {
        [
            FormatKey("layout", .choice([layout]), "flow (the default) or compositional."),
            FormatKey("backgroundColor", .reference(color), "The collection's background."),
            FormatKey("cornerRadius", .points(), "Every item's corner radius."),
            FormatKey("sections", .list(.reference(sections), maxCount: MockupLimits.maximumSections), "The sections."),
        ]
    }

    /// The keys of a flow layout.
    static let flowKeys = [
        FormatKey("itemSize", .reference(itemSize), "Every item's size."),
        FormatKey("minimumInteritemSpacing", .points(), "Space between items of a line."),
        FormatKey("minimumLineSpacing", .points(), "Space between lines."),
        FormatKey("sectionInset", .reference(insets), "Each section's insets."),
        FormatKey("scrollDirection", .choice(ScrollDirectionName.self), "vertical or horizontal."),
        FormatKey("sectionHeadersPinToVisibleBounds", .boolean, "Headers pinned while scrolling."),
    ] + titleHeightKeys

    /// The keys of a compositional grid, in a collection or one of its sections.
    static let gridKeys = [
        FormatKey("columns", .integer(1...MockupLimits.maximumColumns), "Items side by side."),
        FormatKey("itemHeight", .anyOf([.choice(["square"]), .points(from: 1), .text(maxLength: 20)]),
                  "square, a height in points, or a fraction of the width such as 1/2 or 50%."),
        FormatKey("spacing", .points(), "Space between items and rows."),
        FormatKey("contentInsets", .reference(insets), "The section's insets."),
    ] + titleHeightKeys

    private static let titleHeightKeys = [
        FormatKey("headerHeight", .points(), "The section headers' height."),
        FormatKey("footerHeight", .points(), "The section footers' height."),
    ]

    private static let sectionKeys = [
        FormatKey("header", .reference(title), "The header's title."),
        FormatKey("footer", .reference(title), "The footer's title."),
        FormatKey("items", .list(.reference(item), maxCount: MockupLimits.maximumItemEntries), "The items."),
    ]
}
