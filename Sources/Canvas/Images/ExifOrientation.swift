import CGraphics
import Foundation

/// How a camera's JPEG is to be turned to stand upright, from the EXIF
/// orientation tag that TurboJPEG does not read: phones store pixels as the
/// sensor saw them and say how to turn them, and UIKit shows them turned.
enum ExifOrientation: UInt16 {
    case up = 1, upMirrored, down, downMirrored, leftMirrored, right, rightMirrored, left

    /// The orientation a JPEG's first APP1 (Exif) segment gives; ``up`` without one or when it is malformed.
    init(jpeg data: [UInt8]) {
        self = Self.tiff(in: data).flatMap(Self.orientation(inTIFF:)) ?? .up
    }

    /// Whether turning swaps width and height.
    var swapsSides: Bool { rawValue >= 5 }

    /// The transform from the stored pixels (`width` × `height`) to the upright image.
    func transform(width: Double, height: Double) -> cairo_matrix_t {
        let (w, h) = (width, height)
        switch self {
        case .up: return cairo_matrix_t(xx: 1, yx: 0, xy: 0, yy: 1, x0: 0, y0: 0)
        case .upMirrored: return cairo_matrix_t(xx: -1, yx: 0, xy: 0, yy: 1, x0: w, y0: 0)
        case .down: return cairo_matrix_t(xx: -1, yx: 0, xy: 0, yy: -1, x0: w, y0: h)
        case .downMirrored: return cairo_matrix_t(xx: 1, yx: 0, xy: 0, yy: -1, x0: 0, y0: h)
        case .leftMirrored: return cairo_matrix_t(xx: 0, yx: 1, xy: 1, yy: 0, x0: 0, y0: 0)
        case .right: return cairo_matrix_t(xx: 0, yx: 1, xy: -1, yy: 0, x0: h, y0: 0)
        case .rightMirrored: return cairo_matrix_t(xx: 0, yx: -1, xy: -1, yy: 0, x0: h, y0: w)
        case .left: return cairo_matrix_t(xx: 0, yx: -1, xy: 1, yy: 0, x0: 0, y0: w)
        }
    }

    /// The TIFF block of the first Exif APP1 segment before the image data.
    private static func tiff(in data: [UInt8]) -> ArraySlice<UInt8>? {
        var offset = 2
        while offset + 4 <= data.count, data[offset] == 0xFF {
            let marker = data[offset + 1]
            let length = Int(data[offset + 2]) << 8 | Int(data[offset + 3])
            // Start of scan: the metadata segments are all before it.
            guard marker != 0xDA, length >= 2, offset + 2 + length <= data.count else { return nil }
            let body = data[(offset + 4)..<(offset + 2 + length)]
            if marker == 0xE1, body.starts(with: Array("Exif\0\0".utf8)) { return body.dropFirst(6) }
            offset += 2 + length
        }
        return nil
    }

    /// The orientation tag (0x0112) of a TIFF block's first directory.
    private static func orientation(inTIFF tiff: ArraySlice<UInt8>) -> ExifOrientation? {
        let bytes = Array(tiff)
        guard bytes.count >= 8 else { return nil }
        let littleEndian: Bool
        switch (bytes[0], bytes[1]) {
        case (0x49, 0x49): littleEndian = true
        case (0x4D, 0x4D): littleEndian = false
        default: return nil
        }
        func number(_ at: Int, _ size: Int) -> Int? {
            guard at >= 0, at + size <= bytes.count else { return nil }
            let field = bytes[at..<(at + size)]
            return (littleEndian ? Array(field.reversed()) : Array(field)).reduce(0) { $0 << 8 | Int($1) }
        }
        guard let directory = number(4, 4), let count = number(directory, 2) else { return nil }
        for entry in 0..<min(count, 512) {
            let at = directory + 2 + entry * 12
            guard let tag = number(at, 2) else { return nil }
            if tag == 0x0112, let type = number(at + 2, 2), type == 3, let value = number(at + 8, 2) {
                return ExifOrientation(rawValue: UInt16(truncatingIfNeeded: value))
            }
        }
        return nil
    }
}
