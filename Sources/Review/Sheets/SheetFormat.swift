import Mockup

/// A review sheet definition file as a model: what ``ReviewSheet/load(contentsOf:options:)``
/// reads it through, and what `tablesnap schema sheet` writes the JSON Schema from.
package enum SheetFormat {
    /// The JSON Schema of sheet definitions (`Schemas/sheet.schema.json`).
    package static let schema = FormatSchema(root: sheet, title: "TableSnap review sheet definition")

    /// A whole sheet definition.
    package static let sheet = FormatDefinition("sheet", "A review sheet (`tablesnap sheet`): mockups, the keys varied across them, and the layout.", keys: [
        FormatKey("title", .text, "The sheet's title."),
        FormatKey("mockups", .list(.text(maxLength: pathLength), maxCount: SheetVariants.maximumCount), "Mockup files, relative to this file."),
        FormatKey("vary", .reference(variations), "Key paths of the mockups, each with its values, outermost first."),
        FormatKey("layout", .reference(layout), "How the cards are laid out."),
        FormatKey("annotate", .boolean, "Redlines on every card."),
    ], required: ["mockups"])

    /// The most characters of a mockup's path.
    package static let pathLength = 4096

    /// `vary:`.
    package static let variations = FormatDefinition("variations", "A mockup key path (appearance, table.style, table.sections[0].rows[1].accessory, …) to a value or a list of values.",
                                                     valuesOfAnyKey: .any)

    /// `layout:`.
    package static let layout = FormatDefinition("layout", "The sheet's grid.", keys: [
        FormatKey("columns", .integer(1...ReviewSheet.maximumColumns), "Cards side by side before a row wraps."),
        FormatKey("thumbnailScale", .number(ReviewSheet.thumbnailScales), "Pixels per point of a PNG sheet."),
    ])
}
