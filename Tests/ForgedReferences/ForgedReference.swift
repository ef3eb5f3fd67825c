/// A reference PNG forged to pass a comparison it should fail, as an attacker
/// would make one: the pixels of another image put into a reference that
/// TableSnap's encoder wrote (IHDR, IDAT, the `tsPD` digest chunk, IEND),
/// with what the file says about itself (its CRCs, its digest chunk) made to
/// hold or left as it was. Shared by the tests of every comparison
/// (`PNGCodec.decodes`, the snapshot strategy, `tablesnap verify`).
public enum ForgedReference: String, CaseIterable, Sendable, CustomStringConvertible {
    /// The other image's data, every CRC recomputed, and the digest chunk
    /// rebound to it (the IDAT CRC it records made the new one's).
    case crcsRecomputed
    /// The other image's data, its CRC right, the digest chunk left as it was.
    case digestKept
    /// The other image's data with four bytes after it that give its chunk
    /// the original's CRC, the digest chunk left as it was: every CRC holds,
    /// and so does the digest's record of the IDAT chunk.
    case paddedToKeepTheCRC

    public var description: String { rawValue }

    /// Why a file cannot be forged from.
    public struct Unsuitable: Error, CustomStringConvertible {
        public let description: String
    }

    /// `original` with the pixels of `other`, a PNG of the same size and kind;
    /// both as TableSnap's encoder writes them.
    public func forge(_ original: [UInt8], withPixelsOf other: [UInt8]) throws(Unsuitable) -> [UInt8] {
        let mine = try PNGChunk.chunks(of: original), theirs = try PNGChunk.chunks(of: other)
        guard mine.map(\.type) == ["IHDR", "IDAT", "tsPD", "IEND"], theirs.map(\.type) == mine.map(\.type) else {
            throw Unsuitable(description: "expected IHDR, IDAT, tsPD and IEND chunks, found \(mine.map(\.type)) and \(theirs.map(\.type))")
        }
        guard mine[0].data == theirs[0].data else { throw Unsuitable(description: "the two images' headers differ") }
        var idat = PNGChunk(type: "IDAT", data: theirs[1].data), digest = mine[2]
        switch self {
        case .crcsRecomputed:
            digest.data.replaceSubrange(17..<21, with: bigEndian(idat.crc))
        case .digestKept:
            break
        case .paddedToKeepTheCRC:
            idat.data += CRC32.suffix(appendedTo: Array("IDAT".utf8) + idat.data, giving: mine[1].crc)
        }
        return PNGChunk.signature + [mine[0], idat, digest, mine[3]].flatMap(\.bytes)
    }
}

/// A PNG chunk: its type and data, its length and CRC computed.
struct PNGChunk {
    static let signature: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10]

    var type: String
    var data: [UInt8]

    var crc: UInt32 { CRC32.checksum(Array(type.utf8) + data) }
    var bytes: [UInt8] { bigEndian(UInt32(data.count)) + Array(type.utf8) + data + bigEndian(crc) }

    /// The chunks of a PNG, in order.
    static func chunks(of png: [UInt8]) throws(ForgedReference.Unsuitable) -> [PNGChunk] {
        guard png.starts(with: signature) else { throw .init(description: "not a PNG") }
        var chunks: [PNGChunk] = [], offset = signature.count
        while offset + 12 <= png.count {
            let length = png[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
            guard offset + 12 + length <= png.count else { throw .init(description: "a chunk is cut at byte \(offset)") }
            chunks.append(PNGChunk(type: String(decoding: png[offset + 4..<offset + 8], as: UTF8.self), data: Array(png[offset + 8..<offset + 8 + length])))
            offset += 12 + length
        }
        return chunks
    }
}

/// CRC-32 as PNG chunks use it (ISO 3309), computed here independently of
/// zlib and libdeflate, and run backwards to forge one.
enum CRC32 {
    private static let table: [UInt32] = (0..<256).map { (index: UInt32) in
        (0..<8).reduce(index) { crc, _ in crc & 1 == 1 ? 0xEDB8_8320 ^ (crc >> 1) : crc >> 1 }
    }

    static func checksum(_ bytes: [UInt8]) -> UInt32 { ~register(after: bytes) }

    /// The register (before the final inversion) after `bytes`.
    private static func register(after bytes: [UInt8]) -> UInt32 {
        bytes.reduce(UInt32.max) { crc, byte in (crc >> 8) ^ table[Int((crc ^ UInt32(byte)) & 0xFF)] }
    }

    /// Four bytes that, appended to `bytes`, make their checksum `wanted`.
    ///
    /// After four more bytes the register holds nothing of what it held
    /// before: it is the four table entries those steps picked, each shifted
    /// by the steps after it. The top byte of each entry is unique, so the
    /// entries are read off `wanted` from the last step back; each byte is
    /// then the one that picks its step's entry from the register before it.
    static func suffix(appendedTo bytes: [UInt8], giving wanted: UInt32) -> [UInt8] {
        var rest = ~wanted, picks = [Int](repeating: 0, count: 4)
        for step in (0..<4).reversed() {
            let pick = table.firstIndex { $0 >> 24 == rest >> 24 } ?? 0
            picks[step] = pick
            rest = (rest ^ table[pick]) << 8
        }
        var crc = register(after: bytes), suffix: [UInt8] = []
        for pick in picks {
            suffix.append(UInt8((crc ^ UInt32(pick)) & 0xFF))
            crc = (crc >> 8) ^ table[pick]
        }
        return suffix
    }
}

private func bigEndian(_ value: UInt32) -> [UInt8] {
    [UInt8(value >> 24 & 0xFF), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
}
