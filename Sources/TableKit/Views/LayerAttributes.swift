import Canvas
import Foundation

/// What a view's ``ViewLayer`` holds beyond the view's own properties: the
/// transform, border and shadow it draws, and what app code sets for Core
/// Animation's sake (a name, a z position, rasterization, animations), kept
/// so that it reads back. A view has none until one of these is first set,
/// so plain views stay one reference larger and draw as before.
final class LayerAttributes {
    var transform = CGAffineTransform.identity
    var borderWidth: CGFloat = 0
    // Core Animation's defaults: an opaque black border and shadow; the
    // shadow 3 pt up (Core Animation chose them for the Mac's y-up space,
    // where it falls down), 3 pt soft, and hidden until its opacity is raised.
    var borderColor: Color? = .black
    var shadowColor: Color? = .black
    var shadowOpacity: Float = 0
    var shadowOffset = CGSize(width: 0, height: -3)
    var shadowRadius: CGFloat = 3
    var shadowPath: Path?
    var cornerCurve = CornerCurve.circular
    var zPosition: CGFloat = 0
    var name: String?
    var shouldRasterize = false
    var rasterizationScale: CGFloat = 1
    /// Added animations in order, those added without a key among them.
    var animations: [(key: String?, animation: LayerAnimation)] = []
}

extension View {
    /// The view's layer attributes, made on first use.
    var madeLayerAttributes: LayerAttributes {
        if let layerAttributes { return layerAttributes }
        let made = LayerAttributes()
        layerAttributes = made
        return made
    }
}

extension LayerAttributes {
    /// The shadow a shape whose coverage is `coverage` (the alpha of what
    /// casts it; nil for a ``shadowPath``, which casts fully) throws, or nil
    /// when it would not show.
    ///
    /// `shadowRadius` is the Gaussian's standard deviation, twice as soft as
    /// a CSS blur of the same number: a design tool's blur B (CSS's, whose
    /// deviation is B/2) is written `shadowRadius = B / 2` in iOS code, and
    /// side-by-side renders match that way (Bjango, "Matching drop shadows
    /// across CSS, Android, iOS, Figma, and Sketch"). ``Shadow/blur`` is the
    /// CSS blur, so it is twice the radius.
    func shadow(coverage: Color?) -> Shadow? {
        guard shadowOpacity > 0, let shadowColor else { return nil }
        func tinted(_ color: Color.RGBA, _ cover: Color.RGBA?) -> Color.RGBA {
            var color = color
            color.alpha *= Double(shadowOpacity) * (cover?.alpha ?? 1)
            return color
        }
        let color = Color(light: tinted(shadowColor.light, coverage?.light), dark: tinted(shadowColor.dark, coverage?.dark))
        guard color.light.alpha > 0 || color.dark.alpha > 0 else { return nil }
        return Shadow(offset: shadowOffset, blur: 2 * shadowRadius, color: color)
    }
}
