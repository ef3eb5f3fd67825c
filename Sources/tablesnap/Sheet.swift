import ArgumentParser
import Foundation
import Mockup
import Review
import TableKit

/// `tablesnap sheet`: mockups over varied keys, one design-review sheet out.
struct Sheet: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sheet", _superCommandName: TableSnap.name,
        abstract: "Render mockups over varied keys as one design-review sheet (PNG, PDF or SVG).",
        discussion: """
            Each --vary KEY=V1,V2,... sets a mockup key path (appearance, contentSize, table.style, \
            table.sections[0].rows[1].accessory, ...) to each value in turn; the sheet shows every combination, \
            the last key along the columns, the one before along the rows, earlier keys as sub-grids (one PDF page \
            per value of the outermost). A single FILE with a top-level `mockups` list is a sheet definition \
            (title, mockups, vary, layout). Every variant is checked before any is rendered. \
            Exit status: 0 success, 64 bad command line, 65 bad input, 66 missing file, 69 fonts missing, 74 output refused or write failure.
            """)

    @Argument(help: "Mockup files, or one sheet definition file.")
    var files: [String]

    @Option(name: .customLong("vary"), help: ArgumentHelp("A key path and the comma-separated values it takes (repeat for each key).", valueName: "KEY=V1,V2"))
    var variations: [String] = []

    @Option(name: .shortAndLong, help: "Output file: .png, .pdf or .svg (default: beside the first file).")
    var output: String?

    @Option(help: "png, pdf or svg, when the output's name does not say (default: png).")
    var format: Renderer.OutputFormat?

    @Option(help: "The sheet's heading (default: the mockups' names).")
    var title: String?

    @Option(help: "The most cards side by side before a row wraps.")
    var columns: Int?

    @Option(help: "Pixels per point of a PNG sheet, 0.25 to 4 (default 1; screens keep their size in points).")
    var thumbnailScale: Double?

    @Flag(help: "Draw every card with redlines: margins, frames, distances and heights in points.")
    var annotate = false

    @OptionGroup var designOption: DesignOptionGroup

    @OptionGroup var reading: ReadOptionGroup

    func validate() throws {
        if output?.isEmpty == true { throw ValidationError("-o/--output is empty; give an output file") }
        if let title, title.utf8.count > MockupLimits.maximumTextBytes {
            throw ValidationError("--title is \(title.utf8.count) bytes; the limit is \(MockupLimits.maximumTextBytes)")
        }
        if let columns, !(1...ReviewSheet.maximumColumns).contains(columns) {
            throw ValidationError("--columns must be 1…\(ReviewSheet.maximumColumns)")
        }
        if let thumbnailScale, !ReviewSheet.thumbnailScales.contains(thumbnailScale) {
            throw ValidationError("--thumbnail-scale must be 0.25…4")
        }
        if let bad = variations.first(where: { ReviewSheet.Variation(argument: $0) == nil }) {
            throw ValidationError("--vary \(Quote.escapingControlCharacters(bad)): expected KEY=V1,V2,... (a mockup key path, =, and comma-separated values)")
        }
    }

    func run() throws {
        try requireFonts()
        try reportingMockupErrors {
            let sheet = try makeSheet()
            let output = output ?? defaultOutput(sheet)
            let format = try outputFormat(of: output)
            let bar = ProgressBar(label: "variants")
            let progress = bar.map { bar in { @Sendable (done: Int, total: Int) in bar.show(done, of: total) } }
            try sheet.write(to: output, as: format, progress: progress)
            bar?.finish()
            say("wrote \(output)")
        }
    }

    /// A sheet from the definition file, or from the mockups and options; options override the file's.
    private func makeSheet() throws -> ReviewSheet {
        let options = reading.options
        var sheet: ReviewSheet
        if files.count == 1, ReviewSheet.isDefinition(atPath: files[0]) {
            sheet = try ReviewSheet.load(contentsOf: files[0], options: options)
        } else {
            sheet = ReviewSheet(mockups: files)
            sheet.options = options
        }
        sheet.variations += variations.compactMap(ReviewSheet.Variation.init(argument:))
        if let title { sheet.title = title }
        if let columns { sheet.columns = columns }
        if let thumbnailScale { sheet.thumbnailScale = CGFloat(thumbnailScale) }
        sheet.annotations = sheet.annotations || annotate
        sheet.overrides.design = designOption.design
        return sheet
    }

    /// `review.yaml` → `review.png`; mockups → `settings-sheet.png` beside the first.
    private func defaultOutput(_ sheet: ReviewSheet) -> String {
        let first = (files[0] as NSString).deletingPathExtension
        return (sheet.definitionFile == nil ? first + "-sheet." : first + ".") + (format ?? .png).rawValue
    }

    private func outputFormat(of output: String) throws -> Renderer.OutputFormat {
        let named = Renderer.OutputFormat(pathExtension: URL(fileURLWithPath: output).pathExtension)
        if let format { try refuseContradiction(of: format, by: named, output: output) }
        return named ?? format ?? .png
    }
}
