import Canvas
import Foundation
import Mockup

/// Two PNG files compared pixel by pixel, as `tablesnap diff` compares them:
/// the counts, whether they match within a tolerance, and the diff image.
public struct PNGDiff {
    /// The pixel comparison.
    public let comparison: ImageComparison
    /// What counts as a match.
    public let tolerance: SnapshotTolerance
    /// The two files compared, which the diff image may not replace.
    private let reference: String, actual: String

    /// Reads and compares `reference` and `actual`; a missing file or one that
    /// is not a PNG within the limits of compared images (both sizes read from
    /// their headers before either is decoded) is an error naming it.
    public init(reference: String, actual: String, tolerance: SnapshotTolerance) throws(MockupError) {
        let referenceFile = try PNGFile(contentsOf: reference, limits: .compared), actualFile = try PNGFile(contentsOf: actual, limits: .compared)
        let expected = try referenceFile.bitmap(), rendered = try actualFile.bitmap()
        do {
            comparison = try ImageComparison(actual: rendered, reference: expected, tolerance: tolerance)
        } catch {
            throw MockupError(.invalidInput, file: actual, message: "could not compare: \(error)")
        }
        self.tolerance = tolerance
        self.reference = reference
        self.actual = actual
    }

    /// Why `path` may not take the diff image of `reference` and `actual`:
    /// it is one of them, or a file that may not be replaced (see
    /// `OutputPlan`); nil when it may. `tablesnap diff` asks before the images
    /// are read, so that an output is refused whatever the comparison would find.
    public static func refusal(ofDiffImage path: String, reference: String, actual: String) -> MockupError? {
        OutputPlan.refusal(ofSharedOutput: path, inputs: [reference, actual], file: path)
    }

    /// Whether the images match within the tolerance.
    public var matches: Bool { comparison.isWithin(tolerance) }

    /// The counts in a sentence (``ImageComparison/summary``).
    public var summary: String { comparison.summary }

    /// Writes the diff image (changed pixels red over the faded reference,
    /// boxed) to `path`, whole or not at all; `path` may not be either image compared.
    public func writeDiffImage(to path: String) throws(MockupError) {
        if let refusal = Self.refusal(ofDiffImage: path, reference: reference, actual: actual) { throw refusal }
        guard let diff = comparison.diffImage else { throw MockupError(.invalidInput, file: path, message: "the sizes differ, so there is no diff image") }
        let png = try PNGFile.encode(diff, file: path)
        try AtomicFile.write(png, to: path)
    }
}
