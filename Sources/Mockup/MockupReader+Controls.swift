import Canvas
import Foundation
import TableKit

extension MockupReader {
    /// The control kinds an `accessory` mapping may name, with the keys each allows besides its own.
    private static let accessoryKinds: [String: [String]] = [
        "switch": ["enabled", "onTintColor"], "button": ["enabled", "style", "symbol", "cornerStyle"], "stepper": ["enabled"],
        "segments": ["selected", "enabled"], "activity": [], "text": [],
    ]

    /// A standard type name, or a mapping naming one control: `{switch: true, enabled: false}`, `{button: Edit}`, …
    func accessory(_ field: MockupField) throws(MockupError) -> Mockup.Accessory {
        guard field.isMapping else { return .standard(try field.oneOf(TableViewCellAccessoryType.self)) }
        let (kind, value, fields) = try oneKind(field, kinds: Self.accessoryKinds, what: "an accessory")
        let enabled = try fields["enabled"]?.bool() ?? true
        switch kind {
        case "switch":
            return .switch(isOn: try value.bool(), enabled: enabled,
                           onTintColor: try fields["onTintColor"].map { (f) throws(MockupError) in try color(f) })
        case "button": return try button(value, fields: fields, enabled: enabled)
        case "stepper": return .stepper(try value.number(in: 0...100), enabled: enabled)
        case "segments":
            let (titles, selected) = try segments(value, selected: fields["selected"])
            return .segments(titles, selected: selected, enabled: enabled)
        case "activity": return .activity
        default: return .text(try value.string(maxLength: 100))
        }
    }

    /// `{button: Title, style: filled, symbol: plus, cornerStyle: capsule}`:
    /// `style` names a `Button.Configuration` maker; `cornerStyle` needs one.
    private func button(_ title: MockupField, fields: MockupMapping, enabled: Bool) throws(MockupError) -> Mockup.Accessory {
        let style = try fields["style"].map { (f) throws(MockupError) in try f.oneOf(Button.Configuration.Style.self) }
        let cornerStyle = try fields["cornerStyle"].map { (f) throws(MockupError) in try f.oneOf(Button.Configuration.CornerStyle.self) }
        if style == nil, let field = fields["cornerStyle"] {
            throw field.error("rounds a configured button only; add a style (\(Button.Configuration.Style.allCases.map(\.rawValue).joined(separator: ", ")))")
        }
        return .button(try title.string(maxLength: 40), enabled: enabled, style: style,
                       symbol: try fields["symbol"].map { (f) throws(MockupError) in try symbolImage(f) }, cornerStyle: cornerStyle)
    }

    private static let controlKinds: [String: [String]] = [
        "textField": [], "slider": ["minimumImage", "maximumImage"], "segments": ["selected"], "progress": [],
    ]

    /// `{textField: {placeholder, text}}`, `{slider: 0.4, minimumImage, maximumImage}`, `{segments: […], selected: N}` or `{progress: 0.3}`.
    func contentControl(_ field: MockupField) throws(MockupError) -> Mockup.ContentControl {
        let (kind, value, fields) = try oneKind(field, kinds: Self.controlKinds, what: "a control")
        switch kind {
        case "textField":
            let text = try value.mapping(keys: ["placeholder", "text"])
            return .textField(placeholder: try text["placeholder"]?.string(maxLength: 200), text: try text["text"]?.string(maxLength: 1000))
        case "slider":
            return .slider(try value.number(in: 0...1),
                           minimumImage: try fields["minimumImage"].map { (f) throws(MockupError) in try symbolImage(f) },
                           maximumImage: try fields["maximumImage"].map { (f) throws(MockupError) in try symbolImage(f) })
        case "segments":
            let (titles, selected) = try segments(value, selected: fields["selected"])
            return .segments(titles, selected: selected)
        default: return .progress(try value.number(in: 0...1))
        }
    }

    /// The mapping's one kind key (one of `kinds`), its value, and the
    /// mapping's fields checked against the keys that kind allows.
    private func oneKind(_ field: MockupField, kinds: [String: [String]], what: String) throws(MockupError) -> (String, MockupField, MockupMapping) {
        let names = kinds.keys.sorted()
        let all = try field.mapping(keys: names + Set(kinds.values.flatMap { $0 }).sorted())
        let given = names.compactMap { name in all[name].map { (name, $0) } }
        guard given.count == 1, let (kind, value) = given.first else {
            let found = given.count > 1 ? "; found \(given.map(\.0).joined(separator: " and "))" : ""
            throw field.error("\(what) names exactly one of \(names.joined(separator: ", "))\(found)")
        }
        return (kind, value, try field.mapping(keys: [kind] + (kinds[kind] ?? [])))
    }

    /// `segments: [titles…]` with `selected`, an index into them (-1 for none).
    private func segments(_ field: MockupField, selected: MockupField?) throws(MockupError) -> ([String], Int) {
        let titles = try field.list(maxCount: 10).map { (f) throws(MockupError) in try f.string(maxLength: 40) }
        guard !titles.isEmpty else { throw field.error("expected at least one segment title") }
        return (titles, try selected?.integer(in: -1...(titles.count - 1)) ?? 0)
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
