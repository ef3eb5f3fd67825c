import Canvas
import Dispatch
import Foundation
import Mockup

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

    /// What a reviewer needs to see of a failed comparison. The images are
    /// made only for a report, which writes them at once: in the results of
    /// a run they are empty (``diff`` still nil when the sizes differ).
    public struct Failure: Sendable {
        /// The counts in a sentence (see ``ImageComparison/summary``).
        public let summary: String
        /// The reference file's bytes.
        public let reference: [UInt8]
        /// The render, as PNG.
        public let actual: [UInt8]
        /// Changed pixels red over the faded reference, boxed, as PNG; nil when the sizes differ.
        public let diff: [UInt8]?

        /// This failure without its images, once they are written.
        var withoutImages: Failure {
            Failure(summary: summary, reference: [], actual: [], diff: diff.map { _ in [] })
        }
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
    /// Changes applied on top of every mockup (`--design`); none by default.
    public var overrides = RenderJob.Overrides()
    /// Keeps the renders, references and diff images held at once within three compared images' worth (400 MB).
    private let gate = PixelGate(capacity: 3 * MockupLimits.maximumComparedPixels)

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

    /// Every file a run over `inputs` reads, which nothing it writes may
    /// replace: the mockups and their references.
    public static func filesRead(by inputs: [String]) -> [String] {
        inputs + inputs.map(referencePath(for:))
    }

    /// Renders and compares every input, in parallel (the largest file first,
    /// see ``BatchOrder``); results come back in input order. With a
    /// `report`, each failure's images are made and written into it as soon
    /// as the failure is known (an error writing them is that input's
    /// error); call ``VerificationReport/finish(_:)`` with the results.
    public func run(report: VerificationReport? = nil) -> [Result] {
        let references = inputs.map(Self.referencePath(for:))
        // Only recording writes; its outputs follow the rules a render's do (see OutputPlan).
        let refusals = records ? OutputPlan(inputs: inputs, outputs: references).refusals() : inputs.map { _ in nil }
        let results = LockedResults<Result>(count: inputs.count)
        BatchOrder.perform(over: inputs) { index in
            var result = Result(input: inputs[index], reference: references[index],
                                outcome: verify(inputs[index], against: references[index], refusal: refusals[index], makesImages: report != nil))
            if let report { result = Self.reported(result, index: index, to: report) }
            results.set(index, result)
        }
        return results.all
    }

    /// `result` once its images are written to `report`, without them.
    private static func reported(_ result: Result, index: Int, to report: VerificationReport) -> Result {
        guard case .failed(let failure) = result.outcome else { return result }
        do throws(MockupError) {
            try report.add(result, index: index)
            return Result(input: result.input, reference: result.reference, outcome: .failed(failure.withoutImages))
        } catch {
            return Result(input: result.input, reference: result.reference, outcome: .error(error))
        }
    }

    private func verify(_ input: String, against reference: String, refusal: MockupError?, makesImages: Bool) -> Outcome {
        do throws(MockupError) {
            let folder = ContainedPath(folder: URL(fileURLWithPath: input).deletingLastPathComponent(), allowsOutside: options.allowsFilesOutsideFolder)
            guard let resolved = folder.resolve(reference) else {
                throw MockupError(.invalidInput, file: input, message: "the reference \(reference) leads outside the mockup's folder; "
                                  + "pass --allow-files-outside to allow it")
            }
            // The reference's size is read from its header, and the render's from its layout, before anything is drawn.
            let expected = Self.exists(reference) ? try PNGFile(contentsOf: resolved, limits: .compared) : nil
            var mockup = try Mockup.load(contentsOf: input, options: options)
            overrides.apply(to: &mockup)
            let pixels = try Self.renderedPixels(of: mockup, file: input)
            // A comparison holds the render, the reference and a diff image as large.
            return try gate.withClaim(3 * pixels) { () throws(MockupError) -> Outcome in
                let actual = try render(mockup, file: input)
                guard let expected else { return try recordIfAsked(actual, to: reference, refusal: refusal) }
                return try compare(actual, with: expected, file: input, makesImages: makesImages)
            }
        } catch {
            return .error(error)
        }
    }

    /// The pixels `mockup` renders to, within the limit of compared images.
    private static func renderedPixels(of mockup: Mockup, file: String) throws(MockupError) -> Int {
        let size = try mockup.canvasSize(file: file), scale = mockup.renderer.traits.displayScale
        let pixels = Int((size.width * scale).rounded(.up)) * Int((size.height * scale).rounded(.up))
        guard pixels <= MockupLimits.maximumComparedPixels else {
            throw MockupError(.invalidInput, file: file, message: "the render would be \(pixels) pixels; "
                              + "verify compares images of at most \(MockupLimits.maximumComparedPixels) pixels")
        }
        return pixels
    }

    private func render(_ mockup: Mockup, file input: String) throws(MockupError) -> Bitmap {
        let image = try mockup.renderImage(file: input)
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

    private func compare(_ actual: Bitmap, with reference: PNGFile, file: String, makesImages: Bool) throws(MockupError) -> Outcome {
        // A render that is its reference to the pixel passes without the reference decoded.
        if reference.holds(actual) { return .passed }
        let comparison: ImageComparison
        do {
            comparison = try ImageComparison(actual: actual, reference: reference.bitmap(), tolerance: tolerance)
        } catch {
            throw MockupError(.invalidInput, file: file, message: "could not compare: \(error)")
        }
        guard !comparison.isWithin(tolerance) else { return .passed }
        guard makesImages else {
            return .failed(Failure(summary: comparison.summary, reference: [], actual: [], diff: comparison.diffImage.map { _ in [] }))
        }
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
