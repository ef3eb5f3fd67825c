import ArgumentParser
import Canvas

/// `--precision` and `--perceptual-precision`, as `diff` and `verify` take them.
struct ToleranceOptions: ParsableArguments {
    @Option(help: "The fraction of pixels that must match, 0 to 1.")
    var precision: Float?

    @Option(help: "How close a pixel's colour must be to match, 0 to 1 (1 exact; 0.98 allows a CIE Delta E of 2).")
    var perceptualPrecision: Float?

    func validate() throws {
        if let precision, !(0...1).contains(precision) { throw ValidationError("--precision must be between 0 and 1") }
        if let perceptualPrecision, !(0...1).contains(perceptualPrecision) {
            throw ValidationError("--perceptual-precision must be between 0 and 1")
        }
    }

    /// `standard` unless a precision is given; the one not given is then exact.
    func tolerance(standard: SnapshotTolerance) -> SnapshotTolerance {
        guard precision != nil || perceptualPrecision != nil else { return standard }
        return .precision(precision ?? 1, perceptualPrecision: perceptualPrecision ?? 1)
    }
}
