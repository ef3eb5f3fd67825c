import CGraphics
import Testing

/// The box blurs behind ``GraphicsContext/blurBackdrop(in:radius:)`` run as
/// stages a row flows through (BoxBlur.c). They must give, to the bit, what
/// the plain passes over the whole area give, which this test writes out:
/// each radius a running sum along every row, then down every column, the
/// edges extended, in the same order of additions.
@Suite struct BoxBlurTests {
    /// The plain passes: the work area unpacked, blurred pass by pass, the region packed.
    private func plainBlur(_ pixels: [UInt32], width: Int, height: Int,
                           region: (x: Int, y: Int, width: Int, height: Int), radii: [Int]) -> [UInt32] {
        let reach = radii.reduce(0, +)
        let left = max(0, region.x - reach), top = max(0, region.y - reach)
        let right = min(width, region.x + region.width + reach), bottom = min(height, region.y + region.height + reach)
        let w = right - left, h = bottom - top
        var work = (0..<h).flatMap { y in (0..<w).map { x in Self.unpack(pixels[(top + y) * width + left + x]) } }
        for radius in radii where radius > 0 {
            work = Self.blurLines(work, count: w, lines: h, step: 1, lineStep: w, radius: radius)
            work = Self.blurLines(work, count: h, lines: w, step: w, lineStep: 1, radius: radius)
        }
        var out = pixels
        for y in region.y..<region.y + region.height {
            for x in region.x..<region.x + region.width { out[y * width + x] = Self.pack(work[(y - top) * w + x - left]) }
        }
        return out
    }

    /// A box blur along each of `lines` lines of `count` values, `step` apart.
    private static func blurLines(_ source: [SIMD4<Float>], count: Int, lines: Int, step: Int, lineStep: Int, radius: Int) -> [SIMD4<Float>] {
        var target = source
        let scale = 1 / Float(2 * radius + 1)
        for line in 0..<lines {
            let at = { line * lineStep + $0 * step }
            var sum = source[at(0)] * Float(radius)
            for i in 0..<radius { sum += source[at(min(i, count - 1))] }
            for i in 0..<count {
                sum += source[at(min(i + radius, count - 1))]
                target[at(i)] = sum * scale
                sum -= source[at(max(i - radius, 0))]
            }
        }
        return target
    }

    private static func unpack(_ pixel: UInt32) -> SIMD4<Float> {
        SIMD4<Float>(SIMD4<UInt32>(pixel >> 24, (pixel >> 16) & 0xFF, (pixel >> 8) & 0xFF, pixel & 0xFF))
    }

    private static func pack(_ value: SIMD4<Float>) -> UInt32 {
        let channels = value.clamped(lowerBound: SIMD4(repeating: 0), upperBound: SIMD4(repeating: 255))
        let bytes = (0..<4).map { UInt32(channels[$0].rounded(.toNearestOrEven)) }
        return bytes[0] << 24 | bytes[1] << 16 | bytes[2] << 8 | bytes[3]
    }

    /// Premultiplied pixels of every kind, the same for every run.
    private func noise(count: Int, seed: UInt64) -> [UInt32] {
        var state = seed
        return (0..<count).map { _ in
            state = state &* 6364136223846793005 &+ 1442695040888963407
            let bits = UInt32(truncatingIfNeeded: state >> 32), alpha = bits >> 24
            let channel = { (shift: UInt32) in ((bits >> shift) & 0xFF) * alpha / 255 }
            return alpha << 24 | channel(16) << 16 | channel(8) << 8 | channel(0)
        }
    }

    private func blurred(_ pixels: [UInt32], width: Int, height: Int, region: (x: Int, y: Int, width: Int, height: Int),
                         radii: [Int], inPlace: Bool) -> (status: Int32, pixels: [UInt32]) {
        var surface = pixels
        var separate = [UInt32](repeating: 0, count: region.width * region.height)
        let radii = radii.map { Int32($0) }
        let status = surface.withUnsafeMutableBufferPointer { surface in
            guard inPlace else {
                return separate.withUnsafeMutableBufferPointer { out in
                    tablesnap_box_blur(surface.baseAddress, Int32(width), Int32(width), Int32(height), Int32(region.x), Int32(region.y),
                                       Int32(region.width), Int32(region.height), radii, Int32(radii.count), out.baseAddress, Int32(region.width))
                }
            }
            return tablesnap_box_blur(surface.baseAddress, Int32(width), Int32(width), Int32(height), Int32(region.x), Int32(region.y),
                                      Int32(region.width), Int32(region.height), radii, Int32(radii.count),
                                      surface.baseAddress! + region.y * width + region.x, Int32(width))
        }
        guard !inPlace, status == 0 else { return (status, surface) }
        for y in 0..<region.height {
            for x in 0..<region.width { surface[(region.y + y) * width + region.x + x] = separate[y * region.width + x] }
        }
        return (status, surface)
    }

    /// Regions inside, at every edge, and larger than their reach; radii
    /// larger than the area; a radius of 0 skipped; in place and into
    /// another buffer.
    @Test(arguments: [
        (width: 90, height: 70, region: (x: 30, y: 25, width: 20, height: 15), radii: [4, 4, 5]),
        (width: 90, height: 70, region: (x: 0, y: 0, width: 90, height: 70), radii: [4, 4, 5]),
        (width: 90, height: 70, region: (x: 0, y: 50, width: 40, height: 20), radii: [7, 7, 7]),
        (width: 90, height: 70, region: (x: 70, y: 0, width: 20, height: 3), radii: [2, 3, 3]),
        (width: 33, height: 9, region: (x: 3, y: 2, width: 27, height: 5), radii: [12, 12, 13]),
        (width: 40, height: 40, region: (x: 10, y: 10, width: 1, height: 1), radii: [1, 0, 2]),
        (width: 64, height: 200, region: (x: 5, y: 90, width: 50, height: 100), radii: [23, 23, 24]),
    ])
    func equalsThePlainPassesToTheBit(_ example: (width: Int, height: Int, region: (x: Int, y: Int, width: Int, height: Int), radii: [Int])) {
        let pixels = noise(count: example.width * example.height, seed: UInt64(example.width * 1000 + example.height))
        let expected = plainBlur(pixels, width: example.width, height: example.height, region: example.region, radii: example.radii)
        for inPlace in [false, true] {
            let result = blurred(pixels, width: example.width, height: example.height, region: example.region, radii: example.radii, inPlace: inPlace)
            #expect(result.status == 0)
            let differing = zip(result.pixels, expected).filter { $0 != $1 }.count
            #expect(differing == 0, "\(differing) pixels differ (in place: \(inPlace))")
            #expect(result.pixels != pixels, "the region is blurred")
        }
    }

    @Test func radiiOrARegionItCannotTakeAreRefused() {
        let pixels = noise(count: 100, seed: 1)
        let region = (x: 2, y: 2, width: 5, height: 5)
        for radii in [[1, 1, 1, 1], [2, -1, 2], [1, 21, 1]] {
            let result = blurred(pixels, width: 10, height: 10, region: region, radii: radii, inPlace: true)
            #expect(result.status == -1 && result.pixels == pixels, "\(radii)")
        }
        for outside in [(x: -1, y: 2, width: 5, height: 5), (x: 2, y: 6, width: 5, height: 5)] {
            let result = blurred(pixels, width: 10, height: 10, region: outside, radii: [1, 1, 1], inPlace: false)
            #expect(result.status == -1, "\(outside)")
        }
    }
}
