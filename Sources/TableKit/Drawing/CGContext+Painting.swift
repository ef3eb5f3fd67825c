import Canvas
import Foundation

/// How ``CGContext/drawPath(using:)`` paints the current path (`CGPathDrawingMode`).
public enum PathDrawingMode: Int, Sendable {
    /// Fill, non-zero winding.
    case fill
    /// Fill, even-odd.
    case eoFill
    /// Stroke only.
    case stroke
    /// Fill (non-zero winding), then stroke.
    case fillStroke
    /// Fill (even-odd), then stroke.
    case eoFillStroke
}

extension CGContext {
    /// Fills the current path with the fill colour, and empties the path.
    public func fillPath(using rule: FillRule = .nonZero) {
        fill(currentPath.path, rule: rule)
        beginPath()
    }

    /// Strokes the current path with the stroke colour and line settings, and empties the path.
    public func strokePath() {
        stroke(currentPath.path)
        beginPath()
    }

    /// Paints the current path as `mode` says, and empties the path.
    public func drawPath(using mode: PathDrawingMode) {
        let path = currentPath.path
        switch mode {
        case .fill, .fillStroke: fill(path, rule: .nonZero)
        case .eoFill, .eoFillStroke: fill(path, rule: .evenOdd)
        case .stroke: break
        }
        if [.stroke, .fillStroke, .eoFillStroke].contains(mode) { stroke(path) }
        beginPath()
    }

    /// Fills `rect` with the fill colour; the current path is left as it is.
    public func fill(_ rect: CGRect) { fill(Path { $0.addRect(rect) }, rule: .nonZero) }

    /// Fills each of `rects` with the fill colour.
    public func fill(_ rects: [CGRect]) { fill(Path { path in rects.forEach { path.addRect($0) } }, rule: .nonZero) }

    /// Fills the ellipse inscribed in `rect` with the fill colour.
    public func fillEllipse(in rect: CGRect) { fill(Path { $0.addEllipse(in: rect) }, rule: .nonZero) }

    /// Strokes the outline of `rect`.
    public func stroke(_ rect: CGRect) { stroke(Path { $0.addRect(rect) }) }

    /// Strokes the outline of `rect` `width` points wide.
    public func stroke(_ rect: CGRect, width: CGFloat) {
        var style = state.stroke
        style.lineWidth = width
        stroke(Path { $0.addRect(rect) }, style: style)
    }

    /// Strokes the outline of the ellipse inscribed in `rect`.
    public func strokeEllipse(in rect: CGRect) { stroke(Path { $0.addEllipse(in: rect) }) }

    /// Strokes a line between each pair of `points` (the first to the second, the third to the fourth …).
    public func strokeLineSegments(between points: [CGPoint]) {
        stroke(Path { path in
            stride(from: 0, to: points.count - 1, by: 2).forEach { index in
                path.move(to: points[index])
                path.addLine(to: points[index + 1])
            }
        })
    }

    /// Makes `rect` transparent.
    public func clear(_ rect: CGRect) {
        graphics.withErasing { graphics.fill(rect, with: .black) }
    }

    /// Fills `shape` as the state says: the fill colour at the global alpha, over its shadow.
    func fill(_ shape: Path, rule: FillRule) {
        let color = faded(state.fillColor)
        if let shadow = state.shadow { graphics.drawShadow(faded(shadow), of: shape) }
        graphics.fill(shape, with: color, rule: rule)
    }

    /// Strokes `shape` as the state says, or with `style` instead of its line settings.
    func stroke(_ shape: Path, style: StrokeStyle? = nil) {
        graphics.stroke(shape, with: faded(state.strokeColor), style: style ?? state.stroke)
    }

    private func faded(_ color: Color) -> Color {
        state.alpha < 1 ? color.mappingAlpha { $0 * Double(state.alpha) } : color
    }

    private func faded(_ shadow: Shadow) -> Shadow {
        var shadow = shadow
        shadow.color = faded(shadow.color)
        return shadow
    }
}
