import Canvas
import Foundation
import TableKit

/// Compares rendered PNG bytes with a reference PNG in a snapshot directory.
///
/// When they differ beyond the tolerance, the rendering and a diff image are
/// written next to the reference (`NAME.actual.png`, `NAME.diff.png`) for a
/// person to open. A missing reference is recorded only when the environment
/// variable `TABLESNAP_RECORD` is `1` — a reference must be looked at before
/// it is trusted.
public struct SnapshotAssertion {
    /// The folder holding the reference PNGs, where the actual and diff images are written on a mismatch.
    public let directory: URL
    /// How far a rendering may drift from its reference; ``SnapshotTolerance/standard`` by default.
    public var tolerance: SnapshotTolerance

    /// Compares against the references in `directory`, allowing `tolerance`.
    public init(directory: URL, tolerance: SnapshotTolerance = .standard) {
        self.directory = directory
        self.tolerance = tolerance
    }

    /// The outcome of one comparison; `failure` is nil on a match.
    public struct Outcome {
        /// What went wrong (or that a reference was just recorded), for the test to report; nil on a match.
        public let failure: String?
    }

    /// Compares `png` with `NAME.png` in ``directory``, writing `NAME.actual.png` and `NAME.diff.png` beside it on a mismatch.
    public func verify(png: [UInt8], named name: String) -> Outcome {
        let reference = directory.appendingPathComponent("\(name).png")
        let actualURL = directory.appendingPathComponent("\(name).actual.png")
        let diffURL = directory.appendingPathComponent("\(name).diff.png")
        try? FileManager.default.removeItem(at: actualURL)
        try? FileManager.default.removeItem(at: diffURL)
        guard let referenceData = FileManager.default.contents(atPath: reference.path) else {
            if ProcessInfo.processInfo.environment["TABLESNAP_RECORD"] == "1" {
                try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
                try? Data(png).write(to: reference)
                return Outcome(failure: "recorded a new reference \(reference.path): look at it before committing it")
            }
            try? Data(png).write(to: actualURL)
            return Outcome(failure: "no reference \(reference.path); the rendering is at \(actualURL.path) (TABLESNAP_RECORD=1 records it)")
        }
        do {
            let actual = try PNGCodec.decode(png)
            let expected = try PNGCodec.decode(Array(referenceData))
            let comparison = try ImageComparison(actual: actual, reference: expected, tolerance: tolerance)
            if comparison.isWithin(tolerance) { return Outcome(failure: nil) }
            try? Data(png).write(to: actualURL)
            if let diff = comparison.diffImage { try? Data(try PNGCodec.encode(diff)).write(to: diffURL) }
            return Outcome(failure: """
                \(name): \(comparison.summary); \
                see \(actualURL.lastPathComponent) and \(diffURL.lastPathComponent) in \(directory.path)
                """)
        } catch {
            return Outcome(failure: "\(name): cannot compare: \(error)")
        }
    }
}
