import ArgumentParser
import Canvas
import Foundation
import Mockup
import Review

/// `tablesnap verify`: every mockup re-rendered and compared with the PNG beside it.
struct Verify: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Re-render mockups and compare each with the PNG beside it (NAME.png).",
        discussion: """
            Directories are searched for *.yaml and *.json mockups (not their subfolders). Exit status: 0 all match, \
            1 a mismatch or a missing reference, 64 bad command line, 65 bad mockup, 66 missing file, 69 fonts missing, \
            74 write failure.
            """)

    @Argument(help: "Mockup files, or directories of them (default: the current directory).")
    var paths: [String] = ["."]

    @Flag(help: "Write a missing reference from the render (look at it before you commit it).")
    var record = false

    @Option(help: ArgumentHelp("Write an HTML report of the failures into this directory.", valueName: "DIR"))
    var report: String?

    /// Without them, TableSnap's standard tolerance.
    @OptionGroup var precision: ToleranceOptions

    @OptionGroup var designOption: DesignOptionGroup

    @OptionGroup var reading: ReadOptionGroup

    func validate() throws {
        if report?.isEmpty == true { throw ValidationError("--report is empty; give a directory for the report") }
    }

    private var tolerance: SnapshotTolerance { precision.tolerance(standard: .standard) }

    func run() throws {
        try requireFonts()
        try reportingMockupErrors {
            let options = reading.options
            let inputs = try Verification.mockups(in: paths, options: options)
            // Claimed before anything is verified: a folder the report may not write into stops the run.
            let reportWriter = try report.map { (directory) throws(MockupError) in
                try VerificationReport(directory: directory, tolerance: tolerance, inputs: inputs)
            }
            var verification = Verification(inputs: inputs, tolerance: tolerance, records: record, options: options)
            verification.overrides.design = designOption.design
            let results = verification.run(report: reportWriter)
            results.forEach(show)
            let summary = VerificationSummary(results)
            say(summary.description)
            if let reportWriter {
                try reportWriter.finish(results)
                say("wrote \((reportWriter.directory as NSString).appendingPathComponent("index.html"))")
            }
            if summary.exitStatus != 0 { throw ExitCode(summary.exitStatus) }
        }
    }

    private func show(_ result: Verification.Result) {
        switch result.outcome {
        case .passed: say("ok \(result.input)")
        case .failed(let failure): say("FAIL \(result.input): \(failure.summary)")
        case .missingReference: say("FAIL \(result.input): no reference \(result.reference) (run with --record to write it)")
        case .recorded: say("recorded \(result.reference)")
        case .error(let error): printError(error.description)
        }
    }
}
