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
        // Clear, so that only the renderer's background stands between the rows and the memory.
        func table() -> TableView {
            let table = makeTable(source, style: .insetGrouped)
            table.backgroundColor = .clear
            return table
        }
        let fresh = try bitmap(renderer.image(of: table()))
        // Screen-sized blocks of a colour drawn nowhere, freed for the next bitmap to reuse.
        for _ in 0..<3 {
            let junk = try Bitmap(pixelWidth: fresh.pixelWidth, pixelHeight: fresh.pixelHeight, scale: 3, isOpaque: false)
            junk.withPixels { bytes, stride in memset(bytes, 0x5A, stride * fresh.pixelHeight) }
        }
        let reused = try bitmap(renderer.image(of: table()))
        let comparison = try ImageComparison(actual: reused, reference: fresh, tolerance: .precision(1, perceptualPrecision: 1))
        #expect(comparison.sizesMatch && comparison.differingPixelCount == 0, "\(comparison.summary)")
        withExtendedLifetime(source) {}
    }

    private func bitmap(_ image: Image) throws -> Bitmap {
        guard case .bitmap(let bitmap) = image.content else { throw BitmapError.empty(width: 0, height: 0) }
        return bitmap
    }
}
