import Foundation

/// The scans a JPEG file holds, counted before it is decoded: a progressive
/// JPEG is decoded once per scan, so a file of hundreds of scans over a
/// large image asks for seconds of work that its size alone does not show.
enum JPEGScans {
    /// Scans × pixels a JPEG may ask for: a 12-megapixel photo saved
    /// progressively (about ten scans) is an eighth of it; a 4096² image may
    /// have 59 scans.
    static let maximumScanPixels = 1_000_000_000

    /// Throws when `data`'s scans over a `width` × `height` image are more work than ``maximumScanPixels``.
    static func check(_ data: [UInt8], width: Int, height: Int) throws(ImageError) {
        let scans = count(in: data)
        let work = scans.multipliedReportingOverflow(by: width * height)
        guard work.overflow || work.partialValue > maximumScanPixels else { return }
        throw .corrupt(.jpeg, "its \(scans) scans over \(width) × \(height) px ask for more decoding than the limit of \(maximumScanPixels) scan pixels")
    }

    /// The start-of-scan markers of the image itself: marker segments are
    /// skipped by their length (so a thumbnail inside EXIF data is not
    /// counted), and scan data is read up to the next marker.
    static func count(in data: [UInt8]) -> Int {
        var scans = 0, index = 2
        while index + 1 < data.count {
            guard data[index] == 0xFF else { index += 1; continue }
            let marker = data[index + 1]
            switch marker {
            case 0xFF: index += 1 // fill byte
            case 0x00, 0x01, 0xD0...0xD8: index += 2 // stuffed zero, TEM, restart, start of image: no length
            case 0xD9: return scans // end of image
            default:
                guard index + 3 < data.count else { return scans }
                if marker == 0xDA { scans += 1 }
                index += 2 + (Int(data[index + 2]) << 8 | Int(data[index + 3]))
            }
        }
        return scans
    }
}
