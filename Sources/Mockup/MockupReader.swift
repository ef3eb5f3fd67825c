import Canvas
import Foundation
import TableKit

/// Reads a mockup (format v1) from parsed YAML/JSON, checking every key,
/// type, enumeration value and limit.
struct MockupReader {
    /// The image files paths name, each decoded once, and the asset catalogues names are looked up in.
    let images: MockupImageFiles
    /// The symbols `symbol:` fields name.
    let symbols: MockupSymbols

    func read(_ root: MockupField) throws(MockupError) -> Mockup {
        let fields = try root.mapping(MockupFormat.mockup)
        var mockup = Mockup()
        // First: the symbols and asset catalogues every later field may name.
        if let field = fields["symbols"] { try symbols.useFolder(field) }
        if let field = fields["assetCatalogs"] { try images.addCatalogs(field) }
        if let design = try fields.choice("design", Design.self) { mockup.traits.design = design }
        if let field = fields["device"] { mockup.device = try device(field) }
        if let scale = try fields.integer("scale") { mockup.scale = CGFloat(scale) }
        images.displayScale = mockup.scale ?? mockup.device.scale
        if let field = fields["size"] { try readSize(field, into: &mockup) }
        if let field = fields["safeArea"] { mockup.safeArea = try insets(field, MockupFormat.insets) }
        if let style = try fields.choice("appearance", Appearance.self) { mockup.traits.userInterfaceStyle = style }
        if let size = try fields.choice("contentSize", ContentSizeCategory.self) { mockup.traits.preferredContentSizeCategory = size }
        if let direction = try fields.choice("direction", LayoutDirection.self) { mockup.traits.layoutDirection = direction }
        if let field = fields["tint"] { mockup.traits.tintColor = try color(field) }
        if let render = try fields.choice("render", Renderer.Mode.self) { mockup.render = render }
        if let field = fields["table"] { mockup.table = try table(field) }
        try readCollection(fields, into: &mockup)
        try readChrome(fields, into: &mockup.chrome)
        if let field = fields["scroll"] { mockup.scroll = try scroll(field, in: mockup) }
        try checkPixelSize(of: mockup, at: fields["size"] ?? fields["scale"] ?? fields["device"] ?? root)
        return mockup
    }

    // MARK: Screen

    private func device(_ field: MockupField) throws(MockupError) -> Device {
        let name = try field.string()
        guard let device = Device.named(name) else {
            let names = Device.all.map(\.name)
            throw field.error("unknown device \"\(Quote.cut(name))\"\(Suggestion.didYouMean(name, in: names)); expected one of \(names.joined(separator: ", "))")
        }
        return device
    }

    /// `size: {width:, height:}`; `height: auto` renders the whole content.
    private func readSize(_ field: MockupField, into mockup: inout Mockup) throws(MockupError) {
        let fields = try field.mapping(MockupFormat.screenSize)
        let width = try fields.number("width").map { CGFloat($0) } ?? mockup.device.size.width
        var height = mockup.device.size.height
        if let heightField = fields["height"] {
            if heightField.isScalar("auto") {
                mockup.render = .content
            } else {
                height = CGFloat(try heightField.number(in: 1...MockupLimits.maximumSide))
            }
        }
        mockup.size = CGSize(width: width, height: height)
    }

    /// Refuses a screen whose pixels would exceed the bitmap limits, before anything is drawn.
    private func checkPixelSize(of mockup: Mockup, at field: MockupField) throws(MockupError) {
        let renderer = mockup.renderer
        let scale = renderer.traits.displayScale
        let width = Int((renderer.size.width * scale).rounded(.up))
        let height = mockup.render == .content ? 1 : Int((renderer.size.height * scale).rounded(.up))
        do {
            try Bitmap.checkSize(width: width, height: height)
        } catch {
            let points = "\(format(renderer.size.width))×\(format(renderer.size.height)) pt at \(format(scale))×"
            throw field.error("\(points) is \(error.description.replacingOccurrences(of: "image size ", with: ""))")
        }
    }

    /// Points, or `{section, row, position}` in a table (`{section, item, position}` in a collection).
    private func scroll(_ field: MockupField, in mockup: Mockup) throws(MockupError) -> Mockup.Scroll {
        guard field.isMapping else { return .offset(CGFloat(try field.number(in: MockupFormat.scrollOffsets))) }
        let (key, other, counts) = mockup.collection.map { ("item", "row", $0.sections.map(\.items.count)) }
            ?? ("row", "item", mockup.table.sections.map(\.rows.count))
        let fields = try field.mapping(MockupFormat.scrollTarget)
        if let wrong = fields[other] {
            let target = mockup.collection == nil ? "table, which scrolls to a \"row\"" : "collection, which scrolls to an \"item\""
            throw wrong.error("\"\(other)\" does not apply: this mockup draws a \(target)")
        }
        let section = try fields.integer("section", atMost: counts.count - 1) ?? 0
        let count = counts.indices.contains(section) ? counts[section] : 0
        let index = try fields.integer(key, atMost: count - 1) ?? 0
        guard count > 0 else { throw field.error("section \(section) has no \(key)s to scroll to") }
        let position = try fields.choice("position", TableView.ScrollPosition.self) ?? .top
        return mockup.collection == nil ? .row(IndexPath(row: index, section: section), position) : .item(IndexPath(item: index, section: section), position)
    }

    // MARK: Table

    private func table(_ field: MockupField) throws(MockupError) -> Mockup.Table {
        let fields = try field.mapping(MockupFormat.table)
        var table = Mockup.Table()
        if let editing = try fields.bool("editing") { table.editing = editing }
        if let allows = try fields.bool("allowsMultipleSelectionDuringEditing") { table.allowsMultipleSelectionDuringEditing = allows }
        if let style = try fields.choice("style", TableViewStyle.self) { table.style = style }
        if let kind = try fields.choice("kind", Mockup.Table.Kind.self) { table.kind = kind }
        if let f = fields["rowHeight"] { table.rowHeight = try dimension(f) }
        if let f = fields["estimatedRowHeight"] { table.estimatedRowHeight = try dimension(f) }
        if let style = try fields.choice("separatorStyle", TableViewCellSeparatorStyle.self) { table.separatorStyle = style }
        if let f = fields["separatorColor"] { table.separatorColor = try color(f) }
        if let f = fields["separatorInset"] { table.separatorInset = try insets(f, MockupFormat.horizontalInsets) }
        if let f = fields["layoutMargins"] { table.layoutMargins = try insets(f, MockupFormat.horizontalInsets) }
        if let f = fields["fillerRowHeight"] { table.fillerRowHeight = try fillerRowHeight(f) }
        if let padding = try fields.number("sectionHeaderTopPadding") { table.sectionHeaderTopPadding = CGFloat(padding) }
        if let f = fields["backgroundColor"] { table.backgroundColor = try color(f) }
        if let f = fields["header"] { table.header = try textBlock(f) }
        if let f = fields["footer"] { table.footer = try textBlock(f) }
        if let f = fields["sectionIndexColor"] { table.sectionIndexColor = try color(f) }
        if let f = fields["sectionIndexBackgroundColor"] { table.sectionIndexBackgroundColor = try color(f) }
        if let sections = try fields.list("sections") {
            try checkRowTotal(sections)
            table.sections = try sections.map { (s) throws(MockupError) in try section(s) }
        }
        if let f = fields["sectionIndex"] { table.sectionIndex = try sectionIndex(f, sections: table.sections) }
        return table
    }

    /// Refuses a table whose sections list more rows in all than
    /// ``MockupLimits/maximumRows`` before any row is read: aliases can
    /// repeat a large section many times in a small file.
    private func checkRowTotal(_ sections: [MockupField]) throws(MockupError) {
        var total = 0
        for section in sections {
            guard case .mapping(let pairs) = section.node.value,
                  case .sequence(let rows)? = pairs.first(where: { $0.key.text == "rows" })?.value.value else { continue }
            total += rows.count
            guard total <= MockupLimits.maximumRows else {
                throw section.error("the sections hold more than \(MockupLimits.maximumRows) rows in all (aliases counted as what they repeat); the limit is \(MockupLimits.maximumRows)")
            }
        }
    }

    /// `auto` (the header titles' first letters) or a list of titles.
    private func sectionIndex(_ field: MockupField, sections: [Mockup.Section]) throws(MockupError) -> [String] {
        if field.isScalar("auto") {
            return sections.compactMap { $0.header?.title.first.map { String($0).uppercased() } }
        }
        guard case .sequence = field.node.value else { throw field.error("expected \"auto\" or a list of index titles") }
        return try field.list(maxCount: MockupFormat.indexTitleCount).map { (title) throws(MockupError) in
            try title.string(maxLength: MockupFormat.indexTitleLength)
        }
    }

    private func textBlock(_ field: MockupField) throws(MockupError) -> Mockup.TextBlock {
        let fields = try field.mapping(MockupFormat.textBlock)
        return Mockup.TextBlock(
            text: try fields.text("text") ?? "",
            image: try fields["image"].map { (f) throws(MockupError) in try image(f) },
            height: try fields.number("height").map { CGFloat($0) })
    }

    private func section(_ field: MockupField) throws(MockupError) -> Mockup.Section {
        let fields = try field.mapping(MockupFormat.section)
        var section = Mockup.Section()
        if let f = fields["header"] { section.header = try title(f) }
        if let f = fields["footer"] { section.footer = try title(f) }
        if let rows = try fields.list("rows") {
            section.rows = try rows.map { (r) throws(MockupError) in try row(r) }
        }
        return section
    }

    /// A title string, or `{title:, detail:, height:}`.
    func title(_ field: MockupField) throws(MockupError) -> Mockup.Title {
        guard field.isMapping else { return Mockup.Title(title: try field.string()) }
        let fields = try field.mapping(MockupFormat.titleDetails)
        return Mockup.Title(
            title: try fields.text("title") ?? "",
            detail: try fields.text("detail"),
            height: try fields.number("height").map { CGFloat($0) })
    }

    // MARK: Rows

    private func row(_ field: MockupField) throws(MockupError) -> Mockup.Row {
        let fields = try field.mapping(MockupFormat.row)
        var row = Mockup.Row()
        row.text = try fields.text("text")
        row.detail = try fields.text("detail")
        if let style = try fields.choice("style", TableViewCellStyle.self) { row.style = style }
        if let f = fields["image"] { row.image = try image(f) }
        if let f = fields["accessory"] { row.accessory = try accessory(f) }
        if let f = fields["control"] { row.control = try contentControl(f) }
        if let height = try fields.number("height") { row.height = CGFloat(height) }
        if let lines = try fields.integer("lines") { row.lines = lines }
        if let f = fields["textColor"] { row.textColor = try color(f) }
        if let f = fields["detailColor"] { row.detailColor = try color(f) }
        if let alignment = try fields.choice("textAlignment", TextAlignment.self) { row.textAlignment = alignment }
        if let indentation = try fields.integer("indentation") { row.indentation = indentation }
        try readSelectionAndEditing(fields, into: &row)
        return row
    }

    private func readSelectionAndEditing(_ fields: MockupMapping, into row: inout Mockup.Row) throws(MockupError) {
        if let selected = try fields.bool("selected") { row.selected = selected }
        if let highlighted = try fields.bool("highlighted") { row.highlighted = highlighted }
        if let style = try fields.choice("selectionStyle", TableViewCellSelectionStyle.self) { row.selectionStyle = style }
        if let disabled = try fields.bool("disabled") { row.disabled = disabled }
        if let style = try fields.choice("editingStyle", TableViewCellEditingStyle.self) { row.editingStyle = style }
        if let reorder = try fields.bool("reorder") { row.reorder = reorder }
        if let indent = try fields.bool("shouldIndentWhileEditing") { row.shouldIndentWhileEditing = indent }
        if let accessory = try fields.choice("editingAccessory", TableViewCellAccessoryType.self) { row.editingAccessory = accessory }
        if let showing = try fields.bool("showingDeleteConfirmation") { row.showingDeleteConfirmation = showing }
        row.deleteTitle = try fields.text("deleteTitle")
        if let f = fields["swipe"] { row.swipe = try swipe(f) }
    }

    /// `{leading: [...], trailing: [...], revealed: leading|trailing}`.
    private func swipe(_ field: MockupField) throws(MockupError) -> Mockup.Swipe {
        let fields = try field.mapping(MockupFormat.swipe)
        var swipe = Mockup.Swipe()
        swipe.leading = try fields.list("leading")?.map { (f) throws(MockupError) in try swipeAction(f) } ?? []
        swipe.trailing = try fields.list("trailing")?.map { (f) throws(MockupError) in try swipeAction(f) } ?? []
        guard !swipe.leading.isEmpty || !swipe.trailing.isEmpty else { throw field.error("a swipe needs \"leading\" or \"trailing\" actions") }
        swipe.revealed = try fields.choice("revealed", SwipeActionsEdge.self) ?? (swipe.trailing.isEmpty ? .leading : .trailing)
        let shown = swipe.revealed == .leading ? swipe.leading : swipe.trailing
        if shown.isEmpty, let f = fields["revealed"] { throw f.error("no \(swipe.revealed.rawValue) actions to reveal") }
        return swipe
    }

    /// `{title, style, color, image}`, a title or an image at least.
    private func swipeAction(_ field: MockupField) throws(MockupError) -> Mockup.SwipeAction {
        let fields = try field.mapping(MockupFormat.swipeAction)
        var action = Mockup.SwipeAction()
        action.title = try fields.text("title")
        if let style = try fields.choice("style", ContextualAction.Style.self) { action.style = style }
        if let f = fields["color"] { action.color = try color(f) }
        if let f = fields["image"] { action.image = try image(f) }
        guard action.title != nil || action.image != nil else { throw field.error("a swipe action needs a \"title\" or an \"image\"") }
        return action
    }


    /// `{symbol:, color:, background:, size:, weight:, scale:, rendering:}`, an
    /// image file's path relative to the mockup, or an asset catalogue's image set name.
    func image(_ field: MockupField) throws(MockupError) -> Image {
        guard field.isMapping else { return try images.image(field) }
        let fields = try field.mapping(MockupFormat.symbolImage)
        guard let nameField = fields["symbol"] else { throw field.error("an image mapping needs \"symbol\" (or give an image file's path or an asset's name as text)") }
        let size = try fields.number("size").map { CGFloat($0) } ?? 17
        var image = SymbolImage(symbol: try symbol(nameField), pointSize: size, color: try fields["color"].map { (f) throws(MockupError) in try color(f) },
                                badgeColor: try fields["background"].map { (f) throws(MockupError) in try color(f) })
        if let weight = try fields.choice("weight", MockupSymbolWeight.self) { image.weight = weight.weight }
        if let scale = try fields.choice("scale", MockupSymbolScale.self) { image.scale = scale.scale }
        if let field = fields["rendering"] { image.rendering = try rendering(field) }
        return Image(symbol: image)
    }

    /// `monochrome`, `hierarchical`, `multicolor`, or a palette: a list of colours, primary first.
    private func rendering(_ field: MockupField) throws(MockupError) -> SymbolRenderingMode {
        if let (_, mode) = MockupFormat.namedRenderingModes.first(where: { field.isScalar($0.name) }) { return mode }
        let colors = try field.list(maxCount: 3).map { (f) throws(MockupError) in try color(f) }
        guard !colors.isEmpty else { throw field.error("a palette needs one to three colours") }
        return .palette(colors)
    }

    // MARK: Values

    /// A system colour name, `#RRGGBB[AA]` or an asset catalogue's colour set name.
    func color(_ field: MockupField) throws(MockupError) -> Color {
        let value = try field.string()
        if let named = Color.named[value] { return named }
        if let asset = try images.color(named: value, field: field) { return asset }
        if value.hasPrefix("#") {
            guard let hex = Color(hex: value) else { throw field.error("\"\(Quote.cut(value))\" is not a colour; expected #RRGGBB or #RRGGBBAA") }
            return hex
        }
        let names = Color.named.keys.sorted() + images.colorNames
        let assets = images.colorNames.isEmpty ? "" : ", an asset colour name"
        throw field.error("unknown colour \"\(Quote.cut(value))\"\(Suggestion.didYouMean(value, in: names)); expected a system colour name\(assets) or #RRGGBB")
    }

    /// A height in points from `minimum` up, or `automatic`.
    private func dimension(_ field: MockupField, minimum: Double = 1) throws(MockupError) -> CGFloat {
        if field.isScalar("automatic") { return TableView.automaticDimension }
        guard let text = field.node.text, Double(text) != nil else { throw field.error("expected a number or \"automatic\"") }
        return CGFloat(try field.number(in: minimum...MockupLimits.maximumSide))
    }

    /// `0` (none), `automatic`, or a height of at least a point: the screen is
    /// filled with rows of that height, and thinner ones would be drawn by the
    /// million for a picture of solid separators.
    private func fillerRowHeight(_ field: MockupField) throws(MockupError) -> CGFloat {
        if let text = field.node.text, Double(text) == 0 { return 0 }
        do {
            return try dimension(field, minimum: TableView.minimumFillerRowHeight)
        } catch {
            var error = error
            error.message += ", or 0 for no filler rows"
            throw error
        }
    }

    /// Insets of `definition`'s edges (``MockupFormat/insets`` or
    /// ``MockupFormat/horizontalInsets``); an edge not given is 0.
    func insets(_ field: MockupField, _ definition: FormatDefinition) throws(MockupError) -> EdgeInsets {
        let fields = try field.mapping(definition)
        func value(_ key: String) throws(MockupError) -> CGFloat {
            guard definition.shape(of: key) != nil else { return 0 }
            return CGFloat(try fields.number(key) ?? 0)
        }
        return EdgeInsets(top: try value("top"), left: try value("left"), bottom: try value("bottom"), right: try value("right"))
    }

    func format(_ value: CGFloat) -> String {
        value == value.rounded() ? String(Int(value)) : String(describing: value)
    }
}
