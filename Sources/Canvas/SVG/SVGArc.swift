import Foundation

/// An SVG elliptical arc given by its end points (the `A` command), in the
/// centre form Bézier curves are made from (SVG 1.1, appendix F.6).
struct SVGArc {
    /// A line when a radius is zero or too small to compute with, nothing
    /// when the ends coincide, else curves.
    let elements: [Path.Element]

    /// The arc from `start` to `end` on an ellipse of `radii` (grown when too
    /// small to reach), its x axis turned `rotation` radians; `largeArc` picks
    /// the longer of the two arcs, `sweep` the one turning from +x toward +y.
    init(from start: CGPoint, to end: CGPoint, radii: CGSize, rotation: CGFloat, largeArc: Bool, sweep: Bool) {
        guard start != end else {
            elements = []
            return
        }
        guard radii.width > 0, radii.height > 0 else {
            elements = [.line(end)]
            return
        }
        let cosR = cos(rotation), sinR = sin(rotation)
        // The start, halfway to the end, in the ellipse's own axes.
        let hx = (start.x - end.x) / 2, hy = (start.y - end.y) / 2
        let x1 = cosR * hx + sinR * hy, y1 = -sinR * hx + cosR * hy
        var rx = radii.width, ry = radii.height
        let reach = (x1 * x1) / (rx * rx) + (y1 * y1) / (ry * ry)
        if reach > 1 {
            rx *= reach.squareRoot()
            ry *= reach.squareRoot()
        }
        let numerator = rx * rx * ry * ry - rx * rx * y1 * y1 - ry * ry * x1 * x1
        let denominator = rx * rx * y1 * y1 + ry * ry * x1 * x1
        let factor = (max(0, numerator / denominator)).squareRoot() * (largeArc == sweep ? -1 : 1)
        let cx1 = factor * rx * y1 / ry, cy1 = -factor * ry * x1 / rx
        let center = CGPoint(x: cosR * cx1 - sinR * cy1 + (start.x + end.x) / 2, y: sinR * cx1 + cosR * cy1 + (start.y + end.y) / 2)
        let startAngle = atan2((y1 - cy1) / ry, (x1 - cx1) / rx)
        var turn = atan2((-y1 - cy1) / ry, (-x1 - cx1) / rx) - startAngle
        if sweep, turn < 0 { turn += 2 * .pi }
        if !sweep, turn > 0 { turn -= 2 * .pi }
        // A radius whose square is zero in floating point (1e-200) leaves no
        // ellipse to reach the end, nor a sweep: a line, as a zero radius is.
        guard turn.isFinite else {
            elements = [.line(end)]
            return
        }
        var curves = BezierArc.curves(center: center, radii: CGSize(width: rx, height: ry), rotation: rotation, start: startAngle, sweep: turn)
        // The last point is the end itself, not its rounded recomputation.
        if case .curve(let a, let b, _) = curves.last { curves[curves.count - 1] = .curve(a, b, end) }
        elements = curves.allSatisfy(Self.isFinite) ? curves : [.line(end)]
    }

    private static func isFinite(_ element: Path.Element) -> Bool {
        guard case .curve(let a, let b, let c) = element else { return true }
        return [a.x, a.y, b.x, b.y, c.x, c.y].allSatisfy(\.isFinite)
    }
}
