import Canvas
import Foundation

/// Two PNG files compared pixel by pixel, as `tablesnap diff` compares them:
/// the counts, whether they match within a tolerance, and the diff image.
public struct PNGDiff {
    /// The pixel comparison.
    public let comparison: ImageComparison
    /// What counts as a match.
    public let tolerance: SnapshotTolerance

    /// Reads and compares `reference` and `actual`; a missing file or one that
    /// is not a PNG within the image limits is an error naming it.
    public init(reference: String, actual: String, tolerance: SnapshotTolerance) throws(MockupError) {
        let expected = try Self.bitmap(reference), rendered = try Self.bitmap(actual)
        do {
            comparison = try ImageComparison(actual: rendered, reference: expected, tolerance: tolerance)
        } catch {
            throw MockupError(.invalidInput, file: actual, message: "could not compare: \(error)")
        }
        self.tolerance = tolerance
    }

    /// Whether the images match within the tolerance.
    public var matches: Bool { comparison.isWithin(tolerance) }

    /// The counts in a sentence (``ImageComparison/summary``).
    public var summary: String { comparison.summary }

    /// Writes the diff image (changed pixels red over the faded reference, boxed) to `path`, whole or not at all.
    public func writeDiffImage(to path: String) throws(MockupError) {
        guard let diff = comparison.diffImage else { throw MockupError(.invalidInput, file: path, message: "the sizes differ, so there is no diff image") }
        let png: [UInt8]
        do {
            png = try Image(bitmap: diff).pngData() ?? []
        } catch {
            throw MockupError(.output, file: path, message: "could not encode the diff image: \(error)")
        }
        try AtomicFile.checkReplaceable(path)
        try AtomicFile.write(png, to: path)
    }

    private static func bitmap(_ path: String) throws(MockupError) -> Bitmap {
        let bytes: [UInt8]
        do {
            bytes = try RegularFile.read(path, maximumSize: MockupLimits.maximumImageFileSize)
        } catch {
            throw MockupError(error.isMissing ? .missingFile : .invalidInput, file: path, message: error.description)
        }
        guard case .bitmap(let bitmap)? = try? Image(pngData: bytes).content else {
            throw MockupError(.invalidInput, file: path, message: "not a valid PNG image")
        }
        return bitmap
    }
}
