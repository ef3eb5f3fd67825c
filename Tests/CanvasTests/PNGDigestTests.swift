import Foundation
import Testing
@testable import Canvas

/// The pixels' digest the encoder writes after the image data (`tsPD`), and
/// the comparison that trusts it only for the image data it was written for.
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

    /// With a digest bound to its image data, a comparison reads no image
    /// data: a file whose IDAT is garbage (its CRC and the digest's record of
    /// it made right) compares equal to the pixels the digest was made from,
    /// and to no others, though it cannot be decoded.
    @Test(arguments: [true, false])
    func aBoundDigestDecidesWithoutTheImageData(opaque: Bool) throws {
        let bitmap = try drawn(opaque: opaque)
        var parts = chunks(try PNGCodec.encode(bitmap))
        parts[1].data = [UInt8](repeating: 0x5A, count: 64)
        let garbageCRC = Array(pngChunk("IDAT", parts[1].data).suffix(4))
        parts[2].data.replaceSubrange(17..<21, with: garbageCRC)
        let rebound = png(parts)
        #expect(PNGCodec.decodes(rebound, to: bitmap))
        #expect(!PNGCodec.decodes(rebound, to: try drawn(opaque: opaque, shift: 1)))
        #expect(throws: PNGError.self) { try PNGCodec.decode(rebound) }
    }

    /// One pixel's channel changed by one makes the digests differ.
    @Test(arguments: [true, false])
    func onePixelChangedDiffers(opaque: Bool) throws {
        let file = try PNGCodec.encode(try drawn(opaque: opaque))
        for (x, y) in [(0, 0), (239, 159), (120, 100)] {
            let changed = try drawn(opaque: opaque)
            changed.withPixels { bytes, stride in bytes[y * stride + x * 4] ^= 1 }
            #expect(!PNGCodec.decodes(file, to: changed), "(\(x), \(y))")
        }
        #expect(PNGCodec.decodes(file, to: try drawn(opaque: opaque)))
    }

    /// The encoder takes a row's digest from the row above when their words
    /// are the same, and only then: an opaque row whose colours repeat the row
    /// above but whose unused alpha bytes do not (which an RGB file leaves
    /// out) still has a digest of its own. Rows compared in one piece and
    /// across pieces (a piece is 128 KB of filtered rows).
    @Test func rowsThatRepeatOnlyInTheStoredChannelsKeepTheirDigests() throws {
        let width = 64, height = 1200
        let bitmap = try Bitmap(pixelWidth: width, pixelHeight: height, scale: 1, isOpaque: true)
        bitmap.withPixels { bytes, stride in
            for y in 0..<height {
                let alpha: UInt32 = y % 7 == 3 ? 0x7F00_0000 : 0xFF00_0000
                let colour: UInt32 = y < 600 ? 0x0020_4060 : 0x00F0_F0F0
                (bytes + y * stride).withMemoryRebound(to: UInt32.self, capacity: width) { row in
                    for x in 0..<width { row[x] = alpha | colour }
                }
            }
        }
        let file = try PNGCodec.encode(bitmap)
        #expect(PNGCodec.decodes(file, to: bitmap))
        #expect(try PNGCodec.decode(file).pixelHeight == height)
    }

    /// A digest that does not hold for the file's image data is not trusted:
    /// one written for other image data (another encoder kept the chunk), one
    /// whose chunk is damaged, of another version, beside a chunk that
    /// changes how the pixels read, or beside two IDAT chunks.
    /// The rows are compared instead, so each file equals its own pixels only.
    @Test func aDigestThatDoesNotHoldIsIgnored() throws {
        let (a, b) = (try drawn(opaque: true), try drawn(opaque: true, shift: 1))
        let (partsA, partsB) = (chunks(try PNGCodec.encode(a)), chunks(try PNGCodec.encode(b)))
        let otherData = png([partsA[0], partsB[1], partsA[2], partsA[3]])
        #expect(PNGCodec.decodes(otherData, to: b))
        #expect(!PNGCodec.decodes(otherData, to: a))

        // B's image data with A's digest, bound to B's data: trusted as it stands.
        var forged = partsB
        forged[2].data.replaceSubrange(1..<17, with: partsA[2].data[1..<17])
        #expect(PNGCodec.decodes(png(forged), to: a))

        var damaged = png(forged)
        damaged[damaged.count - 12 - 1] ^= 0xFF // the last byte of the digest chunk's CRC
        #expect(PNGCodec.decodes(damaged, to: b))
        #expect(!PNGCodec.decodes(damaged, to: a))

        var otherVersion = forged
        otherVersion[2].data[0] = 2
        #expect(PNGCodec.decodes(png(otherVersion), to: b))
        #expect(!PNGCodec.decodes(png(otherVersion), to: a))

        // A gamma chunk added before the image data changes how its pixels read: the file goes to libpng.
        let gamma = png([forged[0], ("gAMA", [0, 0, 0xB1, 0x8F])] + forged[1...])
        #expect(!PNGCodec.decodes(gamma, to: a))
        #expect(!PNGCodec.decodes(gamma, to: b))

        // The image data split in two IDAT chunks: a valid PNG, the digest left unbound.
        let half = partsB[1].data.count / 2
        let twoIDATs = png([forged[0], ("IDAT", Array(partsB[1].data[..<half])), ("IDAT", Array(partsB[1].data[half...])), forged[2], forged[3]])
        #expect(PNGCodec.decodes(twoIDATs, to: b))
        #expect(!PNGCodec.decodes(twoIDATs, to: a))
    }

    /// A large image's rows are digested in two halves on two threads: a
    /// pixel changed in either half, or at the row where they meet, fails the verdict.
    @Test(arguments: [nil, 0, 249, 250, 500])
    func aLargeImageIsCheckedInBothHalves(changedRow: Int?) throws {
        let bitmap = try IndependentPNGDecodeTests.pattern(width: 700, height: 501, opaque: true)
        let png = try PNGCodec.encode(bitmap)
        if let changedRow {
            bitmap.withPixels { bytes, stride in (bytes + changedRow * stride + 4 * 350)[0] ^= 1 }
        }
        #expect(PNGCodec.decodes(png, to: bitmap) == (changedRow == nil))
    }
}
