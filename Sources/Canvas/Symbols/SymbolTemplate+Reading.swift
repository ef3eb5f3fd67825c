import Foundation

extension SymbolTemplate {
    /// Why a file is not a symbol template TableSnap can draw.
    enum ReadError: Error, Equatable, Sendable {
        /// No `Symbols` variant with the guides of its scale.
        case noVariants
    }

    /// The template in `document`: its variants with their guides and margins.
    init(_ document: SVGDocument) throws(ReadError) {
        let guides = Dictionary(document.shapes.compactMap { shape in shape.id.map { ($0, shape.path.tightBounds) } },
                                uniquingKeysWith: { first, _ in first })
        var shapesByVariant: [String: [SymbolTemplateShape]] = [:]
        for shape in document.shapes where shape.isVisible {
            guard let id = shape.groups.last(where: { Self.weightAndScale($0) != nil }) else { continue }
            shapesByVariant[id, default: []].append(SymbolTemplateShape(path: shape.path, evenOdd: shape.evenOdd, classes: shape.classes))
        }
        let variants = shapesByVariant.keys.sorted().compactMap { id in
            Self.variant(id, shapes: shapesByVariant[id] ?? [], guides: guides)
        }
        guard !variants.isEmpty else { throw .noVariants }
        self.init(variants: variants, styleSheet: document.styleSheet)
    }

    /// The variant called `id`, placed by the guides of its scale; nil without them or without an outline.
    private static func variant(_ id: String, shapes: [SymbolTemplateShape], guides: [String: CGRect]) -> Variant? {
        guard let (weight, scale) = weightAndScale(id), let baseline = guides["Baseline-\(scale.letter)"]?.minY,
              let capline = guides["Capline-\(scale.letter)"]?.minY, baseline > capline else { return nil }
        let outline = shapes.reduce(CGRect.null) { $0.union($1.path.tightBounds) }
        guard !outline.isNull, outline.width > 0, outline.height > 0 else { return nil }
        // Centred on the cap height's middle, tall enough for the outline on both sides.
        let middle = (baseline + capline) / 2
        let half = max(middle - outline.minY, outline.maxY - middle)
        let left = (guides["left-margin-\(id)"] ?? guides["left-margin"])?.minX
        let right = (guides["right-margin-\(id)"] ?? guides["right-margin"])?.minX
        let (minX, maxX) = if let left, let right, right > left { (left, right) } else { (outline.minX, outline.maxX) }
        return Variant(weight: weight, scale: scale, shapes: shapes, box: CGRect(x: minX, y: middle - half, width: maxX - minX, height: 2 * half),
                       baseline: baseline, capHeight: baseline - capline)
    }

    /// `Regular-M` as (.regular, .medium); nil for other names.
    static func weightAndScale(_ id: String) -> (Font.Weight, Symbol.Scale)? {
        let parts = id.split(separator: "-")
        guard parts.count == 2, let weight = weightNames[String(parts[0])], let scale = Symbol.Scale.allCases.first(where: { $0.letter == parts[1] })
        else { return nil }
        return (weight, scale)
    }

    private static let weightNames: [String: Font.Weight] = [
        "Ultralight": .ultraLight, "Thin": .thin, "Light": .light, "Regular": .regular, "Medium": .medium,
        "Semibold": .semibold, "Bold": .bold, "Heavy": .heavy, "Black": .black,
    ]
}
