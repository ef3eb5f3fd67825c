/// One value of a parsed mockup file, YAML or JSON: text, a list or a
/// mapping, with the line and column where it starts.
///
/// An alias shares its anchor's node (lists and mappings are copied by
/// reference), so a tree with many aliases costs no more than the file.
package struct MockupNode: Sendable {
    /// Where a value starts: 1-based line and column, columns counted in Unicode scalars.
    struct Position: Sendable {
        let line: Int
        let column: Int
    }

    package enum Value: Sendable {
        case scalar(String)
        case sequence([MockupNode])
        case mapping([(key: MockupNode, value: MockupNode)])
    }

    package let value: Value
    let position: Position

    /// The text of a scalar; nil for a list or mapping.
    package var text: String? {
        if case .scalar(let text) = value { return text }
        return nil
    }
}

extension MockupNode {
    /// The value written as YAML flow text, `dark` or `{switch: true}`, to caption it.
    package var flowText: String {
        switch value {
        case .scalar(let text): text
        case .sequence(let items): "[" + items.map(\.flowText).joined(separator: ", ") + "]"
        case .mapping(let pairs): "{" + pairs.map { "\($0.key.flowText): \($0.value.flowText)" }.joined(separator: ", ") + "}"
        }
    }
}

extension MockupNode {
    /// How many values the tree holds, each alias counted as what it
    /// repeats: the work of reading it.
    package var valueCount: Int {
        switch value {
        case .scalar: 1
        case .sequence(let items): items.reduce(1) { $0 + $1.valueCount }
        case .mapping(let pairs): pairs.reduce(1) { $0 + $1.key.valueCount + $1.value.valueCount }
        }
    }
}

extension MockupNode {
    /// The text of every `image` given as text (a path, not a symbol), and
    /// of each entry of an item's `images` list, in file order.
    var imagePaths: [String] {
        switch value {
        case .scalar: []
        case .sequence(let items): items.flatMap(\.imagePaths)
        case .mapping(let pairs): pairs.flatMap { pair in Self.imagePaths(under: pair.key.text, in: pair.value) }
        }
    }

    private static func imagePaths(under key: String?, in value: MockupNode) -> [String] {
        switch (key, value.value) {
        case ("image", .scalar(let path)): [path]
        case ("images", .sequence(let entries)): entries.flatMap { $0.text.map { [$0] } ?? $0.imagePaths }
        default: value.imagePaths
        }
    }
}
