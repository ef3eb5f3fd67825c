import Foundation

extension Path {
    /// The path with every point mapped by `transform`; circular arcs become
    /// Bézier curves first, since a transform may turn them into ellipses.
    public func applying(_ transform: CGAffineTransform) -> Path {
        var result = Path()
        var hasCurrentPoint = false
        for element in elements {
            if case .arc(let center, let radius, let start, let end, let clockwise) = element {
                // As Cairo draws an arc: joined to the current point by a line, or starting a subpath.
                let radii = CGSize(width: radius, height: radius)
                let first = BezierArc.point(center: center, radii: radii, rotation: 0, angle: start).applying(transform)
                hasCurrentPoint ? result.addLine(to: first) : result.move(to: first)
                let sweep = Self.sweep(from: start, to: end, clockwise: clockwise)
                result.append(BezierArc.curves(center: center, radii: radii, rotation: 0, start: start, sweep: sweep).map { $0.applying(transform) })
            } else {
                result.append([element.applying(transform)])
            }
            hasCurrentPoint = true
        }
        return result
    }

    /// The signed turn Cairo draws from `start` to `end`: the end moved by
    /// whole turns until it lies ahead in the arc's direction, at most one turn.
    private static func sweep(from start: CGFloat, to end: CGFloat, clockwise: Bool) -> CGFloat {
        let turn = 2 * CGFloat.pi
        var sweep = clockwise ? end - start : start - end
        if sweep < 0 { sweep = sweep.truncatingRemainder(dividingBy: turn) + turn }
        sweep = min(sweep, turn)
        return clockwise ? sweep : -sweep
    }
}

extension Path.Element {
    /// The element with its points mapped by `transform`; an arc keeps its angles (only for transforms that keep circles).
    func applying(_ transform: CGAffineTransform) -> Path.Element {
        switch self {
        case .move(let p): .move(p.applying(transform))
        case .line(let p): .line(p.applying(transform))
        case .curve(let a, let b, let c): .curve(a.applying(transform), b.applying(transform), c.applying(transform))
        case .arc(let center, let radius, let start, let end, let clockwise):
            .arc(center: center.applying(transform), radius: radius, start: start, end: end, clockwise: clockwise)
        case .close: .close
        }
    }
}
