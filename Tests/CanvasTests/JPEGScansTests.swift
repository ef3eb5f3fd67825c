@testable import Canvas
import Testing

@Suite struct JPEGScansTests {
    /// A marker segment: FF, the marker, a two-byte length that counts itself, and `body`.
    private func segment(_ marker: UInt8, _ body: [UInt8]) -> [UInt8] {
        [0xFF, marker, UInt8((body.count + 2) >> 8), UInt8((body.count + 2) & 0xFF)] + body
    }

    /// SOI; an APP1 segment holding a thumbnail's SOS marker; a frame header; `scans` scans whose data holds a
    /// stuffed FF00 and a restart marker; EOI.
    private func jpeg(scans: Int) -> [UInt8] {
        var bytes: [UInt8] = [0xFF, 0xD8] + segment(0xE1, [0xFF, 0xD8, 0xFF, 0xDA, 0x00, 0x02]) + segment(0xC2, [8, 0, 16, 0, 16, 1, 1, 0x11, 0])
        for _ in 0..<scans { bytes += segment(0xDA, [1, 1, 0, 0, 63, 0]) + [0x12, 0xFF, 0x00, 0x34, 0xFF, 0xD0, 0x56] }
        return bytes + [0xFF, 0xD9]
    }

    @Test(arguments: [1, 3, 10, 600])
    func countsTheImagesScansAlone(scans: Int) {
        #expect(JPEGScans.count(in: jpeg(scans: scans)) == scans)
    }

    @Test func manyScansOverALargeImageAreRefusedBeforeDecoding() {
        #expect(throws: Never.self) { try JPEGScans.check(jpeg(scans: 10), width: 4000, height: 3000) }
        #expect(throws: ImageError.self) { try JPEGScans.check(jpeg(scans: 495), width: 4096, height: 4096) }
        #expect(throws: ImageError.self) { try JPEGScans.check(jpeg(scans: 60), width: 4096, height: 4096) }
    }

    @Test func aCutFileCountsTheScansItHolds() {
        let bytes = jpeg(scans: 3)
        #expect(JPEGScans.count(in: Array(bytes.prefix(bytes.count - 12))) == 3)
        #expect(JPEGScans.count(in: [0xFF, 0xD8, 0xFF]) == 0)
    }
}
