import Foundation
import Testing
@testable import TableKit
import TableSnapTesting

/// UISegmentedControl since iOS 13: 32 pt tall, equal segments sized from
/// the widest title, a raised thumb 2 pt inside the selected segment.
@Suite(.design(.iOS18)) struct SegmentedControlTests {
    @Test func segmentsAreEqualAndSizedFromTheWidestTitle() {
        let control = SegmentedControl(items: ["First", "Second"])
        control.overrideTraits = Traits(displayScale: 3)
        control.sizeToFit()
        let widest = TextLayout(text: "Second", font: .systemFont(ofSize: 13, weight: .semibold), width: nil).size.width.pixelCeiled(scale: 3)
        #expect(control.frame.size == CGSize(width: 2 * (widest + 16), height: 32))
        #expect(abs(control.frame.width - 121) <= 6, "Interface Builder's First/Second control is 121 pt wide")
        #expect(control.segmentRect(at: 0).width == control.segmentRect(at: 1).width)
        #expect(control.segmentRect(at: 1).minX == control.segmentRect(at: 0).maxX)
    }

    @Test func selectedThumbIsInsetTwoPoints() throws {
        let control = SegmentedControl(items: ["A", "B", "C"])
        control.frame = CGRect(x: 0, y: 0, width: 300, height: 32)
        #expect(control.selectedThumbRect == nil, "nothing is selected at first")
        control.selectedSegmentIndex = 1
        #expect(control.selectedThumbRect == CGRect(x: 102, y: 2, width: 96, height: 28))
    }

    @Test func firstSegmentIsOnTheRightInRightToLeft() {
        let control = inRightToLeft(SegmentedControl(items: ["A", "B", "C"]))
        control.frame = CGRect(x: 0, y: 0, width: 300, height: 32)
        #expect(control.segmentRect(at: 0) == CGRect(x: 200, y: 0, width: 100, height: 32))
        #expect(control.segmentRect(at: 2).minX == 0)
    }

    @Test func titlesCanBeChangedButNotPastTheEnd() {
        let control = SegmentedControl(items: ["A", "B"])
        control.setTitle("Z", forSegmentAt: 1)
        control.setTitle("X", forSegmentAt: 5)
        #expect(control.numberOfSegments == 2)
        #expect(control.titleForSegment(at: 1) == "Z")
        #expect(control.titleForSegment(at: 5) == nil)
    }

    @Test func selectedThumbIsWhiteOnTheGreyTrackAndGreyInDark() throws {
        let control = SegmentedControl(items: ["A", "B"])
        control.frame = CGRect(x: 0, y: 0, width: 200, height: 32)
        control.selectedSegmentIndex = 1
        let light = try renderControl(control, background: .systemGroupedBackground)
        #expect(rgb(light, 110, 16) == [255, 255, 255], "the thumb, beside its title")
        #expect(close(rgb(light, 10, 16), [227, 227, 233]), "tertiarySystemFill over #F2F2F7")
        let dark = try renderControl(control, appearance: .dark, background: .secondarySystemGroupedBackground)
        #expect(close(rgb(dark, 110, 16), [0x63, 0x63, 0x66]))
    }
}
