import Foundation

/// Draws a drawn symbol's layers at a scale and origin, its strokes and
/// outlines at a weight.
struct ShapePainter {
    /// How much heavier than its file an outline is drawn at regular weight:
    /// bootstrap-icons' lines are 1/16 of their box, SF Symbols' regular
    /// lines about 15 % heavier at the size TableSnap draws them.
    static let outlineRegularGain: CGFloat = 1.15

    let context: GraphicsContext
    let scale: CGFloat
    let origin: CGPoint
    let weight: Font.Weight

    /// Paints `kind` in `color`; `erasing` when the context erases instead, where an outline cannot be thinned.
    func paint(_ kind: Symbol.Shape.Kind, color: Color, erasing: Bool = false) {
        switch kind {
        case .fill(let path, let evenOdd):
            context.fill(placed(path), with: color, evenOdd: evenOdd)
        case .stroke(let path, let width):
            context.stroke(placed(path), with: color, lineWidth: width * Symbol.strokeFactor(weight) * scale)
        case .outline(let path, let evenOdd, let lineWidth):
            let change = lineWidth * (Self.outlineRegularGain * Symbol.strokeFactor(weight) - 1) * scale
            paintOutline(placed(path), evenOdd: evenOdd, change: erasing ? max(0, change) : change, color: color)
        }
    }

    /// An outline whose lines grow by `change` points: a stroke of that width
    /// around its edge adds half of it on each side, or, erased, takes it away.
    private func paintOutline(_ path: Path, evenOdd: Bool, change: CGFloat, color: Color) {
        guard change < 0 else {
            context.fill(path, with: color, evenOdd: evenOdd)
            if change > 0 { context.stroke(path, with: color, lineWidth: change) }
            return
        }
        context.withTransparencyLayer(clippedTo: Symbol.inkBounds(of: path.bounds)) {
            context.fill(path, with: color, evenOdd: evenOdd)
            context.withErasing { context.stroke(path, with: .black, lineWidth: -change) }
        }
    }

    private func placed(_ path: Path) -> Path { path.applying(scale: scale, translation: origin) }
}
