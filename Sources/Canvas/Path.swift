import Foundation

/// A vector outline: the shapes of symbols, rounded cards and controls.
///
/// A path records its elements and is replayed into Cairo when filled or
/// stroked, so it can be built once (in any coordinate space) and transformed.
public struct Path: Sendable {
    /// One recorded drawing step, replayed into Cairo in order.
    public enum Element: Hashable, Sendable {
        case move(CGPoint)
        case line(CGPoint)
        case curve(CGPoint, CGPoint, CGPoint)
        /// A circular arc around a centre, angles in radians, clockwise in a y-down space when `clockwise`.
        case arc(center: CGPoint, radius: CGFloat, start: CGFloat, end: CGFloat, clockwise: Bool)
        case close
    }

    /// The steps recorded so far, in order.
    public internal(set) var elements: [Element] = []

    /// A path with nothing in it yet.
    public init() {}

    /// A path built by `build`, e.g. `Path { $0.addRect(rect) }`.
    public init(_ build: (inout Path) -> Void) {
        build(&self)
    }

    /// Starts a new subpath at `point`, as `UIBezierPath.move(to:)`.
    public mutating func move(to point: CGPoint) { elements.append(.move(point)) }
    /// Adds a straight line from the current point to `point`.
    public mutating func addLine(to point: CGPoint) { elements.append(.line(point)) }
    /// Adds a cubic Bézier curve from the current point to `end`, as `UIBezierPath.addCurve(to:controlPoint1:controlPoint2:)`.
    public mutating func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        elements.append(.curve(control1, control2, end))
    }
    /// Adds a quadratic Bézier curve from the current point to `end`, bent
    /// towards `control`, as the cubic curve that traces it exactly.
    public mutating func addQuadCurve(to end: CGPoint, control: CGPoint) {
        let start = currentPoint ?? control
        func twoThirds(_ from: CGPoint) -> CGPoint { CGPoint(x: from.x + 2 / 3 * (control.x - from.x), y: from.y + 2 / 3 * (control.y - from.y)) }
        addCurve(to: end, control1: twoThirds(start), control2: twoThirds(end))
    }
    /// Adds a circular arc, angles in radians, `clockwise` (the default) on screen as in UIKit; a line joins it to the current point.
    public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool = true) {
        elements.append(.arc(center: center, radius: radius, start: startAngle, end: endAngle, clockwise: clockwise))
    }
    /// Closes the current subpath with a straight line back to its start.
    public mutating func closeSubpath() { elements.append(.close) }

    /// Adds a polyline through `points` (moving to the first).
    public mutating func addLines(_ points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        points.dropFirst().forEach { addLine(to: $0) }
    }

    /// Adds `rect` as a closed subpath.
    public mutating func addRect(_ rect: CGRect) {
        addLines([rect.origin, CGPoint(x: rect.maxX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY)])
        closeSubpath()
    }

    /// Adds the ellipse inscribed in `rect` as a closed subpath of four Bézier curves.
    public mutating func addEllipse(in rect: CGRect) {
        // Four cubic quarter-arcs; kappa approximates a circle to 0.03 %.
        let k: CGFloat = 0.5522847498
        let cx = rect.midX, cy = rect.midY, rx = rect.width / 2, ry = rect.height / 2
        move(to: CGPoint(x: cx + rx, y: cy))
        addCurve(to: CGPoint(x: cx, y: cy + ry), control1: CGPoint(x: cx + rx, y: cy + k * ry), control2: CGPoint(x: cx + k * rx, y: cy + ry))
        addCurve(to: CGPoint(x: cx - rx, y: cy), control1: CGPoint(x: cx - k * rx, y: cy + ry), control2: CGPoint(x: cx - rx, y: cy + k * ry))
        addCurve(to: CGPoint(x: cx, y: cy - ry), control1: CGPoint(x: cx - rx, y: cy - k * ry), control2: CGPoint(x: cx - k * rx, y: cy - ry))
        addCurve(to: CGPoint(x: cx + rx, y: cy), control1: CGPoint(x: cx + k * rx, y: cy - ry), control2: CGPoint(x: cx + rx, y: cy - k * ry))
        closeSubpath()
    }

    /// Adds a capsule: `rect` with its shorter sides drawn as half circles. A
    /// square's is the circle ``addEllipse(in:)`` adds.
    public mutating func addCapsule(in rect: CGRect) {
        if rect.width == rect.height {
            addEllipse(in: rect)
        } else {
            addRoundedRect(rect, cornerRadius: min(rect.width, rect.height) / 2)
        }
    }

    /// A rectangle with the given corners rounded by `radius` (clamped to
    /// half the shorter side), bent by `curve`; continuous corners too large
    /// to fit are drawn circular.
    public mutating func addRoundedRect(_ rect: CGRect, cornerRadius radius: CGFloat, corners: RectCorner = .all, curve: CornerCurve = .circular) {
        if curve == .continuous, radius > 0, Self.continuousCornersFit(rect, radius: radius) {
            addContinuousRoundedRect(rect, cornerRadius: radius, corners: corners)
            return
        }
        let r = min(radius, rect.width / 2, rect.height / 2)
        func cornerRadius(_ corner: RectCorner) -> CGFloat { corners.contains(corner) ? r : 0 }
        let tl = cornerRadius(.topLeft), tr = cornerRadius(.topRight), br = cornerRadius(.bottomRight), bl = cornerRadius(.bottomLeft)
        move(to: CGPoint(x: rect.minX + tl, y: rect.minY))
        addLine(to: CGPoint(x: rect.maxX - tr, y: rect.minY))
        if tr > 0 { addArc(center: CGPoint(x: rect.maxX - tr, y: rect.minY + tr), radius: tr, startAngle: -.pi / 2, endAngle: 0) }
        addLine(to: CGPoint(x: rect.maxX, y: rect.maxY - br))
        if br > 0 { addArc(center: CGPoint(x: rect.maxX - br, y: rect.maxY - br), radius: br, startAngle: 0, endAngle: .pi / 2) }
        addLine(to: CGPoint(x: rect.minX + bl, y: rect.maxY))
        if bl > 0 { addArc(center: CGPoint(x: rect.minX + bl, y: rect.maxY - bl), radius: bl, startAngle: .pi / 2, endAngle: .pi) }
        addLine(to: CGPoint(x: rect.minX, y: rect.minY + tl))
        if tl > 0 { addArc(center: CGPoint(x: rect.minX + tl, y: rect.minY + tl), radius: tl, startAngle: .pi, endAngle: 3 * .pi / 2) }
        closeSubpath()
    }

    /// A rectangle holding the whole path: the box of its points, Bézier
    /// control points and arc circles (which hold the curves themselves).
    public var bounds: CGRect {
        var points: [CGPoint] = []
        for element in elements {
            switch element {
            case .move(let p), .line(let p): points.append(p)
            case .curve(let a, let b, let c): points += [a, b, c]
            case .arc(let c, let r, _, _, _): points += [CGPoint(x: c.x - r, y: c.y - r), CGPoint(x: c.x + r, y: c.y + r)]
            case .close: break
            }
        }
        guard let first = points.first else { return .null }
        return points.dropFirst().reduce(CGRect(origin: first, size: .zero)) { $0.union(CGRect(origin: $1, size: .zero)) }
    }

    /// The path scaled uniformly by `scale` about the origin, then moved by `translation`.
    public func applying(scale: CGFloat, translation: CGPoint) -> Path {
        func map(_ p: CGPoint) -> CGPoint { CGPoint(x: p.x * scale + translation.x, y: p.y * scale + translation.y) }
        var result = Path()
        result.elements = elements.map { element in
            switch element {
            case .move(let p): return .move(map(p))
            case .line(let p): return .line(map(p))
            case .curve(let a, let b, let c): return .curve(map(a), map(b), map(c))
            case .arc(let c, let r, let s, let e, let cw): return .arc(center: map(c), radius: r * scale, start: s, end: e, clockwise: cw)
            case .close: return .close
            }
        }
        return result
    }
}

/// Which corners of a rectangle to round.
public struct RectCorner: OptionSet, Sendable {
    /// The corner bits, the same as `UIRectCorner`'s.
    public let rawValue: Int
    /// Corners from their bits: 1 top-left, 2 top-right, 4 bottom-left, 8 bottom-right.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The corner at the smallest x and y (y runs down).
    public static let topLeft = RectCorner(rawValue: 1)
    /// The corner at the largest x and smallest y (y runs down).
    public static let topRight = RectCorner(rawValue: 2)
    /// The corner at the smallest x and largest y (y runs down).
    public static let bottomLeft = RectCorner(rawValue: 4)
    /// The corner at the largest x and y (y runs down).
    public static let bottomRight = RectCorner(rawValue: 8)
    /// Both top corners, as an inset-grouped section's first row is rounded.
    public static let top: RectCorner = [.topLeft, .topRight]
    /// Both bottom corners, as an inset-grouped section's last row is rounded.
    public static let bottom: RectCorner = [.bottomLeft, .bottomRight]
    /// Every corner (`UIRectCorner.allCorners`), the default for rounded rectangles.
    public static let all: RectCorner = [.top, .bottom]
}
