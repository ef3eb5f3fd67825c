import Canvas
import Foundation
import Mockup

/// An HTML page of a verification run for a reviewer (say, from a CI
/// artefact): the counts, each failure as a card with its reference, render
/// and diff side by side and an onion-skin slider, the passing mockups
/// listed compactly. It needs no network, and the same run gives the same bytes.
///
/// The report owns its folder: it is made for the report, or holds only
/// files an earlier report wrote (listed in its `.tablesnap-report`
/// manifest), or it is refused before anything is verified. Each failure's
/// images are written as soon as the failure is known (see
/// ``Verification/run(report:)``), so that a run holds no failure's pictures
/// for longer than it takes to write them.
public final class VerificationReport: @unchecked Sendable {
    /// The folder the report is written into.
    public let directory: String
    /// The tolerance the run compares with, stated on the page.
    public let tolerance: SnapshotTolerance
    /// The files the run reads (mockups, references): the report may not replace one.
    private let reads: [String]
    private let lock = NSLock()
    private var written: Set<String> = []
    private let owned: Set<String>

    /// The manifest of the names a report wrote into its folder.
    static let manifestName = ".tablesnap-report"
    /// The largest manifest read back.
    private static let maximumManifestSize = 1 << 20

    /// Claims `directory` (created if need be) for the report of a run over
    /// `inputs` (mockup files, whose references the run reads too), within
    /// `tolerance`. Throws an output error, before anything is verified,
    /// when the folder holds a file the report would write but did not
    /// write before, or when a name it would write is a file the run reads.
    public init(directory: String, tolerance: SnapshotTolerance, inputs: [String]) throws(MockupError) {
        self.directory = directory
        self.tolerance = tolerance
        reads = Verification.filesRead(by: inputs)
        owned = try Self.claim(directory)
        let names = ["index.html", Self.manifestName] + inputs.enumerated().flatMap { VerificationReportCard.possibleNames(input: $1, number: $0 + 1) }
        for name in names { try check(name) }
    }

    /// Why `output`, another file the run writes (`--junit`), may not be
    /// written with a report in `directory`: it lies in the report's folder,
    /// which the report owns (a file there may be one the report writes, as
    /// `index.html`, or one a later report refuses); nil when it lies
    /// outside. Asked before the report claims its folder, so that a refused
    /// run writes nothing. Paths are compared with `.`, `..` and symbolic
    /// links resolved.
    public static func refusal(ofOtherOutput output: String, directory: String) -> MockupError? {
        let folder = URL(fileURLWithPath: directory).standardizedFileURL.resolvingSymlinksInPath().path
        let url = URL(fileURLWithPath: output).standardizedFileURL
        let file = url.deletingLastPathComponent().resolvingSymlinksInPath().appendingPathComponent(url.lastPathComponent).path
        guard file == folder || file.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/") else { return nil }
        return MockupError(.output, file: output, message: "the output lies in the report folder \(directory), which only the report writes into; "
                           + "refusing it (name a file outside that folder)")
    }

    /// Writes the images of `result`, the run's input number `index` (from 0), if it failed.
    func add(_ result: Verification.Result, index: Int) throws(MockupError) {
        for (name, bytes) in VerificationReportCard(result: result, number: index + 1).images { try writeFile(bytes, named: name) }
    }

    /// Writes `index.html` for `results` (the run's, in its order), and the manifest.
    public func finish(_ results: [Verification.Result]) throws(MockupError) {
        let cards = results.enumerated().filter { $0.element.needsReview }.map { VerificationReportCard(result: $0.element, number: $0.offset + 1) }
        try writeFile(Array(html(results: results, cards: cards).utf8), named: "index.html")
        let names = lock.withLock { owned.union(written).subtracting([Self.manifestName]).sorted() }
        try writeFile(Array(names.map { $0 + "\n" }.joined().utf8), named: Self.manifestName)
    }

    /// The folder made, or the names an earlier report wrote into it; throws when it cannot be had.
    private static func claim(_ directory: String) throws(MockupError) -> Set<String> {
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            throw MockupError(.output, file: directory, message: "cannot create the report directory: \(error.localizedDescription)")
        }
        let manifest = (directory as NSString).appendingPathComponent(manifestName)
        guard let bytes = try? RegularFile.read(manifest, maximumSize: maximumManifestSize) else { return [] }
        let names = String(decoding: bytes, as: UTF8.self).split(separator: "\n").map(String.init).filter { !$0.contains("/") }
        return Set(names + [manifestName])
    }

    /// Refuses a name that holds a file no report wrote, or that is a file the run reads.
    private func check(_ name: String) throws(MockupError) {
        let path = (directory as NSString).appendingPathComponent(name)
        var info = stat()
        if lstat(path, &info) == 0, !owned.contains(name) {
            throw MockupError(.output, file: directory, message: "the report folder already holds \(name), which no TableSnap report wrote; "
                              + "name a new or empty folder with --report")
        }
        if let refusal = OutputPlan.refusal(ofSharedOutput: path, inputs: reads, file: directory) { throw refusal }
    }

    private func writeFile(_ bytes: [UInt8], named name: String) throws(MockupError) {
        try AtomicFile.write(bytes, to: (directory as NSString).appendingPathComponent(name))
        lock.withLock { _ = written.insert(name) }
    }

    private func html(results: [Verification.Result], cards: [VerificationReportCard]) -> String {
        let summary = VerificationSummary(results)
        let passed = results.filter { if case .passed = $0.outcome { true } else { false } }.map(\.input)
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <title>\(HTMLText.escape("TableSnap verify: \(summary)"))</title>
            <style>\(VerificationReportStyle.css)</style>
            </head>
            <body>
            <h1>TableSnap verify</h1>
            <p class="summary \(summary.exitStatus == 0 ? "ok" : "bad")">\(HTMLText.escape(summary.description))</p>
            <p class="tolerance">\(HTMLText.escape(toleranceDescription))</p>
            \(cards.map(\.html).joined(separator: "\n"))
            \(passedList(passed))
            <script>\(VerificationReportStyle.script)</script>
            </body>
            </html>

            """
    }

    private func passedList(_ names: [String]) -> String {
        guard !names.isEmpty else { return "" }
        let items = names.map { "<li>\(HTMLText.escape($0))</li>" }.joined()
        return "<h2>Passed (\(names.count))</h2>\n<ul class=\"passed\">\(items)</ul>"
    }

    private var toleranceDescription: String {
        let colour = tolerance.perceptualDifference.map { "a pixel differs beyond a CIE ΔE of \(format($0))" }
            ?? "a pixel differs when a channel is off by more than \(tolerance.channelDifference)"
        return "Tolerance: \(colour); at most \(format(tolerance.differingPixelFraction * 100)) % of pixels may differ."
    }

    private func format(_ value: Double) -> String { String(format: "%g", value) }
}

extension Verification.Result {
    /// Whether a reviewer must look at it: a failure, a missing reference or an error.
    var needsReview: Bool {
        switch outcome {
        case .passed, .recorded: false
        case .failed, .missingReference, .error: true
        }
    }
}
