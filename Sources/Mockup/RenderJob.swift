import Canvas
import Dispatch
import Foundation
import TableKit

/// Renders mockup files to PNG files: each independently, all cores busy,
/// each output written whole or not at all.
public struct RenderJob: Sendable {
    /// Changes applied on top of every mockup (the command line's options).
    public struct Overrides: Sendable {
        /// `--device`: replaces each mockup's device and drops its own `size`, `safeArea` and `scale`.
        public var device: Device?
        /// `--scale`: pixels per point for every mockup; nil keeps each mockup's.
        public var scale: CGFloat?
        /// `--appearance`: light or dark for every mockup; nil keeps each mockup's.
        public var appearance: Appearance?
        /// `--content`: renders the whole table instead of the screen.
        public var content = false
        /// `--annotate`: draws redlines over and beside every render (see ``Renderer/annotations``).
        public var annotations = false

        /// Overrides to apply; nil and false leave each mockup's own setting.
        public init(device: Device? = nil, scale: CGFloat? = nil, appearance: Appearance? = nil, content: Bool = false, annotations: Bool = false) {
            self.device = device
            self.scale = scale
            self.appearance = appearance
            self.content = content
            self.annotations = annotations
        }

        func apply(to mockup: inout Mockup) {
            if let device {
                mockup.device = device
                mockup.size = nil
                mockup.safeArea = nil
                mockup.scale = nil
            }
            if let scale { mockup.scale = scale }
            if let appearance { mockup.traits.userInterfaceStyle = appearance }
            if content { mockup.render = .content }
            if annotations { mockup.annotations = true }
        }
    }

    /// One file's outcome.
    public struct Result: Sendable {
        /// The mockup file's path.
        public let input: String
        /// The PNG path written to, or that would have been on failure.
        public let output: String
        /// Why the file failed; nil when its PNG was written.
        public let error: MockupError?
    }

    /// The mockup files to render; results come back in this order.
    public let inputs: [String]
    /// Where each PNG goes: beside its mockup when nil; else this file (one
    /// input) or this directory (an existing directory, or a path ending in `/`).
    public let output: String?
    /// Changes applied on top of every mockup.
    public let overrides: Overrides
    /// What the mockups may read besides themselves (images outside their folder).
    public let options: Mockup.ReadOptions

    /// A job rendering `inputs` to `output` (see ``output``) with `overrides` applied.
    public init(inputs: [String], output: String?, overrides: Overrides, options: Mockup.ReadOptions = Mockup.ReadOptions()) {
        self.inputs = inputs
        self.output = output
        self.overrides = overrides
        self.options = options
    }

    /// Renders every input, in parallel; results come back in input order.
    /// Outputs are checked first (see ``OutputPlan``): an input whose output
    /// is refused is not rendered.
    public func run() -> [Result] {
        let outputs = inputs.map(outputPath(for:))
        let refusals = OutputPlan(inputs: inputs, outputs: outputs).refusals()
        let results = LockedResults(count: inputs.count)
        DispatchQueue.concurrentPerform(iterations: inputs.count) { index in
            let refusal = refusals[index]
            results.set(index, refusal.map { Result(input: inputs[index], output: outputs[index], error: $0) }
                ?? render(inputs[index], to: outputs[index]))
        }
        return results.all
    }

    /// The PNG path for `input`.
    public func outputPath(for input: String) -> String {
        let pngName = URL(fileURLWithPath: input).deletingPathExtension().appendingPathExtension("png").lastPathComponent
        guard let output else { return URL(fileURLWithPath: input).deletingPathExtension().appendingPathExtension("png").path }
        var isDirectory: ObjCBool = false
        if output.hasSuffix("/") || inputs.count > 1 || (FileManager.default.fileExists(atPath: output, isDirectory: &isDirectory) && isDirectory.boolValue) {
            return URL(fileURLWithPath: output).appendingPathComponent(pngName).path
        }
        return output
    }

    private func render(_ input: String, to output: String) -> Result {
        do {
            var mockup = try Mockup.load(contentsOf: input, options: options)
            overrides.apply(to: &mockup)
            let png = try mockup.renderPNG(file: input)
            try AtomicFile.write(png, to: output)
            return Result(input: input, output: output, error: nil)
        } catch {
            return Result(input: input, output: output, error: error)
        }
    }
}

/// Results written from several threads.
private final class LockedResults: @unchecked Sendable {
    private let lock = NSLock()
    private var results: [RenderJob.Result?]

    init(count: Int) { results = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ result: RenderJob.Result) { lock.withLock { results[index] = result } }

    var all: [RenderJob.Result] { lock.withLock { results.compactMap { $0 } } }
}
