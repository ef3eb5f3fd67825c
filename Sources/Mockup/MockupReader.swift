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
        let fields = try root.mapping(
            keys: ["symbols", "design", "device", "size", "scale", "safeArea", "appearance", "contentSize", "direction", "tint", "render", "scroll", "table",
                   "collection", "statusBar", "navigationBar", "toolbar", "tabBar", "homeIndicator", "assetCatalogs"])
        var mockup = Mockup()
        // First: the symbols and asset catalogues every later field may name.
        if let field = fields["symbols"] { try symbols.useFolder(field) }
        if let field = fields["assetCatalogs"] { try images.addCatalogs(field) }
        if let field = fields["design"] { mockup.traits.design = try field.oneOf(Design.self) }
        if let field = fields["device"] { mockup.device = try device(field) }
        if let field = fields["scale"] { mockup.scale = CGFloat(try field.integer(in: 1...4)) }
        images.displayScale = mockup.scale ?? mockup.device.scale
        if let field = fields["size"] { try readSize(field, into: &mockup) }
        if let field = fields["safeArea"] { mockup.safeArea = try insets(field, keys: ["top", "bottom", "left", "right"]) }
        if let field = fields["appearance"] { mockup.traits.userInterfaceStyle = try field.oneOf(Appearance.self) }
        if let field = fields["contentSize"] { mockup.traits.preferredContentSizeCategory = try field.oneOf(ContentSizeCategory.self) }
        if let field = fields["direction"] { mockup.traits.layoutDirection = try field.oneOf(LayoutDirection.self) }
        if let field = fields["tint"] { mockup.traits.tintColor = try color(field) }
        if let field = fields["render"] { mockup.render = try field.oneOf(Renderer.Mode.self) }
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
        let fields = try field.mapping(keys: ["width", "height"])
        let range = 1...MockupLimits.maximumSide
        let width = try fields["width"].map { (f) throws(MockupError) in CGFloat(try f.number(in: range)) } ?? mockup.device.size.width
        var height = mockup.device.size.height
        if let heightField = fields["height"] {
            if heightField.isScalar("auto") {
                mockup.render = .content
            } else {
                height = CGFloat(try heightField.number(in: range))
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
        guard field.isMapping else { return .offset(CGFloat(try field.number(in: 0...10_000_000))) }
        let (key, counts) = mockup.collection.map { ("item", $0.sections.map(\.items.count)) } ?? ("row", mockup.table.sections.map(\.rows.count))
        let fields = try field.mapping(keys: ["section", key, "position"])
        let section = try fields["section"]?.integer(in: 0...max(0, counts.count - 1)) ?? 0
        let count = counts.indices.contains(section) ? counts[section] : 0
        let index = try fields[key]?.integer(in: 0...max(0, count - 1)) ?? 0
        guard count > 0 else { throw field.error("section \(section) has no \(key)s to scroll to") }
        let position = try fields["position"]?.oneOf(TableView.ScrollPosition.self) ?? .top
        return mockup.collection == nil ? .row(IndexPath(row: index, section: section), position) : .item(IndexPath(item: index, section: section), position)
    }

    // MARK: Table

    private func table(_ field: MockupField) throws(MockupError) -> Mockup.Table {
        let fields = try field.mapping(
            keys: ["style", "kind", "rowHeight", "estimatedRowHeight", "separatorStyle", "separatorColor", "separatorInset",
                   "layoutMargins", "fillerRowHeight", "sectionHeaderTopPadding", "backgroundColor",
                   "editing", "allowsMultipleSelectionDuringEditing", "sectionIndex", "sectionIndexColor", "sectionIndexBackgroundColor", "header", "footer", "sections"])
        var table = Mockup.Table()
        if let f = fields["editing"] { table.editing = try f.bool() }
        if let f = fields["allowsMultipleSelectionDuringEditing"] { table.allowsMultipleSelectionDuringEditing = try f.bool() }
        if let style = fields["style"] { table.style = try style.oneOf(TableViewStyle.self) }
        if let f = fields["kind"] { table.kind = try f.oneOf(Mockup.Table.Kind.self) }
        if let f = fields["rowHeight"] { table.rowHeight = try dimension(f) }
        if let f = fields["estimatedRowHeight"] { table.estimatedRowHeight = try dimension(f) }
        if let f = fields["separatorStyle"] { table.separatorStyle = try f.oneOf(TableViewCellSeparatorStyle.self) }
        if let f = fields["separatorColor"] { table.separatorColor = try color(f) }
        if let f = fields["separatorInset"] { table.separatorInset = try insets(f, keys: ["left", "right"]) }
        if let f = fields["layoutMargins"] { table.layoutMargins = try insets(f, keys: ["left", "right"]) }
        if let f = fields["fillerRowHeight"] { table.fillerRowHeight = try fillerRowHeight(f) }
        if let f = fields["sectionHeaderTopPadding"] { table.sectionHeaderTopPadding = CGFloat(try f.number(in: 0...MockupLimits.maximumSide)) }
        if let f = fields["backgroundColor"] { table.backgroundColor = try color(f) }
        if let f = fields["header"] { table.header = try textBlock(f) }
        if let f = fields["footer"] { table.footer = try textBlock(f) }
        if let f = fields["sectionIndexColor"] { table.sectionIndexColor = try color(f) }
        if let f = fields["sectionIndexBackgroundColor"] { table.sectionIndexBackgroundColor = try color(f) }
        if let f = fields["sections"] {
            let sections = try f.list(maxCount: MockupLimits.maximumSections)
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
        return try field.list(maxCount: 100).map { (title) throws(MockupError) in try title.string(maxLength: 10) }
    }

    private func textBlock(_ field: MockupField) throws(MockupError) -> Mockup.TextBlock {
        let fields = try field.mapping(keys: ["text", "image", "height"])
        return Mockup.TextBlock(
            text: try fields["text"]?.string() ?? "",
            image: try fields["image"].map { (f) throws(MockupError) in try image(f) },
            height: try fields["height"].map { (f) throws(MockupError) in CGFloat(try f.number(in: 0...MockupLimits.maximumSide)) })
    }

    private func section(_ field: MockupField) throws(MockupError) -> Mockup.Section {
        let fields = try field.mapping(keys: ["header", "footer", "rows"])
        var section = Mockup.Section()
        if let f = fields["header"] { section.header = try title(f) }
        if let f = fields["footer"] { section.footer = try title(f) }
        if let f = fields["rows"] {
            section.rows = try f.list(maxCount: MockupLimits.maximumRows).map { (r) throws(MockupError) in try row(r) }
        }
        return section
    }

    /// A title string, or `{title:, detail:, height:}`.
    func title(_ field: MockupField) throws(MockupError) -> Mockup.Title {
        guard field.isMapping else { return Mockup.Title(title: try field.string()) }
        let fields = try field.mapping(keys: ["title", "detail", "height"])
        return Mockup.Title(
            title: try fields["title"]?.string() ?? "",
            detail: try fields["detail"]?.string(),
            height: try fields["height"].map { (f) throws(MockupError) in CGFloat(try f.number(in: 0...MockupLimits.maximumSide)) })
    }

    // MARK: Rows

    private func row(_ field: MockupField) throws(MockupError) -> Mockup.Row {
        let fields = try field.mapping(
            keys: ["text", "detail", "style", "image", "accessory", "control", "height", "lines", "textColor", "detailColor", "textAlignment", "indentation",
                   "selected", "highlighted", "selectionStyle", "disabled", "editingStyle", "reorder", "shouldIndentWhileEditing",
                   "editingAccessory", "showingDeleteConfirmation", "deleteTitle", "swipe"])
        var row = Mockup.Row()
        row.text = try fields["text"]?.string()
        row.detail = try fields["detail"]?.string()
        if let f = fields["style"] { row.style = try f.oneOf(TableViewCellStyle.self) }
        if let f = fields["image"] { row.image = try image(f) }
        if let f = fields["accessory"] { row.accessory = try accessory(f) }
        if let f = fields["control"] { row.control = try contentControl(f) }
        if let f = fields["height"] { row.height = CGFloat(try f.number(in: 1...MockupLimits.maximumSide)) }
        if let f = fields["lines"] { row.lines = try f.integer(in: 0...1000) }
        if let f = fields["textColor"] { row.textColor = try color(f) }
        if let f = fields["detailColor"] { row.detailColor = try color(f) }
        if let f = fields["textAlignment"] { row.textAlignment = try f.oneOf(TextAlignment.self) }
        if let f = fields["indentation"] { row.indentation = try f.integer(in: 0...100) }
        try readSelectionAndEditing(fields, into: &row)
        return row
    }

    private func readSelectionAndEditing(_ fields: MockupMapping, into row: inout Mockup.Row) throws(MockupError) {
        if let f = fields["selected"] { row.selected = try f.bool() }
        if let f = fields["highlighted"] { row.highlighted = try f.bool() }
        if let f = fields["selectionStyle"] { row.selectionStyle = try f.oneOf(TableViewCellSelectionStyle.self) }
        if let f = fields["disabled"] { row.disabled = try f.bool() }
        if let f = fields["editingStyle"] { row.editingStyle = try f.oneOf(TableViewCellEditingStyle.self) }
        if let f = fields["reorder"] { row.reorder = try f.bool() }
        if let f = fields["shouldIndentWhileEditing"] { row.shouldIndentWhileEditing = try f.bool() }
        if let f = fields["editingAccessory"] { row.editingAccessory = try f.oneOf(TableViewCellAccessoryType.self) }
        if let f = fields["showingDeleteConfirmation"] { row.showingDeleteConfirmation = try f.bool() }
        row.deleteTitle = try fields["deleteTitle"]?.string(maxLength: 40)
        if let f = fields["swipe"] { row.swipe = try swipe(f) }
    }

    /// `{leading: [...], trailing: [...], revealed: leading|trailing}`.
    private func swipe(_ field: MockupField) throws(MockupError) -> Mockup.Swipe {
        let fields = try field.mapping(keys: ["leading", "trailing", "revealed"])
        var swipe = Mockup.Swipe()
        swipe.leading = try fields["leading"]?.list(maxCount: 5).map { (f) throws(MockupError) in try swipeAction(f) } ?? []
        swipe.trailing = try fields["trailing"]?.list(maxCount: 5).map { (f) throws(MockupError) in try swipeAction(f) } ?? []
        guard !swipe.leading.isEmpty || !swipe.trailing.isEmpty else { throw field.error("a swipe needs \"leading\" or \"trailing\" actions") }
        swipe.revealed = try fields["revealed"]?.oneOf(SwipeActionsEdge.self) ?? (swipe.trailing.isEmpty ? .leading : .trailing)
        let shown = swipe.revealed == .leading ? swipe.leading : swipe.trailing
        if shown.isEmpty, let f = fields["revealed"] { throw f.error("no \(swipe.revealed.rawValue) actions to reveal") }
        return swipe
    }

    /// `{title, style, color, image}`, a title or an image at least.
    private func swipeAction(_ field: MockupField) throws(MockupError) -> Mockup.SwipeAction {
        let fields = try field.mapping(keys: ["title", "style", "color", "image"])
        var action = Mockup.SwipeAction()
        action.title = try fields["title"]?.string(maxLength: 40)
        if let f = fields["style"] { action.style = try f.oneOf(ContextualAction.Style.self) }
        if let f = fields["color"] { action.color = try color(f) }
        if let f = fields["image"] { action.image = try image(f) }
        guard action.title != nil || action.image != nil else { throw field.error("a swipe action needs a \"title\" or an \"image\"") }
        return action
    }


    /// `{symbol:, color:, background:, size:, weight:, scale:, rendering:}`, an
    /// image file's path relative to the mockup, or an asset catalogue's image set name.
    func image(_ field: MockupField) throws(MockupError) -> Image {
        guard field.isMapping else { return try images.image(field) }
        let fields = try field.mapping(keys: ["symbol", "color", "background", "size", "weight", "scale", "rendering"])
        guard let nameField = fields["symbol"] else { throw field.error("an image mapping needs \"symbol\" (or give an image file's path or an asset's name as text)") }
        let size = try fields["size"].map { (f) throws(MockupError) in CGFloat(try f.number(in: 1...500)) } ?? 17
        var image = SymbolImage(symbol: try symbol(nameField), pointSize: size, color: try fields["color"].map { (f) throws(MockupError) in try color(f) },
                                badgeColor: try fields["background"].map { (f) throws(MockupError) in try color(f) })
        if let field = fields["weight"] { image.weight = try field.oneOf(MockupSymbolWeight.self).weight }
        if let field = fields["scale"] { image.scale = try field.oneOf(MockupSymbolScale.self).scale }
        if let field = fields["rendering"] { image.rendering = try rendering(field) }
        return Image(symbol: image)
    }

    private static let namedRenderingModes: [(name: String, mode: SymbolRenderingMode)] = [
        ("monochrome", .monochrome), ("hierarchical", .hierarchical(nil)), ("multicolor", .multicolor),
    ]

    /// `monochrome`, `hierarchical`, `multicolor`, or a palette: a list of colours, primary first.
    private func rendering(_ field: MockupField) throws(MockupError) -> SymbolRenderingMode {
        if let (_, mode) = Self.namedRenderingModes.first(where: { field.isScalar($0.name) }) { return mode }
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

    func insets(_ field: MockupField, keys: [String]) throws(MockupError) -> EdgeInsets {
        let fields = try field.mapping(keys: keys)
        func value(_ key: String) throws(MockupError) -> CGFloat {
            CGFloat(try fields[key]?.number(in: 0...MockupLimits.maximumSide) ?? 0)
        }
        return EdgeInsets(top: try value("top"), left: try value("left"), bottom: try value("bottom"), right: try value("right"))
    }

    func format(_ value: CGFloat) -> String {
        value == value.rounded() ? String(Int(value)) : String(describing: value)
    }
}
