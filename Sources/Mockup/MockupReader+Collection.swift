import Canvas
import Foundation
import TableKit

/// The `collection` form: a flow or compositional grid of items, read with
/// the same checks as a table (keys, values, limits before the work).
extension MockupReader {
    /// `collection`, refused beside `table`: a mockup draws one or the other.
    func readCollection(_ fields: MockupMapping, into mockup: inout Mockup) throws(MockupError) {
        guard let field = fields["collection"] else { return }
        if fields["table"] != nil { throw field.error("a mockup draws a table or a collection, not both; remove \"table\" or \"collection\"") }
        mockup.collection = try collection(field)
    }

    private func collection(_ field: MockupField) throws(MockupError) -> Mockup.Collection {
        let layoutName = try field.peek("layout")?.oneOf(LayoutName.self) ?? .flow
        let fields = try layoutKeys(of: field, for: layoutName, inSection: false)
        var collection = Mockup.Collection()
        if let f = fields["backgroundColor"] { collection.backgroundColor = try color(f) }
        if let radius = try fields.number("cornerRadius") { collection.cornerRadius = CGFloat(radius) }
        var grid: Mockup.Collection.Grid?
        switch layoutName {
        case .flow:
            collection.layout = .flow(try flow(fields))
        case .compositional:
            let collectionGrid = try self.grid(fields, over: Mockup.Collection.Grid())
            grid = collectionGrid
            collection.layout = .compositional(collectionGrid)
        }
        if let sections = try fields.list("sections") {
            try checkItemEntryTotal(sections)
            var items = 0
            collection.sections = try sections.map { (s) throws(MockupError) in try section(s, layout: layoutName, grid: grid, itemTotal: &items) }
        }
        return collection
    }

    /// The keys of `field` for `layout`, in the collection or one of its
    /// sections (a flow layout's sections have none of their own): a key of
    /// the other layout is refused as that, not as a typo.
    private func layoutKeys(of field: MockupField, for layout: LayoutName, inSection: Bool) throws(MockupError) -> MockupMapping {
        let definition = switch (layout, inSection) {
        case (.flow, false): MockupFormat.flowCollection
        case (.flow, true): MockupFormat.flowSection
        case (.compositional, false): MockupFormat.compositionalCollection
        case (.compositional, true): MockupFormat.compositionalSection
        }
        let (own, other) = layout == .flow ? (MockupFormat.flowKeys, MockupFormat.gridKeys) : (MockupFormat.gridKeys, MockupFormat.flowKeys)
        let foreign = other.map(\.name).filter { name in !own.contains { $0.name == name } }
        if let key = field.keys.first(where: { foreign.contains($0.node.text ?? "") }) {
            let otherName = layout == .flow ? LayoutName.compositional : .flow
            throw key.error("\"\(key.node.text ?? "")\" is a key of a \(otherName.rawValue) layout; this collection's layout is \(layout.rawValue)"
                            + "; expected one of \(definition.keyNames.joined(separator: ", "))")
        }
        return try field.mapping(definition)
    }

    private func flow(_ fields: MockupMapping) throws(MockupError) -> Mockup.Collection.Flow {
        var flow = Mockup.Collection.Flow()
        if let f = fields["itemSize"] { flow.itemSize = try size(f) }
        if let spacing = try fields.number("minimumInteritemSpacing") { flow.minimumInteritemSpacing = CGFloat(spacing) }
        if let spacing = try fields.number("minimumLineSpacing") { flow.minimumLineSpacing = CGFloat(spacing) }
        if let f = fields["sectionInset"] { flow.sectionInset = try insets(f, MockupFormat.insets) }
        if let direction = try fields.choice("scrollDirection", ScrollDirectionName.self) { flow.scrollDirection = direction.direction }
        if let pins = try fields.bool("sectionHeadersPinToVisibleBounds") { flow.sectionHeadersPinToVisibleBounds = pins }
        flow.titles = try titleHeights(fields, over: flow.titles)
        return flow
    }

    /// The grid keys in `fields` over `grid` (the collection's, for a section).
    private func grid(_ fields: MockupMapping, over grid: Mockup.Collection.Grid) throws(MockupError) -> Mockup.Collection.Grid {
        var grid = grid
        if let columns = try fields.integer("columns") { grid.columns = columns }
        if let f = fields["itemHeight"] { grid.itemHeight = try itemHeight(f) }
        if let spacing = try fields.number("spacing") { grid.spacing = CGFloat(spacing) }
        if let f = fields["contentInsets"] { grid.contentInsets = try insets(f, MockupFormat.insets) }
        grid.titles = try titleHeights(fields, over: grid.titles)
        return grid
    }

    private func titleHeights(_ fields: MockupMapping, over heights: Mockup.Collection.TitleHeights) throws(MockupError) -> Mockup.Collection.TitleHeights {
        var heights = heights
        if let height = try fields.number("headerHeight") { heights.header = CGFloat(height) }
        if let height = try fields.number("footerHeight") { heights.footer = CGFloat(height) }
        return heights
    }

    /// `square`, points, or a fraction of the width: `1/2` or `50%`.
    private func itemHeight(_ field: MockupField) throws(MockupError) -> Mockup.Collection.ItemHeight {
        let expected = "expected \"square\", a height in points, or a fraction of the width such as 1/2 or 50%"
        guard let text = field.node.text else { throw field.error(expected) }
        if text == "square" { return .square }
        if Double(text) != nil { return .points(CGFloat(try field.number(in: 1...MockupLimits.maximumSide))) }
        guard let fraction = Self.fraction(text) else { throw field.error("\"\(Quote.cut(text))\" is not a height; \(expected)") }
        // A hundred widths is taller than any screen needs, and bounds the rows' height.
        guard fraction > 0, fraction <= 100 else { throw field.error("\(Quote.cut(text)) is out of range; expected a fraction above 0 and at most 100") }
        return .fractionOfWidth(fraction)
    }

    /// `a/b` or `N%` as a number.
    private static func fraction(_ text: String) -> CGFloat? {
        if text.hasSuffix("%"), let percent = Double(text.dropLast()), percent.isFinite { return CGFloat(percent / 100) }
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let numerator = Double(parts[0]), let denominator = Double(parts[1]), denominator != 0 else { return nil }
        let value = numerator / denominator
        return value.isFinite ? CGFloat(value) : nil
    }

    private func size(_ field: MockupField) throws(MockupError) -> CGSize {
        let fields = try field.mapping(MockupFormat.itemSize)
        func side(_ key: String) throws(MockupError) -> CGFloat {
            guard let side = try fields.number(key) else { throw field.error("a size needs \"\(key)\"") }
            return CGFloat(side)
        }
        return CGSize(width: try side("width"), height: try side("height"))
    }

    // MARK: Sections and items

    /// Refuses sections listing more item entries in all than
    /// ``MockupLimits/maximumItemEntries`` before any is read: aliases can
    /// repeat a large list many times in a small file.
    private func checkItemEntryTotal(_ sections: [MockupField]) throws(MockupError) {
        var total = 0
        for section in sections {
            guard case .mapping(let pairs) = section.node.value,
                  case .sequence(let items)? = pairs.first(where: { $0.key.text == "items" })?.value.value else { continue }
            total += items.count
            guard total <= MockupLimits.maximumItemEntries else {
                throw section.error("the sections list more than \(MockupLimits.maximumItemEntries) items in all (aliases counted as what they repeat); "
                                    + "the limit is \(MockupLimits.maximumItemEntries) (repeat an item with \"count\" instead)")
            }
        }
    }

    private func section(_ field: MockupField, layout: LayoutName, grid: Mockup.Collection.Grid?,
                         itemTotal: inout Int) throws(MockupError) -> Mockup.Collection.Section {
        let fields = try layoutKeys(of: field, for: layout, inSection: true)
        var section = Mockup.Collection.Section()
        if let f = fields["header"] { section.header = try title(f) }
        if let f = fields["footer"] { section.footer = try title(f) }
        section.grid = try grid.map { (grid) throws(MockupError) in try self.grid(fields, over: grid) }
        for entry in try fields.list("items") ?? [] {
            let run = try run(entry)
            itemTotal += run.count
            guard itemTotal <= MockupLimits.maximumItems else {
                throw entry.error("the sections hold more than \(MockupLimits.maximumItems) items in all (counts included); the limit is \(MockupLimits.maximumItems)")
            }
            section.items.append(run)
        }
        return section
    }

    /// One entry of `items`: an item, repeated `count` times through its `colors` and `images`.
    private func run(_ field: MockupField) throws(MockupError) -> Mockup.Collection.Run {
        let fields = try field.mapping(MockupFormat.item)
        var run = Mockup.Collection.Run(item: try item(fields))
        run.colors = try cycle(fields, list: "colors", single: "color") { (f) throws(MockupError) in try color(f) }
        run.images = try cycle(fields, list: "images", single: "image") { (f) throws(MockupError) in try image(f) }
        if let count = try fields.integer("count") {
            run.count = count
        } else {
            run.count = max(1, run.colors.count, run.images.count)
        }
        return run
    }

    private func item(_ fields: MockupMapping) throws(MockupError) -> Mockup.Collection.Item {
        var item = Mockup.Collection.Item()
        if let f = fields["color"] { item.color = try color(f) }
        if let f = fields["image"] { item.image = try image(f) }
        item.text = try fields.text("text")
        item.subtitle = try fields.text("subtitle")
        if let f = fields["textColor"] { item.textColor = try color(f) }
        if let radius = try fields.number("cornerRadius") { item.cornerRadius = CGFloat(radius) }
        return item
    }

    /// The values of the list key `list`, refused beside its single form `single`.
    private func cycle<T>(_ fields: MockupMapping, list: String, single: String,
                          _ read: (MockupField) throws(MockupError) -> T) throws(MockupError) -> [T] {
        guard let field = fields[list] else { return [] }
        if fields[single] != nil { throw field.error("give \"\(single)\" or \"\(list)\", not both") }
        let values = try (fields.list(list) ?? []).map(read)
        guard !values.isEmpty else { throw field.error("expected at least one entry") }
        return values
    }
}

/// A collection's `layout`.
enum LayoutName: String, CaseIterable {
    case flow, compositional
}

/// A flow layout's `scrollDirection`.
enum ScrollDirectionName: String, CaseIterable {
    case vertical, horizontal

    var direction: CollectionViewFlowLayout.ScrollDirection {
        self == .vertical ? .vertical : .horizontal
    }
}
