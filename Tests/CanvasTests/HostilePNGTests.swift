import CGraphics
import Foundation
import Testing
@testable import Canvas

/// PNGs made to cost: zlib data going on for 100 MB after the last row,
/// damaged CRCs, cut files, headers over the limits. Both readers (the direct
/// one and libpng's, through `direct: false` or a kind only libpng reads) stop
/// at the last row and name the defect.
@Suite struct HostilePNGTests {
    /// 1 + 258 × 406,000 zero bytes: about 100 MB from 660 KB of deflate.
    static let zeroMatches = 406_000
    static let trailingZeros = 1 + 258 * zeroMatches

    static let rgb = HostilePNG.rgb(width: 40, height: 30)
    static let palette = HostilePNG.palette(width: 40, height: 30)
    static let rgbWithTrailingZeros = rgb.png(trailingZeros: zeroMatches)
    static let paletteWithTrailingZeros = palette.png(trailingZeros: zeroMatches)

    /// The fastest of three decodes of `png`, and the bitmap. Without the
    /// bound, libpng inflates the 100 MB in about 0.2 s here; with it a decode
    /// takes under a millisecond.
    private func timedDecode(_ png: [UInt8], direct: Bool) throws -> (seconds: Double, bitmap: Bitmap) {
        var fastest = Double.infinity, bitmap: Bitmap?
        for _ in 0..<3 {
            let start = ContinuousClock.now
            bitmap = try PNGCodec.decode(png, scale: 1, direct: direct)
            let elapsed = ContinuousClock.now - start
            fastest = min(fastest, Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18)
        }
        return (fastest, try #require(bitmap))
    }

    @Test func theHostileStreamReallyHoldsTheZerosAfterTheRows() {
        #expect(Self.trailingZeros > 100_000_000)
        #expect(Self.rgbWithTrailingZeros.count < 1_000_000)
    }

    @Test(arguments: [true, false])
    func trailingZlibDataAfterAnRGBImageIsNotInflated(direct: Bool) throws {
        let decoded = try timedDecode(Self.rgbWithTrailingZeros, direct: direct)
        try Self.rgb.expectPixels(decoded.bitmap)
        #expect(decoded.seconds < 0.05, "\(decoded.seconds) s: the trailing data was inflated")
    }

    @Test func trailingZlibDataAfterAPaletteImageIsNotInflated() throws {
        let decoded = try timedDecode(Self.paletteWithTrailingZeros, direct: true)
        try Self.palette.expectPixels(decoded.bitmap)
        #expect(decoded.seconds < 0.05, "\(decoded.seconds) s: the trailing data was inflated")
    }

    /// libpng gets the file rebuilt with only the rows when the stream goes on
    /// after them, and the file itself when it ends there.
    @Test func libpngIsGivenARebuiltFileOnlyWhenDataFollowsTheRows() throws {
        let clean = try rebuiltChunks(Self.palette.png())
        #expect(clean == nil)
        let rebuilt = try #require(try rebuiltChunks(Self.paletteWithTrailingZeros))
        #expect(rebuilt.first == "IHDR" && rebuilt[1] == "PLTE" && rebuilt.last == "IEND")
        #expect(Set(rebuilt.dropFirst(2).dropLast()) == ["IDAT"])
    }

    /// Adam7's seven passes are counted: an interlaced image with data after
    /// its last pass reads whole, as does the same image without it.
    @Test(arguments: [false, true])
    func anInterlacedImageReadsWholeWithOrWithoutTrailingData(trailing: Bool) throws {
        let grey = HostilePNG.interlacedGrey(width: 13, height: 11)
        let png = trailing ? grey.png(trailingZeros: 1000) : grey.png()
        try grey.expectPixels(try PNGCodec.decode(png))
    }

    /// A zlib checksum comes after the last row, so a wrong one is trailing
    /// data too (the chunks' CRCs guard the data): such a file reads, libpng
    /// given it rebuilt, with the original's pixels for every fixture, gAMA and
    /// 16-bit included. (libpng alone rejects it.)
    @Test(arguments: ["filters-rgb.png", "filters-rgba.png", "gamma-rgb.png", "rgba16.png"])
    func aRebuiltFileReadsAsTheOriginal(_ name: String) throws {
        let png = Array(try Data(contentsOf: DirectPNGDecodeTests.fixtures.appendingPathComponent(name)))
        let broken = try HostilePNG.withBadChecksum(png)
        #expect(try rebuiltChunks(broken) != nil)
        #expect(try rebuiltChunks(png) == nil)
        let original = try PNGCodec.decode(png, scale: 1, direct: false)
        for direct in [true, false] {
            #expect(pixels(try PNGCodec.decode(broken, scale: 1, direct: direct)) == pixels(original))
        }
    }

    // MARK: Defects

    @Test(arguments: [true, false])
    func aBadCRCInIHDRIsReported(direct: Bool) throws {
        for image in [Self.rgb, Self.palette] {
            var png = image.png()
            png[20] ^= 1  // the width's low byte
            #expect(throws: PNGError.badCRC(chunk: "IHDR", offset: 8)) { _ = try PNGCodec.decode(png, scale: 1, direct: direct) }
            #expect(throws: PNGError.badCRC(chunk: "IHDR", offset: 8)) { _ = try PNGCodec.pixelSize(of: png) }
        }
    }

    @Test(arguments: [true, false])
    func aBadCRCInIDATIsReported(direct: Bool) throws {
        for image in [Self.rgb, Self.palette] {
            var png = image.png()
            let idat = try #require(HostilePNG.chunks(png).first { $0.type == "IDAT" })
            png[idat.offset + 8 + idat.length / 2] ^= 0x40
            #expect(throws: PNGError.badCRC(chunk: "IDAT", offset: idat.offset)) { _ = try PNGCodec.decode(png, scale: 1, direct: direct) }
        }
        let description = PNGError.badCRC(chunk: "IDAT", offset: 1234).description
        #expect(description.hasSuffix("bad CRC in the IDAT chunk at byte 1234"), "\(description)")
    }

    @Test func aChunkTypeOfControlCharactersIsNotPrintedAsIs() throws {
        var png = Self.rgb.png()
        let idat = try #require(HostilePNG.chunks(png).first { $0.type == "IDAT" })
        png.insert(contentsOf: [0, 0, 0, 0, 0x1B, 0x5B, 0x32, 0x4A, 0, 0, 0, 0], at: idat.offset)
        #expect(throws: PNGError.badCRC(chunk: "???J", offset: idat.offset)) { _ = try PNGCodec.decode(png) }
    }

    @Test(arguments: [true, false])
    func aCutFileIsTruncated(direct: Bool) throws {
        for image in [Self.rgb, Self.palette] {
            let png = image.png()
            let idat = try #require(HostilePNG.chunks(png).first { $0.type == "IDAT" })
            // Inside IHDR, inside the IDAT data, inside its CRC, and with IEND straight after a shortened IDAT.
            var shortened = Array(png.prefix(idat.offset)) + pngChunk("IDAT", Array(png[(idat.offset + 8)..<(idat.offset + 8 + idat.length / 2)]))
            shortened += pngChunk("IEND", [])
            for cut in [Array(png.prefix(20)), Array(png.prefix(idat.offset + 8 + idat.length / 2)), Array(png.prefix(idat.offset + 10 + idat.length)), shortened] {
                #expect(throws: PNGError.truncated) { _ = try PNGCodec.decode(cut, scale: 1, direct: direct) }
            }
        }
        #expect(PNGError.truncated.description.hasSuffix("the image data ends before its last row"))
    }

    @Test(arguments: [true, false])
    func aStreamThatEndsBeforeTheLastRowIsTruncated(direct: Bool) throws {
        let image = Self.rgb
        let rows = Array(image.raw.prefix(image.raw.count - 5))
        let png = image.png(stream: HostilePNG.zlibStored(rows, final: true) + bigEndian(HostilePNG.adler32(rows)))
        #expect(throws: PNGError.truncated) { _ = try PNGCodec.decode(png, scale: 1, direct: direct) }
    }

    /// Nothing after the rows is needed: a file cut after its last IDAT reads.
    @Test func aFileWithoutIENDReads() throws {
        let png = Self.rgb.png()
        try Self.rgb.expectPixels(try PNGCodec.decode(Array(png.dropLast(12))))
    }

    @Test func anUndefinedFilterTypeNamesItsRow() throws {
        var raw = Self.rgb.raw
        raw[7 * (1 + 40 * 3)] = 9
        let png = Self.rgb.png(stream: HostilePNG.zlibStored(raw, final: true) + bigEndian(HostilePNG.adler32(raw)))
        #expect(throws: PNGError.corrupt("row 7 has filter type 9, which PNG does not define")) { _ = try PNGCodec.decode(png) }
    }

    // MARK: Limits

    /// A header over a limit is refused from the header alone: these files have
    /// no image data, which a decoder that went on would call truncated.
    @Test(arguments: [true, false])
    func aHeaderOverALimitIsRefusedBeforeDecoding(palette: Bool) throws {
        let limits = ImageLimits(maximumPixels: 1_000_000, maximumSide: 4096)
        let wide = HostilePNG.headerOnly(width: 4100, height: 100, palette: palette)
        #expect(throws: PNGError.tooLarge(width: 4100, height: 100, limit: .side(4096))) { _ = try PNGCodec.decode(wide, limits: limits) }
        let large = HostilePNG.headerOnly(width: 1001, height: 1000, palette: palette)
        #expect(throws: PNGError.tooLarge(width: 1001, height: 1000, limit: .pixels(1_000_000))) { _ = try PNGCodec.decode(large, limits: limits) }
        #expect(throws: PNGError.truncated) { _ = try PNGCodec.decode(HostilePNG.headerOnly(width: 1000, height: 1000, palette: palette), limits: limits) }
    }

    @Test func limitsOverTheBitmapLimitsAreLoweredToThem() throws {
        let png = HostilePNG.headerOnly(width: 40_000, height: 10, palette: false)
        #expect(throws: PNGError.tooLarge(width: 40_000, height: 10, limit: .side(Bitmap.maximumSide))) {
            _ = try PNGCodec.decode(png, limits: ImageLimits(maximumPixels: .max, maximumSide: .max))
        }
    }

    @Test func limitErrorsSayWhichLimit() {
        #expect(PNGError.tooLarge(width: 4100, height: 100, limit: .side(4096)).description == "4100 × 100 px; the limit is 4096 px a side")
        #expect(PNGError.tooLarge(width: 5000, height: 5000, limit: .pixels(16_777_216)).description == "5000 × 5000 px; the limit is 16,777,216 pixels")
    }

    // MARK: Helpers

    private func pixels(_ bitmap: Bitmap) -> [UInt8] {
        bitmap.withPixels { bytes, stride in Array(UnsafeBufferPointer(start: bytes, count: stride * bitmap.pixelHeight)) }
    }

    /// The chunk types of the file libpng would be given instead of `png`; nil when it gets `png` itself.
    private func rebuiltChunks(_ png: [UInt8]) throws -> [String]? {
        var rebuilt = tablesnap_png_buffer(bytes: nil, count: 0, capacity: 0), report = tablesnap_png_report()
        let status = png.withUnsafeBufferPointer { tablesnap_png_prepare_for_libpng($0.baseAddress, $0.count, &rebuilt, &report) }
        defer { free(rebuilt.bytes) }
        try #require(status == TABLESNAP_PNG_OK)
        guard let bytes = rebuilt.bytes else { return nil }
        return HostilePNG.chunks(Array(UnsafeBufferPointer(start: bytes, count: rebuilt.count))).map(\.type)
    }
}

/// A small image made in code: its filtered rows, the chunks before its data,
/// and the pixel each point should read as.
struct HostilePNG: Sendable {
    typealias Colour = (red: UInt8, green: UInt8, blue: UInt8)

    var header: [UInt8]
    var chunksBeforeData: [UInt8] = []
    /// The filtered rows (a filter byte each), Adam7 passes in turn when interlaced.
    var raw: [UInt8]
    var expected: @Sendable (Int, Int) -> Colour

    static func ihdr(width: Int, height: Int, depth: UInt8, color: UInt8, interlace: UInt8 = 0) -> [UInt8] {
        bigEndian(UInt32(width)) + bigEndian(UInt32(height)) + [depth, color, 0, 0, interlace]
    }

    static func rgb(width: Int, height: Int) -> HostilePNG {
        let colour: @Sendable (Int, Int) -> Colour = { x, y in (UInt8(x * 5 & 0xFF), UInt8(y * 7 & 0xFF), UInt8((x + y) * 3 & 0xFF)) }
        var raw: [UInt8] = []
        for y in 0..<height {
            raw.append(0)
            for x in 0..<width { raw += [colour(x, y).red, colour(x, y).green, colour(x, y).blue] }
        }
        return HostilePNG(header: ihdr(width: width, height: height, depth: 8, color: 2), raw: raw, expected: colour)
    }

    static func palette(width: Int, height: Int) -> HostilePNG {
        let entries: [Colour] = (0..<16).map { (i: Int) -> Colour in
            let level = UInt8(i * 16)
            return (level, 255 - level, UInt8(i * 5))
        }
        let index: @Sendable (Int, Int) -> Int = { x, y in (x + 3 * y) % 16 }
        var raw: [UInt8] = []
        for y in 0..<height {
            raw.append(0)
            for x in 0..<width { raw.append(UInt8(index(x, y))) }
        }
        let plte = pngChunk("PLTE", entries.flatMap { [$0.red, $0.green, $0.blue] })
        return HostilePNG(header: ihdr(width: width, height: height, depth: 8, color: 3), chunksBeforeData: plte, raw: raw) { entries[index($0, $1)] }
    }

    /// 8-bit grey, Adam7: each pass's rows of its pixels, filter None.
    static func interlacedGrey(width: Int, height: Int) -> HostilePNG {
        let passes = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]
        let grey: @Sendable (Int, Int) -> UInt8 = { x, y in UInt8((x * 17 + y * 29) & 0xFF) }
        var raw: [UInt8] = []
        for (x0, y0, dx, dy) in passes where x0 < width && y0 < height {
            for y in stride(from: y0, to: height, by: dy) {
                raw += [0] + stride(from: x0, to: width, by: dx).map { grey($0, y) }
            }
        }
        return HostilePNG(header: ihdr(width: width, height: height, depth: 8, color: 0, interlace: 1), raw: raw) { x, y in
            (grey(x, y), grey(x, y), grey(x, y))
        }
    }

    /// A header and IEND, no data.
    static func headerOnly(width: Int, height: Int, palette: Bool) -> [UInt8] {
        signature + pngChunk("IHDR", ihdr(width: width, height: height, depth: 8, color: palette ? 3 : 2))
            + (palette ? pngChunk("PLTE", [0, 0, 0]) : []) + pngChunk("IEND", [])
    }

    /// The file with `stream` as its zlib data, in IDAT chunks of 64 KB.
    func png(stream: [UInt8]) -> [UInt8] {
        let idats = stride(from: 0, to: stream.count, by: 65536).flatMap { start in
            pngChunk("IDAT", Array(stream[start..<min(start + 65536, stream.count)]))
        }
        return signature + pngChunk("IHDR", header) + chunksBeforeData + idats + pngChunk("IEND", [])
    }

    /// The file, its rows stored; with `trailingZeros`, the zlib stream goes on
    /// after them with 1 + 258 × `trailingZeros` zero bytes and a checksum
    /// over everything, as a valid stream would.
    func png(trailingZeros matches: Int = 0) -> [UInt8] {
        guard matches > 0 else { return png(stream: Self.zlibStored(raw, final: true) + bigEndian(Self.adler32(raw))) }
        let zeros = 1 + 258 * matches
        // Zeros leave Adler-32's first sum as it is and add it to the second once a byte.
        let (a, b) = Self.adlerSums(raw)
        let checksum = a << 16 | UInt32((UInt64(b) + UInt64(zeros) * UInt64(a)) % 65521)
        return png(stream: Self.zlibStored(raw, final: false) + Self.deflatedZeros(matches: matches) + bigEndian(checksum))
    }

    func expectPixels(_ bitmap: Bitmap, sourceLocation: SourceLocation = #_sourceLocation) throws {
        for y in 0..<bitmap.pixelHeight {
            for x in 0..<bitmap.pixelWidth {
                let pixel = bitmap.pixel(x: x, y: y), want = expected(x, y)
                guard pixel.red == want.red, pixel.green == want.green, pixel.blue == want.blue, pixel.alpha == 255 else {
                    Issue.record("pixel \(x),\(y) is \(pixel), not \(want)", sourceLocation: sourceLocation)
                    return
                }
            }
        }
    }

    /// A zlib header and `bytes` in stored deflate blocks; no checksum.
    static func zlibStored(_ bytes: [UInt8], final: Bool) -> [UInt8] {
        var stream: [UInt8] = [0x78, 0x01]
        let starts = Array(stride(from: 0, to: bytes.count, by: 65535))
        for start in starts {
            let piece = bytes[start..<min(start + 65535, bytes.count)]
            let length = UInt16(piece.count)
            stream += [final && start == starts.last ? 1 : 0, UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8(~length >> 8)]
            stream += piece
        }
        return stream
    }

    /// A final fixed-Huffman block: a literal 0, then `matches` copies of 258
    /// bytes from 1 back (13 bits each), then end of block.
    static func deflatedZeros(matches: Int) -> [UInt8] {
        var bits = BitWriter()
        bits.write(0b011, count: 3)  // BFINAL 1, BTYPE 01 (fixed), low bit first
        bits.writeCode(0b0011_0000, length: 8)  // literal 0
        for _ in 0..<matches {
            bits.writeCode(0b1100_0101, length: 8)  // length 258 (symbol 285)
            bits.writeCode(0, length: 5)  // distance 1
        }
        bits.writeCode(0, length: 7)  // end of block (symbol 256)
        return bits.finish()
    }

    static func adlerSums(_ bytes: [UInt8]) -> (UInt32, UInt32) {
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in bytes {
            a = (a + UInt32(byte)) % 65521
            b = (b + a) % 65521
        }
        return (a, b)
    }

    static func adler32(_ bytes: [UInt8]) -> UInt32 {
        let (a, b) = adlerSums(bytes)
        return b << 16 | a
    }

    /// `png` with one bit of its zlib checksum (the last IDAT's last byte) flipped, the chunk's CRC made right again.
    static func withBadChecksum(_ png: [UInt8]) throws -> [UInt8] {
        let last = try #require(chunks(png).last { $0.type == "IDAT" })
        var data = Array(png[(last.offset + 8)..<(last.offset + 8 + last.length)])
        data[data.count - 1] ^= 1
        return Array(png.prefix(last.offset)) + pngChunk("IDAT", data) + Array(png[(last.offset + 12 + last.length)...])
    }

    static func chunks(_ png: [UInt8]) -> [(type: String, offset: Int, length: Int)] {
        var found: [(type: String, offset: Int, length: Int)] = []
        var offset = 8
        while offset + 12 <= png.count {
            let length = png[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
            found.append((String(decoding: png[offset + 4..<offset + 8], as: UTF8.self), offset, length))
            offset += 12 + length
        }
        return found
    }
}

/// Deflate's bit order: fields low bit first, Huffman codes high bit first.
struct BitWriter {
    private var bytes: [UInt8] = []
    private var buffer: UInt64 = 0, count = 0

    mutating func write(_ value: UInt64, count bits: Int) {
        buffer |= value << UInt64(count)
        count += bits
        while count >= 8 {
            bytes.append(UInt8(buffer & 0xFF))
            buffer >>= 8
            count -= 8
        }
    }

    mutating func writeCode(_ code: UInt64, length: Int) {
        var reversed: UInt64 = 0
        for bit in 0..<length { reversed |= (code >> UInt64(bit) & 1) << UInt64(length - 1 - bit) }
        write(reversed, count: length)
    }

    mutating func finish() -> [UInt8] {
        if count > 0 { bytes.append(UInt8(buffer & 0xFF)) }
        return bytes
    }
}
