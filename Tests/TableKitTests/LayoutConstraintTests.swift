import Foundation
import Testing
@testable import TableKit
import TableSnapTesting

/// Constraints made with anchors and `LayoutConstraint(item:…)`, solved into frames.
@Suite(.design(.iOS18)) struct LayoutConstraintTests {
    @Test func anchorsPinToTheMarginsGuide() {
        let root = constraintRoot()
        root.layoutMargins = EdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
        let box = constrainedView(in: root)
        let guide = root.layoutMarginsGuide
        LayoutConstraint.activate(edges(of: box, pinnedTo: guide))
        root.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 20, y: 10, width: 240, height: 160))
        #expect(guide.layoutFrame == CGRect(x: 20, y: 10, width: 240, height: 160))
        #expect(root.constraints.count == 4)
        #expect(!box.hasAmbiguousLayout)
    }

    @Test func leadingAndTrailingFollowRightToLeft() {
        let root = constraintRoot()
        root.overrideTraits = Traits(displayScale: 3, layoutDirection: .rightToLeft)
        let box = constrainedView(in: root)
        LayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            box.widthAnchor.constraint(equalToConstant: 50),
            box.topAnchor.constraint(equalTo: root.topAnchor),
            box.heightAnchor.constraint(equalToConstant: 5),
        ])
        root.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 240, y: 0, width: 50, height: 5))
    }

    @Test func centeringAndMultipliers() {
        let root = constraintRoot()
        let box = constrainedView(in: root)
        LayoutConstraint.activate([
            box.centerXAnchor.constraint(equalTo: root.centerXAnchor),
            box.centerYAnchor.constraint(equalTo: root.centerYAnchor, constant: 10),
            box.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5),
            box.heightAnchor.constraint(equalTo: box.widthAnchor, multiplier: 0.25, constant: 2),
        ])
        root.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 75, y: 90.25, width: 150, height: 39.5))
    }

    @Test func itemAttributeInitialiserRelatesTwoViews() {
        let root = constraintRoot()
        let a = constrainedView(in: root), b = constrainedView(in: root)
        LayoutConstraint.activate([
            LayoutConstraint(item: a, attribute: .left, relatedBy: .equal, toItem: root, attribute: .left, multiplier: 1, constant: 8),
            LayoutConstraint(item: a, attribute: .top, relatedBy: .equal, toItem: root, attribute: .top, multiplier: 1, constant: 8),
            LayoutConstraint(item: a, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 100),
            LayoutConstraint(item: a, attribute: .height, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 20),
            LayoutConstraint(item: b, attribute: .left, relatedBy: .equal, toItem: a, attribute: .right, multiplier: 1, constant: 8),
            LayoutConstraint(item: b, attribute: .right, relatedBy: .equal, toItem: root, attribute: .rightMargin, multiplier: 1, constant: 0),
            LayoutConstraint(item: b, attribute: .centerY, relatedBy: .equal, toItem: a, attribute: .centerY, multiplier: 1, constant: 0),
            LayoutConstraint(item: b, attribute: .height, relatedBy: .equal, toItem: a, attribute: .height, multiplier: 2, constant: 0),
        ])
        root.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 8, y: 8, width: 100, height: 20))
        #expect(b.frame == CGRect(x: 116, y: -2, width: 176, height: 40))
    }

    @Test func inequalitiesGiveWayByPriority() {
        let root = constraintRoot()
        let box = constrainedView(in: root)
        let wide = box.widthAnchor.constraint(equalToConstant: 400)
        wide.priority = .defaultHigh
        LayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            box.topAnchor.constraint(equalTo: root.topAnchor),
            box.heightAnchor.constraint(equalToConstant: 10),
            box.trailingAnchor.constraint(lessThanOrEqualTo: root.trailingAnchor, constant: -20),
            box.widthAnchor.constraint(greaterThanOrEqualToConstant: 50),
            wide,
        ])
        root.layoutIfNeeded()
        #expect(box.frame.width == 280)
        wide.constant = 100
        root.layoutIfNeeded()
        #expect(box.frame.width == 100)
        wide.isActive = false
        let narrow = box.widthAnchor.constraint(equalToConstant: 10)
        narrow.priority = .defaultLow
        narrow.isActive = true
        root.layoutIfNeeded()
        #expect(box.frame.width == 50)
    }

    @Test func unsatisfiableConstraintsAreLoggedAndBroken() throws {
        let log = LogCapture()
        let root = constraintRoot()
        let box = constrainedView(in: root)
        let conflicting = box.widthAnchor.constraint(equalToConstant: 200)
        log.capture {
            LayoutConstraint.activate([
                box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                box.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                box.topAnchor.constraint(equalTo: root.topAnchor),
                box.heightAnchor.constraint(equalToConstant: 10),
                conflicting,
            ])
            root.layoutIfNeeded()
        }
        #expect(box.frame == CGRect(x: 0, y: 0, width: 300, height: 10))
        let message = try #require(log.messages.first)
        #expect(message.hasPrefix("[LayoutConstraints] Unable to simultaneously satisfy constraints."))
        #expect(message.contains("Will attempt to recover by breaking constraint\n\(conflicting.description)"))
        #expect(message.contains(".trailing == View:"))
        #expect(log.messages.count == 1)
        // Logged once, not at every layout.
        log.capture {
            root.setNeedsLayout()
            root.layoutIfNeeded()
        }
        #expect(log.messages.count == 1)
    }

    @Test func framesOfTranslatingViewsAreFixedInputs() {
        let log = LogCapture()
        let root = constraintRoot()
        let fixed = View(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        root.addSubview(fixed)
        let box = constrainedView(in: root)
        log.capture {
            LayoutConstraint.activate([
                box.leadingAnchor.constraint(equalTo: fixed.trailingAnchor, constant: 5),
                box.topAnchor.constraint(equalTo: fixed.bottomAnchor),
                box.widthAnchor.constraint(equalTo: fixed.widthAnchor),
                box.heightAnchor.constraint(equalToConstant: 1),
                fixed.widthAnchor.constraint(equalToConstant: 80),
            ])
            root.layoutIfNeeded()
        }
        #expect(fixed.frame == CGRect(x: 10, y: 10, width: 50, height: 50))
        #expect(box.frame == CGRect(x: 65, y: 60, width: 50, height: 1))
        #expect(log.messages.first?.contains("NSAutoresizingMaskLayoutConstraint") == true)
    }

    /// UIKit does not print ambiguity on its own, so TableSnap reports it only as an asked-for diagnostic.
    @Test(arguments: [false, true]) func ambiguousLayoutIsReportedWhenDiagnosticsAreOn(diagnostics: Bool) {
        let log = LogCapture()
        let root = constraintRoot()
        let box = constrainedView(in: root)
        log.capture(diagnostics: diagnostics) {
            LayoutConstraint.activate([box.leadingAnchor.constraint(equalTo: root.leadingAnchor), box.widthAnchor.constraint(equalToConstant: 10)])
            root.layoutIfNeeded()
        }
        #expect(box.hasAmbiguousLayout)
        #expect(box.frame.width == 10)
        let reported = log.messages.contains { $0.contains("View has an ambiguous layout") && $0.contains("minY") }
        #expect(reported == diagnostics && (diagnostics || log.messages.isEmpty))
    }

    @Test func constraintsBetweenUnrelatedViewsAreNotActivated() {
        let log = LogCapture()
        let a = View(), b = View()
        let constraint = a.widthAnchor.constraint(equalTo: b.widthAnchor)
        log.capture { constraint.isActive = true }
        #expect(!constraint.isActive)
        #expect(log.messages.first?.contains("no common ancestor") == true)
    }

    @Test func nestedViewsAreSolvedInTheirSuperviewsCoordinates() {
        let root = constraintRoot()
        let container = constrainedView(in: root)
        let inner = constrainedView(in: container)
        LayoutConstraint.activate([
            container.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 30),
            container.topAnchor.constraint(equalTo: root.topAnchor, constant: 40),
            inner.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 5),
            inner.topAnchor.constraint(equalTo: container.topAnchor, constant: 6),
            inner.widthAnchor.constraint(equalToConstant: 10),
            inner.heightAnchor.constraint(equalToConstant: 12),
            container.trailingAnchor.constraint(equalTo: inner.trailingAnchor, constant: 5),
            container.bottomAnchor.constraint(equalTo: inner.bottomAnchor, constant: 6),
        ])
        root.layoutIfNeeded()
        #expect(container.frame == CGRect(x: 30, y: 40, width: 20, height: 24))
        #expect(inner.frame == CGRect(x: 5, y: 6, width: 10, height: 12))
    }

    /// The root keeps its solve between layouts; each input it read must still be followed.
    @Test func laterLayoutsFollowWhatChanged() {
        let root = constraintRoot()
        let fixed = View(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        root.addSubview(fixed)
        let box = constrainedView(in: root)
        LayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: fixed.trailingAnchor),
            box.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
            box.topAnchor.constraint(equalTo: root.topAnchor),
            box.bottomAnchor.constraint(equalTo: root.bottomAnchor),
        ])
        root.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 60, y: 0, width: 232, height: 200))
        fixed.frame.origin.x = 20
        root.setNeedsLayout()
        root.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 70, y: 0, width: 222, height: 200))
        root.layoutMargins.right = 18
        root.setNeedsLayout()
        root.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 70, y: 0, width: 212, height: 200))
        root.frame.size = CGSize(width: 400, height: 100)
        root.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 70, y: 0, width: 312, height: 100))
        fixed.removeFromSuperview()
        root.setNeedsLayout()
        root.layoutIfNeeded()
        #expect(box.frame.height == 100)
    }

    /// A non-finite constant is refused by the solver and logged; describing it does not trap.
    @Test func anInfiniteConstantIsLoggedNotTrapped() {
        let root = constraintRoot()
        let box = constrainedView(in: root)
        let huge = box.widthAnchor.constraint(equalToConstant: 1e19)
        #expect(huge.description.contains("1e+19"))
        let log = LogCapture()
        log.capture {
            box.heightAnchor.constraint(lessThanOrEqualToConstant: .infinity).isActive = true
            root.layoutIfNeeded()
        }
        #expect(log.messages.contains { $0.contains("inf") }, "\(log.messages)")
    }
}
