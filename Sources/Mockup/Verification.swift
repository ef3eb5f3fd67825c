import Canvas
import Dispatch
import Foundation

/// Re-renders mockup files and compares each with the PNG beside it
/// (`NAME.png`) in memory, as `tablesnap verify` does: all cores busy,
/// nothing written unless a missing reference is to be recorded.
public struct Verification: Sendable {
    /// One mockup's outcome.
    public enum Outcome: Sendable {
        /// The render matches its reference within the tolerance.
        case passed
        /// The render differs from its reference.
        case failed(Failure)
        /// There was no reference; the render was written as one (see ``records``).
        case recorded
        /// There is no reference and none was recorded.
        case missingReference
        /// The mockup (or its reference) could not be read, rendered or written.
        case error(MockupError)
    }

    /// What a reviewer needs to see of a failed comparison.
    public struct Failure: Sendable {
        /// The counts in a sentence (see ``ImageComparison/summary``).
        public let summary: String
        /// The reference file's bytes.
        public let reference: [UInt8]
        /// The render, as PNG.
        public let actual: [UInt8]
        /// Changed pixels red over the faded reference, boxed, as PNG; nil when the sizes differ.
        public let diff: [UInt8]?
    }

    /// One mockup file's result.
    public struct Result: Sendable {
        /// The mockup file's path, as given.
        public let input: String
        /// The reference PNG's path: the mockup's, ending in `.png`.
        public let reference: String
        /// How the comparison went.
        public let outcome: Outcome
    }

    /// The mockup files to verify; results come back in this order.
    public let inputs: [String]
    /// What counts as a match.
    public let tolerance: SnapshotTolerance
    /// Whether a missing reference is written from the render (else it is a failure).
    public let records: Bool
    /// What the mockups may read besides themselves.
    public let options: Mockup.ReadOptions

    /// Verifies `inputs` (see ``mockups(in:)``) within `tolerance`, recording missing references when `records`.
    public init(inputs: [String], tolerance: SnapshotTolerance = .standard, records: Bool = false,
                options: Mockup.ReadOptions = Mockup.ReadOptions()) {
        self.inputs = inputs
        self.tolerance = tolerance
        self.records = records
        self.options = options
    }

    /// The reference PNG of the mockup at `input`: the same name ending in `.png`.
    public static func referencePath(for input: String) -> String {
        (input as NSString).deletingPathExtension + ".png"
    }

    /// Renders and compares every input, in parallel; results come back in input order.
    public func run() -> [Result] {
        let references = inputs.map(Self.referencePath(for:))
        // Only recording writes; its outputs follow the rules a render's do (see OutputPlan).
        let refusals = records ? OutputPlan(inputs: inputs, outputs: references).refusals() : inputs.map { _ in nil }
        let results = LockedResults<Result>(count: inputs.count)
        DispatchQueue.concurrentPerform(iterations: inputs.count) { index in
            let outcome = verify(inputs[index], against: references[index], refusal: refusals[index])
            results.set(index, Result(input: inputs[index], reference: references[index], outcome: outcome))
        }
        return results.all
    }

    private func verify(_ input: String, against reference: String, refusal: MockupError?) -> Outcome {
        do throws(MockupError) {
            let actual = try render(input)
            guard Self.exists(reference) else { return try recordIfAsked(actual, to: reference, refusal: refusal) }
            return try compare(actual, with: PNGFile(contentsOf: reference), file: input)
        } catch {
            return .error(error)
        }
    }

    private func render(_ input: String) throws(MockupError) -> Bitmap {
        let image = try Mockup.load(contentsOf: input, options: options).renderImage(file: input)
        guard case .bitmap(let bitmap) = image.content else {
            throw MockupError(.invalidInput, file: input, message: "the render is not a bitmap")
        }
        return bitmap
    }

    private func recordIfAsked(_ actual: Bitmap, to reference: String, refusal: MockupError?) throws(MockupError) -> Outcome {
        guard records else { return .missingReference }
        if let refusal { throw refusal }
        try AtomicFile.write(PNGFile.encode(actual, file: reference), to: reference)
        return .recorded
    }

    private func compare(_ actual: Bitmap, with reference: PNGFile, file: String) throws(MockupError) -> Outcome {
        let comparison: ImageComparison
        do {
            comparison = try ImageComparison(actual: actual, reference: reference.bitmap, tolerance: tolerance)
        } catch {
            throw MockupError(.invalidInput, file: file, message: "could not compare: \(error)")
        }
        guard !comparison.isWithin(tolerance) else { return .passed }
        // Encoded only on failure: a passing run never pays for PNG compression.
        let diff = try comparison.diffImage.map { (bitmap) throws(MockupError) in try PNGFile.encode(bitmap, file: file) }
        return .failed(Failure(summary: comparison.summary, reference: reference.bytes,
                               actual: try PNGFile.encode(actual, file: file), diff: diff))
    }

    /// Whether anything is at `path`, a broken symbolic link included (recording must not write through it).
    private static func exists(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0
    }
}
