import Canvas
import TableKit

extension MockupFormat {
    /// `table:`.
    package static let table = FormatDefinition("table", "A table view: its style, its sections and rows.", keys: [
        FormatKey("style", .choice(TableViewStyle.self), "plain, grouped or insetGrouped."),
        FormatKey("kind", .choice(Mockup.Table.Kind.self), "table (UITableView) or list (a collection-view list, as SwiftUI's List and Form draw)."),
        FormatKey("rowHeight", .reference(dimension), "Every row's height, or automatic (self-sizing)."),
        FormatKey("estimatedRowHeight", .reference(dimension), "The height assumed for rows not yet measured."),
        FormatKey("separatorStyle", .choice(TableViewCellSeparatorStyle.self), "singleLine or none."),
        FormatKey("separatorColor", .reference(color), "The separators' colour."),
        FormatKey("separatorInset", .reference(horizontalInsets), "The separators' insets."),
        FormatKey("layoutMargins", .reference(horizontalInsets), "The content margins (16 pt on phones narrower than 414 pt, 20 from 414 pt)."),
        FormatKey("fillerRowHeight", .anyOf([.number(0...0), .reference(dimension)]),
                  "0: no empty rows below the last (the default); automatic: as tall as the last row; or a height in points."),
        FormatKey("sectionHeaderTopPadding", .points(), "Space above each plain header."),
        FormatKey("backgroundColor", .reference(color), "The table's background (the style's by default)."),
        FormatKey("editing", .boolean, "Every row in editing mode."),
        FormatKey("allowsMultipleSelectionDuringEditing", .boolean, "Selection circles instead of the editing controls."),
        FormatKey("sectionIndex", .anyOf([.choice(["auto"]), .list(.text(maxLength: indexTitleLength), maxCount: indexTitleCount)]),
                  "The section index: auto (the header titles' first letters) or a list of titles."),
        FormatKey("sectionIndexColor", .reference(color), "The section index's text colour."),
        FormatKey("sectionIndexBackgroundColor", .reference(color), "The section index's background."),
        FormatKey("header", .reference(textBlock), "The table header view."),
        FormatKey("footer", .reference(textBlock), "The table footer view."),
        FormatKey("sections", .list(.reference(section), maxCount: MockupLimits.maximumSections), "The sections, top to bottom."),
    ])

    /// The most characters of a section index title.
    package static let indexTitleLength = 10
    /// The most section index titles.
    package static let indexTitleCount = 100

    /// A table header or footer view.
    package static let textBlock = FormatDefinition("textBlock", "A table header or footer view: an image over a text.", keys: [
        FormatKey("text", .text, "The text."),
        FormatKey("image", .reference(image), "An image above the text."),
        FormatKey("height", .points(), "The view's height (sized from its content by default)."),
    ])

    /// A table section.
    package static let section = FormatDefinition("section", "A section: a header, rows and a footer.", keys: [
        FormatKey("header", .reference(title), "The header's title."),
        FormatKey("footer", .reference(title), "The footer's title."),
        FormatKey("rows", .list(.reference(row), maxCount: MockupLimits.maximumRows), "The rows, top to bottom."),
    ])

    /// A table row.
    package static let row = FormatDefinition("row", "A row: a cell of one of the four styles, its accessory, controls, selection and editing state.", keys: [
        FormatKey("text", .text, "The text label."),
        FormatKey("detail", .text, "The detail text label."),
        FormatKey("style", .choice(TableViewCellStyle.self), "The cell style: default, value1, value2 or subtitle."),
        FormatKey("image", .reference(image), "The leading image."),
        FormatKey("accessory", .reference(accessory), "A standard accessory, or a control at the trailing side."),
        FormatKey("control", .reference(control), "A control in the content, after the text."),
        FormatKey("height", .points(from: 1), "This row's height (sized from its content by default, never below 44)."),
        FormatKey("lines", .integer(0...1000), "Text lines before \"…\"; 0 wraps without limit."),
        FormatKey("textColor", .reference(color), "The text's colour."),
        FormatKey("detailColor", .reference(color), "The detail's colour."),
        FormatKey("textAlignment", .choice(TextAlignment.self), "The text's alignment."),
        FormatKey("indentation", .integer(0...100), "Indentation levels of 10 pt."),
        FormatKey("selected", .boolean, "The selection background (a filled circle in multiple-selection editing)."),
        FormatKey("highlighted", .boolean, "Highlighted, as under a finger."),
        FormatKey("selectionStyle", .choice(TableViewCellSelectionStyle.self), "default or none."),
        FormatKey("disabled", .boolean, "Text dimmed as UIKit dims a disabled row."),
        FormatKey("editingStyle", .choice(TableViewCellEditingStyle.self), "The control in editing mode."),
        FormatKey("reorder", .boolean, "The reorder grip in editing mode."),
        FormatKey("shouldIndentWhileEditing", .boolean, "Whether the content moves aside for the editing control."),
        FormatKey("editingAccessory", .choice(TableViewCellAccessoryType.self), "The accessory shown instead while editing."),
        FormatKey("showingDeleteConfirmation", .boolean, "Editing mode's Delete button shown."),
        FormatKey("deleteTitle", .text(maxLength: 40), "The delete confirmation's title."),
        FormatKey("swipe", .reference(swipe), "Swipe actions, drawn swiped open."),
    ])

    /// `swipe:`.
    package static let swipe = FormatDefinition("swipe", "Swipe actions drawn revealed; the first action sits at the edge.", keys: [
        FormatKey("leading", .list(.reference(swipeAction), maxCount: 5), "The actions on the leading side."),
        FormatKey("trailing", .list(.reference(swipeAction), maxCount: 5), "The actions on the trailing side."),
        FormatKey("revealed", .choice(SwipeActionsEdge.self), "The side drawn open (the only side given, or trailing)."),
    ])

    /// One swipe action.
    package static let swipeAction = FormatDefinition("swipeAction", "A swipe action: a title or an image at least.", keys: [
        FormatKey("title", .text(maxLength: 40), "The title."),
        FormatKey("style", .choice(ContextualAction.Style.self), "normal or destructive."),
        FormatKey("color", .reference(color), "The background colour."),
        FormatKey("image", .reference(image), "The image."),
    ])
}
