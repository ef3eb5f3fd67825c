import Foundation
import Testing
@testable import TableKit
import TableSnapTesting

/// Springs and struts: subviews with an autoresizing mask follow their superview's size.
@Suite(.design(.iOS18)) struct AutoresizingTests {
    @Test func flexibleMarginsAndSizesShareTheChange() {
        let parent = View(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        let pinnedRight = View(frame: CGRect(x: 225, y: 0, width: 80, height: 44))
        pinnedRight.autoresizingMask = [.flexibleLeftMargin, .flexibleHeight]
        let stretched = View(frame: CGRect(x: 10, y: 10, width: 300, height: 24))
        stretched.autoresizingMask = [.flexibleWidth]
        let shared = View(frame: CGRect(x: 20, y: 0, width: 60, height: 10))
        shared.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin]
        let fixed = View(frame: CGRect(x: 5, y: 5, width: 5, height: 5))
        [pinnedRight, stretched, shared, fixed].forEach(parent.addSubview)

        parent.frame.size = CGSize(width: 400, height: 60)
        #expect(pinnedRight.frame == CGRect(x: 305, y: 0, width: 80, height: 60))
        #expect(stretched.frame == CGRect(x: 10, y: 10, width: 380, height: 24))
        // Margins 20 and 240 share 80 points as 20:240.
        #expect(shared.frame.minX == 20 + 80 * 20 / CGFloat(260))
        #expect(fixed.frame == CGRect(x: 5, y: 5, width: 5, height: 5))
    }

    @Test func autoresizesSubviewsOffLeavesThemAlone() {
        let parent = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        parent.autoresizesSubviews = false
        let child = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        child.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        parent.addSubview(child)
        parent.frame.size = CGSize(width: 50, height: 50)
        #expect(child.frame.size == CGSize(width: 100, height: 100))
    }
}
