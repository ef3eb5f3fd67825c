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
    /// the shape over it. A vector surface cannot be blurred, so there the
    /// shadow is blurred in a small bitmap at the context's device scale and
    /// embedded as an image.
    public func drawShadow(_ shadow: Shadow, of path: Path) {
        let sigma = shadow.blur / 2
        let shifted = path.applying(scale: 1, translation: CGPoint(x: shadow.offset.width, y: shadow.offset.height))
        // Three standard deviations hold all but a trace of the Gaussian.
        let region = shifted.bounds.insetBy(dx: -3 * sigma - 1, dy: -3 * sigma - 1)
        guard drawsIntoPixels else {
            drawShadowImage(of: shifted, in: region, sigma: sigma, color: shadow.color)
            return
        }
        withSavedState {
            // The layer is only as large as the clip: keep it to the shadow.
            clip(to: region)
            withTransparencyLayer(alpha: 1) {
                fill(shifted, with: shadow.color)
                blurBackdrop(in: region, radius: sigma)
            }
        }
    }

    private func drawShadowImage(of shape: Path, in region: CGRect, sigma: CGFloat, color: Color) {
        let width = Int((region.width * scale).rounded(.up)), height = Int((region.height * scale).rounded(.up))
        // A shadow too large for a bitmap is left out rather than drawn hard.
        guard let bitmap = try? Bitmap(pixelWidth: width, pixelHeight: height, scale: scale, isOpaque: false) else { return }
        let context = GraphicsContext(bitmap: bitmap, appearance: appearance)
        context.translateBy(x: -region.minX, y: -region.minY)
        context.fill(shape, with: color)
        context.blurBackdrop(in: region, radius: sigma)
        draw(bitmap, in: CGRect(origin: region.origin, size: bitmap.size))
    }
}

extension GraphicsContext {
    /// Fills `path` with `color` over the shadows it casts, as a raised knob is drawn.
    public func fill(_ path: Path, with color: Color, shadows: [Shadow]) {
        shadows.forEach { drawShadow($0, of: path) }
        fill(path, with: color)
    }
}
