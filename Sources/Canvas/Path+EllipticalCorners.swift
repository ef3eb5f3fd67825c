import Foundation

extension Path {
    /// Adds `rect` with each corner a quarter ellipse `cornerWidth` wide and
    /// `cornerHeight` high (each at most half the side), clockwise on screen
    /// from the top edge, as a closed subpath; a zero corner gives a plain rectangle.
    public mutating func addRoundedRect(_ rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat) {
        let rect = rect.standardized
        let w = min(max(cornerWidth, 0), rect.width / 2), h = min(max(cornerHeight, 0), rect.height / 2)
        guard w > 0, h > 0 else {
            addRect(rect)
            return
        }
        // The same quarter-curve constant as addEllipse(in:).
        let kw = 0.5522847498 * w, kh = 0.5522847498 * h
        func p(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y) }
        let (minX, minY, maxX, maxY) = (rect.minX, rect.minY, rect.maxX, rect.maxY)
        move(to: p(minX + w, minY))
        addLine(to: p(maxX - w, minY))
        addCurve(to: p(maxX, minY + h), control1: p(maxX - w + kw, minY), control2: p(maxX, minY + h - kh))
        addLine(to: p(maxX, maxY - h))
        addCurve(to: p(maxX - w, maxY), control1: p(maxX, maxY - h + kh), control2: p(maxX - w + kw, maxY))
        addLine(to: p(minX + w, maxY))
        addCurve(to: p(minX, maxY - h), control1: p(minX + w - kw, maxY), control2: p(minX, maxY - h + kh))
        addLine(to: p(minX, minY + h))
        addCurve(to: p(minX + w, minY), control1: p(minX, minY + h - kh), control2: p(minX + w - kw, minY))
        closeSubpath()
    }
}
