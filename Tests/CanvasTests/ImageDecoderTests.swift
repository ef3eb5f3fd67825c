@testable import Canvas
import Foundation
import Testing

/// The JPEG, PDF and SVG decoders behind `Image(decoding:)`, chosen by the
/// bytes. The fixtures were drawn for these tests: `upright.jpg` and
/// `oriented.jpg` (the same 40 × 20 px red picture with a green top-left
/// block, the second tagged EXIF orientation 6), `logo.pdf` (a 60 × 40 pt
/// page made with Cairo) and `shapes.svg` (30 × 20 px, blue left half, red
/// circle on the right).
@Suite struct ImageDecoderTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    private func bytes(_ name: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: Self.fixtures.appendingPathComponent(name)))
    }

    private func bitmap(_ image: Image) throws -> Bitmap {
        guard case .bitmap(let bitmap) = image.content else { throw ImageError.unknownFormat }
        return bitmap
    }

    /// The image drawn at its size into a bitmap of `scale`.
    private func drawn(_ image: Image, scale: CGFloat = 1, appearance: Appearance = .light) throws -> Bitmap {
        let bitmap = try Bitmap(pixelWidth: Int(image.size.width * scale), pixelHeight: Int(image.size.height * scale), scale: scale, isOpaque: false)
        image.draw(in: GraphicsContext(bitmap: bitmap, appearance: appearance), rect: CGRect(origin: .zero, size: image.size), tintColor: .systemBlue)
        return bitmap
    }

    private func isClose(_ pixel: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8), _ expected: (Int, Int, Int)) -> Bool {
        abs(Int(pixel.red) - expected.0) < 24 && abs(Int(pixel.green) - expected.1) < 24 && abs(Int(pixel.blue) - expected.2) < 24
    }

    @Test func formatsAreRecognisedFromTheBytesNotTheName() throws {
        #expect(ImageFormat(sniffing: try bytes("upright.jpg")) == .jpeg)
        #expect(ImageFormat(sniffing: try bytes("logo.pdf")) == .pdf)
        #expect(ImageFormat(sniffing: try bytes("shapes.svg")) == .svg)
        #expect(ImageFormat(sniffing: try bytes("filters-rgb.png")) == .png)
        #expect(ImageFormat(sniffing: Array("<?xml version=\"1.0\"?>\n<!-- a drawing -->\n<svg/>".utf8)) == .svg)
        #expect(ImageFormat(sniffing: Array("<html><svg/></html>".utf8)) == nil)
        #expect(throws: ImageError.unknownFormat) { try Image(decoding: Array("GIF89a".utf8)) }
    }

    @Test func jpegDecodesOpaqueWithItsSizeAndColours() throws {
        let image = try Image(decoding: try bytes("upright.jpg"), scale: 2)
        let bitmap = try bitmap(image)
        #expect((bitmap.pixelWidth, bitmap.pixelHeight) == (40, 20))
        #expect(image.size == CGSize(width: 20, height: 10))
        #expect(bitmap.isOpaque)
        #expect(isClose(bitmap.pixel(x: 3, y: 3), (30, 200, 60)))
        #expect(isClose(bitmap.pixel(x: 30, y: 15), (220, 30, 30)))
        #expect(try Image.header(of: try bytes("upright.jpg")).pixelSize! == (40, 20))
    }

    @Test func jpegIsTurnedUprightByItsExifOrientation() throws {
        let bitmap = try bitmap(try Image(decoding: try bytes("oriented.jpg")))
        // Orientation 6 turns the stored picture a quarter clockwise: its top-left block ends at the top right.
        #expect((bitmap.pixelWidth, bitmap.pixelHeight) == (20, 40))
        #expect(isClose(bitmap.pixel(x: 16, y: 3), (30, 200, 60)))
        #expect(isClose(bitmap.pixel(x: 3, y: 3), (220, 30, 30)))
        #expect(isClose(bitmap.pixel(x: 3, y: 36), (220, 30, 30)))
    }

    @Test(arguments: 1...8)
    func everyExifOrientationKeepsThePixelsAndTurnsTheSides(_ orientation: Int) throws {
        var jpeg = try bytes("oriented.jpg")
        // The orientation's value sits in the one IFD entry the fixture has; only its low byte changes.
        let tag: [UInt8] = [0x12, 0x01, 0x03, 0x00], big: [UInt8] = [0x01, 0x12, 0x00, 0x03]
        let at = try #require(jpeg.firstRange(of: tag) ?? jpeg.firstRange(of: big))
        let littleEndian = jpeg[at].starts(with: tag)
        jpeg[at.lowerBound + (littleEndian ? 8 : 9)] = UInt8(orientation)
        let bitmap = try bitmap(try Image(decoding: jpeg))
        #expect((bitmap.pixelWidth, bitmap.pixelHeight) == (orientation >= 5 ? (20, 40) : (40, 20)))
        let corners = [(0, 0), (bitmap.pixelWidth - 1, 0), (0, bitmap.pixelHeight - 1), (bitmap.pixelWidth - 1, bitmap.pixelHeight - 1)]
        #expect(corners.filter { isClose(bitmap.pixel(x: $0.0, y: $0.1), (30, 200, 60)) }.count == 1)
    }

    @Test func pdfIsAVectorOfItsPageSize() throws {
        let image = try Image(decoding: try bytes("logo.pdf"))
        guard case .vector(let picture) = image.content else { Issue.record("not a vector"); return }
        #expect(picture.size == CGSize(width: 60, height: 40))
        #expect(try Image.header(of: try bytes("logo.pdf")).pixelSize == nil)
        let bitmap = try drawn(image, scale: 3)
        #expect(isClose(bitmap.pixel(x: 20, y: 60), (52, 199, 89)))
        // The page has no background: outside the rounded rectangle's corner is clear.
        #expect(bitmap.pixel(x: 1, y: 1).alpha == 0)
    }

    @Test func svgIsAVectorOfItsIntrinsicSize() throws {
        let image = try Image(decoding: try bytes("shapes.svg"))
        #expect(image.size == CGSize(width: 30, height: 20))
        let bitmap = try drawn(image, scale: 2)
        #expect(isClose(bitmap.pixel(x: 10, y: 20), (0, 0, 255)))
        #expect(isClose(bitmap.pixel(x: 44, y: 20), (255, 0, 0)))
        #expect(bitmap.pixel(x: 58, y: 2).alpha == 0)
    }

    @Test func anSVGWithOnlyAViewBoxTakesItsSize() throws {
        let svg = #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 12 8"><rect width="12" height="8"/></svg>"#
        #expect(try Image(decoding: Array(svg.utf8)).size == CGSize(width: 12, height: 8))
    }

    @Test func vectorImagesStayVectorInVectorOutput() throws {
        let image = try Image(decoding: try bytes("shapes.svg"))
        for format in VectorDocument.Format.allCases {
            let document = VectorDocument(format: format)
            document.addPage(size: CGSize(width: 90, height: 60), appearance: .light, scale: 3) { context in
                image.draw(in: context, rect: CGRect(x: 0, y: 0, width: 90, height: 60), tintColor: .systemBlue)
            }
            let text = String(decoding: try document.data(), as: UTF8.self)
            if format == .svg {
                #expect(text.contains("<path"))
                #expect(!text.contains("<image"))
            } else {
                #expect(!text.contains("/Subtype /Image"))
                #expect(text.contains("/XObject") || text.contains(" re") || text.contains(" c\n") || text.contains(" l\n"))
            }
        }
    }

    @Test func templateImagesDrawInTheTint() throws {
        let image = try Image(decoding: try bytes("shapes.svg")).withRenderingMode(.alwaysTemplate)
        let bitmap = try drawn(image, scale: 1)
        // systemBlue in light mode, #007AFF, wherever the drawing covers.
        #expect(isClose(bitmap.pixel(x: 5, y: 10), (0, 122, 255)))
        #expect(isClose(bitmap.pixel(x: 22, y: 10), (0, 122, 255)))
        #expect(bitmap.pixel(x: 29, y: 1).alpha == 0)
    }

    @Test func darkContentIsChosenWhenDrawn() throws {
        let light = try Image(decoding: try bytes("upright.jpg")), dark = try Image(decoding: try bytes("shapes.svg"))
        let image = Image(content: light.content, darkContent: dark.content)
        #expect(isClose(try drawn(image, appearance: .light).pixel(x: 30, y: 15), (220, 30, 30)))
        #expect(isClose(try drawn(image, appearance: .dark).pixel(x: 5, y: 5), (0, 0, 255)))
    }

    @Test(arguments: ["upright.jpg", "logo.pdf", "shapes.svg"])
    func damagedFilesFailWithoutCrashing(_ name: String) throws {
        let whole = try bytes(name)
        for cut in [8, whole.count / 3, whole.count / 2] {
            var damaged = Array(whole.prefix(cut))
            if name.hasSuffix(".pdf") || name.hasSuffix(".svg") { damaged += Array(repeating: 0x7F, count: 20) }
            _ = try? Image(decoding: damaged)
        }
        var garbled = whole
        for index in stride(from: 4, to: garbled.count, by: 7) { garbled[index] ^= 0x5A }
        _ = try? Image(decoding: garbled)
        #expect(throws: ImageError.self) { try Image(decoding: Array(whole.prefix(12))) }
    }

    /// A JPEG cut short before its frame header (after its APP0 segment or
    /// its quantisation tables) says so, from its header and when decoded;
    /// one cut after it but before its first scan has TurboJPEG's words for
    /// that; one cut inside its scan still decodes, its missing rows grey, as
    /// UIKit shows such a file.
    @Test(arguments: [20, 158])
    func aJPEGCutBeforeItsFrameHeaderSaysSo(cut: Int) throws {
        let cutShort = Array(try bytes("upright.jpg").prefix(cut))
        let expected = ImageError.corrupt(.jpeg, JPEGDecoder.endsBeforeFrameHeader)
        #expect(throws: expected) { try Image.header(of: cutShort) }
        #expect(throws: expected) { try Image(decoding: cutShort) }
        #expect(expected.description == "not a valid JPEG image: the data ends before the image's frame header (the file is cut short, or holds no image)")
    }

    @Test(arguments: [177, 609])
    func aJPEGCutBeforeItsFirstScanSaysSo(cut: Int) throws {
        let cutShort = Array(try bytes("upright.jpg").prefix(cut))
        for error in [#expect(throws: ImageError.self) { try Image.header(of: cutShort) }, #expect(throws: ImageError.self) { try Image(decoding: cutShort) }] {
            #expect(error?.description == "not a valid JPEG image: Invalid JPEG file structure: missing SOS marker")
        }
    }

    @Test func aJPEGCutInsideItsScanStillDecodes() throws {
        let image = try Image(decoding: Array(try bytes("upright.jpg").prefix(700)))
        #expect(try bitmap(image).pixelWidth == 40 && bitmap(image).pixelHeight == 20)
    }

    @Test func oversizedJPEGIsRefusedFromItsHeader() throws {
        let limits = ImageLimits(maximumPixels: 100, maximumSide: 4096)
        #expect(throws: ImageError.tooLarge(width: 40, height: 20, limit: .pixels(100))) {
            try Image(decoding: try bytes("upright.jpg"), limits: limits)
        }
    }
}
