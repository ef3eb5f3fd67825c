import Foundation
import Mockup

/// One axis of a review sheet: the files, or a varied key, with a caption for each value.
struct SheetDimension: Sendable {
    /// `file`, or the key path.
    let name: String
    /// Each value's caption.
    let labels: [String]
}

/// A review sheet's variants: every mockup file over every combination of
/// the varied values (the last key changing fastest). Each file is read and
/// parsed once; a variant is its tree with the values set, read (and
/// checked) when asked for, so that no more than a few variants are held at once.
struct SheetVariants {
    /// One variant to draw: which file, which values.
    struct Card {
        /// Index into the sheet's files.
        let fileIndex: Int
        /// One value index per varied key.
        let combination: [Int]
        /// This variant's caption on each dimension.
        let labels: [String]
    }

    /// The most variants one sheet draws.
    static let maximumCount = 500

    /// The mockup files, as the sheet names them.
    let files: [String]
    /// The files (when there are several), then the varied keys.
    let dimensions: [SheetDimension]
    /// In the order of ``dimensions``, the last changing fastest.
    let cards: [Card]
    /// Redlines on every variant.
    let annotations: Bool
    /// Applied to every variant after its values.
    private let overrides: RenderJob.Overrides
    private let trees: [MockupNode]
    private let keys: [Key]
    private let options: Mockup.ReadOptions

    init(sheet: ReviewSheet) throws(MockupError) {
        guard !sheet.mockups.isEmpty else { throw MockupError(.invalidInput, file: sheet.name, message: "no mockups to show") }
        // Counted before any value is parsed. Capped as it grows: 64 keys of two values would wrap an Int to 0 and pass the check.
        let count = sheet.variations.reduce(sheet.mockups.count) { min($0, Self.maximumCount + 1) * $1.values.count }
        guard count <= Self.maximumCount, sheet.variations.allSatisfy({ !$0.values.isEmpty }) else {
            let made = count > Self.maximumCount ? "more than \(Self.maximumCount)" : "\(count)"
            throw MockupError(.invalidInput, file: sheet.name, message: "the variations make \(made) variants; the limit is \(Self.maximumCount)")
        }
        let keys = try sheet.variations.map { (variation) throws(MockupError) in try Key(variation, sheet: sheet.name) }
        let names = sheet.mockups.map { URL(fileURLWithPath: $0).lastPathComponent }
        dimensions = (names.count > 1 ? [SheetDimension(name: "file", labels: names)] : [])
            + sheet.variations.map { SheetDimension(name: $0.keyPath, labels: $0.values) }
        cards = sheet.mockups.indices.flatMap { fileIndex in
            Self.combinations(keys.map(\.values.count)).map { combination in
                Card(fileIndex: fileIndex, combination: combination,
                     labels: (names.count > 1 ? [names[fileIndex]] : []) + zip(keys, combination).map { $0.labels[$1] })
            }
        }
        trees = try sheet.mockups.map { (file) throws(MockupError) in try Mockup.tree(contentsOf: file) }
        try Self.checkValuesRead(cards: cards, trees: trees, sheet: sheet.name)
        files = sheet.mockups
        self.keys = keys
        options = sheet.options
        annotations = sheet.annotations
        overrides = sheet.overrides
    }

    /// The most values all the variants of a sheet read together, each
    /// variant its whole mockup (and twice: once measured, once drawn): a
    /// few seconds of reading.
    static let maximumValuesRead = 2_000_000

    /// Refuses a sheet whose variants would read more than ``maximumValuesRead`` values, before any is read.
    private static func checkValuesRead(cards: [Card], trees: [MockupNode], sheet: String) throws(MockupError) {
        let values = trees.map(\.valueCount)
        let total = cards.reduce(0) { min($0 + values[$1.fileIndex], Int.max / 2) }
        guard total > maximumValuesRead else { return }
        throw MockupError(.invalidInput, file: sheet, message: "the \(cards.count) variants would read \(total) values in all (each its whole mockup); "
                          + "the limit is \(maximumValuesRead) (vary fewer keys, or use a smaller mockup)")
    }

    /// The variant `card` read and checked, its images from `images`.
    func mockup(of card: Card, images: MockupImageCache) throws(MockupError) -> Mockup {
        let file = files[card.fileIndex]
        var mockup = try Self.read(trees[card.fileIndex], file: file, keys: keys, combination: card.combination, options: options, images: images)
        mockup.annotations = annotations
        overrides.apply(to: &mockup)
        return mockup
    }

    /// Every combination of one index per dimension of `counts`, the last changing fastest.
    static func combinations(_ counts: [Int]) -> [[Int]] {
        counts.reduce([[]]) { partial, count in partial.flatMap { prefix in (0..<count).map { prefix + [$0] } } }
    }

    /// The mockup `tree` with the combination's values set, read and checked.
    private static func read(
        _ tree: MockupNode, file: String, keys: [Key], combination: [Int], options: Mockup.ReadOptions, images: MockupImageCache
    ) throws(MockupError) -> Mockup {
        var node = tree
        for (key, index) in zip(keys, combination) {
            do {
                node = try node.setting(key.values[index], at: key.path)
            } catch {
                throw MockupError(.invalidInput, file: file, path: error.path, message: "\(error.message) (--vary \(key.path))")
            }
        }
        do {
            return try Mockup.read(node, file: file, baseDirectory: URL(fileURLWithPath: file).deletingLastPathComponent(), options: options, cache: images)
        } catch {
            throw variantError(error, keys: keys, combination: combination)
        }
    }

    /// The reader's own error, saying which variant it is in. A value the
    /// variant set has no place in the file, so its position is dropped.
    private static func variantError(_ error: MockupError, keys: [Key], combination: [Int]) -> MockupError {
        var error = error
        if let path = error.path, keys.contains(where: { $0.contains(path) }) {
            error.line = nil
            error.column = nil
        }
        let settings = zip(keys, combination).map { "\($0.path)=\($0.labels[$1])" }.joined(separator: ", ")
        if !settings.isEmpty { error.message += " (in the variant \(settings))" }
        return error
    }

    /// A varied key, its path parsed and its values parsed as YAML.
    private struct Key {
        let path: MockupKeyPath
        let values: [MockupNode]
        let labels: [String]

        init(_ variation: ReviewSheet.Variation, sheet: String) throws(MockupError) {
            // Setting a value walks the path recursively; a mockup nests no deeper than this anyway.
            let steps = variation.keyPath.utf8.lazy.filter { $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "[") }.count + 1
            guard steps <= MockupLimits.maximumDepth else {
                throw MockupError(.invalidInput, file: sheet, message: "--vary \(Quote.cut(variation.keyPath)): the key path has \(steps) steps; "
                                  + "the limit is \(MockupLimits.maximumDepth), as deep as a mockup nests")
            }
            guard let path = MockupKeyPath(variation.keyPath) else {
                throw MockupError(.invalidInput, file: sheet, message: "\"\(Quote.cut(variation.keyPath))\" is not a key path; expected keys joined by \".\", "
                                  + "list entries as [N], e.g. table.sections[0].rows[1].accessory")
            }
            self.path = path
            labels = variation.values
            if let nodes = variation.nodes {
                values = nodes
            } else {
                values = try variation.values.map { (text) throws(MockupError) in
                    guard let node = try YAMLComposer.compose(text, file: "--vary \(variation.keyPath)") else {
                        throw MockupError(.invalidInput, file: sheet, message: "--vary \(variation.keyPath): a value is empty")
                    }
                    return node
                }
            }
        }

        /// Whether the field at `fieldPath` is this key, lies under it, or
        /// on its way (a key the variant added, such as a misspelt `tabel`).
        func contains(_ fieldPath: String) -> Bool {
            func within(_ inner: String, _ outer: String) -> Bool {
                inner == outer || inner.hasPrefix(outer + ".") || inner.hasPrefix(outer + "[")
            }
            return within(fieldPath, path.description) || within(path.description, fieldPath)
        }
    }
}
