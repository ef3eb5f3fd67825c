import Canvas
import Dispatch
import Foundation
import TableKit

/// Renders mockup files to PNG, PDF or SVG files: each independently, all
/// cores busy, each output written whole or not at all.
public struct RenderJob: Sendable {
    /// Changes applied on top of every mockup (the command line's options).
    public struct Overrides: Sendable {
        /// `--device`: replaces each mockup's device and drops its own `size`, `safeArea` and `scale`.
        public var device: Device?
        /// `--scale`: pixels per point for every mockup; nil keeps each mockup's.
        public var scale: CGFloat?
        /// `--appearance`: light or dark for every mockup; nil keeps each mockup's.
        public var appearance: Appearance?
        /// `--design`: the iOS design for every mockup; nil keeps each mockup's.
        public var design: Design?
        /// `--content`: renders the whole table instead of the screen.
        public var content = false
        /// `--annotate`: what is drawn over and beside every render (the `Review` module's redlines, its `annotations` property).
        package var overlay: (any RenderOverlay)?

        /// Overrides to apply; nil and false leave each mockup's own setting.
        public init(device: Device? = nil, scale: CGFloat? = nil, appearance: Appearance? = nil, content: Bool = false) {
            self.device = device
            self.scale = scale
            self.appearance = appearance
            self.content = content
        }

        package func apply(to mockup: inout Mockup) {
            if let device {
                mockup.device = device
                mockup.size = nil
                mockup.safeArea = nil
                mockup.scale = nil
            }
            if let scale { mockup.scale = scale }
            if let appearance { mockup.traits.userInterfaceStyle = appearance }
            if let design { mockup.traits.design = design }
            if content { mockup.render = .content }
            if let overlay { mockup.overlay = overlay }
        }
    }

    /// One file's outcome.
    public struct Result: Sendable {
        /// The mockup file's path.
        public let input: String
        /// The path written to, or that would have been on failure.
        public let output: String
        /// Why the file failed; nil when its output was written.
        public let error: MockupError?
    }

    /// The mockup files to render; results come back in this order.
    public let inputs: [String]
    /// Where each render goes: beside its mockup when nil; else this file (one
    /// input) or this directory (an existing directory, or a path ending in `/`).
    public let output: String?
    /// The format of renders named by the job (beside their mockups, or in a
    /// directory); an output file's own extension (`.png`, `.pdf`, `.svg`)
    /// names its format. PNG by default.
    public let format: Renderer.OutputFormat
    /// Changes applied on top of every mockup.
    public let overrides: Overrides
    /// What the mockups may read besides themselves (images outside their folder).
    public let options: Mockup.ReadOptions
    /// Files the run reads besides the mockups and their images (the `--font`
    /// files): no output may replace them.
    public var otherInputs: [String] = []

    /// A job rendering `inputs` to `output` (see ``output``) in `format` (see ``format``) with `overrides` applied.
    public init(inputs: [String], output: String?, format: Renderer.OutputFormat = .png, overrides: Overrides,
                options: Mockup.ReadOptions = Mockup.ReadOptions()) {
        self.inputs = inputs
        self.output = output
        self.format = format
        self.overrides = overrides
        self.options = options
    }

    /// Renders every input, in parallel (the largest file first, see
    /// `BatchOrder`); results come back in input order.
    /// Outputs are checked first (see `OutputPlan`): an input whose output
    /// is refused is not rendered.
    public func run() -> [Result] {
        let outputs = inputs.map(outputPath(for:))
        // With several inputs, one's output may be another's image: every image named is an input of the run.
        let images = inputs.count > 1 ? imageFiles() : []
        let refusals = OutputPlan(inputs: inputs, outputs: outputs, otherInputs: otherInputs + images).refusals()
        let results = LockedResults<Result>(count: inputs.count)
        BatchOrder.perform(over: inputs) { index in
            let refusal = refusals[index]
            results.set(index, refusal.map { Result(input: inputs[index], output: outputs[index], error: $0) }
                ?? render(inputs[index], to: outputs[index]))
        }
        return results.all
    }

    /// The image files every input names, read on every core.
    private func imageFiles() -> [String] {
        let files = LockedResults<[String]>(count: inputs.count)
        BatchOrder.perform(over: inputs) { files.set($0, Mockup.imageFiles(contentsOf: inputs[$0], options: options)) }
        return files.all.flatMap { $0 }
    }

    /// The output path for `input`.
    public func outputPath(for input: String) -> String {
        let named = URL(fileURLWithPath: input).deletingPathExtension().appendingPathExtension(format.rawValue)
        guard let output else { return named.path }
        var isDirectory: ObjCBool = false
        if output.hasSuffix("/") || inputs.count > 1 || (FileManager.default.fileExists(atPath: output, isDirectory: &isDirectory) && isDirectory.boolValue) {
            return URL(fileURLWithPath: output).appendingPathComponent(named.lastPathComponent).path
        }
        return output
    }

    /// The format written to `output`: the one its extension names, else ``format``.
    public func format(ofOutput output: String) -> Renderer.OutputFormat {
        Renderer.OutputFormat(pathExtension: URL(fileURLWithPath: output).pathExtension) ?? format
    }

    private func render(_ input: String, to output: String) -> Result {
        do throws(MockupError) {
            var mockup = try Mockup.load(contentsOf: input, options: options)
            if let refusal = OutputPlan.refusal(ofSharedOutput: output, inputs: mockup.imageFiles, file: input) { throw refusal }
            overrides.apply(to: &mockup)
            try AtomicFile.write(to: output) { () throws(MockupError) in try mockup.render(as: format(ofOutput: output), file: input) }
            return Result(input: input, output: output, error: nil)
        } catch {
            return Result(input: input, output: output, error: error)
        }
    }
}
