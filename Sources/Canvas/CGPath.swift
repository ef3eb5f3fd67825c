import Foundation

/// An immutable path, as Core Graphics' `CGPath`: what `UIBezierPath.cgPath`
/// hands to `CAShapeLayer.path`, a layer's `shadowPath` and its mask. It
/// wraps a ``Path``; ``CGMutablePath`` builds one.
///
/// Coordinates are the layer's, y down; arcs in Core Graphics' sense (see
/// ``CGMutablePath/addArc(center:radius:startAngle:endAngle:clockwise:transform:)``).
public class CGPath: Hashable {
    /// The path's elements.
    public internal(set) var path: Path

    /// `path` as a Core Graphics path.
    public init(_ path: Path) {
        self.path = path
    }

    /// A rectangle, as `CGPath(rect:transform:)`, mapped by `transform` when given.
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        self.init(Path { $0.addRect(rect) }.applying(transform?.pointee ?? .identity))
    }

    /// The ellipse inscribed in `rect`, as `CGPath(ellipseIn:transform:)`.
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        self.init(Path { $0.addEllipse(in: rect) }.applying(transform?.pointee ?? .identity))
    }

    /// A rectangle whose corners are quarter ellipses `cornerWidth` wide and
    /// `cornerHeight` high, as `CGPath(roundedRect:cornerWidth:cornerHeight:transform:)`;
    /// corners larger than half the rectangle are made to fit, where Core Graphics would stop.
    public convenience init(roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: UnsafePointer<CGAffineTransform>?) {
        self.init(Path { $0.addRoundedRect(rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight) }
            .applying(transform?.pointee ?? .identity))
    }

    /// Whether the path has no elements.
    public var isEmpty: Bool { path.elements.isEmpty }

    /// The smallest rectangle holding every point of the path, Bézier control
    /// points included; `.null` for an empty path.
    public var boundingBox: CGRect { path.controlPointBounds }

    /// The smallest rectangle holding the path as drawn, without its control points; `.null` for an empty path.
    public var boundingBoxOfPath: CGRect { path.tightBounds }

    /// Where the next element would start; `.zero` for an empty path.
    public var currentPoint: CGPoint { path.currentPoint ?? .zero }

    /// An immutable copy, which later changes to a mutable path leave alone.
    public func copy() -> CGPath? { CGPath(path) }

    /// The path mapped by `transform`, as `copy(using:)`.
    public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
        CGPath(path.applying(transform?.pointee ?? .identity))
    }

    /// A mutable copy, to build on.
    public func mutableCopy() -> CGMutablePath? {
        let copy = CGMutablePath()
        copy.path = path
        return copy
    }

    /// Whether `point` lies inside the path, mapped by `transform`, by `rule`.
    public func contains(_ point: CGPoint, using rule: FillRule = .nonZero, transform: CGAffineTransform = .identity) -> Bool {
        path.applying(transform).contains(point, rule: rule)
    }

    /// Paths are equal when their elements are.
    public static func == (lhs: CGPath, rhs: CGPath) -> Bool {
        lhs.path.elements == rhs.path.elements
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(path.elements)
    }
}
