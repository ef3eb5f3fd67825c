import Foundation
import Testing
@testable import Canvas

/// A picture drawn a band of rows at a time (`GraphicsContext(bitmap:rows:)`)
/// gives every pixel what drawing it whole gives, changes nothing outside
/// the band, and notes what it cannot draw so: a blur reading across the
/// band's edge, a scaled image across it.
@Suite struct BandedDrawingTests {
    /// 100 × 60 points at 3x; the bands meet at pixel row `split`.
    static let size = CGSize(width: 100, height: 60)
    static let split = 97

    private func junk() throws -> Bitmap {
        let bitmap = try Bitmap(pixelWidth: 300, pixelHeight: 180, scale: 3, isOpaque: true, cleared: false)
        bitmap.withPixels { bytes, stride in memset(bytes, 0x5A, stride * bitmap.pixelHeight) }
        return bitmap
    }

    private func bytes(_ bitmap: Bitmap, rows: Range<Int> = 0..<180) -> [UInt8] {
        bitmap.withPixels { bytes, stride in Array(UnsafeBufferPointer(start: bytes + rows.lowerBound * stride, count: stride * rows.count)) }
    }

    /// A photo-like 40 × 30 pixel bitmap.
    private static let photo: Bitmap? = {
        guard let bitmap = try? Bitmap(pixelWidth: 40, pixelHeight: 30, scale: 1, isOpaque: true) else { return nil }
        let context = GraphicsContext(bitmap: bitmap, appearance: .light)
        for i in 0..<12 {
            context.fill(CGRect(x: i * 3, y: (i * 7) % 30, width: 5, height: 9), with: Color(red: Double(i) / 12, green: 0.3, blue: 1 - Double(i) / 12))
        }
        return bitmap
    }()

    /// Fills across the bands' edge, off whole pixels, rounded and rotated
    /// shapes, a transparency layer and an image that stays inside one band.
    private func scene(_ context: GraphicsContext) {
        context.paint(Color(red: 0.95, green: 0.95, blue: 0.97))
        context.fill(CGRect(x: 10.2, y: 20.4, width: 70.3, height: 21.1), with: .white)
        context.fill(Path { $0.addRoundedRect(CGRect(x: 5, y: 28, width: 50, height: 20), cornerRadius: 10) }, with: Color(red: 0, green: 0.48, blue: 1))
        context.withSavedState {
            context.translateBy(x: 70, y: 32)
            context.rotate(by: 0.4)
            context.fill(CGRect(x: -12, y: -6, width: 24, height: 12), with: Color(red: 1, green: 0.23, blue: 0.19))
        }
        context.withTransparencyLayer(alpha: 0.5) {
            context.fill(Path { $0.addCapsule(in: CGRect(x: 30, y: 25, width: 40, height: 16)) }, with: .black)
        }
        if let photo = Self.photo { context.draw(photo, in: CGRect(x: 60, y: 2, width: 33.3, height: 25)) }
    }

    @Test func bandsTogetherDrawTheWholePicture() throws {
        let whole = try junk()
        scene(GraphicsContext(bitmap: whole, appearance: .light))
        let banded = try junk()
        let upper = GraphicsContext(bitmap: banded, rows: 0..<Self.split, appearance: .light)
        scene(upper)
        #expect(bytes(banded, rows: Self.split..<180) == bytes(try junk(), rows: Self.split..<180), "nothing drawn below the upper band")
        let lower = GraphicsContext(bitmap: banded, rows: Self.split..<180, appearance: .light)
        scene(lower)
        #expect(!upper.drawingCrossedBand && !lower.drawingCrossedBand)
        #expect(bytes(banded) == bytes(whole))
    }

    @Test func aBlurInsideABandIsDrawnThereOnly() throws {
        let blurred = CGRect(x: 10, y: 40, width: 60, height: 15)
        let whole = try junk()
        let wholeContext = GraphicsContext(bitmap: whole, appearance: .light)
        scene(wholeContext)
        wholeContext.blurBackdrop(in: blurred, radius: 2)
        let banded = try junk()
        for rows in [0..<Self.split, Self.split..<180] {
            let context = GraphicsContext(bitmap: banded, rows: rows, appearance: .light)
            scene(context)
            context.blurBackdrop(in: blurred, radius: 2)
            #expect(!context.drawingCrossedBand)
        }
        #expect(bytes(banded) == bytes(whole))
    }

    @Test func aBlurReadingAcrossTheEdgeIsNotedAndLeftOut() throws {
        let bitmap = try junk()
        let context = GraphicsContext(bitmap: bitmap, rows: Self.split..<180, appearance: .light)
        scene(context)
        let before = bytes(bitmap)
        // Rows 33...36 pt are pixels 99...108: inside the band, but the blur reads above row 97.
        context.blurBackdrop(in: CGRect(x: 10, y: 33, width: 60, height: 3), radius: 2)
        #expect(context.drawingCrossedBand)
        #expect(bytes(bitmap) == before)
    }

    @Test(arguments: [CGRect(x: 10, y: 20, width: 30, height: 20), CGRect(x: 10, y: 40, width: 30, height: 20)])
    func aScaledImageIsNotedWhereItCrossesTheEdge(rect: CGRect) throws {
        let photo = try #require(Self.photo)
        let context = GraphicsContext(bitmap: try junk(), rows: 0..<Self.split, appearance: .light)
        context.draw(photo, in: rect)
        // 20...40 pt are rows 60...120, across row 97; 40...60 pt lie below the band.
        #expect(context.drawingCrossedBand == (rect.minY == 20))
    }

    @Test func aScaledImageInALayerTheBandCutIsNoted() throws {
        let photo = try #require(Self.photo)
        let context = GraphicsContext(bitmap: try junk(), rows: Self.split..<180, appearance: .light)
        context.withTransparencyLayer(alpha: 0.5) {
            context.draw(photo, in: CGRect(x: 10, y: 40, width: 30, height: 10))
        }
        #expect(context.drawingCrossedBand, "the layer starts at the band's top, not the picture's")
    }
}
