import Foundation

/// An arc of an ellipse as cubic Bézier curves, for paths that must be
/// transformed (a circle under a skew is an ellipse, which Cairo's circular
/// arcs cannot draw), that Core Graphics stores as curves, or that SVG
/// describes by elliptical arcs.
enum BezierArc {
    /// The curves of the arc of the ellipse around `center` with `radii`,
    /// its axes turned `rotation` radians, from angle `start` through `sweep`
    /// radians (positive turning from +x toward +y); one curve per quarter
    /// turn or less, each within 0.03 % of the ellipse. `sweep` is finite:
    /// callers draw an arc without one as a line.
    static func curves(center: CGPoint, radii: CGSize, rotation: CGFloat, start: CGFloat, sweep: CGFloat) -> [Path.Element] {
        let count = max(1, Int((abs(sweep) / (.pi / 2)).rounded(.up)))
        let step = sweep / CGFloat(count)
        let k = 4 / 3 * tan(step / 4)
        let cosR = cosine(rotation), sinR = sine(rotation)
        func point(_ x: CGFloat, _ y: CGFloat) -> CGPoint {
            CGPoint(x: center.x + radii.width * x * cosR - radii.height * y * sinR,
                    y: center.y + radii.width * x * sinR + radii.height * y * cosR)
        }
        return (0..<count).map { index in
            let a = start + CGFloat(index) * step, b = a + step
            let (cosA, sinA, cosB, sinB) = (cosine(a), sine(a), cosine(b), sine(b))
            return .curve(point(cosA - k * sinA, sinA + k * cosA), point(cosB + k * sinB, sinB - k * cosB), point(cosB, sinB))
        }
    }

    /// The point at `angle` on that ellipse.
    static func point(center: CGPoint, radii: CGSize, rotation: CGFloat, angle: CGFloat) -> CGPoint {
        let x = radii.width * cosine(angle), y = radii.height * sine(angle)
        return CGPoint(x: center.x + x * cosine(rotation) - y * sine(rotation), y: center.y + x * sine(rotation) + y * cosine(rotation))
    }

    // A quarter turn's sine is 1e-16 off zero in floating point; taken as
    // exact, the curves of a rounded rectangle meet its sides exactly and its
    // bounding box is whole, as Core Graphics gives it.
    private static func sine(_ angle: CGFloat) -> CGFloat { snapped(sin(angle)) }
    private static func cosine(_ angle: CGFloat) -> CGFloat { snapped(cos(angle)) }
    private static func snapped(_ value: CGFloat) -> CGFloat {
        if abs(value) < 1e-12 { return 0 }
        if abs(abs(value) - 1) < 1e-12 { return value < 0 ? -1 : 1 }
        return value
    }
}
