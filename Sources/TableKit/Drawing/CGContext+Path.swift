import Canvas
import Foundation

// The context's current path is a `CGMutablePath`: building it here is
// building one there, arcs in Core Graphics' sense included.
extension CGContext {
    /// Empties the current path.
    public func beginPath() { currentPath = CGMutablePath() }

    /// Whether the current path has nothing in it.
    public var isPathEmpty: Bool { currentPath.isEmpty }

    /// The point the current path ends at; `.zero` for an empty path, as Core Graphics answers.
    public var currentPointOfPath: CGPoint { currentPath.currentPoint }

    /// The smallest rectangle holding the current path's outline.
    public var boundingBoxOfPath: CGRect { currentPath.boundingBoxOfPath }

    /// A copy of the current path.
    public var path: CGPath? { currentPath.isEmpty ? nil : currentPath.copy() }

    /// Starts a new subpath at `point`.
    public func move(to point: CGPoint) { currentPath.move(to: point) }

    /// A straight line from the current point to `point`.
    public func addLine(to point: CGPoint) { currentPath.addLine(to: point) }

    /// A polyline through `points`, starting a new subpath at the first.
    public func addLines(between points: [CGPoint]) { currentPath.addLines(between: points) }

    /// `rect` as a closed subpath.
    public func addRect(_ rect: CGRect) { currentPath.addRect(rect) }

    /// Each of `rects` as a closed subpath.
    public func addRects(_ rects: [CGRect]) { currentPath.addRects(rects) }

    /// The ellipse inscribed in `rect` as a closed subpath.
    public func addEllipse(in rect: CGRect) { currentPath.addEllipse(in: rect) }

    /// An arc of a circle, joined to the current point by a line; `clockwise`
    /// in Core Graphics' y-up sense, so counter-clockwise on screen in UIKit's flipped context.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        currentPath.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    /// The corner the current point, `tangent1End` and `tangent2End` make, rounded by an arc of `radius`.
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat) {
        currentPath.addArc(tangent1End: tangent1End, tangent2End: tangent2End, radius: radius)
    }

    /// An arc from `startAngle` through `delta` radians.
    public func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat) {
        currentPath.addRelativeArc(center: center, radius: radius, startAngle: startAngle, delta: delta)
    }

    /// A cubic Bézier curve from the current point.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        currentPath.addCurve(to: end, control1: control1, control2: control2)
    }

    /// A quadratic Bézier curve from the current point.
    public func addQuadCurve(to end: CGPoint, control: CGPoint) { currentPath.addQuadCurve(to: end, control: control) }

    /// The elements of `path`, added to the current path.
    public func addPath(_ path: CGPath) { currentPath.addPath(path) }

    /// Closes the current subpath with a line back to its start.
    public func closePath() { currentPath.closeSubpath() }
}
