import TableKit
import TableSnapTesting
import Testing

/// Pixel comparison: precision, perceptual precision, and the box around what changed.
@Suite(.design(.iOS18)) struct ImageComparisonTests {
    /// A 40 × 30 white bitmap with `rect` filled in `color`.
    private func bitmap(_ rect: CGRect? = nil, _ color: Color = .black) throws -> Bitmap {
        let bitmap = try Bitmap(pixelWidth: 40, pixelHeight: 30, scale: 1, isOpaque: true)
        let context = GraphicsContext(bitmap: bitmap, appearance: .light)
        context.paint(.white)
        if let rect { context.fill(rect, with: color) }
        return bitmap
    }

    @Test func theChangedPixelsAreCountedAndBoxed() throws {
        let comparison = try ImageComparison(actual: bitmap(CGRect(x: 10, y: 5, width: 6, height: 4)), reference: bitmap(),
                                             tolerance: .precision(1, perceptualPrecision: 1))
        #expect(comparison.differingPixelCount == 24 && comparison.pixelCount == 1200)
        #expect(comparison.differenceBounds == CGRect(x: 10, y: 5, width: 6, height: 4))
        let diff = try #require(comparison.diffImage)
        #expect(diff.pixel(x: 12, y: 6) == (255, 0, 0, 255), "changed pixels are red")
        #expect(diff.pixel(x: 7, y: 2) == (255, 0, 255, 255), "the box is drawn 3 pixels outside them, in magenta")
        #expect(!comparison.isWithin(.precision(0.99, perceptualPrecision: 1)) && comparison.isWithin(.precision(0.98, perceptualPrecision: 1)))
    }

    @Test func perceptualPrecisionForgivesNearColours() throws {
        let near = Color(hex: "#FAFAFA") ?? .white
        let comparison = try ImageComparison(actual: bitmap(CGRect(x: 0, y: 0, width: 40, height: 30), near), reference: bitmap(),
                                             tolerance: .precision(1, perceptualPrecision: 0.98))
        // #FAFAFA is ΔE ≈ 1.8 from white: within 2, so every pixel matches.
        #expect(comparison.differingPixelCount == 0)
        let strict = try ImageComparison(actual: bitmap(CGRect(x: 0, y: 0, width: 40, height: 30), near), reference: bitmap(),
                                         tolerance: .precision(1, perceptualPrecision: 0.99))
        #expect(strict.differingPixelCount == 1200)
    }
}
