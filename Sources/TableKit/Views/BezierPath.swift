import Canvas
import Foundation

/// A path built as `UIBezierPath` builds one, for the places UIKit code hands
/// one over: `layer.shadowPath = path.cgPath`, `accessibilityPath`.
/// Drawing it directly (`fill()`, `stroke()`) needs a current graphics
/// context, which a render does not give, so it is not offered.
open class BezierPath {
    /// The path, as `cgPath` hands it to a layer.
    public var cgPath: Path

    /// An empty path.
    public init() { cgPath = Path() }
    /// `path` as a Bézier path, as `UIBezierPath(cgPath:)`.
    public init(cgPath: Path) { self.cgPath = cgPath }
    /// A rectangle.
    public convenience init(rect: CGRect) { self.init(cgPath: Path { $0.addRect(rect) }) }
    /// An ellipse inscribed in `rect`.
    public convenience init(ovalIn rect: CGRect) { self.init(cgPath: Path { $0.addEllipse(in: rect) }) }
    /// A rectangle with all corners rounded by `cornerRadius`.
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init(cgPath: Path { $0.addRoundedRect(rect, cornerRadius: cornerRadius) })
    }
    /// A rectangle with `corners` rounded by the width of `cornerRadii`.
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: RectCorner, cornerRadii: CGSize) {
        self.init(cgPath: Path { $0.addRoundedRect(rect, cornerRadius: cornerRadii.width, corners: corners) })
    }
    /// An arc of a circle.
    public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        self.init(cgPath: Path { $0.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise) })
    }

    /// The smallest rectangle holding the path's points.
    public var bounds: CGRect { cgPath.bounds }

    /// Starts a new subpath at `point`.
    public func move(to point: CGPoint) { cgPath.move(to: point) }
    /// A straight line to `point`.
    public func addLine(to point: CGPoint) { cgPath.addLine(to: point) }
    /// A cubic curve to `endPoint`.
    public func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        cgPath.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
    }
    /// An arc of a circle.
    public func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        cgPath.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }
    /// Closes the current subpath.
    public func close() { cgPath.closeSubpath() }
}
