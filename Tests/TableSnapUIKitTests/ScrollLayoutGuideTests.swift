import Foundation
import Testing
import TableSnapUIKit

/// A form in a scroll view, as iOS 11+ code lays one out: a stack pinned to
/// the content guide, as wide as the frame guide; its size is the content size.
@MainActor struct ScrollLayoutGuideTests {
    @Test func contentPinnedToTheContentGuideSetsTheContentSize() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 393, height: 300))
        let stack = UIStackView()
        stack.axis = .vertical
        stack.spacing = 8
        stack.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(stack)
        for index in 0..<10 {
            let row = UIView()
            row.translatesAutoresizingMaskIntoConstraints = false
            row.heightAnchor.constraint(equalToConstant: 44).isActive = true
            row.tag = index
            stack.addArrangedSubview(row)
        }
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor, constant: 20),
            stack.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor, constant: 16),
            stack.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor, constant: -16),
            stack.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor, constant: -20),
            stack.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor, constant: -32),
        ])
        scrollView.layoutIfNeeded()
        let height: CGFloat = 10 * 44 + 9 * 8
        #expect(stack.frame == CGRect(x: 16, y: 20, width: 361, height: height))
        #expect(scrollView.contentSize == CGSize(width: 393, height: height + 40))
        #expect(scrollView.frameLayoutGuide.layoutFrame == scrollView.bounds)
        #expect(scrollView.contentLayoutGuide.layoutFrame.origin == .zero)
    }
}
