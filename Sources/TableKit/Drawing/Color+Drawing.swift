import Canvas
import Foundation

/// Colours set on the current drawing context, as `UIColor`'s `setFill()` and `setStroke()`.
extension Color {
    /// Makes this the colour of later fills in the current context (`CGContext.current`), as `UIColor.setFill()`.
    public func setFill() { CGContext.current?.setFillColor(self) }

    /// Makes this the colour of later strokes in the current context, as `UIColor.setStroke()`.
    public func setStroke() { CGContext.current?.setStrokeColor(self) }

    /// Makes this the colour of later fills and strokes in the current context, as `UIColor.set()`.
    public func set() {
        setFill()
        setStroke()
    }
}
