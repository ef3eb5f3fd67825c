import Canvas
import Foundation

extension CGContext {
    /// Empties the current path.
    public func beginPath() {
        path = Path()
        (currentPoint, subpathStart) = (nil, nil)
    }

    /// Whether the current path has nothing in it.
    public var isPathEmpty: Bool { path.elements.isEmpty }

    /// The point the current path ends at; `.zero` for an empty path, as Core Graphics answers.
    public var currentPointOfPath: CGPoint { currentPoint ?? .zero }

    /// The smallest rectangle holding the current path's points.
    public var boundingBoxOfPath: CGRect { path.bounds }

    /// Starts a new subpath at `point`.
    public func move(to point: CGPoint) {
        path.move(to: point)
        (currentPoint, subpathStart) = (point, point)
    }

    /// A straight line from the current point to `point`.
    public func addLine(to point: CGPoint) {
        guard currentPoint != nil else { return move(to: point) }
        path.addLine(to: point)
        currentPoint = point
    }

    /// A polyline through `points`, starting a new subpath at the first.
    public func addLines(between points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        points.dropFirst().forEach(addLine(to:))
    }

    /// `rect` as a closed subpath.
    public func addRect(_ rect: CGRect) {
        path.addRect(rect)
        (currentPoint, subpathStart) = (rect.origin, rect.origin)
    }

    /// Each of `rects` as a closed subpath.
    public func addRects(_ rects: [CGRect]) { rects.forEach(addRect) }

    /// The ellipse inscribed in `rect` as a closed subpath.
    public func addEllipse(in rect: CGRect) {
        path.addEllipse(in: rect)
        let start = CGPoint(x: rect.maxX, y: rect.midY)
        (currentPoint, subpathStart) = (start, start)
    }

    /// A cubic Bézier curve from the current point.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        if currentPoint == nil { move(to: control1) }
        path.addCurve(to: end, control1: control1, control2: control2)
        currentPoint = end
    }

    /// A quadratic Bézier curve from the current point, drawn as the cubic curve that is the same shape.
    public func addQuadCurve(to end: CGPoint, control: CGPoint) {
        let start = currentPoint ?? control
        func twoThirds(_ from: CGPoint) -> CGPoint {
            CGPoint(x: from.x + 2 / 3 * (control.x - from.x), y: from.y + 2 / 3 * (control.y - from.y))
        }
        addCurve(to: end, control1: twoThirds(start), control2: twoThirds(end))
    }

    /// An arc of a circle, joined to the current point by a line. Core
    /// Graphics' `clockwise` is meant in its y-up space: in UIKit's flipped
    /// context a `clockwise` arc turns counter-clockwise on screen.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        let start = CGPoint(x: center.x + radius * cos(startAngle), y: center.y + radius * sin(startAngle))
        if currentPoint == nil { subpathStart = start }
        path.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: !clockwise)
        currentPoint = CGPoint(x: center.x + radius * cos(endAngle), y: center.y + radius * sin(endAngle))
    }

    /// Closes the current subpath with a line back to its start.
    public func closePath() {
        guard currentPoint != nil else { return }
        path.closeSubpath()
        currentPoint = subpathStart
    }
}
