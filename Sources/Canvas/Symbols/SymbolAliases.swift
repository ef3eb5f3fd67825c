import Foundation

/// Other spellings of SF Symbols names: Apple's renames and aliases (see
/// ``table``), SF Symbols 6's `document` for `doc`, and the directions SF
/// Symbols spells two ways (`chevron.forward` and `chevron.right` are one
/// drawing in a left-to-right layout). iOS draws a symbol under either
/// spelling, so a name TableSnap has no drawing for is looked up under its others.
enum SymbolAliases {
    /// The other spellings of `name`, Apple's first; empty when it has none.
    static func otherSpellings(of name: String) -> [String] {
        let parts = name.split(separator: ".").map(String.init)
        var spellings = pairs[name] ?? []
        for (index, part) in parts.enumerated() {
            for other in twins[part] ?? [] {
                var spelling = parts
                spelling[index] = other
                spellings.append(spelling.joined(separator: "."))
            }
        }
        return spellings
    }

    /// Words SF Symbols names spell two ways.
    private static let twins: [String: [String]] = [
        "doc": ["document"], "document": ["doc"],
        "forward": ["right"], "backward": ["left"], "trailing": ["right"], "leading": ["left"],
        "right": ["forward", "trailing"], "left": ["backward", "leading"],
    ]

    /// Each name's other spellings, both ways round, read from ``table`` the first time a name is missing.
    private static let pairs: [String: [String]] = {
        var pairs: [String: [String]] = [:]
        for row in table.split(separator: "\n") {
            let names = row.split(separator: "\t").map(String.init)
            guard names.count == 2 else { continue }
            pairs[names[0], default: []].append(names[1])
            pairs[names[1], default: []].append(names[0])
        }
        return pairs
    }()
}
