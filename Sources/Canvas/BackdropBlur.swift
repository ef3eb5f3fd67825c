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
        guard drawsIntoPixels else {
            if radius > 0 { fill(rect, with: Color.systemBackground.withAlphaComponent(0.9)) }
            return
        }
        guard radius > 0, let target = imageTarget, let region = pixelRegion(of: rect, in: target) else { return }
        withPixels(of: target) { pixels, stride, size in
            let corner = pixels + region.y.lowerBound * stride + region.x.lowerBound
            BoxBlur(sigma: radius * scale).apply(to: pixels, stride: stride, region: region, surfaceSize: size, into: corner, stride: stride)
        }
    }

    /// Blurs what is already drawn inside `shape`, as ``blurBackdrop(in:radius:)``
    /// blurs a rectangle: the blur of the shape's bounds is painted back
    /// through the shape, its edge antialiased, so no pixel outside it changes.
    public func blurBackdrop(in shape: Path, radius: CGFloat) {
        guard drawsIntoPixels else {
            if radius > 0 { fill(shape, with: Color.systemBackground.withAlphaComponent(0.9)) }
            return
        }
        // A pixel more on every side: the region rounds to whole pixels, and
        // the shape's antialiased edge must find blurred pixels under it.
        let bounds = shape.bounds.insetBy(dx: -1 / scale, dy: -1 / scale)
        guard radius > 0, let target = imageTarget, let region = pixelRegion(of: bounds, in: target),
              let blurred = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(region.x.count), Int32(region.y.count))
        else { return }
        defer { cairo_surface_destroy(blurred) }
        // The blur is written into `blurred`; the target's pixels stay as they are.
        withPixels(of: target) { pixels, stride, size in
            withPixels(of: blurred) { output, outputStride, _ in
                BoxBlur(sigma: radius * scale).apply(to: pixels, stride: stride, region: region, surfaceSize: size, into: output, stride: outputStride)
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
    private func pixelRegion(of rect: CGRect, in target: OpaquePointer) -> (x: Range<Int>, y: Range<Int>)? {
        var x0 = Double(rect.minX), y0 = Double(rect.minY), x1 = Double(rect.maxX), y1 = Double(rect.maxY)
        cairo_user_to_device(cairo, &x0, &y0)
        cairo_user_to_device(cairo, &x1, &y1)
        var offsetX = 0.0, offsetY = 0.0
        cairo_surface_get_device_offset(target, &offsetX, &offsetY)
        let width = Int(cairo_image_surface_get_width(target)), height = Int(cairo_image_surface_get_height(target))
        func span(_ a: Double, _ b: Double, _ offset: Double, _ limit: Int) -> Range<Int> {
            let low = max(0, Int((min(a, b) + offset).rounded())), high = min(limit, Int((max(a, b) + offset).rounded()))
            return low < high ? low..<high : 0..<0
        }
        let xs = span(x0, x1, offsetX, width), ys = span(y0, y1, offsetY, height)
        return xs.isEmpty || ys.isEmpty ? nil : (xs, ys)
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

    /// Blurs `region` of the surface, reading up to three radii around it,
    /// into `output` (its top-left pixel the region's; `output` may be the
    /// region itself, as everything is read before anything is written).
    func apply(to pixels: UnsafeMutablePointer<UInt32>, stride: Int, region: (x: Range<Int>, y: Range<Int>), surfaceSize: (width: Int, height: Int),
               into output: UnsafeMutablePointer<UInt32>, stride outputStride: Int) {
        let reach = radii.reduce(0, +)
        let xs = max(0, region.x.lowerBound - reach)..<min(surfaceSize.width, region.x.upperBound + reach)
        let ys = max(0, region.y.lowerBound - reach)..<min(surfaceSize.height, region.y.upperBound + reach)
        let width = xs.count, height = ys.count
        // Channels as floats in two working copies, each pass reading one and
        // writing the other: rows, then columns.
        var work = [SIMD4<Float>](unsafeUninitializedCapacity: width * height) { buffer, count in
            for y in 0..<height {
                for x in 0..<width { buffer[y * width + x] = Self.unpack(pixels[(ys.lowerBound + y) * stride + xs.lowerBound + x]) }
            }
            count = width * height
        }
        // Each row pass writes every value of `other` before a column pass reads it.
        var other = [SIMD4<Float>](unsafeUninitializedCapacity: width * height) { _, count in count = width * height }
        work.withUnsafeMutableBufferPointer { work in
            other.withUnsafeMutableBufferPointer { other in
                for radius in radii where radius > 0 {
                    // Four rows at a time; the last group repeats its last row.
                    for y in Swift.stride(from: 0, to: height, by: 4) {
                        let start = { min(y + $0, height - 1) * width }
                        Self.blurRows(from: work, into: other, starts: (start(0), start(1), start(2), start(3)), count: width, radius: radius)
                    }
                    Self.blurColumns(from: other, into: work, width: width, height: height, radius: radius)
                }
            }
        }
        for y in region.y {
            let row = output + (y - region.y.lowerBound) * outputStride
            for x in region.x { row[x - region.x.lowerBound] = Self.pack(work[(y - ys.lowerBound) * width + x - xs.lowerBound]) }
        }
    }

    /// One box blur along each of four rows of `count` values (their starts
    /// given; one given twice is written twice alike), with a running sum
    /// each, edges extended. Each sum takes the values it would alone, in the
    /// same order; four at once keep the processor busy where one sum waits
    /// on its last addition: the rows' passes took half the time.
    private static func blurRows(from source: UnsafeMutableBufferPointer<SIMD4<Float>>, into target: UnsafeMutableBufferPointer<SIMD4<Float>>,
                                 starts: (Int, Int, Int, Int), count: Int, radius: Int) {
        let scale = 1 / Float(2 * radius + 1)
        let (a, b, c, d) = starts
        var sums = (source[a] * Float(radius), source[b] * Float(radius), source[c] * Float(radius), source[d] * Float(radius))
        for i in 0..<radius {
            let entering = min(i, count - 1)
            sums.0 += source[a + entering]
            sums.1 += source[b + entering]
            sums.2 += source[c + entering]
            sums.3 += source[d + entering]
        }
        for i in 0..<count {
            let entering = min(i + radius, count - 1), leaving = max(i - radius, 0)
            sums.0 += source[a + entering]
            sums.1 += source[b + entering]
            sums.2 += source[c + entering]
            sums.3 += source[d + entering]
            target[a + i] = sums.0 * scale
            target[b + i] = sums.1 * scale
            target[c + i] = sums.2 * scale
            target[d + i] = sums.3 * scale
            sums.0 -= source[a + leaving]
            sums.1 -= source[b + leaving]
            sums.2 -= source[c + leaving]
            sums.3 -= source[d + leaving]
        }
    }

    /// The same box blur down every column at once, a row at a time: each
    /// column's running sum takes the same values in the same order as it
    /// would alone, so the result is the same to the bit, read in memory order
    /// instead of a row's width apart.
    private static func blurColumns(from source: UnsafeMutableBufferPointer<SIMD4<Float>>, into target: UnsafeMutableBufferPointer<SIMD4<Float>>,
                                    width: Int, height: Int, radius: Int) {
        let scale = 1 / Float(2 * radius + 1)
        var sums = [SIMD4<Float>](unsafeUninitializedCapacity: width) { sums, count in
            for x in 0..<width { sums[x] = source[x] * Float(radius) }
            count = width
        }
        sums.withUnsafeMutableBufferPointer { sums in
            for i in 0..<radius {
                let row = min(i, height - 1) * width
                for x in 0..<width { sums[x] += source[row + x] }
            }
            for i in 0..<height {
                let entering = min(i + radius, height - 1) * width, leaving = max(i - radius, 0) * width, row = i * width
                for x in 0..<width {
                    sums[x] += source[entering + x]
                    target[row + x] = sums[x] * scale
                    sums[x] -= source[leaving + x]
                }
            }
        }
    }

    private static func unpack(_ pixel: UInt32) -> SIMD4<Float> {
        SIMD4<Float>(SIMD4<UInt32>(pixel >> 24, (pixel >> 16) & 0xFF, (pixel >> 8) & 0xFF, pixel & 0xFF))
    }

    // Adding 1.5 × 2^23 to a float from 0 to 255 rounds it to the nearest
    // integer, ties to even (as `rounded(.toNearestOrEven)` does), which
    // then stands in the float's low mantissa bits: clamped first, rounded by
    // the addition and read from the bits, four channels in a few vector
    // operations, instead of a conversion and a clamp a channel.
    private static func pack(_ value: SIMD4<Float>) -> UInt32 {
        let clamped = value.clamped(lowerBound: SIMD4(repeating: 0), upperBound: SIMD4(repeating: 255))
        let bytes = unsafeBitCast(clamped + 12_582_912, to: SIMD4<UInt32>.self) & 0xFF
        return bytes[0] << 24 | bytes[1] << 16 | bytes[2] << 8 | bytes[3]
    }
}
