import Foundation

/// Reads the numbers, flags and command letters of SVG attribute values
/// (path data, transform lists) from their UTF-8 bytes, as the SVG grammar
/// writes them: separators optional where the next token cannot continue
/// the last (`M1-2.5.5` is M, 1, −2.5, 0.5), exponents, signs.
struct SVGScanner {
    private let bytes: [UInt8]
    private(set) var offset = 0

    init(_ text: Substring) { bytes = Array(text.utf8) }

    /// Whether only separators are left.
    mutating func isAtEnd() -> Bool {
        skipSeparators()
        return offset >= bytes.count
    }

    /// The next byte after separators, not consumed; nil at the end.
    mutating func peek() -> UInt8? {
        skipSeparators()
        return offset < bytes.count ? bytes[offset] : nil
    }

    /// The next byte, consumed.
    mutating func next() -> UInt8? {
        guard let byte = peek() else { return nil }
        offset += 1
        return byte
    }

    /// Whether a number starts here (after separators).
    mutating func startsNumber() -> Bool {
        guard let byte = peek() else { return false }
        return Self.isDigit(byte) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+") || byte == UInt8(ascii: ".")
    }

    /// A number, or nil (nothing consumed) when none starts here or it is not finite.
    mutating func number() -> CGFloat? {
        guard startsNumber() else { return nil }
        let start = offset
        if bytes[offset] == UInt8(ascii: "-") || bytes[offset] == UInt8(ascii: "+") { offset += 1 }
        let integerDigits = digits()
        var fractionDigits = 0
        if offset < bytes.count, bytes[offset] == UInt8(ascii: ".") {
            offset += 1
            fractionDigits = digits()
        }
        guard integerDigits + fractionDigits > 0 else {
            offset = start
            return nil
        }
        exponent()
        guard let value = Double(String(decoding: bytes[start..<offset], as: UTF8.self)), value.isFinite else {
            offset = start
            return nil
        }
        return CGFloat(value)
    }

    /// An arc flag: a single `0` or `1`, which needs no separator after it.
    mutating func flag() -> Bool? {
        guard let byte = peek(), byte == UInt8(ascii: "0") || byte == UInt8(ascii: "1") else { return nil }
        offset += 1
        return byte == UInt8(ascii: "1")
    }

    /// A run of ASCII letters (a transform's name), empty when none starts here.
    mutating func word() -> String {
        skipSeparators()
        let start = offset
        while offset < bytes.count, (bytes[offset] | 0x20) >= UInt8(ascii: "a"), (bytes[offset] | 0x20) <= UInt8(ascii: "z") { offset += 1 }
        return String(decoding: bytes[start..<offset], as: UTF8.self)
    }

    /// `count` numbers, or nil when fewer follow.
    mutating func numbers(_ count: Int) -> [CGFloat]? {
        var values: [CGFloat] = []
        values.reserveCapacity(count)
        for _ in 0..<count {
            guard let value = number() else { return nil }
            values.append(value)
        }
        return values
    }

    private mutating func digits() -> Int {
        let start = offset
        while offset < bytes.count, Self.isDigit(bytes[offset]) { offset += 1 }
        return offset - start
    }

    /// An exponent (`e-3`), only when digits follow it: `1e` leaves the `e`.
    private mutating func exponent() {
        guard offset < bytes.count, bytes[offset] | 0x20 == UInt8(ascii: "e") else { return }
        var end = offset + 1
        if end < bytes.count, bytes[end] == UInt8(ascii: "-") || bytes[end] == UInt8(ascii: "+") { end += 1 }
        guard end < bytes.count, Self.isDigit(bytes[end]) else { return }
        offset = end
        _ = digits()
    }

    private mutating func skipSeparators() {
        while offset < bytes.count, Self.isSeparator(bytes[offset]) { offset += 1 }
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    private static func isSeparator(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: ",") || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0C
    }
}
