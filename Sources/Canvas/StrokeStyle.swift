import CGraphics
import Foundation

/// How a line is stroked, as Core Graphics and `UIBezierPath` describe it:
/// 1 pt wide, butt ends, mitred corners, solid unless dashed.
public struct StrokeStyle: Hashable, Sendable {
    /// The line's width in points.
    public var lineWidth: CGFloat = 1
    /// How open ends are drawn.
    public var lineCap = LineCap.butt
    /// How corners are drawn.
    public var lineJoin = LineJoin.miter
    /// How far a mitred corner may reach, in line widths, before it is bevelled.
    public var miterLimit: CGFloat = 10
    /// Alternating on and off lengths; empty for a solid line.
    public var dashLengths: [CGFloat] = []
    /// How far into the dashes the line starts.
    public var dashPhase: CGFloat = 0

    /// A solid, 1 pt, butt-ended, mitred stroke.
    public init() {}
}

/// How a stroke's open ends are drawn (`CGLineCap`).
public enum LineCap: Int, Hashable, Sendable {
    /// Square, ending at the end point.
    case butt
    /// A half circle around the end point.
    case round
    /// Square, reaching half the width past the end point.
    case square
}

/// How a stroke turns a corner (`CGLineJoin`).
public enum LineJoin: Int, Hashable, Sendable {
    /// A sharp point, up to the miter limit.
    case miter
    /// A rounded corner.
    case round
    /// The point cut off.
    case bevel
}

/// Which parts of a path that crosses itself are inside (`CGPathFillRule`).
public enum FillRule: Int, Hashable, Sendable {
    /// Inside where the path winds round a point a non-zero number of times.
    case winding
    /// Inside where a ray from a point crosses the path an odd number of times.
    case evenOdd
}

extension GraphicsContext {
    /// Strokes `path` with `color` as `style` says.
    public func stroke(_ path: Path, with color: Color, style: StrokeStyle) {
        setSource(color)
        addPath(path)
        cairo_set_line_width(cairo, Double(style.lineWidth))
        cairo_set_line_cap(cairo, style.lineCap.cairo)
        cairo_set_line_join(cairo, style.lineJoin.cairo)
        cairo_set_miter_limit(cairo, Double(style.miterLimit))
        // Cairo stops at a dash pattern with a negative or all-zero length; Core Graphics draws such a line solid.
        let dashes = style.dashLengths.map(Double.init)
        let drawsDashes = dashes.allSatisfy { $0 >= 0 } && dashes.contains { $0 > 0 }
        cairo_set_dash(cairo, drawsDashes ? dashes : [], Int32(drawsDashes ? dashes.count : 0), Double(style.dashPhase))
        cairo_stroke(cairo)
        cairo_set_dash(cairo, nil, 0, 0)
    }

    /// Limits later drawing to the inside of `path` under `rule`, until ``withSavedState(_:)`` restores it.
    public func clip(to path: Path, rule: FillRule) {
        addPath(path)
        cairo_set_fill_rule(cairo, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
        cairo_clip(cairo)
        cairo_set_fill_rule(cairo, CAIRO_FILL_RULE_WINDING)
    }
}

extension LineCap {
    var cairo: cairo_line_cap_t {
        switch self {
        case .butt: CAIRO_LINE_CAP_BUTT
        case .round: CAIRO_LINE_CAP_ROUND
        case .square: CAIRO_LINE_CAP_SQUARE
        }
    }
}

extension LineJoin {
    var cairo: cairo_line_join_t {
        switch self {
        case .miter: CAIRO_LINE_JOIN_MITER
        case .round: CAIRO_LINE_JOIN_ROUND
        case .bevel: CAIRO_LINE_JOIN_BEVEL
        }
    }
}
