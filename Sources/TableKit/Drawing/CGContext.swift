import Canvas
import Foundation

/// The Core Graphics context UIKit code draws into from `draw(_:)`, an
/// image renderer's actions or an image context, reached through
/// `UIGraphicsGetCurrentContext()` (see ``current``).
///
/// It keeps what Core Graphics keeps and Cairo does not in the same shape:
/// a fill and a stroke colour, line settings, a global alpha and a shadow,
/// saved and restored together with the transform and clip, and a path that
/// a fill, stroke or clip uses up. Coordinates are UIKit's, y down, so
/// ``addArc(center:radius:startAngle:endAngle:clockwise:)`` turns the way it
/// turns on an iPhone: Core Graphics' `clockwise` is meant in its own y-up
/// space, and shows the other way round in a flipped UIKit context.
public final class CGContext {
    /// What one ``saveGState()`` keeps besides the transform and clip.
    struct State {
        var fillColor = Color.black
        var strokeColor = Color.black
        var stroke = StrokeStyle()
        var alpha: CGFloat = 1
        var shadow: Shadow?
    }

    /// The context drawn into.
    public let graphics: GraphicsContext
    var state = State()
    /// What each open ``saveGState()`` saved; Cairo saved the transform and clip alongside.
    private var savedStates: [State] = []
    /// The path being built, in user coordinates; fills, strokes and clips use it up.
    var currentPath = CGMutablePath()
    /// The pixels drawn into, when this is an image's context (an image renderer's, or one begun with ``beginImageContext(size:opaque:scale:)``).
    let bitmap: Bitmap?

    init(graphics: GraphicsContext, bitmap: Bitmap? = nil) {
        self.graphics = graphics
        self.bitmap = bitmap
    }

    // MARK: Graphics state

    /// Saves the colours, line settings, alpha, shadow, transform and clip.
    public func saveGState() {
        savedStates.append(state)
        graphics.saveState()
    }

    /// Restores what the last ``saveGState()`` saved; nothing when none is left.
    public func restoreGState() {
        guard let saved = savedStates.popLast() else { return }
        state = saved
        graphics.restoreState()
    }

    /// Starts a drawing pass, saving the Cairo state so that whatever the pass leaves set ends with it.
    func beginPass() { graphics.saveState() }

    /// Ends a pass, undoing every save it left open and its own.
    func endPass() {
        savedStates.forEach { _ in graphics.restoreState() }
        savedStates = []
        graphics.restoreState()
    }

    /// The colour for later fills.
    public func setFillColor(_ color: Color) { state.fillColor = color }
    /// The colour for later fills, from sRGB components 0…1.
    public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        state.fillColor = Color(red: red, green: green, blue: blue, alpha: alpha)
    }
    /// The colour for later fills, a grey.
    public func setFillColor(gray: CGFloat, alpha: CGFloat) { state.fillColor = Color(white: gray, alpha: alpha) }
    /// The colour for later strokes.
    public func setStrokeColor(_ color: Color) { state.strokeColor = color }
    /// The colour for later strokes, from sRGB components 0…1.
    public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        state.strokeColor = Color(red: red, green: green, blue: blue, alpha: alpha)
    }
    /// The colour for later strokes, a grey.
    public func setStrokeColor(gray: CGFloat, alpha: CGFloat) { state.strokeColor = Color(white: gray, alpha: alpha) }
    /// The width of later strokes, in points; 1 by default.
    public func setLineWidth(_ width: CGFloat) { state.stroke.lineWidth = width }
    /// How later strokes end; `.butt` by default.
    public func setLineCap(_ cap: LineCap) { state.stroke.lineCap = cap }
    /// How later strokes turn corners; `.miter` by default.
    public func setLineJoin(_ join: LineJoin) { state.stroke.lineJoin = join }
    /// How far a mitred corner may reach, in line widths; 10 by default.
    public func setMiterLimit(_ limit: CGFloat) { state.stroke.miterLimit = limit }
    /// Dashes for later strokes: on and off lengths, starting `phase` into them; empty for a solid line.
    public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
        state.stroke.dashPhase = phase
        state.stroke.dashPattern = lengths
    }
    /// An opacity every later fill and stroke is drawn at, 0 to 1.
    public func setAlpha(_ alpha: CGFloat) { state.alpha = min(max(alpha, 0), 1) }
    /// A shadow under later fills and strokes; a nil `color` (or none given) casts one third-opaque black, as Core Graphics does.
    public func setShadow(offset: CGSize, blur: CGFloat, color: Color? = nil) {
        state.shadow = Shadow(offset: offset, blur: blur, color: color ?? Color(white: 0, alpha: 1.0 / 3))
    }

    // MARK: Transform and clip

    /// Moves the origin of later drawing.
    public func translateBy(x: CGFloat, y: CGFloat) { graphics.translateBy(x: x, y: y) }
    /// Scales later drawing; negative factors mirror it.
    public func scaleBy(x: CGFloat, y: CGFloat) { graphics.scaleBy(x: x, y: y) }
    /// Rotates later drawing by `angle` radians, clockwise on screen for positive angles in UIKit's flipped space.
    public func rotate(by angle: CGFloat) { graphics.rotate(by: angle) }
    /// Applies `transform` to later drawing.
    public func concatenate(_ transform: CGAffineTransform) { graphics.concatenate(transform) }

    /// Limits later drawing to the inside of the current path, and empties the path.
    public func clip(using rule: FillRule = .nonZero) {
        graphics.clip(to: currentPath.path, rule: rule)
        beginPath()
    }
    /// Limits later drawing to `rect`.
    public func clip(to rect: CGRect) { graphics.clip(to: rect) }
    /// Limits later drawing to the union of `rects`.
    public func clip(to rects: [CGRect]) {
        graphics.clip(to: Path { path in rects.forEach { path.addRect($0) } })
    }
}
