import Foundation

extension Path {
    /// The corner `start` → `corner` → `end` rounded by a circle of `radius`
    /// touching both sides, as `CGMutablePath.addArc(tangent1End:tangent2End:radius:)`
    /// draws it: a line to where the circle meets the first side, then the
    /// arc to where it meets the second. A straight or empty corner gives a line to `corner`.
    static func roundedCorner(from start: CGPoint?, corner: CGPoint, to end: CGPoint, radius: CGFloat) -> Path {
        func unit(_ from: CGPoint, _ to: CGPoint) -> CGPoint? {
            let length = hypot(to.x - from.x, to.y - from.y)
            return length > 0 && length.isFinite ? CGPoint(x: (to.x - from.x) / length, y: (to.y - from.y) / length) : nil
        }
        var path = Path()
        guard let start, radius > 0, let u1 = unit(corner, start), let u2 = unit(corner, end) else {
            path.addLine(to: corner)
            return path
        }
        let cross = u1.x * u2.y - u1.y * u2.x
        let angle = acos(min(max(u1.x * u2.x + u1.y * u2.y, -1), 1))
        guard abs(cross) > 1e-9, angle > 0 else {
            path.addLine(to: corner)
            return path
        }
        let reach = radius / tan(angle / 2)
        let t1 = CGPoint(x: corner.x + u1.x * reach, y: corner.y + u1.y * reach)
        let t2 = CGPoint(x: corner.x + u2.x * reach, y: corner.y + u2.y * reach)
        let bisector = hypot(u1.x + u2.x, u1.y + u2.y)
        let centreDistance = radius / sin(angle / 2)
        let center = CGPoint(x: corner.x + (u1.x + u2.x) / bisector * centreDistance, y: corner.y + (u1.y + u2.y) / bisector * centreDistance)
        path.addLine(to: t1)
        // Turning right on a y-down screen (u1 × u2 < 0 as seen from the corner) sweeps the angle up.
        path.addArc(center: center, radius: radius, startAngle: atan2(t1.y - center.y, t1.x - center.x),
                    endAngle: atan2(t2.y - center.y, t2.x - center.x), clockwise: cross < 0)
        return path
    }
}
