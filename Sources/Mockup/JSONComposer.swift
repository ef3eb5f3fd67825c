/// Reads JSON (RFC 8259, strictly) into the node tree the mockup reader
/// walks, each value marked with its line and column, so JSON errors are
/// located as precisely as YAML's.
///
/// Columns count Unicode scalars, as libyaml's do. Numbers keep their text;
/// `true`, `false` and `null` become plain scalars, as YAML reads them.
struct JSONComposer {
    private let bytes: [UInt8]
    private let file: String
    private var offset = 0
    private var line = 1
    private var column = 1
    private var budget: NodeBudget

    private init(_ text: String, file: String) {
        bytes = Array(text.utf8)
        self.file = file
        budget = NodeBudget(file: file)
        // A byte-order mark is no JSON, but editors write one.
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { offset = 3 }
    }

    /// The root value of `text`; nil when it holds only white space.
    static func compose(_ text: String, file: String) throws(MockupError) -> MockupNode? {
        var composer = JSONComposer(text, file: file)
        composer.skipWhitespace()
        guard composer.peek != nil else { return nil }
        let root = try composer.value(depth: 0)
        composer.skipWhitespace()
        guard composer.peek == nil else { throw composer.error("unexpected text after the JSON value") }
        return root
    }

    private var peek: UInt8? { offset < bytes.count ? bytes[offset] : nil }

    private var mark: MockupNode.Position { MockupNode.Position(line: line, column: column) }

    private mutating func advance() {
        if bytes[offset] == UInt8(ascii: "\n") {
            line += 1
            column = 1
        } else if bytes[offset] & 0xC0 != 0x80 {
            // Continuation bytes belong to the scalar already counted.
            column += 1
        }
        offset += 1
    }

    private mutating func skipWhitespace() {
        while let byte = peek, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { advance() }
    }

    private func error(_ message: String, at mark: MockupNode.Position? = nil) -> MockupError {
        let mark = mark ?? self.mark
        return MockupError(.invalidInput, file: file, line: mark.line, column: mark.column, message: "syntax error: \(message)")
    }

    private mutating func expect(_ byte: UInt8, _ what: String) throws(MockupError) {
        guard peek == byte else { throw error("expected \(what)") }
        advance()
    }

    private mutating func value(depth: Int) throws(MockupError) -> MockupNode {
        guard depth <= MockupLimits.maximumDepth else {
            throw error("nested more than \(MockupLimits.maximumDepth) levels deep; the limit is \(MockupLimits.maximumDepth)")
        }
        try budget.spend(1, at: mark)
        switch peek {
        case UInt8(ascii: "{"): return try object(depth: depth)
        case UInt8(ascii: "["): return try array(depth: depth)
        case UInt8(ascii: "\""):
            let start = mark
            return MockupNode(value: .scalar(try string()), position: start)
        case nil: throw error("expected a value, found the end of the file")
        default: return try literal()
        }
    }

    private mutating func object(depth: Int) throws(MockupError) -> MockupNode {
        let start = mark
        var pairs: [(key: MockupNode, value: MockupNode)] = []
        var keys = Set<String>()
        try entries(closing: UInt8(ascii: "}")) { (json) throws(MockupError) in
            let keyMark = json.mark
            guard json.peek == UInt8(ascii: "\"") else { throw json.error("expected a key in double quotes") }
            try json.budget.spend(1, at: keyMark)
            let key = try json.string()
            guard keys.insert(key).inserted else { throw json.error("duplicate key \"\(Quote.cut(key))\"", at: keyMark) }
            json.skipWhitespace()
            try json.expect(UInt8(ascii: ":"), "\":\" after the key")
            json.skipWhitespace()
            pairs.append((MockupNode(value: .scalar(key), position: keyMark), try json.value(depth: depth + 1)))
        }
        return MockupNode(value: .mapping(pairs), position: start)
    }

    private mutating func array(depth: Int) throws(MockupError) -> MockupNode {
        let start = mark
        var nodes: [MockupNode] = []
        try entries(closing: UInt8(ascii: "]")) { (json) throws(MockupError) in nodes.append(try json.value(depth: depth + 1)) }
        return MockupNode(value: .sequence(nodes), position: start)
    }

    /// Reads the comma-separated entries from the opening bracket under the
    /// cursor to `closing`, each with `entry`.
    private mutating func entries(closing: UInt8, _ entry: (inout JSONComposer) throws(MockupError) -> Void) throws(MockupError) {
        advance()
        skipWhitespace()
        if peek == closing {
            advance()
            return
        }
        repeat {
            skipWhitespace()
            try entry(&self)
            skipWhitespace()
        } while try separator(closing: closing)
    }

    /// True after a comma (another entry follows), false after the closing bracket.
    private mutating func separator(closing: UInt8) throws(MockupError) -> Bool {
        if peek == UInt8(ascii: ",") {
            advance()
            return true
        }
        try expect(closing, "\",\" or \"\(Character(Unicode.Scalar(closing)))\"")
        return false
    }

    /// `true`, `false`, `null` or a number, kept as written.
    private mutating func literal() throws(MockupError) -> MockupNode {
        let start = mark
        let begin = offset
        while let byte = peek, Self.literalBytes.contains(byte) { advance() }
        let text = String(decoding: bytes[begin..<offset], as: UTF8.self)
        guard ["true", "false", "null"].contains(text) || Self.isNumber(text) else {
            throw error(text.isEmpty ? "expected a value" : "\"\(Quote.cut(text))\" is not a JSON value", at: start)
        }
        return MockupNode(value: .scalar(text), position: start)
    }

    private static let literalBytes = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789+-.".utf8)

    /// JSON's number grammar: `-? (0 | [1-9][0-9]*) (.[0-9]+)? ([eE][+-]?[0-9]+)?`.
    private static func isNumber(_ text: String) -> Bool {
        var rest = Substring(text)
        func digits() -> Int {
            let count = rest.prefix(while: { ("0"..."9").contains($0) }).count
            rest = rest.dropFirst(count)
            return count
        }
        if rest.first == "-" { rest = rest.dropFirst() }
        let leadingZero = rest.first == "0"
        let integer = digits()
        guard integer > 0, !leadingZero || integer == 1 else { return false }
        if rest.first == "." {
            rest = rest.dropFirst()
            guard digits() > 0 else { return false }
        }
        if rest.first == "e" || rest.first == "E" {
            rest = rest.dropFirst()
            if rest.first == "+" || rest.first == "-" { rest = rest.dropFirst() }
            guard digits() > 0 else { return false }
        }
        return rest.isEmpty
    }

    /// A string's value, escapes decoded, surrogate pairs joined.
    private mutating func string() throws(MockupError) -> String {
        advance()
        var value: [UInt8] = []
        while true {
            guard let byte = peek else { throw error("unterminated string") }
            switch byte {
            case UInt8(ascii: "\""):
                advance()
                return String(decoding: value, as: UTF8.self)
            case UInt8(ascii: "\\"):
                let start = mark
                advance()
                try escape(into: &value, at: start)
            case 0..<0x20:
                throw error("control character in a string; write it as an escape such as \\n")
            default:
                value.append(byte)
                advance()
            }
        }
    }

    /// Decodes the escape after a backslash at `start`.
    private mutating func escape(into value: inout [UInt8], at start: MockupNode.Position) throws(MockupError) {
        let simple: [UInt8: UInt8] = [
            UInt8(ascii: "\""): 0x22, UInt8(ascii: "\\"): 0x5C, UInt8(ascii: "/"): 0x2F, UInt8(ascii: "b"): 0x08,
            UInt8(ascii: "f"): 0x0C, UInt8(ascii: "n"): 0x0A, UInt8(ascii: "r"): 0x0D, UInt8(ascii: "t"): 0x09,
        ]
        guard let byte = peek else { throw error("unterminated string") }
        if let decoded = simple[byte] {
            advance()
            value.append(decoded)
            return
        }
        guard byte == UInt8(ascii: "u") else { throw error("unknown escape \\\(Character(Unicode.Scalar(byte)))", at: start) }
        advance()
        var code = try hexQuad()
        if (0xD800..<0xDC00).contains(code) {
            // A high surrogate: its low half must follow as a second \u escape.
            guard peek == UInt8(ascii: "\\") else { throw error("unpaired surrogate in a \\u escape", at: start) }
            advance()
            try expect(UInt8(ascii: "u"), "the low surrogate's \\u escape")
            let low = try hexQuad()
            guard (0xDC00..<0xE000).contains(low) else { throw error("unpaired surrogate in a \\u escape", at: start) }
            code = 0x10000 + (code - 0xD800) << 10 + (low - 0xDC00)
        }
        guard let scalar = Unicode.Scalar(code) else { throw error("unpaired surrogate in a \\u escape", at: start) }
        value.append(contentsOf: String(Character(scalar)).utf8)
    }

    private mutating func hexQuad() throws(MockupError) -> UInt32 {
        var code: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = peek, let digit = Character(Unicode.Scalar(byte)).hexDigitValue else {
                throw error("expected four hexadecimal digits after \\u")
            }
            code = code << 4 | UInt32(digit)
            advance()
        }
        return code
    }
}
