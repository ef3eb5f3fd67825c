import Canvas

/// A PNG file read for comparison: its bytes as they are on disk and the pixels they hold.
struct PNGFile {
    /// The file's bytes, for copying it unchanged (into a report).
    let bytes: [UInt8]
    /// The decoded pixels.
    let bitmap: Bitmap

    /// Reads `path`; a missing file, or one that is not a PNG within the image
    /// limits, is an error naming it.
    init(contentsOf path: String) throws(MockupError) {
        do {
            bytes = try RegularFile.read(path, maximumSize: MockupLimits.maximumImageFileSize)
        } catch {
            throw MockupError(error.isMissing ? .missingFile : .invalidInput, file: path, message: error.description)
        }
        guard case .bitmap(let bitmap)? = try? Image(pngData: bytes).content else {
            throw MockupError(.invalidInput, file: path, message: "not a valid PNG image")
        }
        self.bitmap = bitmap
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
