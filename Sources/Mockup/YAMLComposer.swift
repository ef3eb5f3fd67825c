// libyaml is the parser inside Yams; its events are read directly here
// because Yams' own composer offers no budget (see YAMLComposer).
internal import CYaml

/// Builds a YAML document's node tree from libyaml's events, as Yams'
/// composer does, within the limits a hostile file needs.
///
/// An alias shares its anchor's node, so building the tree stays linear, but
/// whoever walks the tree sees every repetition: each alias is counted as
/// the nodes it stands for against ``MockupLimits/maximumNodes``. Yams'
/// composer also hashes every mapping key whole to find duplicates, which is
/// exponential for a key made of nested aliases; here aliases may not appear
/// in keys, and only plain keys are compared.
package final class YAMLComposer {
    private let file: String
    private var parser = yaml_parser_t()
    private var budget: NodeBudget
    /// Each anchor's node and what it stands for.
    private var anchors: [String: (node: MockupNode, count: NodeBudget.Cost)] = [:]

    private init(file: String) {
        self.file = file
        budget = NodeBudget(file: file)
        yaml_parser_initialize(&parser)
        yaml_parser_set_encoding(&parser, YAML_UTF8_ENCODING)
    }

    deinit { yaml_parser_delete(&parser) }

    /// The root node of `text`, a single YAML document; nil when it holds none.
    package static func compose(_ text: String, file: String) throws(MockupError) -> MockupNode? {
        // A byte-order mark is no YAML content, but editors write one.
        let bytes = Array(text.utf8.starts(with: [0xEF, 0xBB, 0xBF]) ? text.utf8.dropFirst(3) : text.utf8[...])
        let composer = YAMLComposer(file: file)
        return try bytes.withUnsafeBufferPointer { (buffer) throws(MockupError) in
            yaml_parser_set_input_string(&composer.parser, buffer.baseAddress, buffer.count)
            return try composer.document()
        }
    }

    private func document() throws(MockupError) -> MockupNode? {
        _ = try next()  // stream start
        let start = try next()
        guard start.type == YAML_DOCUMENT_START_EVENT else { return nil }
        let root = try node(from: next(), depth: 0, inKey: false).node
        _ = try next()  // document end
        let end = try next()
        guard end.type == YAML_STREAM_END_EVENT else {
            throw error("expected a single document, found another", at: end.mark)
        }
        return root
    }

    /// The node starting with `event`, and what it stands for.
    private func node(from event: Event, depth: Int, inKey: Bool) throws(MockupError) -> (node: MockupNode, count: NodeBudget.Cost) {
        guard depth <= MockupLimits.maximumDepth else {
            throw error("nested more than \(MockupLimits.maximumDepth) levels deep; the limit is \(MockupLimits.maximumDepth)", at: event.mark)
        }
        switch event.type {
        case YAML_ALIAS_EVENT: return try alias(event, inKey: inKey)
        case YAML_SCALAR_EVENT:
            let node = try scalar(event)
            return anchored(node, count: NodeBudget.Cost(values: 1, textBytes: node.text?.utf8.count ?? 0), anchor: event.anchor)
        case YAML_SEQUENCE_START_EVENT: return try sequence(from: event, depth: depth, inKey: inKey)
        case YAML_MAPPING_START_EVENT: return try mapping(from: event, depth: depth, inKey: inKey)
        default: throw error("unexpected YAML event", at: event.mark)
        }
    }

    private func alias(_ event: Event, inKey: Bool) throws(MockupError) -> (node: MockupNode, count: NodeBudget.Cost) {
        let name = event.anchor ?? ""
        guard !inKey else { throw error("an alias (*\(Quote.cut(name))) cannot be part of a mapping key", at: event.mark) }
        guard let anchor = anchors[name] else { throw error("syntax error: found undefined alias *\(Quote.cut(name))", at: event.mark) }
        try budget.spend(anchor.count, at: event.mark)
        return anchor
    }

    private func scalar(_ event: Event) throws(MockupError) -> MockupNode {
        let data = event.raw.data.scalar
        try budget.spend(NodeBudget.Cost(values: 1, textBytes: data.length), at: event.mark)
        let value = String(decoding: UnsafeBufferPointer(start: data.value, count: data.length), as: UTF8.self)
        return MockupNode(value: .scalar(value), position: event.mark)
    }

    private func sequence(from start: Event, depth: Int, inKey: Bool) throws(MockupError) -> (node: MockupNode, count: NodeBudget.Cost) {
        try budget.spend(1, at: start.mark)
        var nodes: [MockupNode] = []
        var count = NodeBudget.Cost(values: 1)
        var event = try next()
        while event.type != YAML_SEQUENCE_END_EVENT {
            let item = try node(from: event, depth: depth + 1, inKey: inKey)
            nodes.append(item.node)
            count = count + item.count
            event = try next()
        }
        return anchored(MockupNode(value: .sequence(nodes), position: start.mark), count: count, anchor: start.anchor)
    }

    private func mapping(from start: Event, depth: Int, inKey: Bool) throws(MockupError) -> (node: MockupNode, count: NodeBudget.Cost) {
        try budget.spend(1, at: start.mark)
        var pairs: [(key: MockupNode, value: MockupNode)] = []
        var keys = Set<String>()
        var count = NodeBudget.Cost(values: 1)
        var event = try next()
        while event.type != YAML_MAPPING_END_EVENT {
            let key = try node(from: event, depth: depth + 1, inKey: true)
            if let text = key.node.text, !keys.insert(text).inserted {
                throw error("duplicate key \"\(Quote.cut(text))\"", at: event.mark)
            }
            let value = try node(from: next(), depth: depth + 1, inKey: inKey)
            pairs.append((key.node, value.node))
            count = count + key.count + value.count
            event = try next()
        }
        return anchored(MockupNode(value: .mapping(pairs), position: start.mark), count: count, anchor: start.anchor)
    }

    private func anchored(_ node: MockupNode, count: NodeBudget.Cost, anchor: String?) -> (node: MockupNode, count: NodeBudget.Cost) {
        if let anchor { anchors[anchor] = (node, count) }
        return (node, count)
    }

    private func next() throws(MockupError) -> Event {
        let event = Event()
        guard yaml_parser_parse(&parser, &event.raw) == 1 else { throw parserError() }
        return event
    }

    private func error(_ message: String, at mark: MockupNode.Position) -> MockupError {
        MockupError(.invalidInput, file: file, line: mark.line, column: mark.column, message: message)
    }

    /// libyaml's own account of a syntax error, at its position.
    private func parserError() -> MockupError {
        let problem = parser.problem.map { String(cString: $0) } ?? "unreadable YAML"
        if parser.error == YAML_READER_ERROR {
            return MockupError(.invalidInput, file: file, message: "unreadable text: \(problem) at byte \(parser.problem_offset)")
        }
        let context = parser.context.map {
            " (\(String(cString: $0)) at \(parser.context_mark.line + 1):\(parser.context_mark.column + 1))"
        } ?? ""
        return error("syntax error: \(problem)\(context)", at: MockupNode.Position(line: parser.problem_mark.line + 1, column: parser.problem_mark.column + 1))
    }
}

/// One libyaml event, freed with it.
private final class Event {
    var raw = yaml_event_t()

    deinit { yaml_event_delete(&raw) }

    var type: yaml_event_type_t { raw.type }

    var mark: MockupNode.Position { MockupNode.Position(line: raw.start_mark.line + 1, column: raw.start_mark.column + 1) }

    /// The anchor an alias names, or the anchor a scalar, sequence or mapping defines.
    var anchor: String? {
        let pointer: UnsafeMutablePointer<yaml_char_t>? = switch raw.type {
        case YAML_ALIAS_EVENT: raw.data.alias.anchor
        case YAML_SCALAR_EVENT: raw.data.scalar.anchor
        case YAML_SEQUENCE_START_EVENT: raw.data.sequence_start.anchor
        case YAML_MAPPING_START_EVENT: raw.data.mapping_start.anchor
        default: nil
        }
        return pointer.map { String(cString: $0) }
    }
}
