import Foundation
import Testing
@testable import TableKit

/// A renderer paints its bitmap whole with the opaque system background
/// before anything is drawn, so the bitmap is not cleared first: what a freed
/// bitmap left in the memory it reuses must never show.
@Suite struct RendererBitmapTests {
    @Test(arguments: [Appearance.light, .dark])
    func aRenderOverReusedMemoryEqualsOneOverFreshMemory(style: Appearance) throws {
        Bitmap.keepFreedMemoryForReuse()
        let renderer = Renderer(device: .iPhone15, traits: Traits(userInterfaceStyle: style))
        let source = TestDataSource(rowCounts: [3, 2], headers: ["First", "Second"])
        let fresh = try bitmap(renderer.image(of: clearTable(source)))
        // Screen-sized blocks of a colour drawn nowhere, freed for the next bitmap to reuse.
        for _ in 0..<3 {
            let junk = try Bitmap(pixelWidth: fresh.pixelWidth, pixelHeight: fresh.pixelHeight, scale: 3, isOpaque: false)
            junk.withPixels { bytes, stride in memset(bytes, 0x5A, stride * fresh.pixelHeight) }
        }
        let reused = try bitmap(renderer.image(of: clearTable(source)))
        let comparison = try ImageComparison(actual: reused, reference: fresh, tolerance: .precision(1, perceptualPrecision: 1))
        #expect(comparison.sizesMatch && comparison.differingPixelCount == 0, "\(comparison.summary)")
        withExtendedLifetime(source) {}
    }

    @Test(arguments: [Appearance.light, .dark])
    func aRenderOnACanvasPaintedInAdvanceEqualsOneWithout(style: Appearance) throws {
        let renderer = Renderer(device: .iPhone15, traits: Traits(userInterfaceStyle: style))
        let source = TestDataSource(rowCounts: [3, 2], headers: ["First", "Second"])
        let plain = try bitmap(renderer.image(of: clearTable(source)))
        let painted = try bitmap(renderer.preparingCanvas().image(of: clearTable(source)))
        let comparison = try ImageComparison(actual: painted, reference: plain, tolerance: .precision(1, perceptualPrecision: 1))
        #expect(comparison.sizesMatch && comparison.differingPixelCount == 0, "\(comparison.summary)")
        withExtendedLifetime(source) {}
    }

    @Test func aCanvasPaintedInAdvanceIsTakenOnceAndOnlyAtItsSize() throws {
        let canvas = CanvasInAdvance(pixelWidth: 30, pixelHeight: 20, scale: 2, appearance: .dark)
        #expect(canvas.take(pixelWidth: 31, pixelHeight: 20, scale: 2) == nil)
        let dark = CanvasInAdvance(pixelWidth: 30, pixelHeight: 20, scale: 2, appearance: .dark)
        let bitmap = try #require(dark.take(pixelWidth: 30, pixelHeight: 20, scale: 2))
        #expect(bitmap.isOpaque && bitmap.pixelWidth == 30 && bitmap.pixelHeight == 20 && bitmap.scale == 2)
        #expect(bitmap.pixel(x: 29, y: 19) == (0, 0, 0, 255))
        #expect(dark.take(pixelWidth: 30, pixelHeight: 20, scale: 2) == nil)
    }

    @Test func onlyAScreenWithoutRedlinesIsPaintedInAdvance() {
        var content = Renderer(device: .iPhone15)
        content.mode = .content
        #expect(content.preparingCanvas().hasCanvasInAdvance == false)
        #expect(Renderer(device: .iPhone15).preparingCanvas().hasCanvasInAdvance)
        #expect(Renderer(size: CGSize(width: 100_000, height: 100_000)).preparingCanvas().hasCanvasInAdvance == false)
    }

    /// A table that is clear, so that only the renderer's background stands between its rows and the bitmap's memory.
    private func clearTable(_ source: TestDataSource) -> TableView {
        let table = makeTable(source, style: .insetGrouped)
        table.backgroundColor = .clear
        return table
    }

    private func bitmap(_ image: Image) throws -> Bitmap {
        guard case .bitmap(let bitmap) = image.content else { throw BitmapError.empty(width: 0, height: 0) }
        return bitmap
    }
}
