import Mockup

/// Text made safe to place in HTML or XML, in element content and in quoted
/// attributes alike; control characters (which XML 1.0 cannot carry even
/// escaped) are spelt out as on the terminal.
enum HTMLText {
    static func escape(_ text: String) -> String {
        var escaped = ""
        escaped.reserveCapacity(text.utf8.count)
        for character in Quote.escapingControlCharacters(text, keepingNewlines: true) {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&#39;"
            default: escaped.append(character)
            }
        }
        return escaped
    }
}
