import Foundation
import Testing
@testable import TableKit
import TableSnapTesting

/// Layout guides: the readable width, the safe area, and guides you add; and `updateConstraints`.
@Suite(.design(.iOS18)) struct LayoutGuideTests {
    @Test func readableContentGuideIsCentredAndNoWiderThanAReadableLine() {
        let root = constraintRoot(width: 1024, height: 100)
        root.layoutMargins = EdgeInsets(top: 0, left: 20, bottom: 0, right: 20)
        let text = constrainedView(in: root)
        LayoutConstraint.activate(edges(of: text, pinnedTo: root.readableContentGuide))
        root.layoutIfNeeded()
        #expect(text.frame == CGRect(x: (1024 - 672) / 2, y: 0, width: 672, height: 100))
        root.frame.size.width = 400
        root.layoutIfNeeded()
        #expect(text.frame == CGRect(x: 20, y: 0, width: 360, height: 100))
    }

    @Test func safeAreaGuideIsTheBoundsAndAddedGuidesAreSolved() {
        let root = constraintRoot()
        let spacer = LayoutGuide()
        root.addLayoutGuide(spacer)
        let box = constrainedView(in: root)
        LayoutConstraint.activate([
            spacer.leadingAnchor.constraint(equalTo: root.safeAreaLayoutGuide.leadingAnchor),
            spacer.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
            spacer.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.25),
            spacer.heightAnchor.constraint(equalToConstant: 10),
            box.leadingAnchor.constraint(equalTo: spacer.trailingAnchor),
            box.topAnchor.constraint(equalTo: spacer.bottomAnchor),
            box.trailingAnchor.constraint(equalTo: root.safeAreaLayoutGuide.trailingAnchor),
            box.bottomAnchor.constraint(equalTo: root.safeAreaLayoutGuide.bottomAnchor),
        ])
        root.layoutIfNeeded()
        #expect(spacer.layoutFrame == CGRect(x: 0, y: 0, width: 75, height: 10))
        #expect(box.frame == CGRect(x: 75, y: 10, width: 225, height: 190))
        #expect(root.layoutGuides.count == 1 && spacer.owningView === root)
    }

    /// A view that makes its constraints in `updateConstraints`, as UIKit code does.
    final class Badge: View {
        var side: CGFloat = 10 { didSet { setNeedsUpdateConstraints() } }
        private var sizeConstraints: [LayoutConstraint] = []

        override func updateConstraints() {
            LayoutConstraint.deactivate(sizeConstraints)
            sizeConstraints = [widthAnchor.constraint(equalToConstant: side), heightAnchor.constraint(equalToConstant: side)]
            LayoutConstraint.activate(sizeConstraints)
            super.updateConstraints()
        }
    }

    @Test func updateConstraintsRunsBeforeLayout() {
        let root = constraintRoot()
        let badge = Badge()
        badge.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(badge)
        LayoutConstraint.activate([badge.centerXAnchor.constraint(equalTo: root.centerXAnchor), badge.centerYAnchor.constraint(equalTo: root.centerYAnchor)])
        badge.setNeedsUpdateConstraints()
        root.layoutIfNeeded()
        #expect(badge.frame == CGRect(x: 145, y: 95, width: 10, height: 10))
        badge.side = 20
        #expect(badge.needsUpdateConstraints())
        root.layoutIfNeeded()
        #expect(badge.frame == CGRect(x: 140, y: 90, width: 20, height: 20))
        #expect(!badge.needsUpdateConstraints())
    }
}
