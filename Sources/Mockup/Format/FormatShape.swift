/// What one value of a mockup or sheet definition may be: the format's model,
/// which the reader checks values against and the JSON Schema is written from
/// (``FormatSchema``), so the two cannot disagree on a key, a word or a limit.
///
/// Every scalar is text to the reader (YAML and JSON alike): a shape says
/// what that text must spell.
package indirect enum FormatShape: Sendable {
    /// Any scalar, read as text of at most `maxLength` characters.
    case text(maxLength: Int)
    /// A number within `range`.
    case number(ClosedRange<Double>)
    /// A whole number within `range`.
    case integer(ClosedRange<Int>)
    /// `true` or `false`.
    case boolean
    /// One of these words.
    case choice([String])
    /// A list of at most `maxCount` values of one shape.
    case list(FormatShape, maxCount: Int)
    /// A value of a named shape (an object, or a value read by a function of its own).
    case reference(FormatDefinition)
    /// A value of any of these shapes.
    case anyOf([FormatShape])
    /// Any value: text, a list or a mapping.
    case any

    /// The raw values of an enumeration, as a choice.
    package static func choice<E: RawRepresentable & CaseIterable>(_ type: E.Type) -> FormatShape where E.RawValue == String {
        .choice(type.allCases.map(\.rawValue))
    }

    /// A number in points from `minimum` to the format's largest side.
    package static func points(from minimum: Double = 0) -> FormatShape {
        .number(minimum...MockupLimits.maximumSide)
    }

    /// Text of the format's default length limit.
    package static let text = FormatShape.text(maxLength: MockupLimits.maximumTextLength)
}

/// A named shape of the format: an object with its keys, or a value (a
/// colour, an image) that a function of the reader reads.
package final class FormatDefinition: Sendable {
    /// The name the schema files the shape under (`$defs/NAME`).
    package let name: String
    /// One sentence for editors' hover text.
    package let summary: String
    /// The shape itself; for an object, its keys.
    package let body: Body

    /// The object's key names, in order; none for a value.
    package let keyNames: [String]
    /// Each key's shape, by name.
    private let shapes: [String: FormatShape]

    /// What a definition is.
    package enum Body: Sendable {
        /// A mapping of these keys (in the order the reference lists them), of
        /// which `required` must be given.
        case object([FormatKey], required: [String])
        /// A value of this shape.
        case value(FormatShape)
        /// A mapping of any keys to values of this shape.
        case map(FormatShape)
    }

    /// A mapping named `name` with `keys`, `required` among them.
    package init(_ name: String, _ summary: String, keys: [FormatKey], required: [String] = []) {
        self.name = name
        self.summary = summary
        body = .object(keys, required: required)
        keyNames = keys.map(\.name)
        shapes = Dictionary(keys.map { ($0.name, $0.shape) }, uniquingKeysWith: { first, _ in first })
    }

    /// A value named `name` of `shape`.
    package init(_ name: String, _ summary: String, shape: FormatShape) {
        self.name = name
        self.summary = summary
        body = .value(shape)
        keyNames = []
        shapes = [:]
    }

    /// A mapping named `name` of any keys, each to a value of `shape`.
    package init(_ name: String, _ summary: String, valuesOfAnyKey shape: FormatShape) {
        self.name = name
        self.summary = summary
        body = .map(shape)
        keyNames = []
        shapes = [:]
    }

    /// The object's keys; none for a value.
    package var keys: [FormatKey] {
        if case .object(let keys, _) = body { return keys }
        return []
    }

    /// The shape of `key`, if the object has it.
    package func shape(of key: String) -> FormatShape? {
        shapes[key]
    }
}

/// One key of an object in the format.
package struct FormatKey: Sendable {
    /// The key as written.
    package let name: String
    /// What its value may be.
    package let shape: FormatShape
    /// One sentence for editors' hover text.
    package let summary: String

    /// The key `name`, of `shape`.
    package init(_ name: String, _ shape: FormatShape, _ summary: String) {
        self.name = name
        self.shape = shape
        self.summary = summary
    }
}
