import CGraphics
import Foundation

/// A soft drop shadow, as `CALayer`'s shadow properties or a CSS box shadow
/// describe one: an offset, a blur, and a colour whose alpha is the opacity.
public struct Shadow: Equatable, Sendable {
    /// How far the shadow falls from the shape, in points (y runs down).
    public var offset: CGSize
    /// The blur in points as CSS states it: twice the Gaussian's standard deviation.
    public var blur: CGFloat
    /// The shadow's colour; its alpha is the shadow's opacity.
    public var color: Color

    /// A shadow `blur` points soft, moved by `offset`, in `color`.
    public init(offset: CGSize, blur: CGFloat, color: Color) {
        self.offset = offset
        self.blur = blur
        self.color = color
    }
}

extension GraphicsContext {
    /// Draws the blurred shadow `path` casts, without the shape itself; draw
    /// the shape over it. Only an image surface can be blurred, so on any
    /// other target (a vector surface) no shadow is drawn rather than a hard one.
    public func drawShadow(_ shadow: Shadow, of path: Path) {
        guard let target = cairo_get_group_target(cairo), cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE else { return }
        let sigma = shadow.blur / 2
        let shifted = path.applying(scale: 1, translation: CGPoint(x: shadow.offset.width, y: shadow.offset.height))
        // Three standard deviations hold all but a trace of the Gaussian.
        let region = shifted.bounds.insetBy(dx: -3 * sigma - 1, dy: -3 * sigma - 1)
        withSavedState {
            // The layer is only as large as the clip: keep it to the shadow.
            clip(to: region)
            withTransparencyLayer(alpha: 1) {
                fill(shifted, with: shadow.color)
                blurBackdrop(in: region, radius: sigma)
            }
        }
    }
}

extension GraphicsContext {
    /// Fills `path` with `color` over the shadows it casts, as a raised knob is drawn.
    public func fill(_ path: Path, with color: Color, shadows: [Shadow]) {
        shadows.forEach { drawShadow($0, of: path) }
        fill(path, with: color)
    }
}
