import ForgedReferences
import Foundation
import SnapshotTesting
import TableKit
import Testing
@testable import TableSnapTesting

/// The image diffing keeps a reference's PNG bytes from reading the file to
/// the comparison, so that a rendering equal to it is never decoded into
/// a bitmap; each reference finds its own bytes, and one that differs,
/// or cannot be read, is compared as a decoded image.
@Suite struct DiffingImageTests {
    private func image(_ color: Color, width: Int = 30, height: Int = 20) throws -> Image {
        let bitmap = try Bitmap(pixelWidth: width, pixelHeight: height, scale: 1, isOpaque: true)
        GraphicsContext(bitmap: bitmap, appearance: .light).fill(CGRect(x: 0, y: 0, width: width, height: height), with: color)
        return Image(bitmap: bitmap)
    }

    @Test func eachReferenceIsComparedWithItsOwnBytes() throws {
        let diffing = Diffing<Image>.image()
        let red = try image(.systemRed), blue = try image(.systemBlue)
        // Two assertions sharing the strategy, their reads and comparisons interleaved.
        let redReference = diffing.fromData(diffing.toData(red)), blueReference = diffing.fromData(diffing.toData(blue))
        #expect(diffing.diffV2(blueReference, blue) == nil)
        #expect(diffing.diffV2(redReference, blue) != nil, "red's bytes against a blue rendering")
        #expect(diffing.diffV2(redReference, red) == nil, "compared again, with its own bytes")
        #expect(diffing.diffV2(red, red) == nil, "an image that is no stand-in is compared as it is")
    }

    @Test func aReferenceThatDiffersIsDecodedAndComparedWithinTheTolerance() throws {
        let rendering = try image(Color(red: 0.5, green: 0.5, blue: 0.5))
        let nearby = try image(Color(red: 0.5, green: 0.5, blue: 0.508))
        let strict = Diffing<Image>.image(), forgiving = Diffing<Image>.image(perceptualPrecision: 0.98)
        let failure = try #require(strict.diffV2(strict.fromData(strict.toData(nearby)), rendering))
        #expect(failure.0.contains("600 of 600 pixels differ"))
        #expect(forgiving.diffV2(forgiving.fromData(forgiving.toData(nearby)), rendering) == nil)
    }

    /// A reference forged to carry another image's pixels fails against the
    /// rendering its digest chunk was written for, however its CRCs and
    /// digest were made to hold: the verdict comes from its decoded pixels.
    @Test(arguments: ForgedReference.allCases)
    func aForgedReferenceFails(forgery: ForgedReference) throws {
        let diffing = Diffing<Image>.image()
        let red = try image(.systemRed)
        let forged = try forgery.forge(Array(diffing.toData(red)), withPixelsOf: Array(diffing.toData(try image(.systemBlue))))
        let failure = try #require(diffing.diffV2(diffing.fromData(Data(forged)), red))
        #expect(failure.0.contains("600 of 600 pixels differ"), "\(failure.0)")
    }

    @Test func anUnreadableReferenceFailsAsAnotherSize() throws {
        let diffing = Diffing<Image>.image()
        let failure = try #require(diffing.diffV2(diffing.fromData(Data("not a PNG".utf8)), try image(.systemRed)))
        #expect(failure.0.contains("the sizes differ"))
    }
}
