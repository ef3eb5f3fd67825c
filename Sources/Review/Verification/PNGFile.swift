import Canvas
import Mockup

/// A PNG file read for comparison: its bytes as they are on disk, its size
/// checked from its header against ``Limits`` before any pixel is decoded.
struct PNGFile {
    /// How large a PNG a command reads.
    struct Limits {
        /// The largest file, in bytes.
        let maximumFileSize: Int
        /// The largest image it may decode to.
        let image: ImageLimits

        /// PNGs compared by `diff` and `verify`: a comparison holds both
        /// images and a diff image as large, so each may be at most 32
        /// megapixels (about 400 MB in all).
        static let compared = Limits(maximumFileSize: MockupLimits.maximumComparedFileSize,
                                     image: ImageLimits(maximumPixels: MockupLimits.maximumComparedPixels, maximumSide: Bitmap.maximumSide))
    }

    /// The file's path, as given.
    let path: String
    /// The file's bytes, for copying it unchanged (into a report).
    let bytes: [UInt8]
    private let limits: ImageLimits

    /// Reads `path`; a missing file, or one that is not a PNG within `limits`, is an error naming it.
    init(contentsOf path: String, limits: Limits) throws(MockupError) {
        self.path = path
        self.limits = limits.image
        do {
            bytes = try RegularFile.read(path, maximumSize: limits.maximumFileSize)
        } catch {
            throw MockupError(error.isMissing ? .missingFile : .invalidInput, file: path, message: error.description)
        }
        do {
            let size = try PNGCodec.pixelSize(of: bytes)
            try limits.image.check(width: size.width, height: size.height)
        } catch {
            throw MockupError(.invalidInput, file: path, message: error.description)
        }
    }

    /// The decoded pixels; a defect found while decoding is an error naming the file.
    func bitmap() throws(MockupError) -> Bitmap {
        do {
            return try PNGCodec.decode(bytes, limits: limits)
        } catch {
            throw MockupError(.invalidInput, file: path, message: error.description)
        }
    }

    /// Whether the file decodes to exactly `bitmap`'s pixels, found without
    /// decoding it (``PNGCodec/decodes(_:to:)``); false leaves it to ``bitmap()``.
    func holds(_ bitmap: Bitmap) -> Bool {
        PNGCodec.decodes(bytes, to: bitmap)
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
