import Canvas
import Foundation

/// An HTML page of a verification run for a reviewer (say, from a CI
/// artefact): the counts, each failure as a card with its reference, render
/// and diff side by side and an onion-skin slider, the passing mockups
/// listed compactly. It needs no network, and the same run gives the same bytes.
public struct VerificationReport {
    /// The run's results, in its order.
    public let results: [Verification.Result]
    /// The tolerance the run compared with, stated on the page.
    public let tolerance: SnapshotTolerance

    /// A report of `results`, compared within `tolerance`.
    public init(results: [Verification.Result], tolerance: SnapshotTolerance) {
        self.results = results
        self.tolerance = tolerance
    }

    /// Writes `index.html` and each failure's reference, actual and diff PNGs
    /// into `directory` (created if need be), each file whole or not at all.
    public func write(to directory: String) throws(MockupError) {
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            throw MockupError(.output, file: directory, message: "cannot create the report directory: \(error.localizedDescription)")
        }
        let cards = failureCards()
        for card in cards {
            for (name, bytes) in card.images { try writeFile(bytes, named: name, in: directory) }
        }
        try writeFile(Array(html(cards: cards).utf8), named: "index.html", in: directory)
    }

    private func writeFile(_ bytes: [UInt8], named name: String, in directory: String) throws(MockupError) {
        try AtomicFile.write(bytes, to: (directory as NSString).appendingPathComponent(name))
    }

    /// A card for each result that is neither passed nor recorded, numbered in order.
    private func failureCards() -> [VerificationReportCard] {
        results.filter(\.needsReview).enumerated().map { VerificationReportCard(result: $0.element, number: $0.offset + 1) }
    }

    private func html(cards: [VerificationReportCard]) -> String {
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
