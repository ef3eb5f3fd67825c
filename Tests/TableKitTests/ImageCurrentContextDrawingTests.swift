import Foundation
import Testing
@testable import TableKit
import TableSnapTesting

/// `UIImage.draw(in:)`, `draw(at:)` and `draw(at:blendMode:alpha:)` into the
/// current context, as apps' image helpers scale and fade images.
@Suite(.design(.iOS18)) struct ImageCurrentContextDrawingTests {
    /// A view whose `draw(_:)` runs `body`.
    private final class DrawnView: View {
        let body: () -> Void
        init(frame: CGRect, body: @escaping () -> Void) {
            self.body = body
            super.init(frame: frame)
        }
        required init?(coder: NSCoder) { nil }
        override func draw(_ rect: CGRect) { body() }
    }

    /// A 10-point red square.
    private let red = GraphicsImageRenderer(size: CGSize(width: 10, height: 10)).image { context in
        context.cgContext.setFillColor(Color(red: 1, green: 0, blue: 0))
        context.cgContext.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
    }

    @Test func anImageDrawsScaledIntoARectAndAtAPointAtItsAlpha() throws {
        let image = red
        let view = DrawnView(frame: CGRect(x: 0, y: 0, width: 60, height: 20)) {
            image.draw(in: CGRect(x: 0, y: 0, width: 20, height: 20))
            image.draw(at: CGPoint(x: 25, y: 5))
            image.draw(at: CGPoint(x: 45, y: 5), blendMode: .normal, alpha: 0.5)
        }
        view.backgroundColor = Color(red: 1, green: 1, blue: 1)
        let bitmap = try renderLayered(view, size: CGSize(width: 60, height: 20))
        #expect(isColor(bitmap.pixel(x: 18, y: 18), red: 255, green: 0, blue: 0), "scaled to the rect")
        #expect(isColor(bitmap.pixel(x: 30, y: 10), red: 255, green: 0, blue: 0) && isColor(bitmap.pixel(x: 30, y: 2), red: 255, green: 255, blue: 255),
                "at its size from the point")
        #expect(isColor(bitmap.pixel(x: 50, y: 10), red: 255, green: 128, blue: 128), "half red over white")
    }

    @Test func withoutACurrentContextNothingIsDrawnAndAnEmptyImageHasNoSize() {
        red.draw(in: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(CGContext.current == nil && Image().size == .zero)
    }
}
