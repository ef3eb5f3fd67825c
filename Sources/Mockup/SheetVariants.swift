import Foundation

/// One axis of a review sheet: the files, or a varied key, with a caption for each value.
struct SheetDimension: Sendable {
    /// `file`, or the key path.
    let name: String
    /// Each value's caption.
    let labels: [String]
}

/// A review sheet's variants: every mockup file over every combination of
/// the varied values (the last key changing fastest), each read and
/// checked before any is drawn.
struct SheetVariants {
    /// One variant to draw.
    struct Card {
        let file: String
        /// This variant's caption on each dimension.
        let labels: [String]
        let mockup: Mockup
    }

    /// The most variants one sheet draws.
    static let maximumCount = 500

    /// The files (when there are several), then the varied keys.
    let dimensions: [SheetDimension]
    /// In the order of ``dimensions``, the last changing fastest.
    let cards: [Card]

    init(sheet: ReviewSheet) throws(MockupError) {
        guard !sheet.mockups.isEmpty else { throw MockupError(.invalidInput, file: sheet.name, message: "no mockups to show") }
        let keys = try sheet.variations.map { (variation) throws(MockupError) in try Key(variation, sheet: sheet.name) }
        // Capped as it grows: 64 keys of two values would wrap an Int to 0 and pass the check.
        let count = keys.reduce(sheet.mockups.count) { min($0, Self.maximumCount + 1) * $1.values.count }
        guard count <= Self.maximumCount, keys.allSatisfy({ !$0.values.isEmpty }) else {
            let made = count > Self.maximumCount ? "more than \(Self.maximumCount)" : "\(count)"
            throw MockupError(.invalidInput, file: sheet.name, message: "the variations make \(made) variants; the limit is \(Self.maximumCount)")
        }
        let files = sheet.mockups.map { URL(fileURLWithPath: $0).lastPathComponent }
        dimensions = (files.count > 1 ? [SheetDimension(name: "file", labels: files)] : [])
            + sheet.variations.map { SheetDimension(name: $0.keyPath, labels: $0.values) }
        var cards: [Card] = []
        for (file, name) in zip(sheet.mockups, files) {
            let tree = try Mockup.tree(contentsOf: file)
            for combination in Self.combinations(keys.map(\.values.count)) {
                var mockup = try Self.read(tree, file: file, keys: keys, combination: combination, options: sheet.options)
                mockup.annotations = sheet.annotations
                let labels = zip(keys, combination).map { $0.labels[$1] }
                cards.append(Card(file: file, labels: (files.count > 1 ? [name] : []) + labels, mockup: mockup))
            }
        }
        self.cards = cards
    }

    /// Every combination of one index per dimension of `counts`, the last changing fastest.
    static func combinations(_ counts: [Int]) -> [[Int]] {
        counts.reduce([[]]) { partial, count in partial.flatMap { prefix in (0..<count).map { prefix + [$0] } } }
    }

    /// The mockup `tree` with the combination's values set, read and checked.
    private static func read(_ tree: MockupNode, file: String, keys: [Key], combination: [Int], options: Mockup.ReadOptions) throws(MockupError) -> Mockup {
        var node = tree
        for (key, index) in zip(keys, combination) {
            do {
                node = try node.setting(key.values[index], at: key.path)
            } catch {
                throw MockupError(.invalidInput, file: file, path: error.path, message: "\(error.message) (--vary \(key.path))")
            }
        }
        do {
            return try Mockup.read(node, file: file, baseDirectory: URL(fileURLWithPath: file).deletingLastPathComponent(), options: options)
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
