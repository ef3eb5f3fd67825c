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

extension Shadow {
    /// The area the shadow of a shape whose bounds, moved by ``offset``, are
    /// `shiftedBounds` is drawn in: three standard deviations of the blur
    /// hold all but a trace of the Gaussian.
    public func region(casting shiftedBounds: CGRect) -> CGRect {
        let sigma = blur / 2
        return shiftedBounds.insetBy(dx: -3 * sigma - 1, dy: -3 * sigma - 1)
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
        let region = shadow.region(casting: shifted.bounds)
        guard drawsEffect(changing: region, reach: 0) else { return }
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
        let key = ShadowImageKey(shape: shape, region: region, pixelWidth: width, pixelHeight: height, sigma: sigma, color: color)
        // A shadow too large for a bitmap is left out rather than drawn hard.
        guard let bitmap = try? shadowImages.bitmap(for: key, make: { () throws(BitmapError) in
            let bitmap = try Bitmap(pixelWidth: width, pixelHeight: height, scale: scale, isOpaque: false)
            let context = GraphicsContext(bitmap: bitmap, appearance: appearance)
            context.translateBy(x: -region.minX, y: -region.minY)
            context.fill(shape, with: color)
            context.blurBackdrop(in: region, radius: sigma)
            return bitmap
        }) else { return }
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

/// A blurred shadow as a vector page embeds it: the shape where it lies in
/// its bitmap, to a 1/4096 pt (far finer than the 1/256 device unit Cairo
/// rasterises at), the bitmap's size, the blur and the colour. Equal keys
/// draw equal pixels, so a page of many alike cards (a review sheet's)
/// blurs one shadow instead of one per card.
struct ShadowImageKey: Hashable {
    let elements: [Path.Element]
    let pixelWidth: Int
    let pixelHeight: Int
    let sigma: CGFloat
    let color: Color

    init(shape: Path, region: CGRect, pixelWidth: Int, pixelHeight: Int, sigma: CGFloat, color: Color) {
        let step: CGFloat = 4096
        elements = shape.applying(scale: 1, translation: CGPoint(x: -region.minX, y: -region.minY))
            .applying(scale: step, translation: .zero).elements.map { $0.rounded() }
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
        self.sigma = sigma
        self.color = color
    }
}

/// The shadows a vector context has blurred, by key. Each use gets a copy,
/// a surface of its own, so a page embeds the image once per use exactly as
/// it did before the cache.
final class ShadowImages {
    /// Enough for the few kinds of card and control on one page.
    private static let capacity = 16
    private var bitmaps: [ShadowImageKey: Bitmap] = [:]

    func bitmap(for key: ShadowImageKey, make: () throws(BitmapError) -> Bitmap) throws(BitmapError) -> Bitmap {
        if let bitmap = bitmaps[key] { return try bitmap.copy() }
        let bitmap = try make()
        if bitmaps.count >= Self.capacity { bitmaps.removeAll() }
        bitmaps[key] = bitmap
        return try bitmap.copy()
    }
}

extension Path.Element {
    /// The element with its coordinates rounded to whole units.
    func rounded() -> Path.Element {
        func round(_ p: CGPoint) -> CGPoint { CGPoint(x: p.x.rounded(), y: p.y.rounded()) }
        switch self {
        case .move(let p): return .move(round(p))
        case .line(let p): return .line(round(p))
        case .curve(let a, let b, let c): return .curve(round(a), round(b), round(c))
        case .arc(let c, let r, let s, let e, let cw): return .arc(center: round(c), radius: r.rounded(), start: s, end: e, clockwise: cw)
        case .close: return .close
        }
    }
}
