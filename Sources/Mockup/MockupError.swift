import Foundation

/// Why a mockup could not be read or rendered, located as precisely as the
/// input allows: file, line and column, and the field's path.
public struct MockupError: Error, CustomStringConvertible, Equatable, Sendable {
    /// The sort of failure, which decides the exit status.
    public enum Kind: Equatable, Sendable {
        /// The file does not exist or cannot be read (exit status 66).
        case missingFile
        /// The input is malformed or says something impossible (exit status 65).
        case invalidInput
        /// Writing the output failed (exit status 74).
        case output
    }

    /// Missing file, invalid input or failed output; it sets ``exitStatus``.
    public var kind: Kind
    /// The mockup file's path as given.
    public var file: String
    /// The 1-based line, from the YAML or JSON reader; nil when the problem has no position.
    public var line: Int?
    /// The 1-based column (in Unicode scalars), from the YAML or JSON reader; nil when the problem has no position.
    public var column: Int?
    /// The field, e.g. `table.sections[2].rows[5].accessory`.
    public var path: String?
    /// What is wrong, without the location.
    public var message: String

    /// An error of `kind` in `file`, with the 1-based position and the field path when known.
    public init(_ kind: Kind, file: String, line: Int? = nil, column: Int? = nil, path: String? = nil, message: String) {
        self.kind = kind
        self.file = file
        self.line = line
        self.column = column
        self.path = path
        self.message = message
    }

    /// The `sysexits.h` status for this kind of failure.
    public var exitStatus: Int32 {
        switch kind {
        case .missingFile: 66
        case .invalidInput: 65
        case .output: 74
        }
    }

    /// `file:line:column: path: message`, the form compilers use, so editors
    /// can jump to it; control characters escaped (see ``Quote``), as any of
    /// the parts may hold text from the input.
    public var description: String {
        var location = Quote.escapingControlCharacters(file)
        if let line { location += ":\(line)" }
        if let column { location += ":\(column)" }
        let field = path.map { $0.isEmpty ? "" : "\(Quote.escapingControlCharacters($0)): " } ?? ""
        return "\(location): \(field)\(Quote.escapingControlCharacters(message, keepingNewlines: true))"
    }
}
