import Canvas
import Foundation

/// iOS 26's Liquid Glass behind bar buttons: a capsule (a circle for an
/// icon) that blurs what is under it, tints it, catches light along its edge
/// and casts a soft shadow. Drawn the same way every time: no refraction,
/// which depends on the GPU's sampling, only the blur and tint it averages to.
struct GlassPlatter {
    /// The platter's height, and an icon button's side.
    var height: CGFloat
    /// Space either side of a title on its capsule.
    var titlePadding: CGFloat
    /// Space between neighbouring platters.
    var spacing: CGFloat
    /// The blur of what is under the glass, in points.
    var blurRadius: CGFloat
    /// The glass's tint over the blur.
    var tint: Color
    /// The light along the edge, and its width.
    var edgeHighlight: Color
    var edgeWidth: CGFloat
    var shadows: [Shadow]

    /// This glass at another height.
    func with(height: CGFloat) -> GlassPlatter {
        var platter = self
        platter.height = height
        return platter
    }

    /// Prominent glass: filled with `color` (the tint), a lighter rim along
    /// its edge, as cupertino_native's prominentGlass button draws it.
    func prominent(_ color: Color) -> GlassPlatter {
        var platter = self
        platter.tint = color
        platter.edgeHighlight = Color(red: 1, green: 1, blue: 1, alpha: 0.3)
        return platter
    }

    /// A platter's width around content `contentWidth` wide: a circle for an
    /// icon, a capsule around a title.
    func width(contentWidth: CGFloat, isTitle: Bool) -> CGFloat {
        isTitle ? max(height, contentWidth + 2 * titlePadding) : height
    }

    /// Draws the platter filling `rect`.
    func draw(in rect: CGRect, context: GraphicsContext) {
        let shape = Path { $0.addCapsule(in: rect) }
        shadows.forEach { context.drawShadow($0, of: shape) }
        context.blurBackdrop(in: shape, radius: blurRadius)
        context.fill(shape, with: tint)
        context.stroke(Path { $0.addCapsule(in: rect.insetBy(dx: edgeWidth / 2, dy: edgeWidth / 2)) }, with: edgeHighlight, lineWidth: edgeWidth)
    }
}
