import ForgedReferences
import Foundation
import Testing
@testable import Canvas

/// The pixels' digest the encoder writes after the image data (`tsPD`), and
/// the comparison with a rendering (`PNGCodec.decodes`), which never decides
/// from it: a reference forged to keep its digest while its pixels changed
/// equals the pixels it decodes to, never the ones its digest names.
@Suite struct PNGDigestTests {
    /// A 3 × 2 opaque bitmap of known words.
    private func knownBitmap() throws -> Bitmap {
        let bitmap = try Bitmap(pixelWidth: 3, pixelHeight: 2, scale: 1, isOpaque: true)
        let words: [[UInt32]] = [[0xFF10_2030, 0xFF40_5060, 0xFF70_8090], [0xFFA0_B0C0, 0xFFD0_E0F0, 0xFF00_0000]]
        bitmap.withPixels { bytes, stride in
            for (y, row) in words.enumerated() {
                for (x, word) in row.enumerated() { (bytes + y * stride + x * 4).withMemoryRebound(to: UInt32.self, capacity: 1) { $0.pointee = word } }
            }
        }
        return bitmap
    }

    /// A screen-like bitmap: a background, a bar and a translucent shape (premultiplied in RGBA).
    private func drawn(opaque: Bool, shift: CGFloat = 0) throws -> Bitmap {
        let bitmap = try Bitmap(pixelWidth: 240, pixelHeight: 160, scale: 1, isOpaque: opaque)
        let context = GraphicsContext(bitmap: bitmap, appearance: .light)
        context.fill(CGRect(x: 0, y: 0, width: 240, height: 160), with: Color(red: 0.95, green: 0.95, blue: 0.97, alpha: opaque ? 1 : 0.6))
        context.fill(CGRect(x: 10 + shift, y: 30.5, width: 200, height: 44), with: Color(red: 1, green: 1, blue: 1))
        context.fill(CGRect(x: 40.25, y: 90, width: 120, height: 50), with: Color(red: 0.2, green: 0.5, blue: 0.9, alpha: 0.5))
        return bitmap
    }

    /// The PNG's chunks as (type, data), in order.
    private func chunks(_ png: [UInt8]) -> [(type: String, data: [UInt8])] {
        var result: [(String, [UInt8])] = []
        var offset = 8
        while offset + 12 <= png.count {
            let length = png[offset..<(offset + 4)].reduce(0) { $0 << 8 | Int($1) }
            let type = String(decoding: png[(offset + 4)..<(offset + 8)], as: UTF8.self)
            result.append((type, Array(png[(offset + 8)..<(offset + 8 + length)])))
            offset += 12 + length
        }
        return result
    }

    /// A PNG made of these chunks, each with its CRC.
    private func png(_ chunks: [(type: String, data: [UInt8])]) -> [UInt8] {
        [137, 80, 78, 71, 13, 10, 26, 10] + chunks.flatMap { pngChunk($0.type, $0.data) }
    }

    private func pixels(_ bitmap: Bitmap) -> [UInt8] {
        bitmap.withPixels { bytes, stride in Array(UnsafeBufferPointer(start: bytes, count: stride * bitmap.pixelHeight)) }
    }

    /// The 16 bytes of digest a PNG's `tsPD` chunk records.
    private func recordedDigest(_ png: [UInt8]) throws -> [UInt8] {
        Array(try #require(chunks(png).first { $0.type == "tsPD" }).data[1..<17])
    }

    /// The digest recorded is XXH3-128 over the rows' XXH3-64 digests (as
    /// little-endian words), each over the row's Cairo words: the value here
    /// is xxhsum 0.8.1's, over files of those bytes.
    @Test func theDigestIsXXH3OverTheRowsDigests() throws {
        let file = try PNGCodec.encode(try knownBitmap())
        let all = chunks(file)
        #expect(all.map(\.type) == ["IHDR", "IDAT", "tsPD", "IEND"])
        let digest = try #require(all.first { $0.type == "tsPD" }).data
        let idatCRC = Array(pngChunk("IDAT", all[1].data).suffix(4))
        #expect(digest == [1] + [0x02, 0xDD, 0x59, 0x92, 0x3B, 0xCE, 0xCE, 0x90, 0xFA, 0x97, 0xB0, 0x96, 0xEE, 0xF8, 0xDC, 0x04] + idatCRC)
    }

    /// The encoder takes a row's digest from the row above when their words
    /// are the same, and only then: an opaque row whose colours repeat the row
    /// above but whose unused alpha bytes do not (which an RGB file leaves
    /// out) still has a digest of its own. The digest is of the words, so an
    /// RGBA file of the same words, whose rows are digested one by one,
    /// records the same. Rows in one piece and across pieces (a piece is
    /// 128 KB of filtered rows).
    @Test func rowsThatRepeatOnlyInTheStoredChannelsKeepTheirDigests() throws {
        let width = 64, height = 1200
        let (opaque, translucent) = (try Bitmap(pixelWidth: width, pixelHeight: height, scale: 1, isOpaque: true),
                                     try Bitmap(pixelWidth: width, pixelHeight: height, scale: 1, isOpaque: false))
        for bitmap in [opaque, translucent] {
            bitmap.withPixels { bytes, stride in
                for y in 0..<height {
                    let alpha: UInt32 = y % 7 == 3 ? 0x7F00_0000 : 0xFF00_0000
                    let colour: UInt32 = y < 600 ? 0x0020_4060 : 0x0050_5050
                    (bytes + y * stride).withMemoryRebound(to: UInt32.self, capacity: width) { row in
                        for x in 0..<width { row[x] = alpha | colour }
                    }
                }
            }
        }
        let rgb = try PNGCodec.encode(opaque), rgba = try PNGCodec.encode(translucent)
        #expect(chunks(rgb)[0].data[9] == 2 && chunks(rgba)[0].data[9] == 6, "an RGB file and an RGBA one")
        #expect(try recordedDigest(rgb) == recordedDigest(rgba))
    }

    /// Every forged reference (another image's pixels, its CRCs made to
    /// hold or its digest chunk kept) equals the pixels it decodes to and
    /// not the original's, whose digest it carries. The forgeries are what
    /// they say: the padded one's IDAT chunk has the original's CRC, and the
    /// kept digest chunks are the original's bytes.
    @Test(arguments: ForgedReference.allCases, [true, false])
    func aForgedReferenceEqualsOnlyThePixelsItDecodesTo(forgery: ForgedReference, opaque: Bool) throws {
        let original = try drawn(opaque: opaque)
        let (originalPNG, otherPNG) = (try PNGCodec.encode(original), try PNGCodec.encode(try drawn(opaque: opaque, shift: 1)))
        let forged = try forgery.forge(originalPNG, withPixelsOf: otherPNG)
        let (forgedChunks, originalChunks) = (chunks(forged), chunks(originalPNG))
        #expect(forgedChunks.map(\.type) == ["IHDR", "IDAT", "tsPD", "IEND"])
        switch forgery {
        case .crcsRecomputed: #expect(try recordedDigest(forged) == recordedDigest(originalPNG))
        case .digestKept: #expect(forgedChunks[2].data == originalChunks[2].data)
        case .paddedToKeepTheCRC:
            #expect(forgedChunks[2].data == originalChunks[2].data)
            #expect(pngChunk("IDAT", forgedChunks[1].data).suffix(4) == pngChunk("IDAT", originalChunks[1].data).suffix(4))
        }
        #expect(!PNGCodec.decodes(forged, to: original))
        #expect(pixels(try PNGCodec.decode(forged)) == pixels(try PNGCodec.decode(otherPNG)))
    }

    /// A file whose image data is garbage, its CRC and the digest's record
    /// of it made right, equals no pixels: the digest names the original's,
    /// but nothing decodes.
    @Test(arguments: [true, false])
    func aDigestOverGarbageEqualsNothing(opaque: Bool) throws {
        let bitmap = try drawn(opaque: opaque)
        var parts = chunks(try PNGCodec.encode(bitmap))
        parts[1].data = [UInt8](repeating: 0x5A, count: 64)
        let garbageCRC = Array(pngChunk("IDAT", parts[1].data).suffix(4))
        parts[2].data.replaceSubrange(17..<21, with: garbageCRC)
        let rebound = png(parts)
        #expect(!PNGCodec.decodes(rebound, to: bitmap))
        #expect(throws: PNGError.self) { try PNGCodec.decode(rebound) }
    }

    /// One pixel's channel changed by one, anywhere in a large image (whose
    /// file TableSnap deflates in two strips), makes the comparison fail;
    /// the pixels the file was made from pass.
    @Test(arguments: [nil, 0, 249, 250, 500])
    func onePixelChangedAnywhereDiffers(changedRow: Int?) throws {
        let bitmap = try IndependentPNGDecodeTests.pattern(width: 700, height: 501, opaque: true)
        let png = try PNGCodec.encode(bitmap)
        if let changedRow {
            bitmap.withPixels { bytes, stride in (bytes + changedRow * stride + 4 * 350)[0] ^= 1 }
        }
        #expect(PNGCodec.decodes(png, to: bitmap) == (changedRow == nil))
    }
}
