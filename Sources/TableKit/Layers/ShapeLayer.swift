import Canvas
import Foundation

/// A layer that draws a path, as Core Animation's `CAShapeLayer`: filled
/// (opaque black by default), then stroked (not by default), in the layer's
/// bounds' coordinates, over its background and under its sublayers.
open class ShapeLayer: Layer {
    /// The shape; nil draws nothing.
    public var path: CGPath?
    /// The colour the inside is filled with; opaque black by default, nil fills nothing.
    public var fillColor: Color? = .black
    /// Which points the fill covers where the path crosses itself; `.nonZero` by default.
    public var fillRule = FillRule.nonZero
    /// The colour the outline is stroked with; nil (the default) strokes nothing.
    public var strokeColor: Color?
    /// The outline's width, centred on the path; 1 by default.
    public var lineWidth: CGFloat = 1
    /// The shape of the outline's open ends; `.butt` by default.
    public var lineCap = LineCap.butt
    /// The shape of the outline's corners; `.miter` by default.
    public var lineJoin = LineJoin.miter
    /// How long a mitred corner may grow, in line widths, before it is bevelled; 10 by default.
    public var miterLimit: CGFloat = 10
    /// Lengths of dashes and gaps in turn, in points; nil (the default) for a solid outline.
    public var lineDashPattern: [NSNumber]?
    /// How far into the dash pattern the outline starts.
    public var lineDashPhase: CGFloat = 0
    /// Where along the path's length, 0 to 1, the stroke begins; 0 by default.
    public var strokeStart: CGFloat = 0
    /// Where along the path's length, 0 to 1, the stroke ends; 1 by default.
    /// A progress ring sets it to the progress: the outline is measured along
    /// all its subpaths in order, and cut ends get the line's caps.
    public var strokeEnd: CGFloat = 1

    /// The outline's style, as the stroke draws it.
    var strokeStyle: StrokeStyle {
        StrokeStyle(lineWidth: lineWidth, lineCap: lineCap, lineJoin: lineJoin, miterLimit: miterLimit,
                    dashPattern: lineDashPattern?.map { CGFloat($0.doubleValue) } ?? [], dashPhase: lineDashPhase)
    }

    override func drawContents(in context: GraphicsContext) {
        super.drawContents(in: context)
        guard let path = path?.path else { return }
        if let fillColor { context.fill(path, with: fillColor, rule: fillRule) }
        if let strokeColor { context.stroke(path, with: strokeColor, style: strokeStyle, from: strokeStart, to: strokeEnd) }
    }
}
