import Foundation
import Testing
@testable import TableKit
import TableSnapTesting

/// Intrinsic sizes with hugging and compression resistance, and baselines.
@Suite(.design(.iOS18)) struct IntrinsicContentSizeTests {
    private func textWidth(_ label: Label) -> CGFloat { label.intrinsicContentSize.width }

    /// Two labels in a row between the margins: the one that hugs less stretches.
    @Test func theLabelThatHugsLessStretches() {
        let root = constraintRoot()
        let title = constrainedLabel("Title", in: root), value = constrainedLabel("Value", in: root)
        value.setContentHuggingPriority(.defaultLow + 1, for: .horizontal)
        LayoutConstraint.activate([
            title.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            value.leadingAnchor.constraint(equalTo: title.trailingAnchor, constant: 8),
            value.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
            title.topAnchor.constraint(equalTo: root.topAnchor),
            value.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        #expect(value.frame.width == textWidth(value))
        #expect(value.frame.maxX == 292)
        #expect(title.frame.minX == 8 && title.frame.width == 292 - 8 - 8 - textWidth(value))
        #expect(title.frame.height == title.intrinsicContentSize.height)
        #expect(!title.hasAmbiguousLayout && !value.hasAmbiguousLayout)
    }

    /// Too little room: the label that resists compression less gives way.
    @Test func theLabelThatResistsLessIsCompressed() {
        let root = constraintRoot(width: 120)
        let title = constrainedLabel("A long title that does not fit", in: root), value = constrainedLabel("Detail", in: root)
        title.setContentCompressionResistancePriority(.defaultHigh - 1, for: .horizontal)
        LayoutConstraint.activate([
            title.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            value.leadingAnchor.constraint(equalTo: title.trailingAnchor, constant: 8),
            value.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            title.topAnchor.constraint(equalTo: root.topAnchor),
            value.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        #expect(value.frame.width == textWidth(value))
        #expect(title.frame.width == 120 - 8 - textWidth(value))
        #expect(title.contentCompressionResistancePriority(for: .horizontal) == LayoutPriority(749))
        #expect(title.contentHuggingPriority(for: .vertical) == .defaultLow)
    }

    @Test func firstBaselinesLineUpAcrossFonts() throws {
        let root = constraintRoot()
        let big = constrainedLabel("Big", in: root), small = constrainedLabel("small", in: root)
        big.font = Font.systemFont(ofSize: 34)
        small.font = Font.systemFont(ofSize: 12)
        LayoutConstraint.activate([
            big.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            big.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            small.leadingAnchor.constraint(equalTo: big.trailingAnchor, constant: 4),
            small.firstBaselineAnchor.constraint(equalTo: big.firstBaselineAnchor),
        ])
        root.layoutIfNeeded()
        let bigLayout = try #require(big.textLayout(width: big.bounds.width))
        let smallLayout = try #require(small.textLayout(width: small.bounds.width))
        let bigBaseline = big.frame.minY + (big.frame.height - bigLayout.size.height) / 2 + bigLayout.firstBaseline
        let smallBaseline = small.frame.minY + (small.frame.height - smallLayout.size.height) / 2 + smallLayout.firstBaseline
        #expect(abs(bigBaseline - smallBaseline) < 0.001)
        #expect(small.frame.minY > big.frame.minY + 10)
    }

    @Test func imageViewsAndControlsHaveTheirNaturalSizes() throws {
        let image = try #require(Image(systemName: "heart.fill"))
        #expect(ImageView(image: image).intrinsicContentSize == image.size)
        #expect(ImageView().intrinsicContentSize == CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric))
        #expect(Switch().intrinsicContentSize == ControlDesign.iOS18.switchSize)
        #expect(View().intrinsicContentSize.width == View.noIntrinsicMetric)
    }

    @Test func changingTheTextRelaysOut() {
        let root = constraintRoot()
        let label = constrainedLabel("Short", in: root)
        LayoutConstraint.activate([label.leadingAnchor.constraint(equalTo: root.leadingAnchor), label.topAnchor.constraint(equalTo: root.topAnchor)])
        root.layoutIfNeeded()
        let short = label.frame.width
        label.text = "Rather longer"
        root.layoutIfNeeded()
        #expect(label.frame.width > short)
        #expect(label.frame.width == label.intrinsicContentSize.width)
    }

    @Test func wrappingLabelsTakeTheHeightOfTheirSolvedWidth() {
        let root = constraintRoot(width: 200, height: 400)
        let label = constrainedLabel(String(repeating: "wrapping words ", count: 8), in: root)
        label.numberOfLines = 0
        LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            label.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            label.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        #expect(label.frame.width == 200)
        #expect(label.frame.height == label.intrinsicContentSize(forWidth: 200).height)
        #expect(label.frame.height > 3 * label.font.lineHeight)
    }
}
