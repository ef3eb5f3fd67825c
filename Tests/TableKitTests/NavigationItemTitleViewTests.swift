import Foundation
import Testing
@testable import TableKit
import TableSnapTesting

/// A navigation item's title view, drawn centred in the bar in place of the
/// title, and its hidden back button.
@Suite(.design(.iOS18)) struct NavigationItemTitleViewTests {
    private func bar(_ items: [NavigationItem]) -> NavigationBar {
        let bar = NavigationBar()
        bar.items = items
        bar.frame = CGRect(x: 0, y: 0, width: 390, height: 44)
        return bar
    }

    @Test func aFramedTitleViewIsDrawnCentredInPlaceOfTheTitle() throws {
        let item = NavigationItem(title: "Hidden")
        let view = View(frame: CGRect(x: 0, y: 0, width: 120, height: 30))
        view.backgroundColor = Color(red: 0, green: 1, blue: 0)
        item.titleView = view
        let bar = bar([item])
        let bitmap = try renderControl(bar)
        let centre = bar.traits.design.bars.itemCentre
        let drawn = try #require(boundsOfPixels(in: bitmap, area: bar.bounds) { isPure(1, $0) })
        #expect(drawn == CGRect(x: 135, y: centre - 15, width: 120, height: 30))
        #expect(boundsOfPixels(in: bitmap, area: bar.bounds) { $0.allSatisfy { $0 < 100 } } == nil, "no title text")
    }

    @Test func aLabelTitleViewTakesItsIntrinsicSize() throws {
        let label = Label()
        label.text = "Helvetica Neue"
        label.font = .systemFont(ofSize: 17, weight: .semibold)
        let item = NavigationItem()
        item.titleView = label
        let bar = bar([item])
        let bitmap = try renderControl(bar)
        #expect(label.frame.size == label.intrinsicContentSize)
        #expect(abs(label.frame.midX - 195) < 0.5)
        let text = try #require(boundsOfPixels(in: bitmap, area: bar.bounds) { $0.allSatisfy { $0 < 100 } })
        #expect(text.minX >= label.frame.minX - 0.5 && text.maxX <= label.frame.maxX + 0.5)
    }

    @Test func aHiddenBackButtonIsNotDrawn() throws {
        let top = NavigationItem(title: "Detail")
        let bar = bar([NavigationItem(title: "List"), top])
        let backArea = CGRect(x: 0, y: 0, width: 100, height: 44)
        let tinted = { (p: [Int]) in close(p, rgb(Color.systemBlue, .light), tolerance: 30) }
        #expect(boundsOfPixels(in: try renderControl(bar), area: backArea, where: tinted) != nil, "the chevron and “List”")
        top.setHidesBackButton(true, animated: true)
        #expect(top.hidesBackButton)
        #expect(boundsOfPixels(in: try renderControl(bar), area: backArea, where: tinted) == nil)
    }
}
