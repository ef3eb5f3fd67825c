import Foundation

/// The elements, attributes and text of an XML document, read as far as SVG
/// files need: start and end tags (checked to nest), attributes in either
/// quote, the five named character references and numeric ones, comments,
/// CDATA sections, processing instructions and a DOCTYPE, which are skipped
/// or read as text. Namespaces are not resolved (`xlink:href` is a name).
///
/// TableSnap reads symbol files with this instead of Foundation's XMLParser:
/// FoundationXML brings libxml2 and a second ICU into every process at
/// start-up (time and memory every process would pay, symbols or not), leaks
/// each parse error's message, and traps on a NUL inside an attribute.
struct XMLScanner {
    /// What the scanner reports, in document order.
    enum Event {
        case start(name: String, attributes: [String: String])
        case end(name: String)
        case text(String)
    }

    private let bytes: [UInt8]
    private var offset = 0
    private var open: [String] = []

    /// Calls `handle` with each event of `bytes`; throws at the first place the document is not well-formed.
    static func scan(_ bytes: [UInt8], _ handle: (Event) throws(SVGError) -> Void) throws(SVGError) {
        var scanner = XMLScanner(bytes: bytes)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { scanner.offset = 3 }
        try scanner.run(handle)
    }

    private init(bytes: [UInt8]) { self.bytes = bytes }

    private mutating func run(_ handle: (Event) throws(SVGError) -> Void) throws(SVGError) {
        var sawRoot = false
        while offset < bytes.count {
            guard bytes[offset] == UInt8(ascii: "<") else {
                let text = try decoded(until: UInt8(ascii: "<"))
                guard !open.isEmpty || text.allSatisfy(\.isWhitespace) else { throw .malformed("text outside the root element") }
                try handle(.text(text))
                continue
            }
            if try skipMarkup(handle) { continue }
            if starts(with: "</") {
                try handle(.end(name: try endTag()))
                continue
            }
            guard open.isEmpty == false || !sawRoot else { throw .malformed("a second root element") }
            sawRoot = true
            let (name, attributes, isEmpty) = try startTag()
            try handle(.start(name: name, attributes: attributes))
            if isEmpty { try handle(.end(name: open.removeLast())) }
        }
        guard open.isEmpty else { throw .malformed("<\(open.last ?? "")> is not closed") }
        guard sawRoot else { throw .malformed("no root element") }
    }

    /// Skips a comment, processing instruction or DOCTYPE, or reports a CDATA section as text; false when none starts here.
    private mutating func skipMarkup(_ handle: (Event) throws(SVGError) -> Void) throws(SVGError) -> Bool {
        if starts(with: "<!--") {
            try skip(past: "-->")
        } else if starts(with: "<?") {
            try skip(past: "?>")
        } else if starts(with: "<![CDATA[") {
            offset += 9
            let start = offset
            try skip(past: "]]>")
            guard !open.isEmpty else { throw .malformed("a CDATA section outside the root element") }
            try handle(.text(try string(bytes[start..<(offset - 3)])))
        } else if starts(with: "<!DOCTYPE") {
            try skipDoctype()
        } else {
            return false
        }
        return true
    }

    /// A DOCTYPE, with an internal subset in brackets and quoted identifiers.
    private mutating func skipDoctype() throws(SVGError) {
        var quote: UInt8?, depth = 0
        while offset < bytes.count {
            let byte = bytes[offset]
            offset += 1
            if let open = quote {
                if byte == open { quote = nil }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if byte == UInt8(ascii: "[") {
                depth += 1
            } else if byte == UInt8(ascii: "]") {
                depth -= 1
            } else if byte == UInt8(ascii: ">"), depth <= 0 {
                return
            }
        }
        throw .malformed("an unterminated DOCTYPE")
    }

    /// `<name attributes…>` or `<name …/>`: its name, its attributes and whether it is empty.
    private mutating func startTag() throws(SVGError) -> (String, [String: String], Bool) {
        offset += 1
        let name = try self.name()
        var attributes: [String: String] = [:]
        while true {
            let spaced = skipSpace()
            guard offset < bytes.count else { throw .malformed("<\(name)> is not finished") }
            if starts(with: "/>") {
                offset += 2
                open.append(name)
                return (name, attributes, true)
            }
            if bytes[offset] == UInt8(ascii: ">") {
                offset += 1
                open.append(name)
                return (name, attributes, false)
            }
            guard spaced else { throw .malformed("attributes of <\(name)> need spaces between them") }
            let (key, value) = try attribute()
            guard attributes.updateValue(value, forKey: key) == nil else { throw .malformed("<\(name)> repeats the attribute \(key)") }
        }
    }

    /// `name="value"` or `name='value'`.
    private mutating func attribute() throws(SVGError) -> (String, String) {
        let key = try name()
        skipSpace()
        guard offset < bytes.count, bytes[offset] == UInt8(ascii: "=") else { throw .malformed("the attribute \(key) has no value") }
        offset += 1
        skipSpace()
        guard offset < bytes.count, bytes[offset] == UInt8(ascii: "\"") || bytes[offset] == UInt8(ascii: "'") else {
            throw .malformed("the value of \(key) is not quoted")
        }
        let quote = bytes[offset]
        offset += 1
        let value = try decoded(until: quote)
        guard offset < bytes.count else { throw .malformed("the value of \(key) is not closed") }
        offset += 1
        return (key, value)
    }

    /// `</name>`, which must close the innermost open element.
    private mutating func endTag() throws(SVGError) -> String {
        offset += 2
        let name = try self.name()
        skipSpace()
        guard offset < bytes.count, bytes[offset] == UInt8(ascii: ">") else { throw .malformed("</\(name) is not finished") }
        offset += 1
        guard open.last == name else { throw .malformed("</\(name)> closes <\(open.last ?? "nothing")>") }
        open.removeLast()
        return name
    }

    private mutating func name() throws(SVGError) -> String {
        let start = offset
        while offset < bytes.count, Self.isNameByte(bytes[offset], first: offset == start) { offset += 1 }
        guard offset > start else { throw .malformed("a name was expected") }
        return try string(bytes[start..<offset])
    }

    /// Text up to `terminator` (or the end), its character references replaced; a `<` inside an attribute value is an error.
    private mutating func decoded(until terminator: UInt8) throws(SVGError) -> String {
        var scalars = String.UnicodeScalarView()
        var start = offset
        while offset < bytes.count, bytes[offset] != terminator {
            if terminator != UInt8(ascii: "<"), bytes[offset] == UInt8(ascii: "<") { throw .malformed("a < inside an attribute value") }
            guard bytes[offset] == UInt8(ascii: "&") else {
                offset += 1
                continue
            }
            scalars.append(contentsOf: try string(bytes[start..<offset]).unicodeScalars)
            scalars.append(try reference())
            start = offset
        }
        scalars.append(contentsOf: try string(bytes[start..<offset]).unicodeScalars)
        return String(scalars)
    }

    /// `&amp;`, `&lt;`, `&gt;`, `&quot;`, `&apos;`, `&#65;` or `&#x41;`.
    private mutating func reference() throws(SVGError) -> Unicode.Scalar {
        guard let end = bytes[offset..<min(bytes.count, offset + 12)].firstIndex(of: UInt8(ascii: ";")) else {
            throw .malformed("a & that starts no character reference")
        }
        let body = try string(bytes[(offset + 1)..<end])
        offset = end + 1
        let named: [String: Unicode.Scalar] = ["amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'"]
        if let scalar = named[body] { return scalar }
        let number = body.hasPrefix("#x") ? UInt32(body.dropFirst(2), radix: 16) : body.hasPrefix("#") ? UInt32(body.dropFirst(), radix: 10) : nil
        guard let number, number != 0, let scalar = Unicode.Scalar(number) else { throw .malformed("an unknown character reference &\(body.prefix(12));") }
        return scalar
    }

    private mutating func skip(past terminator: String) throws(SVGError) {
        let needle = Array(terminator.utf8)
        while offset + needle.count <= bytes.count {
            if bytes[offset] == needle[0], bytes[offset..<(offset + needle.count)].elementsEqual(needle) {
                offset += needle.count
                return
            }
            offset += 1
        }
        throw .malformed("no \(terminator) after a <\(terminator == "-->" ? "!--" : terminator == "?>" ? "?" : "![CDATA[")")
    }

    /// Skips white space; whether there was any.
    @discardableResult
    private mutating func skipSpace() -> Bool {
        let start = offset
        while offset < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[offset]) { offset += 1 }
        return offset > start
    }

    private func starts(with text: String) -> Bool {
        let needle = text.utf8
        return bytes.count - offset >= needle.count && bytes[offset..<(offset + needle.count)].elementsEqual(needle)
    }

    private func string(_ slice: ArraySlice<UInt8>) throws(SVGError) -> String {
        guard let text = String(validating: slice, as: UTF8.self) else { throw .malformed("text that is not UTF-8") }
        return text
    }

    /// Letters, `_` and `:` start a name (and any byte of a non-ASCII character); digits, `-` and `.` may follow.
    private static func isNameByte(_ byte: UInt8, first: Bool) -> Bool {
        let letter = (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
        if letter || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ":") || byte >= 0x80 { return true }
        return !first && ((byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "."))
    }
}
