import ArgumentParser
import Canvas
import Foundation
import Mockup
import Review
import TableKit

/// `tablesnap render`: mockup files in, PNG, PDF or SVG files out.
struct Render: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render", _superCommandName: TableSnap.name,
        abstract: "Render mockup files (YAML or JSON) to PNG, PDF or SVG.",
        discussion: "Each render goes beside its mockup unless -o says otherwise; an output file's extension (.png, .pdf, .svg) picks its format, --format the format of renders named for you. Exit status: 0 success, 64 bad command line, 65 bad input, 66 missing file, 69 fonts missing, 74 output refused or write failure.")

    @Argument(help: "Mockup files to render.")
    var files: [String]

    @Option(name: .shortAndLong, help: "Output file (one input) or directory.")
    var output: String?

    @Option(help: "png, pdf or svg, for renders beside their mockups or in an -o directory (default: png; an -o file's extension picks its own).")
    var format: Renderer.OutputFormat?

    @Option(help: "Device preset, overriding the mockup's (see `tablesnap devices`).", completion: .list(Device.all.map { $0.name }))
    var device: String?

    @Option(help: "Pixels per point, 1 to 4, overriding the mockup's.")
    var scale: Int?

    @Option(help: "light or dark, overriding the mockup's.", completion: .list(Appearance.allCases.map { $0.rawValue }))
    var appearance: String?

    @Flag(help: "Render the whole table, the image as tall as its content.")
    var content = false

    @Flag(help: "Draw redlines: content margins, frames of labels, images and accessories, distances and heights in points, with a legend.")
    var annotate = false

    @OptionGroup var designOption: DesignOptionGroup

    @OptionGroup var reading: ReadOptionGroup

    @Option(name: .customLong("font"), help: "A font file to draw with instead of Inter (repeat for each file, e.g. SF Pro's).")
    var fontFiles: [String] = []

    @Option(help: "The family in --font files for text below 20 pt, e.g. \"SF Pro Text\".")
    var fontFamily: String?

    @Option(help: "The family for text from 20 pt up, e.g. \"SF Pro Display\" (default: --font-family).")
    var displayFontFamily: String?

    func validate() throws {
        if output?.isEmpty == true { throw ValidationError("-o/--output is empty; give an output file or directory") }
        if let scale, !(1...4).contains(scale) { throw ValidationError("--scale must be 1, 2, 3 or 4") }
        if let device, Device.named(device) == nil {
            throw ValidationError("unknown device \"\(Quote.escapingControlCharacters(device))\"; expected one of \(Device.all.map(\.name).joined(separator: ", "))")
        }
        if let appearance, !Appearance.allCases.map(\.rawValue).contains(appearance) { throw ValidationError("--appearance must be light or dark") }
        if fontFiles.isEmpty != (fontFamily == nil) { throw ValidationError("--font and --font-family go together") }
        if displayFontFamily != nil, fontFamily == nil { throw ValidationError("--display-font-family needs --font and --font-family") }
    }

    func run() throws {
        try requireFonts()
        if let fontFamily {
            let fonts = CustomFonts(files: fontFiles, textFamily: fontFamily, displayFamily: displayFontFamily)
            if let problem = fonts.problem() {
                printError(problem.message)
                throw ExitCode(problem.isMissingFile ? 66 : 65)
            }
            FontLibrary.use(fonts)
        }
        var overrides = RenderJob.Overrides(
            device: device.flatMap(Device.named), scale: scale.map { CGFloat($0) },
            appearance: appearance.flatMap(Appearance.init(rawValue:)), content: content, annotations: annotate)
        overrides.design = designOption.design
        let options = reading.options
        var job = RenderJob(inputs: files, output: output, format: format ?? .png, overrides: overrides, options: options)
        job.otherInputs = fontFiles
        try checkFormat(of: job)
        let results = job.run()
        var status: Int32 = 0
        for result in results {
            if let error = result.error {
                printError(error.description)
                status = max(status, error.exitStatus)
            } else {
                say("wrote \(result.output)")
            }
        }
        if status != 0 { throw ExitCode(status) }
    }
}

extension Render {
    /// Refuses `--format` that contradicts an output file's extension (`-o x.pdf --format svg`).
    private func checkFormat(of job: RenderJob) throws {
        guard let format else { return }
        for file in files {
            let output = job.outputPath(for: file)
            try refuseContradiction(of: format, by: job.format(ofOutput: output), output: output)
        }
    }
}

/// Refuses a `--format` that the extension of `output` (read as `named`) contradicts.
func refuseContradiction(of format: Renderer.OutputFormat, by named: Renderer.OutputFormat?, output: String) throws {
    if let named, named != format {
        throw ValidationError("--format \(format.rawValue) contradicts the output \(Quote.escapingControlCharacters(output)); name it .\(format.rawValue) or drop --format")
    }
}

extension Renderer.OutputFormat: RawValueArgument {}

/// Exits with status 69 when the fonts TableSnap draws with are not installed.
func requireFonts() throws {
    let missing = FontLibrary.missingFontFiles
    guard missing.isEmpty else {
        printError("fonts missing: \(missing.joined(separator: ", ")); run Scripts/setup to install them")
        throw ExitCode(69)
    }
}

/// Runs `body`, reporting a ``MockupError`` it throws as the commands do:
/// its message on standard error, its exit status.
func reportingMockupErrors(_ body: () throws -> Void) throws {
    do {
        try body()
    } catch let error as MockupError {
        printError(error.description)
        throw ExitCode(error.exitStatus)
    }
}

/// Writes an error line to standard error, its control characters escaped:
/// messages quote file names and mockup text.
func printError(_ message: String) {
    FileHandle.standardError.write(Data("tablesnap: error: \(Quote.escapingControlCharacters(message, keepingNewlines: true))\n".utf8))
}

/// Prints a line of the command's report, its control characters escaped:
/// lines name files, whose names may hold any byte but "/".
func say(_ line: String) {
    print(Quote.escapingControlCharacters(line))
}
