import Foundation

extension Path {
    /// The smallest rectangle holding the outline itself: the end points and
    /// the extremes of each Bézier curve (where its derivative is zero), not
    /// its control points, which may lie well outside; arcs count by their
    /// circles, as ``bounds`` counts them.
    public var tightBounds: CGRect {
        var box = CGRect.null
        var current = CGPoint.zero, subpathStart = CGPoint.zero
        func include(_ p: CGPoint) { box = box.union(CGRect(origin: p, size: .zero)) }
        for element in elements {
            switch element {
            case .move(let p):
                include(p)
                (current, subpathStart) = (p, p)
            case .line(let p):
                include(p)
                current = p
            case .curve(let a, let b, let c):
                include(c)
                for t in Self.extremes(current.x, a.x, b.x, c.x) + Self.extremes(current.y, a.y, b.y, c.y) {
                    include(Self.point(at: t, current, a, b, c))
                }
                current = c
            case .arc:
                box = box.union(Path(elements: [element]).bounds)
            case .close:
                current = subpathStart
            }
        }
        return box
    }

    private init(elements: [Element]) {
        self.init()
        append(elements)
    }

    /// The parameters in (0, 1) where one coordinate of a cubic Bézier curve turns.
    private static func extremes(_ p0: CGFloat, _ p1: CGFloat, _ p2: CGFloat, _ p3: CGFloat) -> [CGFloat] {
        // The derivative's coefficients: a·t² + b·t + c.
        let a = 3 * (-p0 + 3 * p1 - 3 * p2 + p3), b = 6 * (p0 - 2 * p1 + p2), c = 3 * (p1 - p0)
        let roots: [CGFloat]
        if abs(a) < 1e-12 {
            roots = abs(b) < 1e-12 ? [] : [-c / b]
        } else {
            let discriminant = b * b - 4 * a * c
            guard discriminant >= 0 else { return [] }
            let root = discriminant.squareRoot()
            roots = [(-b + root) / (2 * a), (-b - root) / (2 * a)]
        }
        return roots.filter { $0 > 0 && $0 < 1 }
    }

    private static func point(at t: CGFloat, _ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint) -> CGPoint {
        let u = 1 - t
        let (w0, w1, w2, w3) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
        return CGPoint(x: w0 * p0.x + w1 * p1.x + w2 * p2.x + w3 * p3.x, y: w0 * p0.y + w1 * p1.y + w2 * p2.y + w3 * p3.y)
    }
}
