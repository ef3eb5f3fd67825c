import CGraphics
import Foundation
import Testing
@testable import Canvas

/// A picture drawn into a bitmap is rasterised once per placement (size and
/// fraction of a pixel) and composited by every later draw there, with the
/// pixels replaying it for each draw gives; each raster is paid for from
/// the context's ``RasterBudget``, which refuses what it cannot afford.
@Suite struct PictureRasterTests {
    /// Curves, a stroke, translucent fills, a layer and a scaled bitmap: what a PDF or SVG draws.
    private static func picture(drawingSize: DrawingSize = DrawingSize()) throws -> Picture {
        let photo = try Bitmap(pixelWidth: 7, pixelHeight: 5, scale: 1, isOpaque: true)
        photo.withPixels { bytes, stride in
            for y in 0..<5 { for x in 0..<28 { bytes[y * stride + x] = UInt8(truncatingIfNeeded: x * 37 + y * 91) } }
        }
        return Picture(size: CGSize(width: 30.5, height: 20), appearance: .light, scale: 1, drawingSize: drawingSize) { context in
            context.fill(Path { $0.addEllipse(in: CGRect(x: 1.3, y: 0.7, width: 17, height: 12.2)) }, with: .systemBlue)
            context.stroke(Path { $0.move(to: CGPoint(x: 2, y: 18)); $0.addCurve(to: CGPoint(x: 29, y: 3), control1: CGPoint(x: 9, y: -4), control2: CGPoint(x: 21, y: 25)) },
                           with: .systemRed, lineWidth: 1.7)
            context.withTransparencyLayer(alpha: 0.6) {
                context.fill(CGRect(x: 12.25, y: 6.1, width: 15, height: 9.9), with: .systemGreen)
                context.fill(Path { $0.addRoundedRect(CGRect(x: 16, y: 9, width: 12, height: 10), cornerRadius: 3.3) }, with: Color(red: 0.2, green: 0.1, blue: 0.9, alpha: 0.5))
            }
            context.draw(photo, in: CGRect(x: 21.1, y: 0.4, width: 8.3, height: 5.9))
        }
    }

    /// Draws `picture` into `rect` as Cairo draws a recording: replayed anew for this draw.
    private func replayed(_ picture: Picture, in rect: CGRect, context: GraphicsContext) {
        context.withSavedState {
            cairo_translate(context.cairo, Double(rect.minX), Double(rect.minY))
            cairo_scale(context.cairo, Double(rect.width / picture.size.width), Double(rect.height / picture.size.height))
            context.replay(picture)
        }
    }

    private func bytes(_ bitmap: Bitmap) -> [UInt8] {
        bitmap.withPixels { Array(UnsafeBufferPointer(start: $0, count: $1 * bitmap.pixelHeight)) }
    }

    /// How many bytes of two same-sized bitmaps differ.
    private func differingBytes(_ a: Bitmap, _ b: Bitmap) -> Int {
        zip(bytes(a), bytes(b)).reduce(0) { $0 + ($1.0 == $1.1 ? 0 : 1) }
    }

    /// A white 3x canvas.
    private func canvas() throws -> Bitmap {
        let bitmap = try Bitmap(pixelWidth: 420, pixelHeight: 300, scale: 3, isOpaque: true)
        GraphicsContext(bitmap: bitmap, appearance: .light).paint(.white)
        return bitmap
    }

    /// Rects at whole, third and odd fractions of a point, shrunk, enlarged and stretched.
    static let rects = [
        CGRect(x: 0, y: 0, width: 30.5, height: 20), CGRect(x: 10.333, y: 7.1, width: 30.5, height: 20),
        CGRect(x: 40.5, y: 30.25, width: 15.25, height: 10), CGRect(x: 3.7, y: 44.01, width: 61, height: 40),
        CGRect(x: 70.9, y: 3.3, width: 52.1, height: 11.7), CGRect(x: 20.123, y: 60.456, width: 91.5, height: 60),
    ]

    @Test(arguments: rects)
    func aRasterGivesThePixelsReplayingGives(_ rect: CGRect) throws {
        let picture = try Self.picture()
        let replay = try canvas(), raster = try canvas()
        replayed(picture, in: rect, context: GraphicsContext(bitmap: replay, appearance: .light))
        GraphicsContext(bitmap: raster, appearance: .light).draw(picture, in: rect)
        #expect(picture.rasters.madeCount == 1)
        #expect(differingBytes(raster, replay) == 0)
    }

    @Test func aRasterGivesThePixelsReplayingGivesInALayerAndMirrored() throws {
        let picture = try Self.picture()
        let rect = CGRect(x: 31.4, y: 12.6, width: 45.75, height: 30)
        func scene(_ context: GraphicsContext, _ draw: (GraphicsContext) -> Void) {
            context.fill(with: .systemOrange, in: rect) { draw(context) }
            context.withSavedState {
                context.translateBy(x: 130, y: 40)
                context.scaleBy(x: -1, y: 1)
                context.rotate(by: 0.3)
                draw(context)
            }
        }
        let replay = try canvas(), raster = try canvas()
        scene(GraphicsContext(bitmap: replay, appearance: .light)) { replayed(picture, in: rect, context: $0) }
        scene(GraphicsContext(bitmap: raster, appearance: .light)) { $0.draw(picture, in: rect) }
        #expect(differingBytes(raster, replay) == 0)
    }

    @Test func rowsAtTheSamePlacementShareOneRaster() throws {
        let picture = try Self.picture()
        let context = GraphicsContext(bitmap: try canvas(), appearance: .light)
        // Rows 14 pt apart, each showing the picture 2.4 pt from its left and 1.9 pt from its top.
        for row in 0..<6 { context.draw(picture, in: CGRect(x: 2.4, y: 1.9 + 14 * CGFloat(row), width: 30.5, height: 20)) }
        #expect(picture.rasters.madeCount == 1)
        let spent = context.rasterBudget.spent
        #expect(spent == 94 * 61 / 16 + 1, "31 × 20 whole points from 7.2 px, 5.7 px: 94 × 61 px")
        context.draw(picture, in: CGRect(x: 2.4, y: 90.2, width: 30.5, height: 20))
        #expect(picture.rasters.madeCount == 2, "another fraction of a pixel is another raster")
        context.draw(picture, in: CGRect(x: 2.4, y: 1.9, width: 61, height: 40))
        #expect(picture.rasters.madeCount == 3, "another size is another raster")
        let spentOnThree = context.rasterBudget.spent
        context.draw(picture, in: CGRect(x: 50.4, y: 15.9, width: 61, height: 40))
        #expect(picture.rasters.madeCount == 3)
        #expect(context.rasterBudget.spent == spentOnThree, "a raster reused costs nothing")
    }

    @Test func aRasterCostsItsElementsTheRowsItsEdgesCrossAndItsPixels() throws {
        // Edges reaching 50 pt across and 1,000 pt down, drawn at 3x turned a quarter: 150 rows across, none down.
        let picture = try Self.picture(drawingSize: DrawingSize(elements: 700, edgeWidth: 50, edgeHeight: 1_000))
        let upright = GraphicsContext(bitmap: try canvas(), appearance: .light)
        upright.draw(picture, in: CGRect(x: 0, y: 0, width: 30.5, height: 20))
        #expect(upright.rasterBudget.spent == 700 + 3_000 + 93 * 60 / 16 + 1)
        let turned = GraphicsContext(bitmap: try canvas(), appearance: .light)
        turned.concatenate(CGAffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 50, ty: 0))
        turned.draw(picture, in: CGRect(x: 0, y: 0, width: 30.5, height: 20))
        #expect(turned.rasterBudget.spent == 700 + 150 + 60 * 93 / 16 + 1)
    }

    @Test func anEdgeReachesAsFarAsItTravels() {
        let zigzag = Path { $0.addLines([CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 100), CGPoint(x: 20, y: 0), CGPoint(x: 30, y: 100)]) }
        #expect(zigzag.edgeReach == CGSize(width: 30, height: 300))
        let square = Path { $0.addRect(CGRect(x: 5, y: 5, width: 10, height: 20)) }
        #expect(square.edgeReach == CGSize(width: 20, height: 40))
        let curve = Path { $0.move(to: .zero); $0.addCurve(to: CGPoint(x: 10, y: 0), control1: CGPoint(x: 0, y: 10), control2: CGPoint(x: 10, y: 10)) }
        #expect(curve.edgeReach == CGSize(width: 10, height: 20), "the control polygon's travel")
    }

    @Test func everyRenderPaysForTheRastersItShowsWhicheverMadeThem() throws {
        let picture = try Self.picture()
        let rect = CGRect(x: 2.4, y: 1.9, width: 30.5, height: 20)
        // Two cards of a review sheet, or two renders of a batch, on one thread or two.
        let first = GraphicsContext(bitmap: try canvas(), appearance: .light), second = GraphicsContext(bitmap: try canvas(), appearance: .light)
        first.draw(picture, in: rect)
        second.draw(picture, in: rect)
        second.draw(picture, in: rect.offsetBy(dx: 0, dy: 14))
        #expect(picture.rasters.madeCount == 1)
        #expect(second.rasterBudget.spent == first.rasterBudget.spent, "the raster the first made costs the second what it cost the first")
        #expect(first.rasterBudget.spent > 0)
    }

    @Test func aVectorPageReplaysThePictureAsVectors() throws {
        let picture = try Self.picture()
        let document = VectorDocument(format: .pdf)
        document.addPage(size: CGSize(width: 100, height: 100), appearance: .light, scale: 3) { context in
            for row in 0..<4 { context.draw(picture, in: CGRect(x: 1, y: 1 + 21 * CGFloat(row), width: 30.5, height: 20)) }
        }
        _ = try document.data()
        #expect(picture.rasters.madeCount == 0)
    }

    @Test func eachRasterIsPaidForAndOneTheBudgetCannotAffordIsLeftOut() throws {
        let picture = try Self.picture(drawingSize: DrawingSize(elements: RasterBudget.maximumWork / 3))
        let bitmap = try canvas()
        let budget = RasterBudget()
        let context = GraphicsContext(bitmap: bitmap, appearance: .light, rasterBudget: budget)
        for row in 0..<20 { context.draw(picture, in: CGRect(x: 0, y: 14 * CGFloat(row), width: 30.5, height: 20)) }
        #expect(budget.spent == RasterBudget.maximumWork / 3 + 93 * 60 / 16 + 1, "one raster of 93 × 60 px for twenty rows")
        context.draw(picture, in: CGRect(x: 0, y: 0, width: 31, height: 20))
        #expect(budget.refused == nil)
        try budget.check()
        // A third raster would pass the limit: it is not made, nor is anything after it.
        let refused = CGRect(x: 70.2, y: 40, width: 30.5, height: 20)
        context.draw(picture, in: refused)
        context.draw(picture, in: CGRect(x: 0, y: 0, width: 32, height: 20))
        #expect(budget.refused === picture)
        #expect(picture.rasters.madeCount == 2)
        let white = bitmap.withPixels { bytes, stride in
            (120..<180).allSatisfy { y in (210..<303).allSatisfy { x in (0..<4).allSatisfy { bytes[y * stride + x * 4 + $0] == 0xFF } } }
        }
        #expect(white, "the refused picture is left out")
        #expect(throws: BitmapError.overRasterWork(image: picture.description, limit: RasterBudget.maximumWork)) { try budget.check() }
    }
}
