import Foundation
import Testing
@testable import TableKit
import TableSnapTesting

/// Springs and struts when a superview resizes.
@Suite(.design(.iOS18)) struct AutoresizingMaskTests {
    private func resized(_ mask: View.AutoresizingMask, frame: CGRect = CGRect(x: 10, y: 20, width: 30, height: 40)) -> CGRect {
        let parent = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = View(frame: frame)
        child.autoresizingMask = mask
        parent.addSubview(child)
        parent.frame = CGRect(x: 0, y: 0, width: 200, height: 150)
        return child.frame
    }

    @Test func flexibleWidthAndHeightTakeTheWholeChange() {
        #expect(resized([.flexibleWidth, .flexibleHeight]) == CGRect(x: 10, y: 20, width: 130, height: 90))
    }

    @Test func flexibleMarginsMoveTheView() {
        #expect(resized([.flexibleLeftMargin, .flexibleTopMargin]) == CGRect(x: 110, y: 70, width: 30, height: 40))
        #expect(resized([.flexibleRightMargin, .flexibleBottomMargin]) == CGRect(x: 10, y: 20, width: 30, height: 40))
    }

    /// Several flexible parts share the change in proportion to their sizes.
    @Test func flexiblePartsShareInProportion() {
        // Left margin 10 and width 30 share 100 more points 10 : 30; the right margin (60) stays.
        let frame = resized([.flexibleLeftMargin, .flexibleWidth])
        #expect(abs(frame.minX - 35) < 1e-9)
        #expect(abs(frame.width - 105) < 1e-9)
        let centred = resized([.flexibleLeftMargin, .flexibleRightMargin])
        #expect(abs(centred.minX - (10 + 100 * 10.0 / 70)) < 1e-9)
    }

    @Test func noMaskAndDisabledAutoresizingKeepTheFrame() {
        #expect(resized([]) == CGRect(x: 10, y: 20, width: 30, height: 40))
        let parent = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        parent.autoresizesSubviews = false
        let child = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        child.autoresizingMask = [.flexibleWidth]
        parent.addSubview(child)
        parent.frame.size.width = 50
        #expect(child.frame.width == 100)
    }
}
