import Foundation

extension Path {
    /// The smallest rectangle holding every point of the path's elements,
    /// Bézier control points included (arcs as the curves that trace them),
    /// as `CGPath.boundingBox`; `.null` for an empty path.
    public var controlPointBounds: CGRect {
        var box = CGRect.null
        for element in elementsWithArcsAsCurves {
            switch element {
            case .move(let p), .line(let p): box = box.union(p)
            case .curve(let a, let b, let c): box = box.union(a).union(b).union(c)
            case .arc, .close: break
            }
        }
        return box
    }

    /// The smallest rectangle holding the path as drawn, its curves' bulges
    /// but not their control points, as `CGPath.boundingBoxOfPath`; `.null` for an empty path.
    public var tightBounds: CGRect {
        var box = CGRect.null
        var current = CGPoint.zero
        for element in elementsWithArcsAsCurves {
            switch element {
            case .move(let p), .line(let p):
                box = box.union(p)
                current = p
            case .curve(let a, let b, let c):
                box = box.union(c)
                for t in Self.extremes(current, a, b, c) { box = box.union(Self.point(at: t, current, a, b, c)) }
                current = c
            case .arc, .close: break
            }
        }
        return box
    }

    /// Where the next element starts: the end of the last, the start of a
    /// subpath just closed; nil for an empty path.
    public var currentPoint: CGPoint? {
        // Back from the end: after a close, the current point is where the closed subpath began.
        var closing = false
        var subpathStart: CGPoint?
        for element in elements.reversed() {
            switch element {
            case .move(let p): return p
            case .close: closing = true
            case .line(let p), .curve(_, _, let p):
                if !closing { return p }
                subpathStart = p
            case .arc(let center, let radius, let start, let end, let clockwise):
                let arc = Self.curves(center: center, radius: radius, start: start, end: end, clockwise: clockwise)
                if !closing { return arc.end }
                subpathStart = arc.start
            }
        }
        return subpathStart
    }

    /// Whether every coordinate, radius and angle is a finite number (Cairo
    /// stops drawing at the first that is not).
    public var isFinite: Bool {
        elements.allSatisfy { element in
            switch element {
            case .move(let p), .line(let p): p.x.isFinite && p.y.isFinite
            case .curve(let a, let b, let c): [a, b, c].allSatisfy { $0.x.isFinite && $0.y.isFinite }
            case .arc(let c, let r, let s, let e, _): c.x.isFinite && c.y.isFinite && r.isFinite && s.isFinite && e.isFinite
            case .close: true
            }
        }
    }

    /// The parameters in (0, 1) where a cubic Bézier curve turns back along x or y.
    private static func extremes(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint) -> [CGFloat] {
        func roots(_ v0: CGFloat, _ v1: CGFloat, _ v2: CGFloat, _ v3: CGFloat) -> [CGFloat] {
            // The derivative over 3: a t² + b t + c.
            let a = -v0 + 3 * v1 - 3 * v2 + v3, b = 2 * (v0 - 2 * v1 + v2), c = v1 - v0
            if abs(a) < 1e-12 { return abs(b) < 1e-12 ? [] : [-c / b] }
            let discriminant = b * b - 4 * a * c
            guard discriminant >= 0 else { return [] }
            let root = discriminant.squareRoot()
            return [(-b + root) / (2 * a), (-b - root) / (2 * a)]
        }
        return (roots(p0.x, p1.x, p2.x, p3.x) + roots(p0.y, p1.y, p2.y, p3.y)).filter { $0 > 0 && $0 < 1 }
    }

    private static func point(at t: CGFloat, _ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint) -> CGPoint {
        let u = 1 - t
        let (w0, w1, w2, w3) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
        return CGPoint(x: w0 * p0.x + w1 * p1.x + w2 * p2.x + w3 * p3.x, y: w0 * p0.y + w1 * p1.y + w2 * p2.y + w3 * p3.y)
    }
}

extension CGRect {
    /// This rectangle grown to hold `point` (a null rectangle becomes the point).
    func union(_ point: CGPoint) -> CGRect {
        union(CGRect(origin: point, size: .zero))
    }
}
