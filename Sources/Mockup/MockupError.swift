import Foundation

/// Why a mockup could not be read or rendered, located as precisely as the
/// input allows: file, line and column, and the field's path.
public struct MockupError: Error, CustomStringConvertible, Equatable, Sendable {
    public enum Kind: Equatable, Sendable {
        /// The file does not exist or cannot be read (exit status 66).
        case missingFile
        /// The input is malformed or says something impossible (exit status 65).
        case invalidInput
        /// Writing the output failed (exit status 74).
        case output
    }

    public var kind: Kind
    public var file: String
    public var line: Int?
    public var column: Int?
    /// The field, e.g. `table.sections[2].rows[5].accessory`.
    public var path: String?
    public var message: String

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

    /// `file:line:column: path: message`, the form compilers use, so editors can jump to it.
    public var description: String {
        var location = file
        if let line { location += ":\(line)" }
        if let column { location += ":\(column)" }
        let field = path.map { $0.isEmpty ? "" : "\($0): " } ?? ""
        return "\(location): \(field)\(message)"
    }
}
