import Foundation

/// The class rules of an SVG `<style>` element, as SF Symbols templates write
/// them (`.multicolor-0:systemBlueColor { fill:#007AFF; opacity:1.0 }`): the
/// fill colour and opacity a class gives, and whether its shapes clear what
/// is behind them (`-sfsymbols-clear-behind:true`, a template's knock-outs).
/// Selectors other than a single class are skipped.
struct SVGStyleSheet: Sendable {
    /// What one class rule sets.
    struct Rule: Sendable {
        var fill: Color.RGBA?
        var opacity: Double?
        /// The class's shapes erase what lies behind them instead of painting.
        var clearsBehind = false
    }

    /// The longest style sheet read.
    static let maximumLength = 64 << 10

    /// Rules by class name (without the dot).
    var rules: [String: Rule] = [:]

    /// Adds the rules of `text`, a style sheet.
    mutating func add(_ text: String) {
        guard text.utf8.count <= Self.maximumLength else { return }
        for block in text.split(separator: "}") {
            let parts = block.split(separator: "{", maxSplits: 1)
            guard parts.count == 2 else { continue }
            let rule = Self.rule(SVGDeclarations(parts[1]))
            for selector in parts[0].split(separator: ",") {
                let name = selector.trimmingCharacters(in: .whitespacesAndNewlines)
                guard name.hasPrefix("."), name.count > 1, !name.contains(" ") else { continue }
                rules[String(name.dropFirst())] = rule
            }
        }
    }

    private static func rule(_ declarations: SVGDeclarations) -> Rule {
        Rule(fill: declarations["fill"].flatMap(Color.rgba(hex:)), opacity: declarations["opacity"].flatMap { Double($0) },
             clearsBehind: declarations["-sfsymbols-clear-behind"] == "true")
    }
}

/// `name: value` pairs separated by semicolons: a `style` attribute or the body of a rule.
struct SVGDeclarations {
    private var values: [String: String] = [:]

    init(_ text: Substring) {
        for declaration in text.split(separator: ";") {
            let pair = declaration.split(separator: ":", maxSplits: 1)
            guard pair.count == 2 else { continue }
            values[pair[0].trimmingCharacters(in: .whitespacesAndNewlines).lowercased()] = pair[1].trimmingCharacters(in: .whitespacesAndNewlines)
        }
    }

    subscript(name: String) -> String? { values[name] }
}
