import ArgumentParser
import Canvas
import Foundation
import Mockup
import Review

/// `tablesnap diff`: two PNGs compared as the snapshot tests compare them.
struct Diff: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff", _superCommandName: TableSnap.name,
        abstract: "Compare two PNG images pixel by pixel.",
        discussion: "Exit status: 0 equal within the tolerance, 1 different, 64 bad command line, 65 not a PNG, 66 missing file, 74 write failure.")

    @Argument(help: "The reference PNG.")
    var reference: String

    @Argument(help: "The PNG to compare with it.")
    var actual: String

    /// Without them, an exact match.
    @OptionGroup var precision: ToleranceOptions

    @Option(name: .shortAndLong, help: "Write the diff image here when the images differ (changed pixels red, boxed).")
    var output: String?

    func validate() throws {
        if output?.isEmpty == true { throw ValidationError("-o/--output is empty; give a file for the diff image") }
    }

    func run() throws {
        try reportingMockupErrors {
            // Refused before the images are read: whether they differ does not change the answer.
            if let output, let refusal = PNGDiff.refusal(ofDiffImage: output, reference: reference, actual: actual) { throw refusal }
            let diff = try PNGDiff(reference: reference, actual: actual, tolerance: precision.tolerance(standard: .precision(1, perceptualPrecision: 1)))
            say("\(diff.matches ? "equal" : "different"): \(diff.summary)")
            guard !diff.matches else { return }
            if let output {
                try diff.writeDiffImage(to: output)
                say("wrote \(output)")
            }
            throw ExitCode(1)
        }
    }
}
