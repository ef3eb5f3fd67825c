import Foundation

/// How a line is drawn: its width, the shape of its ends and corners, and
/// its dashes, as Core Graphics' line settings and `CAShapeLayer`'s line
/// properties describe it.
public struct StrokeStyle: Equatable, Sendable {
    /// The line's width in points.
    public var lineWidth: CGFloat
    /// The shape of the open ends.
    public var lineCap: LineCap
    /// The shape of the corners.
    public var lineJoin: LineJoin
    /// How long a mitred corner may grow, in line widths, before it is bevelled.
    public var miterLimit: CGFloat
    /// Lengths of dashes and gaps in turn, in points; empty for a solid line.
    public var dashPattern: [CGFloat]
    /// How far into the dash pattern the line starts.
    public var dashPhase: CGFloat

    /// A style; by default a solid 1 pt line with butt ends and mitred corners, as Core Graphics starts.
    public init(lineWidth: CGFloat = 1, lineCap: LineCap = .butt, lineJoin: LineJoin = .miter, miterLimit: CGFloat = 10,
                dashPattern: [CGFloat] = [], dashPhase: CGFloat = 0) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dashPattern = dashPattern
        self.dashPhase = dashPhase
    }
}

/// The shape of a line's open ends, as `CGLineCap` and `CAShapeLayerLineCap`.
public enum LineCap: Int32, Sendable {
    /// Squared off at the end point.
    case butt
    /// A half circle around the end point.
    case round
    /// Squared off half the line's width past the end point.
    case square
}

/// The shape of a line's corners, as `CGLineJoin` and `CAShapeLayerLineJoin`.
public enum LineJoin: Int32, Sendable {
    /// The outer edges extended to meet in a point (bevelled past the miter limit).
    case miter
    /// A circular corner.
    case round
    /// The outer corner cut straight.
    case bevel
}
