/// One value of a parsed mockup file, YAML or JSON: text, a list or a
/// mapping, with the line and column where it starts.
///
/// An alias shares its anchor's node (lists and mappings are copied by
/// reference), so a tree with many aliases costs no more than the file.
struct MockupNode {
    /// Where a value starts: 1-based line and column, columns counted in Unicode scalars.
    struct Position {
        let line: Int
        let column: Int
    }

    enum Value {
        case scalar(String)
        case sequence([MockupNode])
        case mapping([(key: MockupNode, value: MockupNode)])
    }

    let value: Value
    let position: Position

    /// The text of a scalar; nil for a list or mapping.
    var text: String? {
        if case .scalar(let text) = value { return text }
        return nil
    }
}
