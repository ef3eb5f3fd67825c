// PNG files made byte by byte for the tests: valid ones, and ones whose
// header claims what their data does not hold.

/// A valid 8-bit RGB PNG of `width`×`height` pixels, every pixel `gray`, its rows in stored (uncompressed) zlib blocks.
func solidPNG(width: Int, height: Int, gray: UInt8 = 200) -> [UInt8] {
    let row = [UInt8(0)] + [UInt8](repeating: gray, count: width * 3)
    let raw = [UInt8]((0..<height).flatMap { _ in row })
    return pngFile(width: width, height: height, colorType: 2, idat: zlibStored(raw))
}

/// A PNG file of the given header and IDAT payload, CRCs right.
func pngFile(width: Int, height: Int, colorType: UInt8, idat: [UInt8]) -> [UInt8] {
    func bigEndian(_ value: UInt32) -> [UInt8] { (0..<4).map { UInt8(truncatingIfNeeded: value >> (24 - 8 * $0)) } }
    func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let body = Array(type.utf8) + data
        return bigEndian(UInt32(data.count)) + body + bigEndian(crc32(body))
    }
    let header = bigEndian(UInt32(width)) + bigEndian(UInt32(height)) + [8, colorType, 0, 0, 0]
    return pngSignature + chunk("IHDR", header) + chunk("IDAT", idat) + chunk("IEND", [])
}

/// `bytes` as a zlib stream of stored (uncompressed) deflate blocks.
private func zlibStored(_ bytes: [UInt8]) -> [UInt8] {
    var out: [UInt8] = [0x78, 0x01]
    var offset = 0
    repeat {
        let count = min(65_535, bytes.count - offset)
        let last: UInt8 = offset + count == bytes.count ? 1 : 0
        out += [last, UInt8(count & 0xFF), UInt8(count >> 8), UInt8(~count & 0xFF), UInt8((~count >> 8) & 0xFF)]
        out += bytes[offset..<offset + count]
        offset += count
    } while offset < bytes.count
    var a: UInt32 = 1, b: UInt32 = 0
    for byte in bytes {
        a = (a + UInt32(byte)) % 65_521
        b = (b + a) % 65_521
    }
    let adler = b << 16 | a
    return out + (0..<4).map { UInt8(truncatingIfNeeded: adler >> (24 - 8 * $0)) }
}

func crc32(_ bytes: [UInt8]) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes {
        crc ^= UInt32(byte)
        for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
    }
    return ~crc
}
