import Canvas
import Foundation
import SnapshotTesting
import TableSnapTesting
import TableSnapUIKit
import Testing

/// `adjustsFontSizeToFitWidth` drawn, against the reviewed reference in
/// Snapshots/LabelShrinkingTests/: four 200-pt labels of the same 17-pt
/// text, top to bottom: without shrinking (truncated with an ellipsis),
/// shrunk with `minimumScaleFactor` 0.5 (the whole text, smaller), shrunk
/// no further than 0.9 (smaller and still truncated), and a short text that
/// fits and keeps its size.
/// `SNAPSHOT_TESTING_RECORD=failed swift test --filter LabelShrinkingTests` re-records.
@MainActor @Suite(.design(.iOS18)) struct LabelShrinkingTests {
    static let references = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Snapshots/LabelShrinkingTests").path

    private func label(_ text: String, y: CGFloat, minimumScaleFactor: CGFloat?) -> UILabel {
        let label = UILabel(frame: CGRect(x: 10, y: y, width: 200, height: 30))
        label.text = text
        label.font = .systemFont(ofSize: 17)
        if let minimumScaleFactor {
            label.adjustsFontSizeToFitWidth = true
            label.minimumScaleFactor = minimumScaleFactor
        }
        return label
    }

    @Test func oneLineLabelsShrinkToFitTheirWidth() {
        let long = "Automatically connect to Wi-Fi"
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 220, height: 140))
        view.backgroundColor = .systemBackground
        let labels = [label(long, y: 0, minimumScaleFactor: nil), label(long, y: 35, minimumScaleFactor: 0.5),
                      label(long, y: 70, minimumScaleFactor: 0.9), label("Wi-Fi", y: 105, minimumScaleFactor: 0.5)]
        labels.forEach(view.addSubview)
        #expect(labels.allSatisfy { $0.intrinsicContentSize.height == labels[0].intrinsicContentSize.height }, "the intrinsic size keeps the full font")
        let failure = verifySnapshot(of: view, as: .image(size: view.bounds.size), snapshotDirectory: Self.references,
                                     testName: "oneLineLabelsShrinkToFitTheirWidth")
        #expect(failure == nil, "\(failure ?? "")")
    }

    /// The lowest row of dark pixels in a 200 × 30-pt label of `text` at 3x.
    private func inkBottom(_ text: String, adjustment: UIBaselineAdjustment) throws -> Int {
        let label = label(text, y: 0, minimumScaleFactor: 0.5)
        label.baselineAdjustment = adjustment
        label.frame.origin = .zero
        let bitmap = try Bitmap(pixelWidth: 600, pixelHeight: 90, scale: 3, isOpaque: true)
        let context = GraphicsContext(bitmap: bitmap, appearance: .light)
        context.fill(label.bounds, with: .white)
        label.draw(in: context)
        return try #require((0..<90).last { y in (0..<600).contains { bitmap.pixel(x: $0, y: y).red < 128 } })
    }

    /// Shrunk text sits on the full-size text's baseline, UILabel's default
    /// (`.alignBaselines`); `.alignCenters` centres it instead, higher up.
    @Test func shrunkTextKeepsTheFullSizeBaseline() throws {
        let fits = try inkBottom("HEH", adjustment: .alignBaselines)
        let shrunk = try inkBottom("HEHEHEHEHEHEHEHEHEHEH", adjustment: .alignBaselines)
        let centred = try inkBottom("HEHEHEHEHEHEHEHEHEHEH", adjustment: .alignCenters)
        #expect(abs(shrunk - fits) <= 1, "baselines \(shrunk) and \(fits)")
        #expect(centred < shrunk - 1, "centred text sits higher")
    }
}
