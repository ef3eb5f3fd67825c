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
        let radii = CGSize(width: radius, height: radius)
        func point(_ angle: CGFloat) -> CGPoint { BezierArc.point(center: center, radii: radii, rotation: 0, angle: angle) }
        let elements = BezierArc.curves(center: center, radii: radii, rotation: 0, start: start, sweep: sweep)
        return (point(start), point(start + sweep), elements)
    }
}
