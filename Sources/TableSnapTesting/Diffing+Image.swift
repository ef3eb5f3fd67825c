import Foundation
import SnapshotTesting
import TableKit

/// How two images are compared: in memory, within a tolerance, with a diff image on failure.
extension Diffing where Value == Image {
    /// PNG on disk, pixels in memory: a passing comparison never encodes, nor
    /// decodes the reference into a bitmap (its rows are compared as they are
    /// unfiltered, `PNGCodec.decodes(_:to:)`), and bitmaps reuse the memory
    /// of earlier ones (`Bitmap.keepFreedMemoryForReuse()`). A rendering that
    /// is not the reference to the pixel has the reference decoded and
    /// compared within the tolerance; a failure says how many pixels differ
    /// and where the diff image is, which shows the changed pixels red over a
    /// faded reference, their bounding box outlined.
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1) -> Diffing {
        Bitmap.keepFreedMemoryForReuse()
        let tolerance = SnapshotTolerance.precision(precision, perceptualPrecision: perceptualPrecision)
        let references = PendingReferences()
        return .diff(
            toData: { image in Data(RenderedImage.png(of: image)) },
            fromData: { data in references.hold(Array(data)) },
            diffV2: { reference, actual in
                guard let data = references.bytes(of: reference) else {
                    return compare(reference, actual, tolerance: tolerance, precision: precision)
                }
                if case .bitmap(let rendered) = actual.content, PNGCodec.decodes(data, to: rendered) { return nil }
                let decoded = (try? Image(pngData: data)) ?? RenderedImage.placeholder
                return compare(decoded, actual, tolerance: tolerance, precision: precision)
            })
    }

    private static func compare(_ reference: Image, _ actual: Image, tolerance: SnapshotTolerance, precision: Float) -> (String, [DiffAttachment])? {
        guard case .bitmap(let expected) = reference.content, case .bitmap(let rendered) = actual.content else {
            return ("the reference or the rendering is not a bitmap", [])
        }
        guard let comparison = try? ImageComparison(actual: rendered, reference: expected, tolerance: tolerance) else {
            return ("the images could not be compared", [])
        }
        guard !comparison.isWithin(tolerance) else { return nil }
        let sizes = "reference \(expected.pixelWidth)×\(expected.pixelHeight) px, rendering \(rendered.pixelWidth)×\(rendered.pixelHeight) px"
        let message = comparison.sizesMatch
            ? "\(comparison.summary); precision \(precision) allows \(Int(Double(comparison.pixelCount) * tolerance.differingPixelFraction))"
            : "the sizes differ: \(sizes)"
        guard let difference = comparison.diffImage.map({ RenderedImage.png(of: Image(bitmap: $0)) }) else { return (message, []) }
        let saved = DifferenceArtifact.save(difference).map { "\ndifference image: \($0)" } ?? ""
        return (message + saved, [DiffAttachment.data(Data(difference), name: "difference.png")])
    }
}
