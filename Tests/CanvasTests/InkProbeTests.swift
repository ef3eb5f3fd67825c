import Foundation
import Testing
@testable import Canvas

/// An `InkProbe` finds how far down a picture draws without painting it:
/// every row a scene paints lies above the rows it gives, blurs and shadows
/// counted by what they read and paint, and an opaque fill of the whole
/// canvas is the background, not ink.
@Suite struct InkProbeTests {
    /// 100 × 60 points at 3x: 180 rows.
    static let (width, height, scale): (CGFloat, CGFloat, CGFloat) = (100, 60, 3)

    private func probed(_ scene: (GraphicsContext) -> Void) -> InkProbe {
        let probe = InkProbe(pixelWidth: 300, pixelHeight: 180, scale: Self.scale, appearance: .light)
        scene(probe.context)
        return probe
    }

    /// The last row the scene paints anything on, drawn on a transparent bitmap; nil when it paints nothing.
    private func lastPaintedRow(_ scene: (GraphicsContext) -> Void) throws -> Int? {
        let bitmap = try Bitmap(pixelWidth: 300, pixelHeight: 180, scale: Self.scale, isOpaque: false)
        scene(GraphicsContext(bitmap: bitmap, appearance: .light))
        return bitmap.withPixels { bytes, stride in
            (0..<180).last { y in UnsafeBufferPointer(start: bytes + y * stride, count: 300 * 4).contains { $0 != 0 } }
        }
    }

    static let scenes: [(String, @Sendable (GraphicsContext) -> Void)] = [
        ("a rectangle off whole pixels", { $0.fill(CGRect(x: 10.2, y: 5.3, width: 40, height: 12.4), with: .black) }),
        ("a rounded rectangle", { $0.fill(Path { $0.addRoundedRect(CGRect(x: 5, y: 20, width: 60, height: 9), cornerRadius: 4) }, with: .black) }),
        ("a stroke", { $0.stroke(Path { $0.move(to: CGPoint(x: 5, y: 30)); $0.addLine(to: CGPoint(x: 90, y: 33)) }, with: .black, lineWidth: 2) }),
        ("text", { $0.draw(TextLayout(text: "Row gjy", font: .systemFont(ofSize: 17), width: nil), at: CGPoint(x: 16, y: 20), color: .black) }),
        ("a shadow", { $0.fill(Path { $0.addRect(CGRect(x: 10, y: 10, width: 50, height: 20)) }, with: .white, shadows: [Shadow(offset: CGSize(width: 0, height: 4), blur: 8, color: .black)]) }),
        ("a rotated rectangle", { context in
            context.withSavedState {
                context.translateBy(x: 50, y: 25)
                context.rotate(by: 0.5)
                context.fill(CGRect(x: -20, y: -5, width: 40, height: 10), with: .black)
            }
        }),
    ]

    @Test(arguments: scenes.indices)
    func everyPaintedRowIsAboveTheRowsFound(_ index: Int) throws {
        let (name, scene) = Self.scenes[index]
        let last = try #require(try lastPaintedRow(scene), "\(name) paints")
        let rows = probed(scene).drawnRowCount
        #expect(rows > last + 1, "\(name): row \(last) painted, \(rows) rows found; the last found must be unpainted")
        #expect(rows <= last + 1 + InkProbe.margin + 12, "\(name): \(rows) rows found for a drawing down to row \(last)")
    }

    @Test func anOpaqueFillOfTheWholeCanvasIsTheBackground() {
        let canvas = CGRect(x: 0, y: 0, width: Self.width, height: Self.height)
        let probe = probed { $0.fill(canvas, with: Color(red: 0.95, green: 0.95, blue: 0.97), sparing: []) }
        #expect(probe.drawnRowCount == InkProbe.margin)
        let withRow = probed {
            $0.fill(canvas, with: .white, sparing: [])
            $0.fill(CGRect(x: 0, y: 10, width: 100, height: 5), with: .black)
        }
        #expect(withRow.drawnRowCount == 45 + InkProbe.margin)
    }

    /// What is not the background alike in every row: a translucent fill, an
    /// erasing one, one in a layer, one under a clip, one short of the canvas.
    @Test func otherFillsOfTheCanvasAreInk() {
        let canvas = CGRect(x: 0, y: 0, width: Self.width, height: Self.height)
        let scenes: [(GraphicsContext) -> Void] = [
            { $0.fill(canvas, with: Color(red: 0, green: 0, blue: 0, alpha: 0.5), sparing: []) },
            { context in context.withErasing { context.fill(canvas, with: .black, sparing: []) } },
            { context in context.withTransparencyLayer(alpha: 0.5) { context.fill(canvas, with: .black, sparing: []) } },
            { context in context.withSavedState { context.clip(to: CGRect(x: 0, y: 0, width: 100, height: 50)); context.fill(canvas, with: .black, sparing: []) } },
            { $0.fill(CGRect(x: 0, y: 0, width: 100, height: 59), with: .black, sparing: []) },
        ]
        for scene in scenes { #expect(probed(scene).drawnRowCount >= 150) }
    }

    /// A blur reads its reach around what it changes: the rows found take it
    /// in. Three boxes of half-widths 14, 14 and 15 pixels (a deviation of 5
    /// points at 3x) reach 43 rows below the 60 blurred.
    @Test func aBlurCountsTheRowsItReads() {
        let probe = probed { $0.blurBackdrop(in: CGRect(x: 0, y: 0, width: 100, height: 20), radius: 5) }
        #expect(probe.drawnRowCount == 60 + 43 + InkProbe.margin)
    }

    /// An image is noted by its rows, a pixel around; one inside a layer is noted as such.
    @Test func imagesAreNotedAndThoseInLayersSaidSo() throws {
        let image = try Bitmap(pixelWidth: 10, pixelHeight: 10, scale: 1, isOpaque: true)
        let plain = probed { $0.draw(image, in: CGRect(x: 10, y: 10, width: 7, height: 7)) }
        #expect(plain.drawnRowCount == 51 + 1 + InkProbe.margin)
        #expect(!plain.drewImageInLayer)
        let layered = probed { context in context.withTransparencyLayer(alpha: 0.5) { context.draw(image, in: CGRect(x: 10, y: 10, width: 7, height: 7)) } }
        #expect(layered.drewImageInLayer)
    }
}
