import Foundation
import Testing
@testable import Canvas

/// The backdrop blur behind materials: it smears what is drawn under a
/// rectangle, reads its surroundings, and leaves everything outside alone.
@Suite struct BackdropBlurTests {
    /// A 60×40-pt bitmap at 2×: white left half, black right half.
    private func halves() throws -> (Bitmap, GraphicsContext) {
        let bitmap = try Bitmap(pixelWidth: 120, pixelHeight: 80, scale: 2, isOpaque: true)
        let context = GraphicsContext(bitmap: bitmap, appearance: .light)
        context.fill(CGRect(x: 0, y: 0, width: 30, height: 40), with: .white)
        context.fill(CGRect(x: 30, y: 0, width: 30, height: 40), with: .black)
        return (bitmap, context)
    }

    @Test func anEdgeUnderTheRectBecomesAGradient() throws {
        let (bitmap, context) = try halves()
        context.blurBackdrop(in: CGRect(x: 10, y: 10, width: 40, height: 20), radius: 4)
        // Across the edge inside the rect: monotonically darker, mid-grey at the edge, no hard step.
        let row = (20..<100).map { Int(bitmap.pixel(x: $0, y: 40).red) }
        #expect(zip(row, row.dropFirst()).allSatisfy { $0 >= $1 })
        #expect(abs(Int(bitmap.pixel(x: 60, y: 40).red) - 128) < 16)
        #expect(zip(row, row.dropFirst()).map { $0 - $1 }.max() ?? 255 < 40)
        // The blur spreads over about two standard deviations (4 pt = 8 px) each side.
        #expect(bitmap.pixel(x: 44, y: 40).red > 200 && bitmap.pixel(x: 76, y: 40).red < 55)
    }

    @Test func pixelsOutsideTheRectAreUntouched() throws {
        let (bitmap, context) = try halves()
        context.blurBackdrop(in: CGRect(x: 10, y: 10, width: 40, height: 20), radius: 4)
        for (x, y) in [(59, 10), (60, 10), (59, 70), (60, 70), (10, 40), (110, 40)] {
            let expected: UInt8 = x < 60 ? 255 : 0
            #expect(bitmap.pixel(x: x, y: y).red == expected, "(\(x), \(y))")
        }
    }

    @Test func theCurrentTransformPlacesTheRect() throws {
        let (bitmap, context) = try halves()
        context.translateBy(x: 20, y: 10)
        context.blurBackdrop(in: CGRect(x: 0, y: 0, width: 20, height: 10), radius: 4)
        #expect(bitmap.pixel(x: 60, y: 30).red > 60 && bitmap.pixel(x: 60, y: 30).red < 200)
        #expect(bitmap.pixel(x: 60, y: 10).red == 0, "above the translated rect")
    }

    /// Glass blurs its whole shape, a circle too (a capsule all round
    /// ends), and nothing outside its curve, even inside its bounding box.
    @Test func aShapeIsBlurredToItsCurve() throws {
        let (bitmap, context) = try halves()
        context.translateBy(x: 4, y: 0)
        // A 20-pt circle centred at (34, 20) pt once translated; the halves' edge at 30 crosses it.
        context.blurBackdrop(in: Path { $0.addCapsule(in: CGRect(x: 20, y: 10, width: 20, height: 20)) }, radius: 4)
        let greyed = bitmap.pixel(x: 62, y: 40).red
        #expect(greyed > 20 && greyed < 128, "black right of the edge turns grey inside the circle: \(greyed)")
        #expect(bitmap.pixel(x: 49, y: 21).red == 255 && bitmap.pixel(x: 87, y: 21).red == 0, "the box's corners, outside the curve")
    }
}
