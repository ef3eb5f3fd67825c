import CGraphics
import Foundation
import Testing
@testable import Canvas

/// The direct PNG reader (zlib over the whole stream, one pass to unfilter)
/// gives exactly libpng's pixels for the files it takes, and leaves the rest to libpng.
@Suite struct DirectPNGDecodeTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    private func fixture(_ name: String) throws -> [UInt8] {
        Array(try Data(contentsOf: Self.fixtures.appendingPathComponent(name)))
    }

    private func pixels(_ bitmap: Bitmap) -> [UInt8] {
        bitmap.withPixels { bytes, stride in Array(UnsafeBufferPointer(start: bytes, count: stride * bitmap.pixelHeight)) }
    }

    /// Whether the direct reader itself accepts the file (no libpng fallback).
    private func readsDirectly(_ png: [UInt8], width: Int, height: Int) throws -> Bool {
        let bitmap = try Bitmap(pixelWidth: width, pixelHeight: height, scale: 1, isOpaque: false)
        var report = tablesnap_png_report()
        return bitmap.withPixels { bytes, stride in
            png.withUnsafeBufferPointer { tablesnap_png_decode($0.baseAddress, $0.count, bytes, Int32(stride), Int32(width), Int32(height), &report) }
        } == TABLESNAP_PNG_OK
    }

    /// Rows filtered None, Sub, Up, Average and Paeth in turn, over two IDAT chunks;
    /// the RGBA file has alpha 0, 1, 77, 128, 254 and 255.
    @Test(arguments: ["filters-rgb.png", "filters-rgba.png"])
    func everyFilterReadsAsLibpngReadsIt(_ name: String) throws {
        let png = try fixture(name)
        #expect(try readsDirectly(png, width: 37, height: 23))
        #expect(pixels(try PNGCodec.decode(png, scale: 1, direct: true)) == pixels(try PNGCodec.decode(png, scale: 1, direct: false)))
        #expect(try PNGCodec.decode(png).pixel(x: 5, y: 8).red == 17)  // (5 × 37 + 8 × 11) mod 256, alpha 255
    }

    @Test func aRenderedScreenReadsAsLibpngReadsIt() throws {
        let bitmap = try Bitmap(pixelWidth: 300, pixelHeight: 200, scale: 1, isOpaque: true)
        let context = GraphicsContext(bitmap: bitmap, appearance: .light)
        context.fill(CGRect(x: 0, y: 0, width: 300, height: 200), with: Color(red: 1, green: 1, blue: 1))
        context.fill(CGRect(x: 20.5, y: 10.25, width: 200, height: 90), with: Color(red: 0.2, green: 0.5, blue: 0.9))
        let png = try PNGCodec.encode(bitmap)
        #expect(try readsDirectly(png, width: 300, height: 200))
        #expect(pixels(try PNGCodec.decode(png)) == pixels(bitmap))
    }

    /// The check a passing snapshot assertion makes: true exactly when the
    /// file decodes to the bitmap's pixels, for every filter, RGB and RGBA
    /// (premultiplied as the reader premultiplies); false for one pixel
    /// changed, another size, damage, or a file the direct reader leaves to libpng.
    @Test(arguments: ["filters-rgb.png", "filters-rgba.png"])
    func decodesToIsTrueForTheDecodedPixelsOnly(_ name: String) throws {
        let png = try fixture(name)
        let decoded = try PNGCodec.decode(png)
        #expect(PNGCodec.decodes(png, to: decoded))
        for (x, y) in [(0, 0), (36, 22), (18, 11)] {
            let changed = try PNGCodec.decode(png)
            changed.withPixels { bytes, stride in bytes[y * stride + x * 4] ^= 1 }
            #expect(!PNGCodec.decodes(png, to: changed), "(\(x), \(y))")
        }
        #expect(!PNGCodec.decodes(png, to: try Bitmap(pixelWidth: 36, pixelHeight: 23, scale: 1, isOpaque: false)))
        var damaged = png
        damaged[try #require(findIDAT(damaged)) + 20] ^= 0xFF
        #expect(!PNGCodec.decodes(damaged, to: decoded))
        #expect(!PNGCodec.decodes(Array(png.prefix(60)), to: decoded))
    }

    @Test func decodesToLeavesOtherKindsToTheDecoder() throws {
        let png = try fixture("gamma-rgb.png")
        #expect(!PNGCodec.decodes(png, to: try PNGCodec.decode(png)))
    }

    /// A gAMA chunk changes what libpng's reader gives, so the file goes to libpng; so do 16-bit files.
    @Test func colourSpaceChunksAndOtherDepthsAreLeftToLibpng() throws {
        #expect(try !readsDirectly(try fixture("gamma-rgb.png"), width: 37, height: 23))
        let sixteen = try fixture("rgba16.png")
        let size = try PNGCodec.pixelSize(of: sixteen)
        #expect(try !readsDirectly(sixteen, width: size.width, height: size.height))
    }

    /// A defect the direct reader finds is reported, not handed to libpng for a second decode.
    @Test func aDamagedStreamIsReportedByTheDirectReader() throws {
        var png = try fixture("filters-rgb.png")
        let idat = try #require(findIDAT(png))
        png[idat + 20] ^= 0xFF
        #expect(try !readsDirectly(png, width: 37, height: 23))
        #expect(throws: PNGError.badCRC(chunk: "IDAT", offset: idat - 4)) { try PNGCodec.decode(png) }
    }

    private func findIDAT(_ png: [UInt8]) -> Int? {
        (8..<(png.count - 4)).first { png[$0..<($0 + 4)].elementsEqual("IDAT".utf8) }
    }
}
