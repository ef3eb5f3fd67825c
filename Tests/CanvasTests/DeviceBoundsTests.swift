import CCairo
import Foundation
import Testing
@testable import Canvas

/// `GraphicsContext.deviceBounds(of:)`: a rectangle's device extent as Cairo
/// transforms its corners, or nil where no pixel index could hold it.
@Suite struct DeviceBoundsTests {
    private func context() throws -> GraphicsContext {
        GraphicsContext(bitmap: try Bitmap(pixelWidth: 30, pixelHeight: 30, scale: 3, isOpaque: true), appearance: .light)
    }

    @Test func anEdgeIsWhereCairoPutsThePoint() throws {
        let context = try context()
        context.translateBy(x: 0.1, y: 0.7)
        let rect = CGRect(x: 1.3, y: 2.2, width: 4.4, height: 3.3)
        let bounds = try #require(context.deviceBounds(of: rect))
        var (x, y) = (Double(rect.maxX), Double(rect.maxY))
        cairo_user_to_device(context.cairo, &x, &y)
        #expect(bounds.maxX == x && bounds.maxY == y)
        #expect(abs(bounds.minX - (1.3 + 0.1) * 3) < 1e-9 && abs(bounds.minY - (2.2 + 0.7) * 3) < 1e-9)
    }

    @Test func aRotatedRectangleIsBoundedByAllFourCorners() throws {
        let context = try context()
        context.rotate(by: .pi / 4)
        let bounds = try #require(context.deviceBounds(of: CGRect(x: 0, y: 0, width: 2, height: 2)))
        // The square's corners at 3x, turned 45°: (0, 0), (4.24, 4.24), (-4.24, 4.24), (0, 8.49).
        let half = 3 * 2 / 2.squareRoot()
        #expect(abs(bounds.minX + half) < 1e-9 && abs(bounds.maxX - half) < 1e-9)
        #expect(abs(bounds.minY) < 1e-9 && abs(bounds.maxY - 2 * half) < 1e-9)
    }

    @Test func edgesBeyondAnySurfaceOrNotNumbersGiveNothing() throws {
        let context = try context()
        #expect(context.deviceBounds(of: CGRect(x: 0, y: 0, width: 1e12, height: 10)) == nil)
        #expect(context.deviceBounds(of: CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10)) == nil)
        #expect(context.deviceBounds(of: CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 10)) == nil)
    }
}
