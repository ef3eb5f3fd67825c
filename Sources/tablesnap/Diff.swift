import ArgumentParser
import Canvas
import Foundation
import Mockup

/// `tablesnap diff`: two PNGs compared as the snapshot tests compare them.
struct Diff: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Compare two PNG images pixel by pixel.",
        discussion: "Exit status: 0 equal within the tolerance, 1 different, 64 bad command line, 65 not a PNG, 66 missing file, 74 write failure.")

    @Argument(help: "The reference PNG.")
    var reference: String

    @Argument(help: "The PNG to compare with it.")
    var actual: String

    @Option(help: "The fraction of pixels that must match, 0–1 (default 1).")
    var precision: Float = 1

    @Option(help: "How close a pixel's colour must be to match, 0–1 (default 1, exact; 0.98 allows a CIE ΔE of 2).")
    var perceptualPrecision: Float = 1

    @Option(name: .shortAndLong, help: "Write the diff image here when the images differ (changed pixels red, boxed).")
    var output: String?

    func validate() throws {
        if !(0...1).contains(precision) { throw ValidationError("--precision must be between 0 and 1") }
        if !(0...1).contains(perceptualPrecision) { throw ValidationError("--perceptual-precision must be between 0 and 1") }
        if output?.isEmpty == true { throw ValidationError("-o/--output is empty; give a file for the diff image") }
    }

    func run() throws {
        do {
            let diff = try PNGDiff(reference: reference, actual: actual, tolerance: .precision(precision, perceptualPrecision: perceptualPrecision))
            print("\(diff.matches ? "equal" : "different"): \(diff.summary)")
            guard !diff.matches else { return }
            if let output {
                try diff.writeDiffImage(to: output)
                print("wrote \(output)")
            }
            throw ExitCode(1)
        } catch let error as MockupError {
            printError(error.description)
            throw ExitCode(error.exitStatus)
        }
    }
}
