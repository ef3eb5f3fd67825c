import Foundation

/// One path of a template variant, with the layers its classes put it in.
struct SymbolTemplateShape: Sendable {
    /// A hierarchy level of hierarchical and palette rendering.
    enum Level: Int, Sendable {
        case primary, secondary, tertiary
    }

    /// A layer: its index (0 in front) and the class naming it, whose style rule may clear or fade it.
    struct Layer: Sendable {
        let index: Int
        let className: String
    }

    let path: Path
    let evenOdd: Bool
    var monochrome: Layer?
    var hierarchical: (layer: Layer, level: Level)?
    var multicolor: (layer: Layer, colorName: String)?

    /// The shape with the layers its `classes` name; classes of other kinds (previews) are ignored.
    init(path: Path, evenOdd: Bool, classes: [String]) {
        self.path = path
        self.evenOdd = evenOdd
        for name in classes {
            let (kind, index, qualifier) = Self.split(name)
            guard let index else { continue }
            let layer = Layer(index: index, className: name)
            switch kind {
            case "monochrome": monochrome = layer
            case "hierarchical": if let level = qualifier.flatMap(Self.level) { hierarchical = (layer, level) }
            case "multicolor": if let colorName = qualifier { multicolor = (layer, colorName) }
            default: break
            }
        }
    }

    /// `hierarchical-1:secondary` as ("hierarchical", 1, "secondary").
    private static func split(_ name: String) -> (String, Int?, String?) {
        let qualified = name.split(separator: ":", maxSplits: 1)
        let head = qualified.first ?? ""
        guard let dash = head.lastIndex(of: "-") else { return (String(head), nil, nil) }
        let index = Int(head[head.index(after: dash)...]).flatMap { (0...999).contains($0) ? $0 : nil }
        return (String(head[..<dash]), index, qualified.count > 1 ? String(qualified[1]) : nil)
    }

    private static func level(_ name: String) -> Level? {
        switch name {
        case "primary": .primary
        case "secondary": .secondary
        case "tertiary": .tertiary
        default: nil
        }
    }
}
