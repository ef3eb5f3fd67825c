import Canvas
import Foundation
import Mockup
import TableKit
import Testing

/// `tablesnap render` writes a screen's PNG while drawing it in two bands
/// (`Renderer.pngData(of:)`); every example mockup, in each design, reads
/// back as the pixels of the picture drawn whole, bars' blurs and photos
/// across the bands' edge included (those are drawn whole).
@Suite struct BandedRenderTests {
    static let mockups = AssetSnapshotTests.mockups

    @Test(arguments: mockups, Design.allCases)
    func thePNGHoldsThePictureDrawnWhole(_ name: String, design: Design) throws {
        let path = AssetSnapshotTests.assets.appendingPathComponent(name).path
        var mockup = try Mockup.load(contentsOf: path)
        mockup.traits.design = design
        let png = try mockup.renderPNG(file: path)
        guard case .bitmap(let whole) = try mockup.renderImage(file: path).content else {
            Issue.record("no bitmap")
            return
        }
        let read = pixels(of: try PNGCodec.decode(png, scale: whole.scale)), drawn = pixels(of: whole)
        #expect(read.count == drawn.count)
        let differing = zip(read, drawn).filter { $0 != $1 }.count
        #expect(differing == 0, "\(differing) pixels differ")
    }

    private func pixels(of bitmap: Bitmap) -> [UInt32] {
        bitmap.withPixels { bytes, stride in
            (0..<bitmap.pixelHeight).flatMap { y in
                UnsafeBufferPointer(start: UnsafeRawPointer(bytes + y * stride).assumingMemoryBound(to: UInt32.self), count: bitmap.pixelWidth)
            }
        }
    }
}
