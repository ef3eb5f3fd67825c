import Canvas
import Foundation

/// iOS 26's Liquid Glass behind bar buttons and glass-styled buttons: a
/// capsule (a circle for an icon) that blurs what is under it, tints it,
/// catches light along its edge and casts a soft shadow. Drawn the same way
/// every time: no refraction, which depends on the GPU's sampling, only the
/// blur and tint it averages to.
struct GlassPlatter: Equatable {
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
    /// The light along prominent glass's tinted edge.
    var prominentEdgeHighlight: Color

    /// This glass at another height.
    func with(height: CGFloat) -> GlassPlatter {
        var platter = self
        platter.height = height
        return platter
    }

    /// Prominent glass, for bar items and configured buttons alike: filled
    /// with `color` (the tint), its rim lit in ``prominentEdgeHighlight``.
    func prominent(_ color: Color) -> GlassPlatter {
        var platter = self
        platter.tint = color
        platter.edgeHighlight = prominentEdgeHighlight
        return platter
    }

    /// A platter's width around content `contentWidth` wide: a circle for an
    /// icon, a capsule around a title.
    func width(contentWidth: CGFloat, isTitle: Bool) -> CGFloat {
        isTitle ? max(height, contentWidth + 2 * titlePadding) : height
    }

    /// Draws the platter filling `rect`: a capsule, or a rounded rectangle
    /// when `cornerRadius` is less than half the shorter side.
    func draw(in rect: CGRect, cornerRadius: CGFloat? = nil, context: GraphicsContext) {
        let capsuleRadius = min(rect.width, rect.height) / 2
        let radius = min(cornerRadius ?? capsuleRadius, capsuleRadius)
        let shape = Self.shape(rect, cornerRadius: radius)
        shadows.forEach { context.drawShadow($0, of: shape) }
        context.blurBackdrop(in: shape, radius: blurRadius)
        context.fill(shape, with: tint)
        let edge = Self.shape(rect.insetBy(dx: edgeWidth / 2, dy: edgeWidth / 2), cornerRadius: radius - edgeWidth / 2)
        context.stroke(edge, with: edgeHighlight, lineWidth: edgeWidth)
    }

    /// A capsule (a circle when square) when `cornerRadius` reaches half the
    /// shorter side, else a rounded rectangle: bar buttons keep the exact
    /// capsule and circle paths they were drawn with.
    private static func shape(_ rect: CGRect, cornerRadius: CGFloat) -> Path {
        Path { path in
            // A hair of slack: the inset edge's radius is computed, not given.
            if cornerRadius >= min(rect.width, rect.height) / 2 - 0.001 {
                path.addCapsule(in: rect)
            } else {
                path.addRoundedRect(rect, cornerRadius: cornerRadius)
            }
        }
    }
}
