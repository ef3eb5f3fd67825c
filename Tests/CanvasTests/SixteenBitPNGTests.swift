import Foundation
import Testing
@testable import Canvas

/// 16-bit PNGs with alpha (as ImageMagick and many design tools write them)
/// keep their sRGB colours when decoded to 8 bits.
@Test func sixteenBitPNGWithAlphaKeepsItsColours() throws {
    let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/rgba16.png")
    let data = try #require(FileManager.default.contents(atPath: fixture.path))
    let bitmap = try PNGCodec.decode(Array(data))
    // The fixture (16-bit RGBA with a gAMA chunk): a #5856D6 disc on a transparent square.
    let disc = bitmap.pixel(x: 60, y: 20)
    #expect(disc.red == 0x58 && disc.green == 0x56 && disc.blue == 0xD6 && disc.alpha == 255)
    #expect(bitmap.pixel(x: 2, y: 2).alpha == 0)
}
