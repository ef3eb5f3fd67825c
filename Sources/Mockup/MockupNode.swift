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
