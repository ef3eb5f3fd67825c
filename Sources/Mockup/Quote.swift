/// User text quoted back in messages: cut, so that a huge value cannot make
/// a huge message, and with control characters spelt out, so that a mockup
/// cannot move the cursor, retitle a terminal window or overwrite a CI log's
/// lines through an error that quotes it.
public enum Quote {
    /// `text`, cut to ``MockupLimits/maximumQuotedLength`` characters with "…"
    /// when longer, its control characters escaped (see ``escapingControlCharacters(_:keepingNewlines:)``).
    package static func cut(_ text: String) -> String {
        // Counting characters walks the text, so count a bounded prefix only.
        let limit = MockupLimits.maximumQuotedLength
        let prefix = text.prefix(limit + 1)
        return escapingControlCharacters(prefix.count > limit ? "\(prefix.prefix(limit))…" : text)
    }

    /// `text` with every control character written as `\u{1B}`: C0 and C1
    /// controls, DEL, the bidirectional overrides and isolates (which can
    /// make text read in another order than it is) and the line and
    /// paragraph separators. `keepingNewlines` leaves line feeds, for
    /// messages TableSnap itself writes over several lines.
    public static func escapingControlCharacters(_ text: String, keepingNewlines: Bool = false) -> String {
        guard text.unicodeScalars.contains(where: { isControl($0) && !(keepingNewlines && $0 == "\n") }) else { return text }
        var escaped = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if isControl(scalar), !(keepingNewlines && scalar == "\n") {
                escaped.append(contentsOf: "\\u{\(String(scalar.value, radix: 16, uppercase: true))}".unicodeScalars)
            } else {
                escaped.append(scalar)
            }
        }
        return String(escaped)
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069, 0x2028, 0x2029: true
        default: false
        }
    }
}
