import Canvas
import Foundation

/// A path built as `UIBezierPath` builds one, for the places UIKit code hands
/// one over (`shapeLayer.path = path.cgPath`, `layer.shadowPath`, a mask's
/// path, `accessibilityPath`) and for drawing into the current context in a
/// view's `draw(_:)` or an image renderer (``fill()``, ``stroke()``, which
/// use its line settings; a layer strokes with its own).
open class BezierPath {
    /// The elements so far.
    public private(set) var path: Path

    /// An empty path.
    public init() { path = Path() }
    /// `path` as a Bézier path.
    public init(path: Path) { self.path = path }
    /// A Core Graphics path as a Bézier path, as `UIBezierPath(cgPath:)`.
    public convenience init(cgPath: CGPath) { self.init(path: cgPath.path) }
    /// A rectangle.
    public convenience init(rect: CGRect) { self.init(path: Path { $0.addRect(rect) }) }
    /// An ellipse inscribed in `rect`, starting at its right and running clockwise on screen.
    public convenience init(ovalIn rect: CGRect) { self.init(path: Path { $0.addEllipse(in: rect) }) }
    /// A rectangle with all corners rounded by `cornerRadius`.
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init(path: Path { $0.addRoundedRect(rect, cornerRadius: cornerRadius) })
    }
    /// A rectangle with `corners` rounded by the width of `cornerRadii`.
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: RectCorner, cornerRadii: CGSize) {
        self.init(path: Path { $0.addRoundedRect(rect, cornerRadius: cornerRadii.width, corners: corners) })
    }
    /// An arc of a circle, angles in radians from the x axis; `clockwise` on screen, as UIKit draws it.
    public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        self.init(path: Path { $0.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise) })
    }

    /// The path as Core Graphics' immutable path, as a layer takes it; setting it replaces the elements.
    public var cgPath: CGPath {
        get { CGPath(path) }
        set { path = newValue.path }
    }

    /// The smallest rectangle holding the path's points, Bézier control points included.
    public var bounds: CGRect { path.controlPointBounds }
    /// Where the next element starts; `.zero` for an empty path.
    public var currentPoint: CGPoint { path.currentPoint ?? .zero }
    /// Whether the path has no elements.
    public var isEmpty: Bool { path.elements.isEmpty }

    /// The width ``stroke()`` draws; 1 by default.
    public var lineWidth: CGFloat = 1
    /// The shape of a stroke's open ends; `.butt` by default.
    public var lineCapStyle = LineCap.butt
    /// The shape of a stroke's corners; `.miter` by default.
    public var lineJoinStyle = LineJoin.miter
    /// How long a mitred corner may grow; 10 by default.
    public var miterLimit: CGFloat = 10
    /// Whether a fill leaves holes where subpaths overlap an even number of times; false by default.
    public var usesEvenOddFillRule = false

    /// Starts a new subpath at `point`.
    public func move(to point: CGPoint) { path.move(to: point) }
    /// A straight line to `point`.
    public func addLine(to point: CGPoint) { path.addLine(to: point) }
    /// A cubic curve to `endPoint`.
    public func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        path.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
    }
    /// A quadratic curve to `endPoint`, bent towards `controlPoint`.
    public func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
        path.addQuadCurve(to: endPoint, control: controlPoint)
    }
    /// An arc of a circle, joined to the current point by a line; `clockwise` on screen, as UIKit draws it.
    public func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        path.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }
    /// Closes the current subpath.
    public func close() { path.closeSubpath() }
    /// Drops every element.
    public func removeAllPoints() { path = Path() }
    /// Adds the elements of `bezierPath` after this path's own.
    public func append(_ bezierPath: BezierPath) { path.append(bezierPath.path) }
    /// Maps every point by `transform` (arcs become the curves that trace them).
    public func apply(_ transform: CGAffineTransform) { path = path.applying(transform) }
    /// The same outline traced backwards, each subpath from its end to its start.
    public func reversing() -> BezierPath { BezierPath(path: path.reversed()) }
    /// Whether `point` lies inside the path, by the path's fill rule.
    public func contains(_ point: CGPoint) -> Bool { path.contains(point, rule: usesEvenOddFillRule ? .evenOdd : .nonZero) }
}
