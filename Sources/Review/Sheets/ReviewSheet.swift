import Canvas
import Foundation
import Mockup
import TableKit

/// A design-review board: mockups rendered over every combination of the
/// values of some keys, laid out as grids with row and column captions
/// naming each variant, under a title.
///
/// The last varied key runs along the columns, the one before it along the
/// rows; keys before those (and the files, when there are several) nest as
/// captioned sub-grids, or in a PDF as one page per value of the outermost.
/// Every variant is the mockup file with the key's value set in its parsed
/// tree, read and checked like any mockup before anything is drawn.
public struct ReviewSheet: Sendable {
    /// One varied key: its path in the mockup and the values it takes.
    public struct Variation: Sendable {
        /// A mockup key path as errors name fields: `appearance`, `table.style`, `table.sections[0].rows[1].accessory`.
        public var keyPath: String
        /// Each value as YAML text (`dark`, `44`, `{switch: true}`), which also captions it.
        public var values: [String]
        /// The values already parsed, when they come from a sheet file; nil parses ``values``.
        var nodes: [MockupNode]?

        /// A key taking each of `values` (YAML text) in turn.
        public init(keyPath: String, values: [String]) {
            self.keyPath = keyPath
            self.values = values
        }

        /// Parses a command-line `KEY=V1,V2,…`: commas inside `[…]`, `{…}` or quotes belong to a value; nil when there is no `=`, key or value.
        public init?(argument: String) {
            guard let equals = argument.firstIndex(of: "=") else { return nil }
            let key = String(argument[..<equals]).trimmingCharacters(in: .whitespaces)
            let values = Self.split(argument[argument.index(after: equals)...])
            guard !key.isEmpty, !values.isEmpty, !values.contains(where: \.isEmpty) else { return nil }
            self.init(keyPath: key, values: values)
        }

        /// `text` cut at the commas outside brackets and quotes, each piece trimmed.
        private static func split(_ text: Substring) -> [String] {
            var pieces: [String] = [], current = "", depth = 0, quote: Character?
            for character in text {
                switch (character, quote) {
                case (",", nil) where depth == 0:
                    pieces.append(current)
                    current = ""
                    continue
                case ("\"", nil), ("'", nil): quote = character
                case (let c, let q?) where c == q: quote = nil
                case ("[", nil), ("{", nil): depth += 1
                case ("]", nil), ("}", nil): depth -= 1
                default: break
                }
                current.append(character)
            }
            return (pieces + [current]).map { $0.trimmingCharacters(in: .whitespaces) }
        }

        init(keyPath: String, nodes: [MockupNode]) {
            self.keyPath = keyPath
            values = nodes.map(\.flowText)
            self.nodes = nodes
        }
    }

    /// The mockup files, each a sub-grid (or a row, with one varied key) of the sheet.
    public var mockups: [String]
    /// The varied keys, outermost first.
    public var variations: [Variation]
    /// The heading; nil names the sheet after its mockups.
    public var title: String?
    /// The most cards side by side before a grid row wraps; nil never wraps.
    public var columns: Int?
    /// Pixels per point of a PNG sheet (screens keep their size in points); vector sheets ignore it.
    public var thumbnailScale: CGFloat = 1
    /// What the mockups may read besides themselves.
    public var options = Mockup.ReadOptions()
    /// Draws every card with redlines (`--annotate`, ``Renderer/annotations``).
    public var annotations = false
    /// Changes applied on top of every variant after its values are set (`--design`); none by default.
    public var overrides = RenderJob.Overrides()
    /// The sheet definition file this sheet was read from (see ``load(contentsOf:options:)``); nil for one made in code or on the command line.
    public var definitionFile: String?

    /// Names the sheet in errors that belong to no mockup.
    var name: String { definitionFile ?? "sheet" }

    /// A sheet of `mockups` over every combination of `variations`.
    public init(mockups: [String], variations: [Variation] = [], title: String? = nil) {
        self.mockups = mockups
        self.variations = variations
        self.title = title
    }

    /// Every variant read, checked and measured, the sheet's size and cost
    /// checked against its limits (see `SheetPlan`), then the sheet drawn as
    /// `format` (PNG at ``thumbnailScale``, PDF or SVG as vectors), each
    /// variant rendered (on all cores) as its card is reached and let go once placed.
    /// `progress` hears how many variants of how many are rendered, from any thread.
    public func render(as format: Renderer.OutputFormat, progress: (@Sendable (_ done: Int, _ total: Int) -> Void)? = nil) throws(MockupError) -> [UInt8] {
        try render(as: format, progress: progress, output: nil)
    }

    /// Reads, checks and lays out every variant, and checks the sheet's
    /// size and cost for `format`, as ``render(as:progress:)`` does before
    /// it draws anything; throws what rendering would throw up to that point.
    public func check(as format: Renderer.OutputFormat = .png) throws(MockupError) {
        _ = try planned(as: format, output: nil)
    }

    /// ``render(as:progress:)``, refusing before any variant is drawn when
    /// `output` would replace an image a variant shows.
    func render(as format: Renderer.OutputFormat, progress: (@Sendable (Int, Int) -> Void)?, output: String?) throws(MockupError) -> [UInt8] {
        let (variants, pages, lanes) = try planned(as: format, output: output)
        let cards = SheetCardRenderer(variants, format: format, scale: thumbnailScale, lanes: lanes, progress: progress)
        defer { cards.finish() }
        return try SheetOutput(name: name, title: title ?? defaultTitle, format: format, scale: thumbnailScale).data(pages: pages, cards: cards)
    }

    /// What is decided before anything is drawn: the variants read and
    /// measured, the pages laid out, every limit checked (and `output`
    /// against the images the variants show), and how many variants may be drawn at once.
    private func planned(as format: Renderer.OutputFormat, output: String?) throws(MockupError) -> (SheetVariants, [SheetPage], lanes: Int) {
        let variants = try SheetVariants(sheet: self)
        let plan = try SheetPlan(variants, format: format, scale: thumbnailScale)
        if let output, let refusal = OutputPlan.refusal(ofSharedOutput: output, inputs: plan.imageFiles, file: name) { throw refusal }
        let layout = SheetLayout(title: title ?? defaultTitle, subtitle: subtitle(variants), dimensions: variants.dimensions,
                                 sizes: plan.sizes, columns: columns, pagePerOutermostValue: format == .pdf)
        let pages = layout.pages()
        return (variants, pages, try plan.lanes(pages: pages, sheet: name))
    }

    private var defaultTitle: String {
        mockups.map { URL(fileURLWithPath: $0).deletingPathExtension().lastPathComponent }.joined(separator: ", ")
    }

    /// The files and what varies: `settings.yaml · appearance × table.style · 6 variants`.
    private func subtitle(_ variants: SheetVariants) -> String {
        let files = mockups.map { URL(fileURLWithPath: $0).lastPathComponent }.joined(separator: ", ")
        let keys = variations.map(\.keyPath).joined(separator: " × ")
        let count = variants.cards.count
        return [files, keys, "\(count) variant\(count == 1 ? "" : "s")"].filter { !$0.isEmpty }.joined(separator: "  ·  ")
    }
}

extension ReviewSheet {
    /// Checks `output` (it may not be one of the sheet's files, and may only
    /// replace a regular file), renders the sheet as `format`, and writes it
    /// whole or not at all; nothing is written when any variant is bad.
    public func write(to output: String, as format: Renderer.OutputFormat, progress: (@Sendable (Int, Int) -> Void)? = nil) throws(MockupError) {
        let inputs = mockups + (definitionFile.map { [$0] } ?? [])
        if let refusal = OutputPlan.refusal(ofSharedOutput: output, inputs: inputs, file: name) { throw refusal }
        try AtomicFile.write(to: output) { () throws(MockupError) in try render(as: format, progress: progress, output: output) }
    }
}
