import CGraphics
import Foundation
import Testing
@testable import Canvas

/// A background fill that spares the pixels opaque views paint over it gives
/// the same picture, to the bit, as one that paints them, and spares them
/// only where that holds.
@Suite struct SparedFillTests {
    static let background = Color(red: 0.95, green: 0.95, blue: 0.97)
    static let cell = Color(red: 1, green: 1, blue: 1)
    /// Frames in points at 3x: on whole pixels, between pixels, overlapping,
    /// and reaching out of the background.
    static let frames = [
        CGRect(x: 0, y: 10, width: 120, height: 20), CGRect(x: 10.2, y: 35.7, width: 90.33, height: 14.1),
        CGRect(x: 50, y: 40, width: 60, height: 30), CGRect(x: 100, y: 60, width: 80, height: 40),
    ]

    /// A bitmap of junk, as reused memory holds, 120 × 80 points at `scale`.
    private func junk(scale: CGFloat) throws -> Bitmap {
        let bitmap = try Bitmap(pixelWidth: Int(120 * scale), pixelHeight: Int(80 * scale), scale: scale, isOpaque: true, cleared: false)
        bitmap.withPixels { bytes, stride in memset(bytes, 0x5A, stride * bitmap.pixelHeight) }
        return bitmap
    }

    private func bytes(_ bitmap: Bitmap) -> [UInt8] {
        bitmap.withPixels { bytes, stride in Array(UnsafeBufferPointer(start: bytes, count: stride * bitmap.pixelHeight)) }
    }

    /// The views the covers stand for: distinct objects, alive while the suite runs.
    let owners = frames.map { _ in NSObject() }

    private func covers(_ frames: [CGRect]) -> [(owner: ObjectIdentifier, frame: CGRect)] {
        zip(owners, frames).map { (ObjectIdentifier($0), $1) }
    }

    /// The background, then `frames` filled opaque over it; `prepare` sets
    /// up the transform and clip first.
    private func draw(sparing: Bool, scale: CGFloat = 3, background: Color = background, prepare: (GraphicsContext) -> Void = { _ in }) throws -> [UInt8] {
        let bitmap = try junk(scale: scale)
        let context = GraphicsContext(bitmap: bitmap, appearance: .light)
        context.paint(Color(red: 0.5, green: 0, blue: 0))
        context.sparesCoveredPixels = sparing
        prepare(context)
        let covers = covers(Self.frames)
        context.fill(CGRect(x: 0, y: 0, width: 120, height: 80), with: background, sparing: covers)
        for cover in covers {
            context.fill(cover.frame, with: Self.cell)
            context.endSparing(for: cover.owner)
        }
        return bytes(bitmap)
    }

    @Test func theSameBitsWhereverItApplies() throws {
        #expect(try draw(sparing: true) == draw(sparing: false))
        #expect(try draw(sparing: true, background: Self.background.withAlphaComponent(0.4)) == draw(sparing: false, background: Self.background.withAlphaComponent(0.4)))
        // An iPhone mini's 2.88 px a point: the background's edges fall between pixels.
        #expect(try draw(sparing: true, scale: 2.88) == draw(sparing: false, scale: 2.88))
        let moved: (GraphicsContext) -> Void = { $0.translateBy(x: 1.0 / 3, y: 2) }
        #expect(try draw(sparing: true, prepare: moved) == draw(sparing: false, prepare: moved))
        let rotated: (GraphicsContext) -> Void = { $0.rotate(by: 0.01) }
        #expect(try draw(sparing: true, prepare: rotated) == draw(sparing: false, prepare: rotated))
        let rounded: (GraphicsContext) -> Void = { $0.clip(to: Path { $0.addRoundedRect(CGRect(x: 5, y: 5, width: 100, height: 60), cornerRadius: 12) }) }
        #expect(try draw(sparing: true, prepare: rounded) == draw(sparing: false, prepare: rounded))
        // A clip on whole pixels, which the spared pixels keep inside; one between pixels.
        for clip in [CGRect(x: 1, y: 2, width: 90, height: 50), CGRect(x: 3.1, y: 2.5, width: 90, height: 50.2)] {
            let clipped: (GraphicsContext) -> Void = { $0.clip(to: clip) }
            #expect(try draw(sparing: true, prepare: clipped) == draw(sparing: false, prepare: clipped), "\(clip)")
        }
    }

    /// The pixels a cover holds whole keep what was under them; every other
    /// pixel is filled, the partly covered ones at the frames' edges too.
    @Test func onlyWholePixelsInsideACoverAreSpared() throws {
        let bitmap = try junk(scale: 3)
        let context = GraphicsContext(bitmap: bitmap, appearance: .light)
        context.sparesCoveredPixels = true
        context.fill(CGRect(x: 0, y: 0, width: 120, height: 80), with: Self.background, sparing: covers([CGRect(x: 10.2, y: 35.7, width: 90.33, height: 14.1)]))
        // 10.2 … 100.53 × 35.7 … 49.8 points: pixels 31 ..< 301 × 108 ..< 149.
        let pixels = bytes(bitmap), stride = bitmap.withPixels { $1 }
        for (x, y, spared) in [(31, 108, true), (300, 148, true), (30, 108, false), (31, 107, false), (301, 120, false), (150, 149, false), (0, 0, false)] {
            let word = pixels[(y * stride + x * 4)..<(y * stride + x * 4 + 4)]
            #expect(word.allSatisfy { $0 == 0x5A } == spared, "(\(x), \(y))")
        }
    }

    /// A blur that reads pixels left to a view not drawn yet marks the
    /// drawing as wrong; once the view has painted them, it does not.
    @Test func aBlurReadingSparedPixelsIsNoted() throws {
        let frame = CGRect(x: 0, y: 50, width: 120, height: 30), owner = ObjectIdentifier(NSObject())
        func blurAfterFill(ending: Bool, blurred: CGRect) throws -> Bool {
            let context = GraphicsContext(bitmap: try junk(scale: 3), appearance: .light)
            context.sparesCoveredPixels = true
            context.fill(CGRect(x: 0, y: 0, width: 120, height: 80), with: Self.background, sparing: [(owner, frame)])
            if ending { context.endSparing(for: owner) }
            context.blurBackdrop(in: blurred, radius: 4)
            return context.readSparedPixels
        }
        #expect(try blurAfterFill(ending: false, blurred: CGRect(x: 0, y: 0, width: 120, height: 44)))
        #expect(try !blurAfterFill(ending: true, blurred: CGRect(x: 0, y: 0, width: 120, height: 44)))
        #expect(try !blurAfterFill(ending: false, blurred: CGRect(x: 0, y: 0, width: 120, height: 10)))
    }

    /// Drawing that spares runs once; when a blur read spared pixels, once
    /// more without sparing; outside it, nothing is spared.
    @Test func aDrawingIsRepeatedOnlyWhenSparedPixelsWereRead() throws {
        let frame = CGRect(x: 0, y: 50, width: 120, height: 30), owner = ObjectIdentifier(NSObject())
        for (blurHeight, runs) in [(10.0, [true]), (44.0, [true, false])] {
            let context = GraphicsContext(bitmap: try junk(scale: 3), appearance: .light)
            var sparing: [Bool] = []
            context.drawSparingCoveredPixels {
                sparing.append(context.sparesCoveredPixels)
                context.fill(CGRect(x: 0, y: 0, width: 120, height: 80), with: Self.background, sparing: [(owner, frame)])
                context.blurBackdrop(in: CGRect(x: 0, y: 0, width: 120, height: blurHeight), radius: 4)
                context.fill(frame, with: Self.cell)
                context.endSparing(for: owner)
            }
            #expect(sparing == runs, "a blur \(blurHeight) pt high")
            #expect(!context.sparesCoveredPixels)
        }
    }

    @Test func aBoxLessHolesIsTheRestInBands() {
        let box = PixelBox(x: 0..<10, y: 0..<10)
        let holes = [PixelBox(x: 2..<5, y: 1..<4), PixelBox(x: 4..<8, y: 3..<6), PixelBox(x: 0..<10, y: 8..<10)]
        let pieces = box.subtracting(holes)
        for x in 0..<10 {
            for y in 0..<10 {
                let inHole = holes.contains { $0.x.contains(x) && $0.y.contains(y) }
                let count = pieces.filter { $0.x.contains(x) && $0.y.contains(y) }.count
                #expect(count == (inHole ? 0 : 1), "(\(x), \(y))")
            }
        }
    }
}
