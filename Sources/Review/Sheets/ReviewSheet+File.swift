import Canvas
import Foundation
import Mockup
import TableKit

extension ReviewSheet {
    /// Whether the YAML or JSON file at `path` defines a review sheet (it
    /// has a top-level `mockups` list) rather than being a mockup itself.
    public static func isDefinition(atPath path: String) -> Bool {
        guard let tree = try? Mockup.tree(contentsOf: path), case .mapping(let pairs) = tree.value else { return false }
        return pairs.contains { $0.key.text == "mockups" }
    }

    /// Reads a sheet definition:
    ///
    /// ```yaml
    /// title: Settings review
    /// mockups: [settings.yaml]          # relative to this file
    /// vary:                             # key path: values, outermost first
    ///   appearance: [light, dark]
    ///   table.style: [plain, grouped, insetGrouped]
    /// layout: {columns: 3, thumbnailScale: 1}
    /// annotate: false                   # redlines on every card
    /// ```
    public static func load(contentsOf path: String, options: Mockup.ReadOptions = Mockup.ReadOptions()) throws(MockupError) -> ReviewSheet {
        let root = MockupField(node: try Mockup.tree(contentsOf: path), path: "", file: path)
        let fields = try root.mapping(SheetFormat.sheet)
        guard let mockupFields = try fields.list("mockups") else { throw root.error("a sheet needs \"mockups\", a list of mockup files") }
        let directory = (path as NSString).deletingLastPathComponent
        let folder = ContainedPath(folder: URL(fileURLWithPath: directory.isEmpty ? "." : directory), allowsOutside: options.allowsFilesOutsideFolder)
        let mockups = try mockupFields.map { (field) throws(MockupError) in
            let name = try field.string(maxLength: SheetFormat.pathLength)
            let path = name.hasPrefix("/") ? name : (directory as NSString).appendingPathComponent(name)
            // Checked before the file is read, so that no error can quote another file's content.
            guard folder.resolve(path) != nil else {
                throw field.error("\"\(Quote.cut(name))\" leads outside the sheet definition's folder; pass --allow-files-outside to allow it")
            }
            return path
        }
        var sheet = ReviewSheet(mockups: mockups, variations: try fields["vary"].map(variations) ?? [], title: try fields.text("title"))
        if let layout = fields["layout"] { try sheet.readLayout(layout) }
        if let annotate = try fields.bool("annotate") { sheet.annotations = annotate }
        sheet.options = options
        sheet.definitionFile = path
        return sheet
    }

    /// `vary:` in file order: each key path with a list of values (or a single value).
    private static func variations(_ field: MockupField) throws(MockupError) -> [Variation] {
        guard case .mapping(let pairs) = field.node.value else { throw field.error("expected a mapping of key paths to lists of values") }
        return try pairs.map { (pair) throws(MockupError) in
            let key = pair.key.text ?? ""
            let values = MockupField(node: pair.value, path: "vary.\(Quote.cut(key))", file: field.file)
            guard case .sequence(let nodes) = pair.value.value else { return Variation(keyPath: key, nodes: [pair.value]) }
            guard !nodes.isEmpty else { throw values.error("expected at least one value") }
            return Variation(keyPath: key, nodes: nodes)
        }
    }

    private mutating func readLayout(_ field: MockupField) throws(MockupError) {
        let fields = try field.mapping(SheetFormat.layout)
        if let columns = try fields.integer("columns") { self.columns = columns }
        if let scale = try fields.number("thumbnailScale") { thumbnailScale = CGFloat(scale) }
    }

    /// The most cards side by side a sheet allows.
    public static let maximumColumns = 100
    /// The PNG scales a sheet allows.
    public static let thumbnailScales: ClosedRange<Double> = 0.25...4
}
