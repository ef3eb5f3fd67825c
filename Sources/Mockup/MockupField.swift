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
    private var kindName: String {
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

    /// One of an enumeration's raw values, with a suggestion for a near miss.
    func oneOf<E: RawRepresentable & CaseIterable>(_ type: E.Type) throws(MockupError) -> E where E.RawValue == String {
        let value = try string()
        if let match = E(rawValue: value) { return match }
        let names = E.allCases.map(\.rawValue)
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

    /// The value as a mapping whose keys must all be in `keys`.
    package func mapping(keys: [String]) throws(MockupError) -> MockupMapping {
        guard case .mapping(let mapping) = node.value else { throw error("expected a mapping, found \(kindName)") }
        var fields: [String: MockupField] = [:]
        for (keyNode, value) in mapping {
            let key = keyNode.text ?? ""
            let field = child(value, key: key)
            guard keys.contains(key) else {
                throw MockupField(node: keyNode, path: field.path, file: file)
                    .error("unknown key \"\(Quote.cut(key))\"\(Suggestion.didYouMean(key, in: keys)); expected one of \(keys.joined(separator: ", "))")
            }
            fields[key] = field
        }
        return MockupMapping(fields: fields)
    }

    private func format(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}

/// The checked keys of a mapping.
package struct MockupMapping {
    let fields: [String: MockupField]

    package subscript(key: String) -> MockupField? { fields[key] }
}
