import ArgumentParser
import Canvas
import Foundation
import Mockup
import TableKit

/// `tablesnap render`: mockup files in, PNG files out.
struct Render: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Render mockup files (YAML or JSON) to PNG images.",
        discussion: "Each PNG goes beside its mockup unless -o says otherwise. Exit status: 0 success, 64 bad command line, 65 bad input, 66 missing file, 69 fonts missing, 74 output refused or write failure.")

    @Argument(help: "Mockup files to render.")
    var files: [String]

    @Option(name: .shortAndLong, help: "Output file (one input) or directory.")
    var output: String?

    @Option(help: "Device preset, overriding the mockup's (see `tablesnap devices`).")
    var device: String?

    @Option(help: "Pixels per point (1–4), overriding the mockup's.")
    var scale: Int?

    @Option(help: "light or dark, overriding the mockup's.")
    var appearance: String?

    @Flag(help: "Render the whole table, the image as tall as its content.")
    var content = false

    @Flag(help: "Draw redlines: content margins, frames of labels, images and accessories, distances and heights in points, with a legend.")
    var annotate = false

    @Flag(help: "Let image paths lead outside each mockup's folder (absolute paths, or through ..).")
    var allowImagesOutside = false

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
            throw ValidationError("unknown device \"\(device)\"; expected one of \(Device.all.map(\.name).joined(separator: ", "))")
        }
        if let appearance, Appearance(rawValue: appearance) == nil { throw ValidationError("--appearance must be light or dark") }
        if fontFiles.isEmpty != (fontFamily == nil) { throw ValidationError("--font and --font-family go together") }
        if displayFontFamily != nil, fontFamily == nil { throw ValidationError("--display-font-family needs --font and --font-family") }
    }

    func run() throws {
        let missing = FontLibrary.missingFontFiles
        guard missing.isEmpty else {
            printError("fonts missing: \(missing.joined(separator: ", ")); run Scripts/setup to install them")
            throw ExitCode(69)
        }
        if let fontFamily {
            let fonts = CustomFonts(files: fontFiles, textFamily: fontFamily, displayFamily: displayFontFamily)
            if let problem = fonts.problem() {
                printError(problem.message)
                throw ExitCode(problem.isMissingFile ? 66 : 65)
            }
            FontLibrary.use(fonts)
        }
        let overrides = RenderJob.Overrides(
            device: device.flatMap(Device.named), scale: scale.map { CGFloat($0) },
            appearance: appearance.flatMap(Appearance.init(rawValue:)), content: content, annotations: annotate)
        let options = Mockup.ReadOptions(allowsImagesOutsideFolder: allowImagesOutside)
        let results = RenderJob(inputs: files, output: output, overrides: overrides, options: options).run()
        var status: Int32 = 0
        for result in results {
            if let error = result.error {
                printError(error.description)
                status = max(status, error.exitStatus)
            } else {
                print("wrote \(result.output)")
            }
        }
        if status != 0 { throw ExitCode(status) }
    }
}

func printError(_ message: String) {
    FileHandle.standardError.write(Data("tablesnap: error: \(message)\n".utf8))
}
