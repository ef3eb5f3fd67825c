import Canvas
import Foundation
import TableKit

/// Draws the marks of a redline overlay: hairlines filled as whole device
/// pixels (crisp at any scale, with no caps to blur their ends), dashed
/// guides, framed outlines, dimension lines with end ticks, and value pills.
struct AnnotationPen {
    /// The overlay's one colour: a design-redline pink, the same in light and
    /// dark, unlike any system colour a table is drawn with.
    static let ink = Color(red: 1, green: 0.1, blue: 0.55)
    /// The values' font: small enough to sit in a 16-pt margin, heavy enough to read at 1×.
    static let valueFont = Font.systemFont(ofSize: 10, weight: .semibold)
    /// Room either side of a value in its pill.
    static let pillPadding: CGFloat = 2
    /// How far end ticks reach either side of a dimension line.
    static let tickReach: CGFloat = 3.5

    let context: GraphicsContext

    private var pixel: CGFloat { 1 / context.scale }
    /// `value` moved to the nearest pixel boundary.
    private func snap(_ value: CGFloat) -> CGFloat { (value * context.scale).rounded() / context.scale }

    /// A one-pixel column from `top` to `bottom` starting at `x`'s pixel boundary.
    func vertical(x: CGFloat, from top: CGFloat, to bottom: CGFloat, color: Color = ink) {
        let y = snap(top)
        context.fill(CGRect(x: snap(x), y: y, width: pixel, height: max(pixel, snap(bottom) - y)), with: color)
    }

    /// A one-pixel row from `left` to `right` starting at `y`'s pixel boundary.
    func horizontal(y: CGFloat, from left: CGFloat, to right: CGFloat, color: Color = ink) {
        let x = snap(left)
        context.fill(CGRect(x: x, y: snap(y), width: max(pixel, snap(right) - x), height: pixel), with: color)
    }

    /// A dashed vertical line: 4 pt drawn, 3 pt left out.
    func dashedVertical(x: CGFloat, from top: CGFloat, to bottom: CGFloat) {
        for y in stride(from: top, to: bottom, by: 7) { vertical(x: x, from: y, to: min(bottom, y + 4)) }
    }

    /// A hairline frame just inside `rect`.
    func outline(_ rect: CGRect, color: Color) {
        let right = snap(rect.maxX) - pixel, bottom = snap(rect.maxY) - pixel
        horizontal(y: rect.minY, from: rect.minX, to: rect.maxX, color: color)
        horizontal(y: bottom, from: rect.minX, to: rect.maxX, color: color)
        vertical(x: rect.minX, from: rect.minY, to: rect.maxY, color: color)
        vertical(x: right, from: rect.minY, to: rect.maxY, color: color)
    }

    /// A horizontal dimension line at `y` over `span`, ticked at both ends (inside the span).
    func horizontalDimension(_ span: ClosedRange<CGFloat>, y: CGFloat) {
        horizontal(y: y, from: span.lowerBound, to: span.upperBound)
        vertical(x: span.lowerBound, from: y - Self.tickReach, to: y + Self.tickReach + pixel)
        vertical(x: snap(span.upperBound) - pixel, from: y - Self.tickReach, to: y + Self.tickReach + pixel)
    }

    /// A vertical dimension line at `x` over `span`, ticked at the ends in `ticks` (inside the span).
    func verticalDimension(_ span: ClosedRange<CGFloat>, x: CGFloat, ticks: (top: Bool, bottom: Bool) = (true, true)) {
        vertical(x: x, from: span.lowerBound, to: span.upperBound)
        if ticks.top { horizontal(y: span.lowerBound, from: x - Self.tickReach, to: x + Self.tickReach + pixel) }
        if ticks.bottom { horizontal(y: snap(span.upperBound) - pixel, from: x - Self.tickReach, to: x + Self.tickReach + pixel) }
    }

    /// The size of `text`'s pill.
    static func pillSize(_ text: String) -> CGSize {
        let layout = TextLayout(text: text, font: valueFont, width: nil)
        return CGSize(width: layout.size.width + 2 * pillPadding, height: layout.size.height.rounded(.up))
    }

    /// `text` in the ink colour on a white pill filling `rect`, outlined so it reads on white rows too.
    func pill(_ text: String, in rect: CGRect) {
        let frame = CGRect(x: snap(rect.minX), y: snap(rect.minY), width: rect.width, height: rect.height)
        let shape = Path { $0.addRoundedRect(frame, cornerRadius: frame.height / 2) }
        context.fill(shape, with: Color(red: 1, green: 1, blue: 1, alpha: 0.94))
        context.stroke(Path { $0.addRoundedRect(frame.insetBy(dx: pixel / 2, dy: pixel / 2), cornerRadius: frame.height / 2) },
                       with: Self.ink, lineWidth: pixel)
        let layout = TextLayout(text: text, font: Self.valueFont, width: nil)
        context.draw(layout, at: CGPoint(x: frame.midX - layout.size.width / 2, y: frame.midY - layout.size.height / 2), color: Self.ink)
    }
}
