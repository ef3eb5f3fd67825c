// The libFuzzer entry point for the PNG readers: every input goes through the
// direct reader (libdeflate; libpng for the kinds and the image data it
// leaves) and through libpng alone, after tablesnap_png_prepare_for_libpng. `Scripts/fuzz png` builds it against
// Canvas built for testing (the `direct:` switch is internal), with
// AddressSanitizer and UBSan.
@testable import Canvas

/// Small enough to keep executions fast, large enough for every path: bands
/// of rows, the seven Adam7 passes, rebuilds of several stored blocks.
private let limits = ImageLimits(maximumPixels: 1 << 20, maximumSide: 4096)

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let input = Array(UnsafeBufferPointer(start: bytes, count: count))
    // A mutation nearly always breaks a CRC, which stops both readers at the
    // first chunk it hits; the input with its CRCs made right goes deeper.
    let repaired = withCRCsMadeRight(input)
    read(input)
    if repaired != input { read(repaired) }
    return 0
}

/// Decodes `png` both ways; where both succeed, the pixels must be the same.
private func read(_ png: [UInt8]) {
    _ = try? PNGCodec.pixelSize(of: png)
    let direct = try? PNGCodec.decode(png, scale: 1, limits: limits, direct: true)
    let libpng = try? PNGCodec.decode(png, scale: 1, limits: limits, direct: false)
    guard let direct, let libpng else { return }
    precondition(pixels(direct) == pixels(libpng), "the direct reader and libpng disagree")
}

private func pixels(_ bitmap: Bitmap) -> [UInt8] {
    bitmap.withPixels { bytes, stride in Array(UnsafeBufferPointer(start: bytes, count: stride * bitmap.pixelHeight)) }
}

/// `png` with the CRC of every whole chunk after the signature recomputed.
private func withCRCsMadeRight(_ png: [UInt8]) -> [UInt8] {
    var png = png, offset = 8
    while offset + 12 <= png.count {
        let length = png[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
        guard length <= png.count - offset - 12 else { break }
        let crc = crc32(png[(offset + 4)..<(offset + 8 + length)])
        for i in 0..<4 { png[offset + 8 + length + i] = UInt8(truncatingIfNeeded: crc >> (24 - 8 * i)) }
        offset += 12 + length
    }
    return png
}

private let crcTable: [UInt32] = (0..<256).map { (n: UInt32) in
    (0..<8).reduce(n) { crc, _ in crc & 1 != 0 ? 0xEDB8_8320 ^ (crc >> 1) : crc >> 1 }
}

private func crc32(_ bytes: ArraySlice<UInt8>) -> UInt32 {
    ~bytes.reduce(0xFFFF_FFFF) { crc, byte in crcTable[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
}
