import Canvas
import Foundation
import TableKit

extension MockupReader {
    /// A standard type name, or a mapping naming one control: `{switch: true, enabled: false}`, `{button: Edit}`, …
    func accessory(_ field: MockupField) throws(MockupError) -> Mockup.Accessory {
        guard field.isMapping else { return .standard(try field.oneOf(TableViewCellAccessoryType.self)) }
        let (kind, fields) = try oneKind(field, kinds: MockupFormat.accessoryKinds, what: "an accessory")
        let enabled = try fields.bool("enabled") ?? true
        switch kind {
        case "switch":
            return .switch(isOn: try fields.bool(kind) ?? false, enabled: enabled,
                           onTintColor: try fields["onTintColor"].map { (f) throws(MockupError) in try color(f) })
        case "button": return try button(fields, enabled: enabled)
        case "stepper": return .stepper(try fields.number(kind) ?? 0, enabled: enabled)
        case "segments":
            let (titles, selected) = try segments(fields)
            return .segments(titles, selected: selected, enabled: enabled)
        case "activity":
            _ = try fields.bool(kind)
            return .activity
        default: return .text(try fields.text(kind) ?? "")
        }
    }

    /// `{button: Title, style: filled, symbol: plus, cornerStyle: capsule}`:
    /// `style` names a `Button.Configuration` maker; `cornerStyle` needs one.
    private func button(_ fields: MockupMapping, enabled: Bool) throws(MockupError) -> Mockup.Accessory {
        let style = try fields.choice("style", Button.Configuration.Style.self)
        let cornerStyle = try fields.choice("cornerStyle", Button.Configuration.CornerStyle.self)
        if style == nil, let field = fields["cornerStyle"] {
            throw field.error("rounds a configured button only; add a style (\(Button.Configuration.Style.allCases.map(\.rawValue).joined(separator: ", ")))")
        }
        return .button(try fields.text("button") ?? "", enabled: enabled, style: style,
                       symbol: try fields["symbol"].map { (f) throws(MockupError) in try symbolImage(f) }, cornerStyle: cornerStyle)
    }

    /// `{textField: {placeholder, text}}`, `{slider: 0.4, minimumImage, maximumImage}`, `{segments: […], selected: N}` or `{progress: 0.3}`.
    func contentControl(_ field: MockupField) throws(MockupError) -> Mockup.ContentControl {
        let (kind, fields) = try oneKind(field, kinds: MockupFormat.controlKinds, what: "a control")
        switch kind {
        case "textField":
            let text = try fields[kind].map { (f) throws(MockupError) in try f.mapping(MockupFormat.textField) }
            return .textField(placeholder: try text?.text("placeholder"), text: try text?.text("text"))
        case "slider":
            return .slider(try fields.number(kind) ?? 0,
                           minimumImage: try fields["minimumImage"].map { (f) throws(MockupError) in try symbolImage(f) },
                           maximumImage: try fields["maximumImage"].map { (f) throws(MockupError) in try symbolImage(f) })
        case "segments":
            let (titles, selected) = try segments(fields)
            return .segments(titles, selected: selected)
        default: return .progress(try fields.number(kind) ?? 0)
        }
    }

    /// The mapping's one kind key (the first key of one of `kinds`) and the
    /// mapping checked against the keys that kind allows.
    private func oneKind(_ field: MockupField, kinds: [FormatDefinition], what: String) throws(MockupError) -> (String, MockupMapping) {
        guard field.isMapping else { throw field.error("expected a mapping, found \(field.kindName)") }
        let names = kinds.compactMap(\.keyNames.first)
        let present = Set(field.keys.compactMap(\.node.text))
        let given = names.sorted().filter(present.contains)
        guard given.count == 1, let kind = given.first, let definition = kinds.first(where: { $0.keyNames.first == kind }) else {
            let found = given.count > 1 ? "; found \(given.joined(separator: " and "))" : ""
            // A key no kind allows is named as such first, as any other unknown key is.
            let allowed = Array(Set(kinds.flatMap(\.keyNames))).sorted()
            if let unknown = field.keys.first(where: { !allowed.contains($0.node.text ?? "") }) {
                let key = unknown.node.text ?? ""
                throw unknown.error("unknown key \"\(Quote.cut(key))\"\(Suggestion.didYouMean(key, in: allowed)); expected one of \(allowed.joined(separator: ", "))")
            }
            throw field.error("\(what) names exactly one of \(names.sorted().joined(separator: ", "))\(found)")
        }
        return (kind, try field.mapping(definition))
    }

    /// `segments: [titles…]` with `selected`, an index into them (-1 for none).
    private func segments(_ fields: MockupMapping) throws(MockupError) -> ([String], Int) {
        let titles = try fields.texts("segments") ?? []
        guard !titles.isEmpty else { throw (fields["segments"] ?? fields.whole).error("expected at least one segment title") }
        return (titles, try fields.integer("selected", atMost: titles.count - 1) ?? 0)
    }

    /// The symbol `field` names (see ``MockupSymbols``), or an error suggesting the nearest known names.
    func symbol(_ field: MockupField) throws(MockupError) -> Symbol {
        try symbols.symbol(field)
    }

    /// The symbol `field` names, as an image at the body size.
    func symbolImage(_ field: MockupField) throws(MockupError) -> Image {
        Image(symbol: SymbolImage(symbol: try symbol(field)))
    }
}
