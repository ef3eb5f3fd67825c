import Foundation

/// The JSON Schema (draft-07, which editors' YAML and JSON language servers
/// read) of a format's root definition and every definition it reaches.
package struct FormatSchema {
    /// The definition the file's top level is.
    package let root: FormatDefinition
    /// The schema's title.
    package let title: String

    /// The schema of `root`, called `title`.
    package init(root: FormatDefinition, title: String) {
        self.root = root
        self.title = title
    }

    /// The schema as JSON text: keys sorted and indented, so that the same
    /// model always gives the same bytes and a change reads as a small diff.
    package func jsonData() throws -> Data {
        var data = try JSONSerialization.data(withJSONObject: document, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
        data.append(0x0A)
        return data
    }

    private var document: [String: Any] {
        var top = Self.schema(of: root)
        top["$schema"] = "http://json-schema.org/draft-07/schema#"
        top["title"] = title
        top["definitions"] = Dictionary(uniqueKeysWithValues: reached.filter { $0 !== root }.map { ($0.name, Self.schema(of: $0)) })
        return top
    }

    /// Every definition `root` reaches, itself included, each once.
    private var reached: [FormatDefinition] {
        var found: [FormatDefinition] = []
        var pending = [root]
        while let definition = pending.popLast() {
            guard !found.contains(where: { $0 === definition }) else { continue }
            found.append(definition)
            pending += definition.references
        }
        return found
    }

    private static func schema(of definition: FormatDefinition) -> [String: Any] {
        var schema: [String: Any]
        switch definition.body {
        case .object(let keys, let required):
            schema = ["type": "object", "additionalProperties": false]
            schema["properties"] = Dictionary(uniqueKeysWithValues: keys.map { key in
                var property = Self.schema(of: key.shape)
                property["description"] = key.summary
                return (key.name, property)
            })
            if !required.isEmpty { schema["required"] = required }
        case .value(let shape):
            schema = Self.schema(of: shape)
        case .map(let shape):
            schema = ["type": "object", "additionalProperties": Self.schema(of: shape)]
        }
        schema["description"] = definition.summary
        return schema
    }

    private static func schema(of shape: FormatShape) -> [String: Any] {
        switch shape {
        // Every scalar is text to the reader, so a number or a word where text is asked for is text.
        case .text(let maxLength): ["type": ["string", "number", "boolean"], "maxLength": maxLength]
        case .number(let range): ["type": "number", "minimum": number(range.lowerBound), "maximum": number(range.upperBound)]
        case .integer(let range): ["type": "integer", "minimum": range.lowerBound, "maximum": range.upperBound]
        case .boolean: ["type": "boolean"]
        case .choice(let words): ["enum": words]
        case .list(let element, let maxCount): ["type": "array", "items": schema(of: element), "maxItems": maxCount]
        case .reference(let definition): ["$ref": "#/definitions/\(definition.name)"]
        case .anyOf(let shapes): ["anyOf": shapes.map(schema(of:))]
        case .any: [:]
        }
    }

    /// A whole number as an integer, so that the file reads 20000, not 20000.0.
    private static func number(_ value: Double) -> Any {
        value == value.rounded() && abs(value) < 1e15 ? Int(value) as Any : value as Any
    }
}

extension FormatDefinition {
    /// The definitions this one's shapes name directly.
    var references: [FormatDefinition] {
        switch body {
        case .object(let keys, _): keys.flatMap { $0.shape.references }
        case .value(let shape), .map(let shape): shape.references
        }
    }
}

extension FormatShape {
    /// The definitions this shape names directly.
    var references: [FormatDefinition] {
        switch self {
        case .reference(let definition): [definition]
        case .list(let element, _): element.references
        case .anyOf(let shapes): shapes.flatMap(\.references)
        case .text, .number, .integer, .boolean, .choice, .any: []
        }
    }
}
