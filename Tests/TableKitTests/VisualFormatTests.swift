import Foundation
import Testing
@testable import TableKit
import TableSnapTesting

/// The visual format language: the book examples' formats place views as UIKit places them.
@Suite(.design(.iOS18)) struct VisualFormatTests {
    /// Neuburg's cell: `H:|-15-[lab]-15-[iv]-15-|`, `V:|[lab]|`, a square image centred vertically.
    @Test func theBooksCellFormats() {
        let root = constraintRoot(width: 320, height: 44)
        let lab = constrainedView(in: root), iv = constrainedView(in: root)
        let views: [String: Any] = ["lab": lab, "iv": iv]
        LayoutConstraint.activate(
            LayoutConstraint.constraints(withVisualFormat: "H:|-15-[lab]-15-[iv(30)]-15-|", metrics: nil, views: views)
                + LayoutConstraint.constraints(withVisualFormat: "V:|[lab]|", options: [], metrics: nil, views: views)
                + [iv.heightAnchor.constraint(equalTo: iv.widthAnchor), iv.centerYAnchor.constraint(equalTo: root.centerYAnchor)])
        root.layoutIfNeeded()
        #expect(lab.frame == CGRect(x: 15, y: 0, width: 320 - 15 - 15 - 30 - 15, height: 44))
        #expect(iv.frame == CGRect(x: 320 - 15 - 30, y: 7, width: 30, height: 30))
    }

    @Test func standardSpacingMetricsPrioritiesAndRelations() {
        let root = constraintRoot(width: 300, height: 100)
        let a = constrainedView(in: root), b = constrainedView(in: root)
        let formats = ["H:|-[a(==width@750,>=50)]-[b(==a)]-(>=gap)-|", "V:|-top-[a(20)]", "V:[b(10)]|"]
        LayoutConstraint.activate(formats.flatMap {
            LayoutConstraint.constraints(withVisualFormat: $0, metrics: ["width": 200, "gap": 12.5, "top": CGFloat(4)], views: ["a": a, "b": b])
        })
        root.layoutIfNeeded()
        // 20 + a + 8 + b + ≥12.5 ≤ 300 with b == a: a wants 200 but gives way to fit, down to its 50 minimum.
        #expect(a.frame.minX == 20 && b.frame.minX == a.frame.maxX + 8)
        #expect(b.frame.width == a.frame.width && (a.frame.width - (300 - 20 - 8 - 12.5) / 2).magnitude < 1e-6)
        #expect(a.frame.minY == 4 && a.frame.height == 20)
        #expect(b.frame.maxY == 100 && b.frame.height == 10)
    }

    @Test func alignmentOptionsAndDirection() {
        let root = constraintRoot(width: 200, height: 100)
        root.overrideTraits = Traits(displayScale: 3, layoutDirection: .rightToLeft)
        let a = constrainedView(in: root), b = constrainedView(in: root)
        let views: [String: Any] = ["a": a, "b": b]
        LayoutConstraint.activate(
            LayoutConstraint.constraints(withVisualFormat: "H:|-10-[a(30)]-5-[b(40)]", options: .alignAllCenterY, metrics: nil, views: views)
                + LayoutConstraint.constraints(withVisualFormat: "V:|-10-[a(30)]", metrics: nil, views: views)
                + [b.heightAnchor.constraint(equalToConstant: 10)])
        root.layoutIfNeeded()
        // Leading to trailing runs right to left here.
        #expect(a.frame == CGRect(x: 160, y: 10, width: 30, height: 30))
        #expect(b.frame == CGRect(x: 115, y: 20, width: 40, height: 10))
        let c = constrainedView(in: root)
        let leftToRight = LayoutConstraint.constraints(withVisualFormat: "|-10-[c]", options: .directionLeftToRight, metrics: nil, views: ["c": c])
        #expect(leftToRight.map(\.firstAttribute) == [.left])
    }

    @Test(arguments: [
        ("H:|-[missing]", "missing is not a key in the views dictionary"),
        ("H:[a]-(", "expected"),
        ("V:|-gap-[a]", "gap is not a key in the metrics dictionary"),
        ("H:|[a]|-", "the superview's edge must end the format"),
        ("", "expected a view"),
    ])
    func aBadFormatIsLoggedAsUIKitReportsItAndMakesNothing(format: String, message: String) {
        let root = constraintRoot()
        let a = constrainedView(in: root)
        let log = LogCapture()
        let made = log.capture { LayoutConstraint.constraints(withVisualFormat: format, metrics: nil, views: ["a": a]) }
        #expect(made.isEmpty)
        #expect(log.messages.count == 1)
        #expect(log.messages.first?.hasPrefix("Unable to parse constraint format: \n") == true)
        #expect(log.messages.first?.contains(message) == true, "\(log.messages)")
    }
}
