import Foundation

/// A symbol exported from Apple's SF Symbols app ("symbol-template" SVG,
/// template versions 2 to 7): up to 27 variants in a `Symbols` group, one
/// per weight and scale (`Ultralight-S` … `Black-L`), placed against the
/// `Baseline-S/M/L` and `Capline-S/M/L` lines of its `Guides`, with optional
/// `left-margin-…`/`right-margin-…` guides, and layer classes saying how each
/// rendering mode colours each path (`monochrome-0`,
/// `hierarchical-1:secondary`, `multicolor-0:systemRedColor`).
///
/// A symbol is drawn from the variant nearest the weight and scale asked for
/// (the weight first; another scale's variant is resized by the ratio of the
/// scales' design factors), sized so that the template's cap height becomes
/// SF Pro's cap height at the point size, as iOS sizes symbols beside text.
/// Its box spans its margins (or its outline) across, and is centred on the
/// cap-height middle up and down, so centring the image centres it on text
/// as iOS does; ``baselineOffset(pointSize:weight:scale:)`` says where the
/// baseline lies in it.
struct SymbolTemplate: Sendable {
    /// SF Pro's cap height in ems (1443 of 2048 units), the height template glyphs are drawn against.
    static let capHeightPerPoint: CGFloat = 1443 / 2048

    /// One weight and scale of the symbol.
    struct Variant: Sendable {
        let weight: Font.Weight
        let scale: Symbol.Scale
        let shapes: [SymbolTemplateShape]
        /// The box the symbol fills, in template units: margins (or the outline) across, centred on the cap height up and down.
        let box: CGRect
        /// The baseline's y in template units.
        let baseline: CGFloat
        /// Template units per point of cap height at one point.
        let capHeight: CGFloat
    }

    let variants: [Variant]
    let styleSheet: SVGStyleSheet

    /// The variant drawn for `weight` and `scale`, and how much it is resized
    /// when it is another scale's.
    func variant(weight: Font.Weight, scale: Symbol.Scale) -> (Variant, resize: CGFloat)? {
        let weights = Font.Weight.allCases
        func distance(_ variant: Variant) -> (Int, Int) {
            (abs((weights.firstIndex(of: variant.weight) ?? 0) - (weights.firstIndex(of: weight) ?? 0)), abs(variant.scale.rawValue - scale.rawValue))
        }
        guard let nearest = variants.min(by: { distance($0) < distance($1) }) else { return nil }
        return (nearest, scale.templateFactor / nearest.scale.templateFactor)
    }

    /// Points per template unit for `variant` at `pointSize`.
    private static func points(_ variant: Variant, resize: CGFloat, pointSize: CGFloat) -> CGFloat {
        pointSize * capHeightPerPoint / variant.capHeight * resize
    }

    func size(pointSize: CGFloat, weight: Font.Weight, scale: Symbol.Scale) -> CGSize {
        guard let (variant, resize) = variant(weight: weight, scale: scale) else { return .zero }
        let k = Self.points(variant, resize: resize, pointSize: pointSize)
        return CGSize(width: variant.box.width * k, height: variant.box.height * k)
    }

    /// How far above the box's bottom the baseline lies, in points.
    func baselineOffset(pointSize: CGFloat, weight: Font.Weight, scale: Symbol.Scale) -> CGFloat {
        guard let (variant, resize) = variant(weight: weight, scale: scale) else { return 0 }
        return (variant.box.maxY - variant.baseline) * Self.points(variant, resize: resize, pointSize: pointSize)
    }

    /// Draws the variant for `weight` and `scale` fitted and centred in `rect`, its layers coloured as `rendering` says.
    func draw(in context: GraphicsContext, rect: CGRect, color: Color, weight: Font.Weight, scale: Symbol.Scale, rendering: SymbolRenderingMode) {
        guard let (variant, _) = variant(weight: weight, scale: scale), variant.box.width > 0, variant.box.height > 0 else { return }
        let fit = min(rect.width / variant.box.width, rect.height / variant.box.height)
        let placement = CGAffineTransform(translationX: -variant.box.midX, y: -variant.box.midY)
            .concatenating(CGAffineTransform(scaleX: fit, y: fit))
            .concatenating(CGAffineTransform(translationX: rect.midX, y: rect.midY))
        SymbolTemplateLayers(shapes: variant.shapes, styleSheet: styleSheet, rendering: rendering, color: color)
            .draw(in: context, rect: rect, placement: placement)
    }
}
