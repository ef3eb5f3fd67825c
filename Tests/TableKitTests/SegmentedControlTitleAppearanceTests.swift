import Foundation
import Testing
@testable import TableKit
import TableSnapTesting

/// A segmented control made empty and filled by insertion, its titles drawn
/// in the colour and font their state's attributes give, and moved by a
/// content position adjustment, as UIKit draws them.
@Suite(.design(.iOS18)) struct SegmentedControlTitleAppearanceTests {
    private func control(_ titles: [String], selected: Int) -> SegmentedControl {
        let control = SegmentedControl()
        for (index, title) in titles.enumerated() { control.insertSegment(withTitle: title, at: index, animated: false) }
        control.selectedSegmentIndex = selected
        control.frame = CGRect(x: 0, y: 0, width: 200, height: 32)
        return control
    }

    @Test func anEmptyControlTakesInsertedSegmentsAndKeepsItsSelection() {
        let control = SegmentedControl()
        #expect(control.numberOfSegments == 0)
        control.insertSegment(withTitle: "B", at: 0, animated: false)
        control.selectedSegmentIndex = 0
        control.insertSegment(withTitle: "A", at: 0, animated: true)
        control.insertSegment(withTitle: "C", at: 99, animated: false)
        #expect((0..<3).map { control.titleForSegment(at: $0) } == ["A", "B", "C"])
        #expect(control.selectedSegmentIndex == 1, "the selection follows its segment")
        control.removeSegment(at: 1, animated: false)
        #expect(control.selectedSegmentIndex == SegmentedControl.noSegment && control.numberOfSegments == 2)
        control.removeAllSegments()
        #expect(control.numberOfSegments == 0)
    }

    @Test func titlesDrawInTheirStatesColour() throws {
        let control = control(["Mmm", "Mmm"], selected: 1)
        control.setTitleTextAttributes([.foregroundColor: Color.systemRed], for: .normal)
        control.setTitleTextAttributes([.foregroundColor: Color(red: 0, green: 0, blue: 1, alpha: 1)], for: .selected)
        #expect((control.titleTextAttributes(for: .normal)?[.foregroundColor] as? Color) === Color.systemRed)
        #expect(control.titleTextAttributes(for: .highlighted) == nil)
        let bitmap = try renderControl(control)
        let red = boundsOfPixels(in: bitmap, area: control.segmentRect(at: 0)) { isPure(0, $0) }
        let blue = boundsOfPixels(in: bitmap, area: control.segmentRect(at: 1)) { isPure(2, $0) }
        #expect(red != nil && blue != nil, "normal red, selected blue")
        #expect(boundsOfPixels(in: bitmap, area: control.segmentRect(at: 1)) { isPure(0, $0) } == nil)
    }

    @Test func aNormalFontAppliesToTheSelectedSegmentToo() throws {
        let plain = try renderControl(control(["Mmm", "Mmm"], selected: 1))
        let large = control(["Mmm", "Mmm"], selected: 1)
        large.setTitleTextAttributes([.font: Font.systemFont(ofSize: 22, weight: .light)], for: .normal)
        let bitmap = try renderControl(large)
        let dark = { (p: [Int]) in p.allSatisfy { $0 < 100 } }
        for index in 0..<2 {
            let before = try #require(boundsOfPixels(in: plain, area: large.segmentRect(at: index), where: dark))
            let after = try #require(boundsOfPixels(in: bitmap, area: large.segmentRect(at: index), where: dark))
            #expect(after.height > before.height * 1.4, "22 pt against 13 pt, segment \(index)")
        }
    }

    @Test func aContentPositionAdjustmentMovesTheTitles() throws {
        let dark = { (p: [Int]) in p.allSatisfy { $0 < 100 } }
        let plain = control(["Mmm", "Mmm"], selected: 0)
        let moved = control(["Mmm", "Mmm"], selected: 0)
        moved.setContentPositionAdjustment(Offset(horizontal: 0, vertical: -3), forSegmentType: .any, barMetrics: .default)
        moved.setContentPositionAdjustment(Offset(horizontal: 10, vertical: 0), forSegmentType: .right, barMetrics: .default)
        moved.setContentPositionAdjustment(Offset(horizontal: 40, vertical: 0), forSegmentType: .any, barMetrics: .compact)
        #expect(moved.contentPositionAdjustment(forSegmentType: .any, barMetrics: .default) == Offset(horizontal: 0, vertical: -3))
        #expect(moved.contentPositionAdjustment(forSegmentType: .center, barMetrics: .default) == .zero)
        let before = try renderControl(plain), after = try renderControl(moved)
        let left = try #require(boundsOfPixels(in: before, area: plain.segmentRect(at: 0), where: dark))
        let movedLeft = try #require(boundsOfPixels(in: after, area: plain.segmentRect(at: 0), where: dark))
        #expect(abs(movedLeft.minY - (left.minY - 3)) < 0.6 && abs(movedLeft.minX - left.minX) < 0.6, "the left segment takes .any's")
        let right = try #require(boundsOfPixels(in: before, area: plain.segmentRect(at: 1), where: dark))
        let movedRight = try #require(boundsOfPixels(in: after, area: plain.segmentRect(at: 1), where: dark))
        #expect(abs(movedRight.minX - (right.minX + 10)) < 0.6 && abs(movedRight.minY - right.minY) < 0.6, "its own type's, not .any's")
    }
}
