import Foundation
import Yams

/// One value of a parsed mockup with the path and position it came from,
/// so every reading error can say exactly where it is.
struct MockupField {
    let node: Node
    let path: String
    let file: String

    var line: Int? { node.mark?.line }
    var column: Int? { node.mark?.column }

    func error(_ message: String) -> MockupError {
        MockupError(.invalidInput, file: file, line: line, column: column, path: path, message: message)
    }

    /// What the value is, for "expected …, found …" messages.
    private var kindName: String {
        switch node {
        case .scalar(let scalar): "\"\(scalar.string)\""
        case .mapping: "a mapping"
        case .sequence: "a list"
        case .alias: "an alias"
        }
    }

    func string(maxLength: Int = MockupLimits.maximumTextLength) throws(MockupError) -> String {
        guard case .scalar(let scalar) = node else { throw error("expected text, found \(kindName)") }
        guard scalar.string.count <= maxLength else { throw error("text is \(scalar.string.count) characters long; the limit is \(maxLength)") }
        return scalar.string
    }

    func number(in range: ClosedRange<Double>) throws(MockupError) -> Double {
        guard case .scalar(let scalar) = node, let value = Double(scalar.string), value.isFinite else {
            throw error("expected a number, found \(kindName)")
        }
        guard range.contains(value) else { throw error("\(scalar.string) is out of range; expected \(format(range.lowerBound))…\(format(range.upperBound))") }
        return value
    }

    func integer(in range: ClosedRange<Int>) throws(MockupError) -> Int {
        guard case .scalar(let scalar) = node, let value = Int(scalar.string) else {
            throw error("expected a whole number, found \(kindName)")
        }
        guard range.contains(value) else { throw error("\(value) is out of range; expected \(range.lowerBound)…\(range.upperBound)") }
        return value
    }

    func bool() throws(MockupError) -> Bool {
        guard case .scalar(let scalar) = node, let value = Bool(scalar.string.lowercased()) else {
            throw error("expected true or false, found \(kindName)")
        }
        return value
    }

    /// One of an enumeration's raw values, with a suggestion for a near miss.
    func oneOf<E: RawRepresentable & CaseIterable>(_ type: E.Type) throws(MockupError) -> E where E.RawValue == String {
        let value = try string()
        if let match = E(rawValue: value) { return match }
        let names = E.allCases.map(\.rawValue)
        throw error("unknown value \"\(value)\"\(Suggestion.didYouMean(value, in: names)); expected one of \(names.joined(separator: ", "))")
    }

    func isScalar(_ literal: String) -> Bool {
        if case .scalar(let scalar) = node { return scalar.string == literal }
        return false
    }

    var isMapping: Bool {
        if case .mapping = node { return true }
        return false
    }

    func list(maxCount: Int) throws(MockupError) -> [MockupField] {
        guard case .sequence(let sequence) = node else { throw error("expected a list, found \(kindName)") }
        guard sequence.count <= maxCount else { throw error("has \(sequence.count) entries; the limit is \(maxCount)") }
        return sequence.enumerated().map { MockupField(node: $1, path: "\(path)[\($0)]", file: file) }
    }

    /// The value as a mapping whose keys must all be in `keys`; `later` names
    /// keys that exist in the format but are not supported yet.
    func mapping(keys: [String], later: [String] = []) throws(MockupError) -> MockupMapping {
        guard case .mapping(let mapping) = node else { throw error("expected a mapping, found \(kindName)") }
        var fields: [String: MockupField] = [:]
        for (keyNode, value) in mapping {
            let key = keyNode.string ?? ""
            let field = MockupField(node: value, path: path.isEmpty ? key : "\(path).\(key)", file: file)
            if later.contains(key) {
                throw MockupField(node: keyNode, path: field.path, file: file).error("\"\(key)\" is not supported yet by this version of TableSnap")
            }
            guard keys.contains(key) else {
                throw MockupField(node: keyNode, path: field.path, file: file)
                    .error("unknown key \"\(key)\"\(Suggestion.didYouMean(key, in: keys)); expected one of \(keys.joined(separator: ", "))")
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
struct MockupMapping {
    let fields: [String: MockupField]

    subscript(key: String) -> MockupField? { fields[key] }
}
