import Foundation

/// One value of a parsed mockup with the path and position it came from,
/// so every reading error can say exactly where it is.
package struct MockupField {
    package let node: MockupNode
    let path: String
    package let file: String

    /// The value `node`, found at `path` in `file`.
    package init(node: MockupNode, path: String, file: String) {
        self.node = node
        self.path = path
        self.file = file
    }

    var line: Int? { node.position.line }
    var column: Int? { node.position.column }

    package func error(_ message: String) -> MockupError {
        MockupError(.invalidInput, file: file, line: line, column: column, path: path, message: message)
    }

    /// What the value is, for "expected …, found …" messages.
    var kindName: String {
        switch node.value {
        case .scalar(let text): "\"\(Quote.cut(text))\""
        case .mapping: "a mapping"
        case .sequence: "a list"
        }
    }

    /// Text of at most `maxLength` characters, within the byte and per-character scalar limits.
    package func string(maxLength: Int = MockupLimits.maximumTextLength) throws(MockupError) -> String {
        guard let text = node.text else { throw error("expected text, found \(kindName)") }
        // Bytes first: counting them is free, and bounds the walk over characters below.
        let byteLimit = min(MockupLimits.maximumTextBytes, maxLength * 4)
        guard text.utf8.count <= byteLimit else { throw error("text is \(text.utf8.count) bytes long (UTF-8); the limit is \(byteLimit)") }
        var characters = 0
        for character in text {
            characters += 1
            let scalars = character.unicodeScalars.count
            guard scalars <= MockupLimits.maximumScalarsPerCharacter else {
                throw error("character \(characters) joins \(scalars) Unicode scalars (combining marks or a joined sequence); the limit is \(MockupLimits.maximumScalarsPerCharacter) per character")
            }
        }
        guard characters <= maxLength else { throw error("text is \(characters) characters long; the limit is \(maxLength)") }
        return text
    }

    package func number(in range: ClosedRange<Double>) throws(MockupError) -> Double {
        guard let text = node.text, let value = Double(text), value.isFinite else {
            throw error("expected a number, found \(kindName)")
        }
        guard range.contains(value) else { throw error("\(Quote.cut(text)) is out of range; expected \(format(range.lowerBound))…\(format(range.upperBound))") }
        return value
    }

    package func integer(in range: ClosedRange<Int>) throws(MockupError) -> Int {
        guard let text = node.text, let value = Int(text) else {
            throw error("expected a whole number, found \(kindName)")
        }
        guard range.contains(value) else { throw error("\(value) is out of range; expected \(range.lowerBound)…\(range.upperBound)") }
        return value
    }

    package func bool() throws(MockupError) -> Bool {
        guard let text = node.text, let value = Bool(text.lowercased()) else {
            throw error("expected true or false, found \(kindName)")
        }
        return value
    }

    /// One of an enumeration's raw values (those in `words`, all by
    /// default), with a suggestion for a near miss.
    func oneOf<E: RawRepresentable & CaseIterable>(_ type: E.Type, words: [String]? = nil) throws(MockupError) -> E where E.RawValue == String {
        let value = try string()
        let names = words ?? E.allCases.map(\.rawValue)
        if names.contains(value), let match = E(rawValue: value) { return match }
        throw error("unknown value \"\(Quote.cut(value))\"\(Suggestion.didYouMean(value, in: names)); expected one of \(names.joined(separator: ", "))")
    }

    func isScalar(_ literal: String) -> Bool {
        node.text == literal
    }

    var isMapping: Bool {
        if case .mapping = node.value { return true }
        return false
    }

    package func list(maxCount: Int) throws(MockupError) -> [MockupField] {
        guard case .sequence(let sequence) = node.value else { throw error("expected a list, found \(kindName)") }
        guard sequence.count <= maxCount else { throw error("has \(sequence.count) entries; the limit is \(maxCount)") }
        return sequence.enumerated().map { MockupField(node: $1, path: "\(path)[\($0)]", file: file) }
    }

    /// The value of `key` in a mapping, before its keys are checked (a key
    /// that decides which others are allowed); nil when absent or not a mapping.
    func peek(_ key: String) -> MockupField? {
        guard case .mapping(let pairs) = node.value, let pair = pairs.first(where: { $0.key.text == key }) else { return nil }
        return child(pair.value, key: key)
    }

    /// A mapping's keys, each at its own position and path; none for a list or text.
    var keys: [MockupField] {
        guard case .mapping(let pairs) = node.value else { return [] }
        return pairs.map { child($0.key, key: $0.key.text ?? "") }
    }

    /// `node`, found under `key` of this mapping.
    private func child(_ node: MockupNode, key: String) -> MockupField {
        let name = Quote.cut(key)
        return MockupField(node: node, path: path.isEmpty ? name : "\(path).\(name)", file: file)
    }

    /// The value as a mapping of `definition`'s keys (``MockupFormat``),
    /// each value then read through its declared shape.
    package func mapping(_ definition: FormatDefinition) throws(MockupError) -> MockupMapping {
        guard case .mapping(let mapping) = node.value else { throw error("expected a mapping, found \(kindName)") }
        let keys = definition.keyNames
        var fields: [String: MockupField] = [:]
        for (keyNode, value) in mapping {
            let key = keyNode.text ?? ""
            let field = child(value, key: key)
            guard definition.shape(of: key) != nil else {
                throw MockupField(node: keyNode, path: field.path, file: file)
                    .error("unknown key \"\(Quote.cut(key))\"\(Suggestion.didYouMean(key, in: keys)); expected one of \(keys.joined(separator: ", "))")
            }
            fields[key] = field
        }
        return MockupMapping(definition: definition, fields: fields, whole: self)
    }

    private func format(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}

/// The checked keys of a mapping, read through the shapes its definition
/// declares: the range, length limit or words a value is checked against
/// are the ones the JSON Schema states.
package struct MockupMapping {
    let definition: FormatDefinition
    let fields: [String: MockupField]
    /// The mapping itself, for errors about it as a whole.
    let whole: MockupField

    /// The value of `key`, unread; nil when absent.
    package subscript(key: String) -> MockupField? { fields[key] }

    /// Text, within the key's declared length.
    package func text(_ key: String) throws(MockupError) -> String? {
        guard let field = fields[key] else { return nil }
        guard case .text(let maxLength) = try declared(key) else { throw mismatch(key, "text") }
        return try field.string(maxLength: maxLength)
    }

    /// A number within the key's declared range.
    package func number(_ key: String) throws(MockupError) -> Double? {
        guard let field = fields[key] else { return nil }
        guard case .number(let range) = try declared(key) else { throw mismatch(key, "a number") }
        return try field.number(in: range)
    }

    /// A whole number within the key's declared range and, when given, at most `upperBound`.
    package func integer(_ key: String, atMost upperBound: Int? = nil) throws(MockupError) -> Int? {
        guard let field = fields[key] else { return nil }
        guard case .integer(let range) = try declared(key) else { throw mismatch(key, "a whole number") }
        let upper = min(range.upperBound, upperBound ?? range.upperBound)
        return try field.integer(in: range.lowerBound...max(range.lowerBound, upper))
    }

    /// `true` or `false`.
    package func bool(_ key: String) throws(MockupError) -> Bool? {
        guard let field = fields[key] else { return nil }
        guard case .boolean = try declared(key) else { throw mismatch(key, "true or false") }
        return try field.bool()
    }

    /// One of the key's declared words, as the enumeration `type`.
    func choice<E: RawRepresentable & CaseIterable>(_ key: String, _ type: E.Type) throws(MockupError) -> E? where E.RawValue == String {
        guard let field = fields[key] else { return nil }
        guard case .choice(let words) = try declared(key) else { throw mismatch(key, "a word") }
        return try field.oneOf(type, words: words)
    }

    /// The entries of a list, at most the key's declared count.
    package func list(_ key: String) throws(MockupError) -> [MockupField]? {
        guard let field = fields[key] else { return nil }
        guard case .list(_, let maxCount) = try declared(key) else { throw mismatch(key, "a list") }
        return try field.list(maxCount: maxCount)
    }

    /// A list of texts, each within the declared element's length.
    package func texts(_ key: String) throws(MockupError) -> [String]? {
        guard let field = fields[key] else { return nil }
        guard case .list(.text(let maxLength), let maxCount) = try declared(key) else { throw mismatch(key, "a list of texts") }
        return try field.list(maxCount: maxCount).map { (entry) throws(MockupError) in try entry.string(maxLength: maxLength) }
    }

    private func declared(_ key: String) throws(MockupError) -> FormatShape {
        guard let shape = definition.shape(of: key) else { throw whole.error("internal error: \(definition.name) declares no key \"\(key)\"") }
        return shape
    }

    /// The reader asked for a kind of value the model does not declare: a
    /// mistake of TableSnap's, reported rather than trapped on.
    private func mismatch(_ key: String, _ asked: String) -> MockupError {
        whole.error("internal error: \(definition.name).\(key) is read as \(asked), which the format model does not declare")
    }
}
