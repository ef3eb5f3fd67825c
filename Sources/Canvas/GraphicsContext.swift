import CGraphics
import Foundation

/// A drawing surface in points: Cairo underneath, with the device scale and
/// the appearance that resolves dynamic colours.
///
/// Coordinates are y-down, like UIKit's. A context draws into a ``Bitmap``
/// (the bitmap's pixels are the Cairo surface), a page of a
/// ``VectorDocument`` or a ``Picture``; the last two are in points.
public final class GraphicsContext {
    let cairo: OpaquePointer
    /// Device pixels per point.
    public let scale: CGFloat
    /// Which variant of dynamic colours this context draws.
    public let appearance: Appearance
    /// Shadows blurred for this vector page, for its next alike shape.
    let shadowImages = ShadowImages()
    /// Large images shrunk for this vector page, for their next use.
    let vectorImages = VectorImages()
    /// What the pictures this context rasterises may cost (see ``RasterBudget``).
    public let rasterBudget: RasterBudget
    /// Whether background fills leave alone the pixels that opaque views
    /// drawn later paint whole (``fill(_:with:sparing:)``): only inside
    /// ``drawSparingCoveredPixels(_:)``.
    public internal(set) var sparesCoveredPixels = false
    /// Pixels a fill left to views not drawn yet.
    var sparedPixels: [SparedPixels] = []
    /// Whether a blur read pixels a fill had left to a view not drawn yet:
    /// what was drawn is then not the picture, which must be drawn again
    /// with ``sparesCoveredPixels`` off.
    var readSparedPixels = false
    /// What this context draws when not the whole picture: one band of a
    /// bitmap's rows, or nothing, for an ``InkProbe``; nil when it draws all
    /// of its surface.
    var partial: PartialDrawing?
    /// Whether a blur or a scaled image was drawn across the edge of the
    /// band this context draws, where a band does not give the pixels the
    /// whole picture gives: the picture must then be drawn whole.
    public internal(set) var drawingCrossedBand = false

    /// A context that draws into `bitmap`, one point being `bitmap.scale`
    /// pixels, its pictures paid for from `rasterBudget`: a renderer gives
    /// every context of one render the same budget and checks it once drawn.
    public convenience init(bitmap: Bitmap, appearance: Appearance, rasterBudget: RasterBudget = RasterBudget()) {
        self.init(surface: bitmap.surface, unitsPerPoint: bitmap.scale, scale: bitmap.scale, appearance: appearance, rasterBudget: rasterBudget)
    }

    /// A context on any Cairo surface whose unit is `unitsPerPoint` of a
    /// point (a bitmap's scale, or 1 on a vector surface); `scale` is the
    /// device scale that drawing which must become pixels (shadows) uses.
    init(surface: OpaquePointer, unitsPerPoint: CGFloat, scale: CGFloat, appearance: Appearance, rasterBudget: RasterBudget = RasterBudget()) {
        cairo = cairo_create(surface)
        self.scale = scale
        self.appearance = appearance
        self.rasterBudget = rasterBudget
        if unitsPerPoint != 1 { cairo_scale(cairo, Double(unitsPerPoint), Double(unitsPerPoint)) }
        cairo_set_antialias(cairo, CAIRO_ANTIALIAS_GRAY)
    }

    /// Whether drawing lands on pixels that can be read back (a bitmap), not
    /// on a vector surface, where blurs cannot see what lies underneath.
    var drawsIntoPixels: Bool {
        guard let target = cairo_get_group_target(cairo) else { return false }
        return cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE
    }

    deinit { cairo_destroy(cairo) }

    /// Runs `body` and then restores the transform, clip and colour it changed.
    public func withSavedState<T>(_ body: () throws -> T) rethrows -> T {
        cairo_save(cairo)
        defer { cairo_restore(cairo) }
        return try body()
    }

    /// Draws what `body` draws as one layer composited at `alpha`, as UIKit
    /// composites a view with `alpha < 1` (overlaps inside do not show through).
    public func withTransparencyLayer(alpha: CGFloat, _ body: () throws -> Void) rethrows {
        cairo_push_group(cairo)
        defer {
            cairo_pop_group_to_source(cairo)
            cairo_paint_with_alpha(cairo, Double(alpha))
        }
        try body()
    }

    /// Fills with `color` wherever `body` draws, as much as it covers: a
    /// template image's shape in the tint, as UIKit draws one. `body` draws
    /// inside `rect`: the layer is kept to it (and a point around it, for the
    /// filtering of a scaled bitmap's edge), where a layer without a clip
    /// takes the whole canvas: 12 MB cleared and composited per icon at 3x.
    public func fill(with color: Color, in rect: CGRect, maskedBy body: () throws -> Void) rethrows {
        try withSavedState {
            clip(to: rect.insetBy(dx: -1, dy: -1))
            cairo_push_group(cairo)
            defer {
                let mask = cairo_pop_group(cairo)
                setSource(color)
                cairo_mask(cairo, mask)
                cairo_pattern_destroy(mask)
            }
            try body()
        }
    }

    /// Draws what `body` draws inside `rect` as one opaque layer: a symbol's
    /// cut-outs erase only its own drawing. The layer's memory is the size of
    /// `rect`, not of the whole canvas, which a layer without a clip would take.
    public func withTransparencyLayer(clippedTo rect: CGRect, _ body: () throws -> Void) rethrows {
        try withSavedState {
            clip(to: rect)
            try withTransparencyLayer(alpha: 1, body)
        }
    }

    /// Runs `body` with drawing that erases (makes transparent) instead of painting.
    public func withErasing(_ body: () -> Void) {
        cairo_set_operator(cairo, CAIRO_OPERATOR_DEST_OUT)
        defer { cairo_set_operator(cairo, CAIRO_OPERATOR_OVER) }
        body()
    }

    /// Moves the origin by `x` and `y` points for later drawing, as `CGContext.translateBy(x:y:)`.
    public func translateBy(x: CGFloat, y: CGFloat) { cairo_translate(cairo, Double(x), Double(y)) }

    /// Rotates the coordinates of later drawing by `angle` radians, clockwise on screen, as `CGContext.rotate(by:)` in UIKit's flipped space.
    public func rotate(by angle: CGFloat) { cairo_rotate(cairo, Double(angle)) }

    /// Scales the coordinates of later drawing (negative to mirror), as `CGContext.scaleBy(x:y:)`.
    public func scaleBy(x: CGFloat, y: CGFloat) { cairo_scale(cairo, Double(x), Double(y)) }

    /// Applies `transform` to the coordinates of later drawing, before the current transform, as `CGContext.concatenate(_:)`.
    public func concatenate(_ transform: CGAffineTransform) {
        var matrix = cairo_matrix_t(xx: Double(transform.a), yx: Double(transform.b), xy: Double(transform.c), yy: Double(transform.d),
                                    x0: Double(transform.tx), y0: Double(transform.ty))
        cairo_transform(cairo, &matrix)
    }

    /// Limits later drawing to `rect` within the current clip, until ``withSavedState(_:)`` restores it.
    public func clip(to rect: CGRect) {
        cairo_rectangle(cairo, Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
        cairo_clip(cairo)
    }

    /// Limits later drawing to the inside of `path` (under `rule`) within the current clip, until ``withSavedState(_:)`` restores it.
    public func clip(to path: Path, rule: FillRule = .nonZero) {
        addPath(path)
        cairo_set_fill_rule(cairo, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
        cairo_clip(cairo)
        cairo_set_fill_rule(cairo, CAIRO_FILL_RULE_WINDING)
    }

    /// Fills `rect` with `color`.
    public func fill(_ rect: CGRect, with color: Color) {
        setSource(color)
        cairo_rectangle(cairo, Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
        cairo_fill(cairo)
    }

    /// Fills `path` with `color` (non-zero winding, or even-odd for paths with holes).
    public func fill(_ path: Path, with color: Color, evenOdd: Bool = false) {
        setSource(color)
        addPath(path)
        cairo_set_fill_rule(cairo, evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
        cairo_fill(cairo)
        cairo_set_fill_rule(cairo, CAIRO_FILL_RULE_WINDING)
    }

    /// Strokes `path` with round caps and joins, as SF Symbols are drawn.
    public func stroke(_ path: Path, with color: Color, lineWidth: CGFloat) {
        setSource(color)
        addPath(path)
        cairo_set_line_width(cairo, Double(lineWidth))
        cairo_set_line_cap(cairo, CAIRO_LINE_CAP_ROUND)
        cairo_set_line_join(cairo, CAIRO_LINE_JOIN_ROUND)
        cairo_stroke(cairo)
    }

    /// Erases to `color` everywhere, ignoring the clip's blending (the first paint of a render).
    public func paint(_ color: Color) {
        setSource(color)
        cairo_set_operator(cairo, CAIRO_OPERATOR_SOURCE)
        cairo_paint(cairo)
        cairo_set_operator(cairo, CAIRO_OPERATOR_OVER)
    }

    /// Draws a bitmap scaled into `rect`.
    public func draw(_ image: Bitmap, in rect: CGRect) {
        guard image.pixelWidth > 0, image.pixelHeight > 0, drawsImage(in: rect) else { return }
        var (image, rect) = (image, rect)
        if !drawsIntoPixels {
            guard let cut = vectorImages.prepared(image, in: rect, visible: clipExtents, deviceScale: deviceScale) else { return }
            (image, rect) = cut
        }
        withSavedState {
            cairo_translate(cairo, Double(rect.minX), Double(rect.minY))
            cairo_scale(cairo, Double(rect.width) / Double(image.pixelWidth), Double(rect.height) / Double(image.pixelHeight))
            cairo_set_source_surface(cairo, image.surface, 0, 0)
            cairo_pattern_set_filter(cairo_get_source(cairo), CAIRO_FILTER_GOOD)
            cairo_paint(cairo)
        }
    }

    /// Device units per user unit along each axis under the current transform.
    private var deviceScale: CGSize {
        func length(_ x: Double, _ y: Double) -> CGFloat {
            var (dx, dy) = (x, y)
            cairo_user_to_device_distance(cairo, &dx, &dy)
            return CGFloat((dx * dx + dy * dy).squareRoot())
        }
        return CGSize(width: length(1, 0), height: length(0, 1))
    }

    /// The clip's bounding box in user space.
    var clipExtents: CGRect {
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_clip_extents(cairo, &x1, &y1, &x2, &y2)
        return CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)
    }

    /// Draws `layout` with its top-left corner at `origin`.
    public func draw(_ layout: TextLayout, at origin: CGPoint, color: Color) {
        setSource(color)
        cairo_move_to(cairo, Double(origin.x), Double(origin.y + layout.baselineShift))
        pango_cairo_show_layout(cairo, layout.pango)
    }

    func setSource(_ color: Color) {
        let c = color.resolved(for: appearance)
        cairo_set_source_rgba(cairo, c.red, c.green, c.blue, c.alpha)
    }

    func addPath(_ path: Path) {
        cairo_new_path(cairo)
        for element in path.elements {
            switch element {
            case .move(let p): cairo_move_to(cairo, Double(p.x), Double(p.y))
            case .line(let p): cairo_line_to(cairo, Double(p.x), Double(p.y))
            case .curve(let a, let b, let c):
                cairo_curve_to(cairo, Double(a.x), Double(a.y), Double(b.x), Double(b.y), Double(c.x), Double(c.y))
            case .arc(let c, let r, let s, let e, let clockwise):
                (clockwise ? cairo_arc : cairo_arc_negative)(cairo, Double(c.x), Double(c.y), Double(r), Double(s), Double(e))
            case .close: cairo_close_path(cairo)
            }
        }
    }
}
