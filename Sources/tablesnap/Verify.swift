import ArgumentParser
import Canvas
import Foundation
import Mockup
import Review

/// `tablesnap verify`: every mockup re-rendered and compared with the PNG beside it.
struct Verify: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "verify", _superCommandName: TableSnap.name,
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

    @Option(help: ArgumentHelp("Write an HTML report of the failures into this directory.", valueName: "DIR"), completion: .directory)
    var report: String?

    @Option(help: ArgumentHelp(
        "Verify only part I of N of the mockups (e.g. 2/8; 1 <= I <= N <= 10000), for CI jobs that split a suite: each mockup is in exactly one part, the same on every machine.",
        valueName: "I/N"))
    var shard: VerificationShard?

    @Option(help: ArgumentHelp("Write a JUnit XML report of the results to this file, for CI systems to show.", valueName: "FILE"))
    var junit: String?

    /// Without them, TableSnap's standard tolerance.
    @OptionGroup var precision: ToleranceOptions

    @OptionGroup var designOption: DesignOptionGroup

    @OptionGroup var reading: ReadOptionGroup

    func validate() throws {
        if report?.isEmpty == true { throw ValidationError("--report is empty; give a directory for the report") }
        if junit?.isEmpty == true { throw ValidationError("--junit is empty; give a file for the JUnit report") }
    }

    private var tolerance: SnapshotTolerance { precision.tolerance(standard: .standard) }

    func run() throws {
        try requireFonts()
        try reportingMockupErrors {
            let options = reading.options
            let suite = try Verification.mockups(in: paths, options: options)
            let inputs = shard?.inputs(of: suite) ?? suite
            if let shard { say("shard \(shard.index)/\(shard.count): \(inputs.count) of \(suite.count) mockups") }
            // Both outputs are checked before the report makes its folder, and
            // the folder claimed before anything is verified: a refusal writes nothing.
            try junit.map { (file) throws(MockupError) in try Self.checkWritable(junit: file, inputs: suite, report: report) }
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
            if let junit {
                let suiteName = shard.map { "tablesnap verify, shard \($0.index)/\($0.count)" } ?? "tablesnap verify"
                try AtomicFile.write(Array(VerificationJUnitReport.xml(results, suite: suiteName).utf8), to: junit)
                say("wrote \(junit)")
            }
            if summary.exitStatus != 0 { throw ExitCode(summary.exitStatus) }
        }
    }

    /// Refuses a JUnit file that is a mockup or a reference of the suite, that
    /// lies in the report's folder, or that cannot be replaced, before anything is verified.
    private static func checkWritable(junit: String, inputs: [String], report: String?) throws(MockupError) {
        if let report, let refusal = VerificationReport.refusal(ofOtherOutput: junit, directory: report) { throw refusal }
        if let refusal = OutputPlan.refusal(ofSharedOutput: junit, inputs: Verification.filesRead(by: inputs), file: junit) { throw refusal }
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

/// `--shard I/N`, read once by the argument parser, which names the option when the text is not a shard.
extension VerificationShard: ExpressibleByArgument {
    public init?(argument: String) { self.init(argument) }
}
