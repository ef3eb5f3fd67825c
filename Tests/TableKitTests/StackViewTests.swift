import Foundation
import Testing
@testable import TableKit
import TableSnapTesting

/// Stack views arrange by constraints: each distribution and alignment, custom spacing, hidden views, margins.
@Suite(.design(.iOS18)) struct StackViewTests {
    /// A box with an intrinsic size, as a fixed-size control would have.
    final class Box: View {
        let size: CGSize
        init(_ width: CGFloat, _ height: CGFloat) {
            size = CGSize(width: width, height: height)
            super.init(frame: .zero)
        }
        required init?(coder: NSCoder) { nil }
        override var intrinsicContentSize: CGSize { size }
    }

    /// A 300 × 100 horizontal stack of boxes 40 × 20, 60 × 30 and 20 × 10, filling the root.
    private func stack(_ configure: (StackView) -> Void = { _ in }) -> (View, StackView, [Box]) {
        let root = constraintRoot(width: 300, height: 100)
        let boxes = [Box(40, 20), Box(60, 30), Box(20, 10)]
        let stack = StackView(arrangedSubviews: boxes)
        stack.frame = root.bounds
        root.addSubview(stack)
        configure(stack)
        root.layoutIfNeeded()
        return (root, stack, boxes)
    }

    private func widths(_ boxes: [Box]) -> [CGFloat] { boxes.map(\.frame.width) }
    private func xs(_ boxes: [Box]) -> [CGFloat] { boxes.map(\.frame.minX) }

    @Test func fillStretchesTheViewThatHugsLeast() {
        let (_, _, boxes) = stack { stack in
            stack.spacing = 10
            stack.arrangedSubviews[1].setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
        }
        #expect(widths(boxes) == [40, 220, 20])
        #expect(xs(boxes) == [0, 50, 280])
        // Alignment fill: every view as tall as the stack.
        #expect(boxes.allSatisfy { $0.frame.minY == 0 && $0.frame.height == 100 })
    }

    @Test func fillEquallyGivesEveryViewTheSameLength() {
        let (_, _, boxes) = stack { $0.distribution = .fillEqually; $0.spacing = 15 }
        #expect(widths(boxes) == [90, 90, 90])
        #expect(xs(boxes) == [0, 105, 210])
    }

    @Test func fillProportionallyFollowsIntrinsicWidths() {
        let (_, _, boxes) = stack { $0.distribution = .fillProportionally }
        #expect(widths(boxes) == [100, 150, 50])
    }

    @Test func equalSpacingSharesTheRoomBetweenViews() {
        let (_, _, boxes) = stack { $0.distribution = .equalSpacing; $0.alignment = .top }
        #expect(widths(boxes) == [40, 60, 20])
        #expect(xs(boxes) == [0, 130, 280])
    }

    @Test func equalCenteringSpacesTheCentres() {
        let (_, _, boxes) = stack { $0.distribution = .equalCentering; $0.alignment = .center }
        let centres = boxes.map(\.frame.midX)
        #expect(abs((centres[1] - centres[0]) - (centres[2] - centres[1])) < 1e-9)
        #expect(boxes[0].frame.minX == 0 && boxes[2].frame.maxX == 300)
    }

    @Test(arguments: [(StackView.Alignment.top, [0.0, 0, 0]), (.center, [40, 35, 45]), (.bottom, [80, 70, 90])])
    func alignmentsAcrossTheAxis(alignment: StackView.Alignment, ys: [CGFloat]) {
        let (_, _, boxes) = stack { $0.alignment = alignment }
        #expect(boxes.map(\.frame.minY) == ys)
        #expect(boxes.map(\.frame.height) == [20, 30, 10])
    }

    @Test func baselineAlignmentLinesUpLabels() throws {
        let root = constraintRoot(width: 300, height: 100)
        let big = Label(), small = Label()
        big.text = "Big"
        big.font = Font.systemFont(ofSize: 30)
        small.text = "small"
        small.font = Font.systemFont(ofSize: 11)
        let stack = StackView(arrangedSubviews: [big, small])
        stack.alignment = .firstBaseline
        stack.spacing = 4
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        LayoutConstraint.activate([stack.leadingAnchor.constraint(equalTo: root.leadingAnchor), stack.topAnchor.constraint(equalTo: root.topAnchor)])
        root.layoutIfNeeded()
        func baseline(_ label: Label) throws -> CGFloat {
            let layout = try #require(label.textLayout(width: label.bounds.width))
            return label.frame.minY + (label.frame.height - layout.size.height) / 2 + layout.firstBaseline
        }
        #expect(abs(try baseline(big) - baseline(small)) < 0.001)
        #expect(big.frame.minY == 0)
        #expect(stack.frame.height == big.frame.height)
        #expect(stack.frame.width == big.frame.width + 4 + small.frame.width)
    }

    @Test func hiddenViewsCollapseWithTheirSpacing() {
        let (root, _, boxes) = stack { stack in
            stack.spacing = 10
            stack.distribution = .fillEqually
            stack.arrangedSubviews[1].isHidden = true
        }
        #expect(widths(boxes) == [145, 0, 145])
        #expect(xs([boxes[0], boxes[2]]) == [0, 155])
        boxes[1].isHidden = false
        root.layoutIfNeeded()
        #expect(widths(boxes).allSatisfy { abs($0 - 280.0 / 3) < 1e-9 })
    }

    @Test func verticalStackWithMarginsAndCustomSpacing() {
        let (_, _, boxes) = stack { stack in
            stack.axis = .vertical
            stack.alignment = .leading
            stack.spacing = 2
            stack.isLayoutMarginsRelativeArrangement = true
            stack.layoutMargins = EdgeInsets(top: 5, left: 7, bottom: 5, right: 7)
            stack.setCustomSpacing(20, after: stack.arrangedSubviews[0])
            stack.arrangedSubviews[2].setContentHuggingPriority(.defaultLow - 1, for: .vertical)
        }
        #expect(boxes.map(\.frame.minY) == [5, 45, 77])
        #expect(boxes.map(\.frame.height) == [20, 30, 18])
        #expect(boxes.allSatisfy { $0.frame.minX == 7 })
        #expect(widths(boxes) == [40, 60, 20])
    }

    @Test func removingAndInsertingArrangedViews() {
        let (root, stack, boxes) = stack { $0.distribution = .fillEqually }
        stack.removeArrangedSubview(boxes[0])
        #expect(boxes[0].superview === stack)
        boxes[0].removeFromSuperview()
        stack.insertArrangedSubview(boxes[0], at: 2)
        root.layoutIfNeeded()
        #expect(stack.arrangedSubviews.map { ObjectIdentifier($0) } == [boxes[1], boxes[2], boxes[0]].map { ObjectIdentifier($0) })
        #expect(xs(boxes) == [200, 0, 100])
    }
}

extension StackViewTests {
    @Test func anEmptyStackTakesViewsLater() {
        let root = constraintRoot(width: 100, height: 20)
        let stack = StackView(frame: root.bounds)
        root.addSubview(stack)
        let a = Box(10, 10), b = Box(10, 10)
        stack.addArrangedSubview(a)
        stack.addArrangedSubview(b)
        stack.distribution = .fillEqually
        root.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 0, y: 0, width: 50, height: 20) && b.frame == CGRect(x: 50, y: 0, width: 50, height: 20))
        #expect(!a.translatesAutoresizingMaskIntoConstraints)
    }
}
