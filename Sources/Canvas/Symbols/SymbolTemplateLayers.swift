import Foundation

/// A template variant's paths drawn in one rendering mode: grouped into that
/// mode's layers, drawn back (highest index) to front, each in its colour
/// and its class's opacity, first clearing what is behind it when its class
/// says so (`-sfsymbols-clear-behind`: a knock-out at opacity 0).
///
/// A template without annotations for the mode asked for is drawn
/// monochrome, as iOS draws it; paths a mode does not annotate are in its
/// front layer. Hierarchical rendering draws the secondary level at 50 % and
/// the tertiary at 25 % of the colour's opacity: Apple documents only that
/// they are "reduced", and these are the proportions the SF Symbols app shows.
struct SymbolTemplateLayers {
    static let secondaryOpacity = 0.5
    static let tertiaryOpacity = 0.25

    let shapes: [SymbolTemplateShape]
    let styleSheet: SVGStyleSheet
    let rendering: SymbolRenderingMode
    let color: Color

    /// Draws the layers mapped by `placement` into `rect`.
    func draw(in context: GraphicsContext, rect: CGRect, placement: CGAffineTransform) {
        let layers = layered()
        let clears = layers.contains { layer in layer.shapes.contains { styleSheet.rules[$0.1.className]?.clearsBehind == true } }
        let paint = {
            for layer in layers {
                for (shape, name, fill) in layer.shapes {
                    let path = shape.path.applying(placement)
                    let rule = styleSheet.rules[name.className]
                    if rule?.clearsBehind == true {
                        context.withErasing { context.fill(path, with: .black, evenOdd: shape.evenOdd) }
                    }
                    let opacity = rule?.opacity ?? 1
                    if opacity > 0 { context.fill(path, with: fill.mappingAlpha { $0 * opacity }, evenOdd: shape.evenOdd) }
                }
            }
        }
        clears ? context.withTransparencyLayer(clippedTo: Symbol.inkBounds(of: rect), paint) : paint()
    }

    /// The layers, back to front, each with its shapes in file order, their layer and their colour.
    private func layered() -> [(index: Int, shapes: [(SymbolTemplateShape, SymbolTemplateShape.Layer, Color)])] {
        let mode = effectiveMode
        var byIndex: [Int: [(SymbolTemplateShape, SymbolTemplateShape.Layer, Color)]] = [:]
        for shape in shapes {
            let (layer, fill) = placement(of: shape, in: mode)
            byIndex[layer.index, default: []].append((shape, layer, fill))
        }
        return byIndex.keys.sorted(by: >).map { ($0, byIndex[$0] ?? []) }
    }

    /// The mode drawn: the one asked for when the template annotates it, else monochrome.
    private var effectiveMode: SymbolRenderingMode {
        switch rendering {
        case .hierarchical, .palette: shapes.contains { $0.hierarchical != nil } ? rendering : .monochrome
        case .multicolor: shapes.contains { $0.multicolor != nil } ? rendering : .monochrome
        case .monochrome: .monochrome
        }
    }

    /// A shape's layer and colour in `mode`; unannotated shapes are in front, in the symbol's colour.
    private func placement(of shape: SymbolTemplateShape, in mode: SymbolRenderingMode) -> (SymbolTemplateShape.Layer, Color) {
        let front = SymbolTemplateShape.Layer(index: 0, className: "")
        switch mode {
        case .monochrome:
            return (shape.monochrome ?? front, color)
        case .hierarchical(let base):
            guard let (layer, level) = shape.hierarchical else { return (front, base ?? color) }
            let opacity = [1, Self.secondaryOpacity, Self.tertiaryOpacity][level.rawValue]
            return (layer, (base ?? color).mappingAlpha { $0 * opacity })
        case .palette(let colors):
            guard let (layer, level) = shape.hierarchical else { return (front, colors.first ?? color) }
            return (layer, paletteColor(level, colors))
        case .multicolor:
            guard let (layer, name) = shape.multicolor else { return (front, color) }
            return (layer, multicolor(name, className: layer.className))
        }
    }

    /// A palette's colour for `level`: one per level in order; with two colours
    /// and no secondary layers the second colours the tertiary ones, as UIKit
    /// does; levels beyond the colours given take the last.
    private func paletteColor(_ level: SymbolTemplateShape.Level, _ colors: [Color]) -> Color {
        guard let last = colors.last else { return color }
        if level == .tertiary, colors.count == 2, !shapes.contains(where: { $0.hierarchical?.level == .secondary }) { return colors[1] }
        return level.rawValue < colors.count ? colors[level.rawValue] : last
    }

    /// The colour a multicolour class names: a system colour (`systemRedColor`),
    /// `tintColor` (the symbol's colour), a plain one (`white`), else the fill its style rule gives.
    private func multicolor(_ name: String, className: String) -> Color {
        if name == "tintColor" { return color }
        let plain = name.hasSuffix("Color") ? String(name.dropLast(5)) : name
        if let named = Color.named[plain] { return named }
        return styleSheet.rules[className]?.fill.map { Color(light: $0, dark: $0) } ?? color
    }
}
