import Canvas
import Foundation

extension BezierPath {
    /// Fills the path in the current context (`CGContext.current`) with its
    /// fill colour (`UIColor.setFill()`), by ``usesEvenOddFillRule``; nothing outside drawing.
    public func fill() {
        CGContext.current?.fill(path, rule: usesEvenOddFillRule ? .evenOdd : .nonZero)
    }

    /// Strokes the path in the current context with its stroke colour
    /// (`UIColor.setStroke()`) and this path's own line settings.
    public func stroke() {
        CGContext.current?.stroke(path, style: StrokeStyle(lineWidth: lineWidth, lineCap: lineCapStyle, lineJoin: lineJoinStyle, miterLimit: miterLimit))
    }

    /// Limits later drawing in the current context to the inside of the path.
    public func addClip() {
        CGContext.current?.graphics.clip(to: path, rule: usesEvenOddFillRule ? .evenOdd : .nonZero)
    }
}
