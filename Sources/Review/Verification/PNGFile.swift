import Canvas
import Mockup

/// A PNG file read for comparison: its bytes as they are on disk, its size
/// checked from its header against ``Limits`` before any pixel is decoded.
struct PNGFile {
    /// How large a PNG a command reads.
    struct Limits {
        /// The largest file, in bytes.
        let maximumFileSize: Int
        /// The most pixels it may decode to.
        let maximumPixels: Int

        /// PNGs compared by `diff` and `verify`: a comparison holds both
        /// images and a diff image as large, so each may be at most 32
        /// megapixels (about 400 MB in all).
        static let compared = Limits(maximumFileSize: MockupLimits.maximumComparedFileSize, maximumPixels: MockupLimits.maximumComparedPixels)
    }

    /// The file's path, as given.
    let path: String
    /// The file's bytes, for copying it unchanged (into a report).
    let bytes: [UInt8]

    /// Reads `path`; a missing file, or one that is not a PNG within `limits`, is an error naming it.
    init(contentsOf path: String, limits: Limits) throws(MockupError) {
        self.path = path
        do {
            bytes = try RegularFile.read(path, maximumSize: limits.maximumFileSize)
        } catch {
            throw MockupError(error.isMissing ? .missingFile : .invalidInput, file: path, message: error.description)
        }
        let size: (width: Int, height: Int)
        do {
            size = try PNGCodec.pixelSize(of: bytes)
        } catch {
            throw MockupError(.invalidInput, file: path, message: error.description)
        }
        let pixels = size.width.multipliedReportingOverflow(by: size.height)
        guard !pixels.overflow, pixels.partialValue <= limits.maximumPixels else {
            throw MockupError(.invalidInput, file: path, message: "the image is \(size.width) × \(size.height) px; the limit is \(limits.maximumPixels) pixels")
        }
    }

    /// The decoded pixels; a defect found while decoding is an error naming the file.
    func bitmap() throws(MockupError) -> Bitmap {
        do {
            return try PNGCodec.decode(bytes)
        } catch {
            throw MockupError(.invalidInput, file: path, message: error.description)
        }
    }

    /// `bitmap` as PNG bytes; a failure is an output error naming `file`, the file they were meant for.
    static func encode(_ bitmap: Bitmap, file: String) throws(MockupError) -> [UInt8] {
        do {
            return try Image(bitmap: bitmap).pngData() ?? []
        } catch {
            throw MockupError(.output, file: file, message: "could not encode the image: \(error)")
        }
    }
}
