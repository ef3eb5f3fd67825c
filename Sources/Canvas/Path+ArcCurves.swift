import Foundation

extension Path {
    /// The elements with every arc traced by cubic Bézier curves of at most a
    /// quarter circle each (as Core Graphics stores arcs), led by the line
    /// from the current point, or the move, that Cairo adds before an arc.
    /// An arc with a non-finite angle or radius becomes a line to its centre.
    var elementsWithArcsAsCurves: [Element] {
        var result: [Element] = []
        result.reserveCapacity(elements.count)
        var current: CGPoint?
        var subpathStart: CGPoint?
        for element in elements {
            switch element {
            case .arc(let center, let radius, let start, let end, let clockwise):
                let curves = Self.curves(center: center, radius: radius, start: start, end: end, clockwise: clockwise)
                result.append(current == nil ? .move(curves.start) : .line(curves.start))
                result += curves.elements
                if current == nil { subpathStart = curves.start }
                current = curves.end
            case .move(let p):
                result.append(element)
                (current, subpathStart) = (p, p)
            case .line(let p), .curve(_, _, let p):
                result.append(element)
                if current == nil { subpathStart = p }
                current = p
            case .close:
                result.append(element)
                current = subpathStart
            }
        }
        return result
    }

    /// The curves that trace an arc, swept as Cairo sweeps it: angles
    /// increasing when `clockwise` (clockwise on a y-down screen), by less
    /// than a full turn when the end lies behind the start.
    static func curves(center: CGPoint, radius: CGFloat, start: CGFloat, end: CGFloat, clockwise: Bool)
        -> (start: CGPoint, end: CGPoint, elements: [Element]) {
        guard radius > 0, radius.isFinite, start.isFinite, end.isFinite else { return (center, center, [.line(center)]) }
        let turn = 2 * CGFloat.pi
        var sweep = end - start
        if clockwise, sweep < 0 { sweep = fmod(sweep, turn) + (fmod(sweep, turn) < 0 ? turn : 0) }
        if !clockwise, sweep > 0 { sweep = fmod(sweep, turn) - (fmod(sweep, turn) > 0 ? turn : 0) }
        // More than a full turn retraces the circle: one turn draws the same.
        sweep = min(max(sweep, -turn), turn)
        func point(_ angle: CGFloat) -> CGPoint { CGPoint(x: center.x + radius * cosine(angle), y: center.y + radius * sine(angle)) }
        let count = max(1, Int((abs(sweep) / (CGFloat.pi / 2)).rounded(.up)))
        let step = sweep / CGFloat(count)
        // The control points' distance along the tangents for a circular arc of `step`.
        let k = 4 / 3 * tan(step / 4) * radius
        let elements: [Element] = (0..<count).map { index in
            let a0 = start + CGFloat(index) * step, a1 = a0 + step
            let p0 = point(a0), p1 = point(a1)
            return .curve(CGPoint(x: p0.x - k * sine(a0), y: p0.y + k * cosine(a0)),
                          CGPoint(x: p1.x + k * sine(a1), y: p1.y - k * cosine(a1)), p1)
        }
        return (point(start), point(start + sweep), elements)
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
