import Foundation
import Testing
@testable import Canvas

/// CRC-32 (ISO 3309, as PNG chunks use), computed here independently of libpng/zlib.
func crc32(_ bytes: [UInt8]) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes {
        crc ^= UInt32(byte)
        for _ in 0..<8 { crc = (crc & 1) != 0 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
    }
    return ~crc
}

func bigEndian(_ value: UInt32) -> [UInt8] {
    [UInt8(value >> 24 & 0xFF), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
}

/// A PNG chunk: length, type, data, CRC of type + data.
func pngChunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
    let typeBytes = Array(type.utf8)
    return bigEndian(UInt32(data.count)) + typeBytes + data + bigEndian(crc32(typeBytes + data))
}

/// The chunk types of a PNG, in order.
func chunkTypes(_ png: [UInt8]) -> [String] {
    var types: [String] = []
    var offset = 8
    while offset + 8 <= png.count {
        let length = png[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
        types.append(String(decoding: png[offset + 4..<offset + 8], as: UTF8.self))
        offset += 12 + length
    }
    return types
}

let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

@Suite struct PNGCodecTests {
    private func filled(_ color: Color, width: Int = 12, height: Int = 8, opaque: Bool) throws -> Bitmap {
        let bitmap = try Bitmap(pixelWidth: width, pixelHeight: height, scale: 1, isOpaque: opaque)
        GraphicsContext(bitmap: bitmap, appearance: .light)
            .fill(CGRect(x: 0, y: 0, width: CGFloat(width), height: CGFloat(height)), with: color)
        return bitmap
    }

    @Test func crcMatchesTheKnownCheckValue() {
        // The standard CRC-32 check value for "123456789".
        #expect(crc32(Array("123456789".utf8)) == 0xCBF4_3926)
        // The IEND chunk's CRC is the same in every PNG.
        #expect(pngChunk("IEND", []).suffix(4) == [0xAE, 0x42, 0x60, 0x82])
    }

    @Test func opaqueRoundTrip() throws {
        let bitmap = try filled(Color(red: 0x12 / 255.0, green: 0x9A / 255.0, blue: 0xF0 / 255.0), opaque: true)
        let png = try PNGCodec.encode(bitmap)
        #expect(Array(png.prefix(8)) == signature)
        let decoded = try PNGCodec.decode(png)
        #expect(decoded.pixelWidth == 12 && decoded.pixelHeight == 8)
        for (x, y) in [(0, 0), (11, 7), (5, 3)] {
            let p = decoded.pixel(x: x, y: y)
            #expect(p.red == 0x12 && p.green == 0x9A && p.blue == 0xF0 && p.alpha == 255, "pixel \(x),\(y): \(p)")
        }
    }

    @Test func decodeKeepsTheRequestedScale() throws {
        let png = try PNGCodec.encode(try filled(.red, width: 6, height: 4, opaque: true))
        let decoded = try PNGCodec.decode(png, scale: 2)
        #expect(decoded.scale == 2)
        #expect(decoded.size == CGSize(width: 3, height: 2))
    }

    @Test func colourTypeFollowsOpacity() throws {
        let opaque = try PNGCodec.encode(try filled(.red, opaque: true))
        let translucent = try PNGCodec.encode(try filled(Color(red: 1, green: 0, blue: 0, alpha: 0.5), opaque: false))
        #expect(Array(opaque[12..<16]) == Array("IHDR".utf8))
        #expect(opaque[24] == 8, "8 bits per channel")
        #expect(opaque[25] == 2, "RGB")
        #expect(translucent[25] == 6, "RGBA")
    }

    @Test func encodingIsDeterministicAndUntimestamped() throws {
        let bitmap = try filled(.systemBlue, width: 40, height: 30, opaque: true)
        let first = try PNGCodec.encode(bitmap)
        let second = try PNGCodec.encode(bitmap)
        #expect(first == second)
        let types = chunkTypes(first)
        #expect(types.first == "IHDR")
        #expect(types.last == "IEND")
        #expect(types.contains("IDAT"))
        #expect(!types.contains("tIME"))
    }

    @Test func semiTransparentPixelRoundTrips() throws {
        let bitmap = try filled(Color(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.5), opaque: false)
        let before = bitmap.pixel(x: 3, y: 3)
        // The colour asked for: 51, 102, 153 at alpha 128 (within premultiplication rounding).
        #expect(abs(Int(before.alpha) - 128) <= 1)
        #expect(abs(Int(before.red) - 51) <= 2 && abs(Int(before.green) - 102) <= 2 && abs(Int(before.blue) - 153) <= 2, "\(before)")
        let after = try PNGCodec.decode(try PNGCodec.encode(bitmap)).pixel(x: 3, y: 3)
        #expect(abs(Int(after.red) - Int(before.red)) <= 1, "\(before) → \(after)")
        #expect(abs(Int(after.green) - Int(before.green)) <= 1, "\(before) → \(after)")
        #expect(abs(Int(after.blue) - Int(before.blue)) <= 1, "\(before) → \(after)")
        #expect(abs(Int(after.alpha) - Int(before.alpha)) <= 1, "\(before) → \(after)")
    }

    @Test func fullyTransparentStaysTransparent() throws {
        let bitmap = try Bitmap(pixelWidth: 4, pixelHeight: 4, scale: 1, isOpaque: false)
        let decoded = try PNGCodec.decode(try PNGCodec.encode(bitmap))
        #expect(decoded.pixel(x: 2, y: 2).alpha == 0)
    }

    @Test func garbageIsNotAPNG() {
        var generator = SystemRandomNumberGenerator()
        var garbage = (0..<256).map { _ in UInt8.random(in: 0...255, using: &generator) }
        garbage[0] = 0
        #expect(throws: PNGError.notPNG) { _ = try PNGCodec.decode(garbage) }
        #expect(throws: PNGError.notPNG) { _ = try PNGCodec.decode([]) }
    }

    @Test func truncatedPNGIsTruncated() throws {
        let png = try PNGCodec.encode(try filled(.systemGreen, width: 64, height: 64, opaque: true))
        let cut = Array(png.prefix(png.count / 2))
        #expect(throws: PNGError.truncated) { _ = try PNGCodec.decode(cut) }
    }

    @Test func hugeHeaderIsRefusedBeforeAllocating() throws {
        // A header claiming 40,000 × 40,000 RGBA (6.4 GB decoded), with a correct CRC and a tiny IDAT.
        let ihdr = bigEndian(40_000) + bigEndian(40_000) + [8, 6, 0, 0, 0]
        let png = signature + pngChunk("IHDR", ihdr) + pngChunk("IDAT", [0x78, 0x01, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])
            + pngChunk("IEND", [])
        let start = Date()
        #expect(throws: PNGError.tooLarge(width: 40_000, height: 40_000, limit: .side(32_767))) {
            _ = try PNGCodec.decode(png)
        }
        #expect(Date().timeIntervalSince(start) < 1, "refused at once, not after decoding")
    }

    @Test func headerWithinTheSideLimitButOverThePixelLimit() throws {
        // 10,000 × 10,000 is under 32,767 a side but 100 megapixels.
        let ihdr = bigEndian(10_000) + bigEndian(10_000) + [8, 2, 0, 0, 0]
        let png = signature + pngChunk("IHDR", ihdr) + pngChunk("IDAT", [0x78, 0x01, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])
            + pngChunk("IEND", [])
        #expect(throws: PNGError.tooLarge(width: 10_000, height: 10_000, limit: .pixels(80_000_000))) {
            _ = try PNGCodec.decode(png)
        }
    }

    @Test func hugeBitmapIsRefused() {
        #expect(throws: BitmapError.tooLarge(width: 100_000, height: 100_000)) {
            _ = try Bitmap(pixelWidth: 100_000, pixelHeight: 100_000, scale: 1, isOpaque: true)
        }
        #expect(throws: BitmapError.tooLarge(width: 40_000, height: 10)) {
            _ = try Bitmap(pixelWidth: 40_000, pixelHeight: 10, scale: 1, isOpaque: true)
        }
        #expect(throws: BitmapError.self) {
            _ = try Bitmap(pixelWidth: 0, pixelHeight: 10, scale: 1, isOpaque: true)
        }
        // Overflowing products must not wrap round to a small count.
        #expect(throws: BitmapError.self) {
            _ = try Bitmap(pixelWidth: Int.max / 2, pixelHeight: 4, scale: 1, isOpaque: true)
        }
    }

    @Test func limitItselfIsAllowed() throws {
        // The 80-megapixel limit is inclusive; checking does not allocate.
        try Bitmap.checkSize(width: 10_000, height: 8_000)
        #expect(throws: BitmapError.tooLarge(width: 10_000, height: 8_001)) {
            try Bitmap.checkSize(width: 10_000, height: 8_001)
        }
    }
}
