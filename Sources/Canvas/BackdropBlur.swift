import CGraphics
import Foundation

extension GraphicsContext {
    /// Blurs what is already drawn under `rect` (in the current coordinates),
    /// as a material blurs the content behind it: a Gaussian blur of
    /// standard deviation `radius` points, three box blurs standing in for it.
    ///
    /// Pixels around `rect` feed the blur, but only those inside it change.
    /// Only an image surface can be read back: on a vector surface (PDF,
    /// SVG, ``Picture``) the backdrop is veiled instead, with the
    /// appearance's `systemBackground` at 90 %: under a material's 80 % tint,
    /// content behind shows at about 2 %, sharp but as faint as the blur's
    /// smear, instead of the 20 % a bare tint would let through.
    public func blurBackdrop(in rect: CGRect, radius: CGFloat) {
        guard radius > 0 else { return }
        let blur = BoxBlur(sigma: radius * scale)
        guard drawsEffect(changing: rect, reach: blur.reach) else { return }
        guard drawsIntoPixels else { return fill(rect, with: Color.systemBackground.withAlphaComponent(0.9)) }
        guard let target = imageTarget, let region = pixelRegion(of: rect, in: target) else { return }
        noteRead(of: blur.reads(around: region))
        withPixels(of: target) { pixels, stride, size in
            let corner = pixels + region.y.lowerBound * stride + region.x.lowerBound
            blur.apply(to: pixels, stride: stride, region: region, surfaceSize: size, into: corner, stride: stride)
        }
    }

    /// Blurs what is already drawn inside `shape`, as ``blurBackdrop(in:radius:)``
    /// blurs a rectangle: the blur of the shape's bounds is painted back
    /// through the shape, its edge antialiased, so no pixel outside it changes.
    public func blurBackdrop(in shape: Path, radius: CGFloat) {
        guard radius > 0 else { return }
        // A pixel more on every side: the region rounds to whole pixels, and
        // the shape's antialiased edge must find blurred pixels under it.
        let bounds = shape.bounds.insetBy(dx: -1 / scale, dy: -1 / scale)
        let blur = BoxBlur(sigma: radius * scale)
        guard drawsEffect(changing: bounds, reach: blur.reach) else { return }
        guard drawsIntoPixels else { return fill(shape, with: Color.systemBackground.withAlphaComponent(0.9)) }
        guard let target = imageTarget, let region = pixelRegion(of: bounds, in: target),
              let blurred = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(region.x.count), Int32(region.y.count))
        else { return }
        defer { cairo_surface_destroy(blurred) }
        // The blur is written into `blurred`; the target's pixels stay as they are.
        noteRead(of: blur.reads(around: region))
        withPixels(of: target) { pixels, stride, size in
            withPixels(of: blurred) { output, outputStride, _ in
                blur.apply(to: pixels, stride: stride, region: region, surfaceSize: size, into: output, stride: outputStride)
            }
        }
        var offsetX = 0.0, offsetY = 0.0
        cairo_surface_get_device_offset(target, &offsetX, &offsetY)
        withSavedState {
            clip(to: shape)
            cairo_identity_matrix(cairo)
            cairo_set_source_surface(cairo, blurred, Double(region.x.lowerBound) - offsetX, Double(region.y.lowerBound) - offsetY)
            cairo_set_operator(cairo, CAIRO_OPERATOR_SOURCE)
            cairo_paint(cairo)
        }
    }

    /// The surface drawn into, when it is a 32-bit image whose pixels can be read back.
    private var imageTarget: OpaquePointer? {
        guard let target = cairo_get_group_target(cairo), cairo_image_surface_get_format(target) == CAIRO_FORMAT_ARGB32 else { return nil }
        return target
    }

    /// Runs `body` on an image surface's pixels, flushed before and marked dirty after.
    private func withPixels(of surface: OpaquePointer, _ body: (UnsafeMutablePointer<UInt32>, Int, (width: Int, height: Int)) -> Void) {
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface) else { return }
        let stride = Int(cairo_image_surface_get_stride(surface)) / 4
        let size = (width: Int(cairo_image_surface_get_width(surface)), height: Int(cairo_image_surface_get_height(surface)))
        data.withMemoryRebound(to: UInt32.self, capacity: stride * size.height) { body($0, stride, size) }
        cairo_surface_mark_dirty(surface)
    }

    /// `rect` in the target's pixels, clipped to it; nil when nothing is left.
    private func pixelRegion(of rect: CGRect, in target: OpaquePointer) -> PixelBox? {
        guard let bounds = deviceBounds(of: rect) else { return nil }
        var offsetX = 0.0, offsetY = 0.0
        cairo_surface_get_device_offset(target, &offsetX, &offsetY)
        let width = Int(cairo_image_surface_get_width(target)), height = Int(cairo_image_surface_get_height(target))
        func span(_ low: Double, _ high: Double, _ offset: Double, _ limit: Int) -> Range<Int> {
            let first = max(0, Int((low + offset).rounded())), end = min(limit, Int((high + offset).rounded()))
            return first < end ? first..<end : 0..<0
        }
        let xs = span(bounds.minX, bounds.maxX, offsetX, width), ys = span(bounds.minY, bounds.maxY, offsetY, height)
        return xs.isEmpty || ys.isEmpty ? nil : PixelBox(x: xs, y: ys)
    }
}

/// A Gaussian blur approximated by three successive box blurs along each
/// axis (the sizes from Kovesi's "Fast almost-Gaussian filtering"), on
/// premultiplied 32-bit pixels, edges extended.
private struct BoxBlur {
    /// The three box widths, odd, whose successive blurs approach the Gaussian.
    let radii: [Int]

    init(sigma: CGFloat) {
        let ideal = (12 * sigma * sigma / 3 + 1).squareRoot()
        var lower = Int(ideal.rounded(.down))
        if lower % 2 == 0 { lower -= 1 }
        let upper = lower + 2
        let lowerCount = Int(((12 * sigma * sigma - 3 * CGFloat(lower * lower) - 12 * CGFloat(lower) - 9) / (-4 * CGFloat(lower) - 4)).rounded())
        radii = (0..<3).map { ($0 < lowerCount ? lower : upper) / 2 }
    }

    /// How far the blur reads around what it changes: the radii's sum.
    var reach: Int { radii.reduce(0, +) }

    /// The pixels blurring `region` reads.
    func reads(around region: PixelBox) -> PixelBox {
        region.outset(by: reach)
    }

    /// Blurs `region` of the surface, reading up to three radii around it,
    /// into `output` (its top-left pixel the region's; `output` may be the
    /// region itself, as everything is read before anything is written).
    /// Unchanged when memory for the work runs out. The passes run in C, as
    /// stages a row flows through (BoxBlur.c).
    func apply(to pixels: UnsafeMutablePointer<UInt32>, stride: Int, region: PixelBox, surfaceSize: (width: Int, height: Int),
               into output: UnsafeMutablePointer<UInt32>, stride outputStride: Int) {
        let radii = self.radii.map { Int32(clamping: $0) }
        _ = tablesnap_box_blur(pixels, Int32(stride), Int32(surfaceSize.width), Int32(surfaceSize.height),
                               Int32(region.x.lowerBound), Int32(region.y.lowerBound), Int32(region.x.count), Int32(region.y.count),
                               radii, Int32(radii.count), output, Int32(outputStride))
    }
}
