import Foundation
import Testing
@testable import TableKit
import TableSnapTesting

/// UITextView as a cell's editor: its text drawn inside the container inset
/// (8 pt above) and the line fragment padding (5 pt a side), wrapped at the
/// view's width, and, with scrolling off, as tall as its text.
@Suite(.design(.iOS18)) struct TextViewTests {
    private let red = Color(red: 1, green: 0, blue: 0)
    private let words = "Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor"

    private func textView(_ text: String, width: CGFloat, height: CGFloat = 200) -> TextView {
        let view = TextView(frame: CGRect(x: 0, y: 0, width: width, height: height))
        view.text = text
        view.font = .systemFont(ofSize: 17)
        view.textColor = red
        return view
    }

    @Test func theTextStartsInsideTheInsetAndThePadding() throws {
        let view = textView("Hello", width: 200, height: 60)
        #expect(view.textContainerInset == EdgeInsets(top: 8, left: 0, bottom: 8, right: 0) && view.textContainer.lineFragmentPadding == 5)
        let drawn = try #require(boundsOfPixels(in: try renderControl(view), area: view.bounds) { isPure(0, $0) })
        #expect(drawn.minX >= 5 && drawn.minX < 7.5, "the padding, then the H's side bearing")
        let baseline = 8 + TextLayout(text: "Hello", font: .systemFont(ofSize: 17), width: nil).firstBaseline
        #expect(abs(drawn.maxY - baseline) < 1, "the first line's box starts at the 8-pt inset")
        view.textContainerInset = EdgeInsets(top: 20, left: 10, bottom: 0, right: 0)
        view.textContainer.lineFragmentPadding = 0
        let moved = try #require(boundsOfPixels(in: try renderControl(view), area: view.bounds) { isPure(0, $0) })
        #expect(abs(moved.minX - (drawn.minX + 5)) < 0.6 && abs(moved.minY - (drawn.minY + 12)) < 0.6)
    }

    @Test func longTextWrapsAtTheViewsWidthLessThePadding() throws {
        let view = textView(words, width: 150)
        let drawn = try #require(boundsOfPixels(in: try renderControl(view), area: view.bounds) { isPure(0, $0) })
        #expect(drawn.maxX <= 145 && drawn.height > 3 * 17, "several lines inside the right padding")
    }

    @Test func withScrollingOffTheIntrinsicHeightIsTheTexts() throws {
        let view = textView(words, width: 150)
        #expect(view.intrinsicContentSize.height == View.noIntrinsicMetric, "a scrolling text view has none")
        view.isScrollEnabled = false
        let lines = TextLayout(text: words, font: .systemFont(ofSize: 17), width: 140, numberOfLines: 0).size.height
        #expect(view.intrinsicContentSize == CGSize(width: View.noIntrinsicMetric, height: 16 + lines.pixelCeiled(scale: view.traits.displayScale)))
        let empty = TextView(frame: CGRect(x: 0, y: 0, width: 150, height: 0))
        empty.isScrollEnabled = false
        #expect(abs(empty.intrinsicContentSize.height - (16 + Font.systemFont(ofSize: 12).lineHeight)) < 0.5, "one line of the 12-pt default")
    }

    @Test func aTextViewThatDoesNotScrollSizesItsContainerUnderAutoLayout() {
        let content = View(frame: CGRect(x: 0, y: 0, width: 200, height: 10))
        let view = textView(words, width: 0, height: 0)
        view.isScrollEnabled = false
        view.translatesAutoresizingMaskIntoConstraints = false
        content.addSubview(view)
        LayoutConstraint.activate([
            view.topAnchor.constraint(equalTo: content.topAnchor),
            view.bottomAnchor.constraint(equalTo: content.bottomAnchor),
            view.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 20),
            view.trailingAnchor.constraint(equalTo: content.trailingAnchor, constant: -20),
        ])
        let fitted = content.systemLayoutSizeFitting(CGSize(width: 200, height: 0), withHorizontalFittingPriority: .required,
                                                     verticalFittingPriority: .fittingSizeLevel)
        #expect(fitted.height == view.sizeThatFits(CGSize(width: 160, height: 0)).height)
        #expect(fitted.height > 16 + 3 * 17, "wrapped at 160 − 10 pt")
    }
}
