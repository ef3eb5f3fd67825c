import Foundation

/// A path being built, as Core Graphics' `CGMutablePath`. Each method may map
/// what it adds by a `transform` first. Additions with a non-finite number
/// are left out, as Cairo would stop drawing at them.
///
/// Arcs turn in Core Graphics' sense, which is y-up: `clockwise: true` runs
/// clockwise in a y-up space, so in a view's flipped, y-down space it runs
/// counter-clockwise on screen — the opposite of `UIBezierPath`'s `clockwise`.
public class CGMutablePath: CGPath {
    /// An empty path.
    public init() { super.init(Path()) }

    /// Starts a new subpath at `point`.
    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        add(Path { $0.move(to: point) }, transform)
    }

    /// A straight line from the current point to `point`.
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        add(Path { $0.addLine(to: point) }, transform)
    }

    /// A polyline through `points`, as a new subpath.
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        add(Path { $0.addLines(points) }, transform)
    }

    /// `rect` as a closed subpath.
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        add(Path { $0.addRect(rect) }, transform)
    }

    /// Each of `rects` as a closed subpath.
    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        add(Path { path in rects.forEach { path.addRect($0) } }, transform)
    }

    /// The ellipse inscribed in `rect` as a closed subpath.
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        add(Path { $0.addEllipse(in: rect) }, transform)
    }

    /// `rect` with quarter-ellipse corners `cornerWidth` wide and `cornerHeight` high.
    public func addRoundedRect(in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: CGAffineTransform = .identity) {
        add(Path { $0.addRoundedRect(rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight) }, transform)
    }

    /// An arc of a circle, joined to the current point by a line. Angles are
    /// radians from the x axis; `clockwise` is Core Graphics' (y-up) sense:
    /// in a y-down view, `true` runs counter-clockwise on screen (angles decreasing).
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
                       transform: CGAffineTransform = .identity) {
        add(Path { $0.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: !clockwise) }, transform)
    }

    /// An arc of a circle from `startAngle` through `delta` radians (positive
    /// increasing the angle: clockwise on a y-down screen), joined to the current point by a line.
    public func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat, transform: CGAffineTransform = .identity) {
        add(Path { $0.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: startAngle + delta, clockwise: delta >= 0) }, transform)
    }

    /// The corner the current point, `tangent1End` and `tangent2End` make,
    /// rounded by an arc of `radius`: a line to where the arc meets the first
    /// side, then the arc to the second side. A straight or pointless corner
    /// (or no current point) gives a line to `tangent1End`.
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat, transform: CGAffineTransform = .identity) {
        // The corner is found where the points are given, before `transform`, which the current point already went through.
        let current = path.currentPoint?.applying(transform.inverted())
        add(Path.roundedCorner(from: current, corner: tangent1End, to: tangent2End, radius: radius), transform)
    }

    /// A quadratic Bézier curve from the current point to `end`, bent towards `control`.
    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        let (end, control) = (end.applying(transform), control.applying(transform))
        guard [end.x, end.y, control.x, control.y].allSatisfy(\.isFinite) else { return }
        path.addQuadCurve(to: end, control: control)
    }

    /// A cubic Bézier curve from the current point to `end`.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity) {
        add(Path { $0.addCurve(to: end, control1: control1, control2: control2) }, transform)
    }

    /// The elements of `path`, in order.
    public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
        add(path.path, transform)
    }

    /// Closes the current subpath with a line back to its start.
    public func closeSubpath() {
        path.closeSubpath()
    }

    private func add(_ addition: Path, _ transform: CGAffineTransform) {
        let mapped = addition.applying(transform)
        guard mapped.isFinite else { return }
        path.append(mapped)
    }
}
