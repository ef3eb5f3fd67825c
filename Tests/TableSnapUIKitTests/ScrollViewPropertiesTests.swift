#if canImport(UIKit)
import UIKit
#else
import TableSnapUIKit
#endif
import Testing

/// A scroll view's properties as screens set them: the offset and the safe
/// area's part in the insets are drawn; what governs touches is kept.
struct ScrollViewPropertiesTests {
    @Test func whatGovernsTouchesIsKept() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        table.isDirectionalLockEnabled = true
        table.delaysContentTouches = false
        table.indicatorStyle = .white
        table.alwaysBounceVertical = true
        table.alwaysBounceHorizontal = false
        table.showsVerticalScrollIndicator = false
        table.showsHorizontalScrollIndicator = false
        table.keyboardDismissMode = .onDrag
        #expect(table.isDirectionalLockEnabled && !table.delaysContentTouches && table.indicatorStyle == .white)
        #expect(table.alwaysBounceVertical && !table.showsVerticalScrollIndicator && table.keyboardDismissMode == .onDrag)
    }

    @Test func setContentOffsetAndScrollRectToVisibleMoveTheOffset() {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 200))
        scroll.contentSize = CGSize(width: 100, height: 1000)
        scroll.setContentOffset(CGPoint(x: 0, y: 50), animated: true)
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 50))
        scroll.scrollRectToVisible(CGRect(x: 0, y: 600, width: 100, height: 40), animated: false)
        #expect(scroll.contentOffset.y == 440, "as little as shows the rect's bottom")
        scroll.scrollRectToVisible(CGRect(x: 0, y: 100, width: 100, height: 40), animated: false)
        #expect(scroll.contentOffset.y == 100, "as little as shows its top")
        scroll.scrollRectToVisible(CGRect(x: 0, y: 150, width: 100, height: 40), animated: false)
        #expect(scroll.contentOffset.y == 100, "a visible rect leaves the offset")
    }

    @Test func neverLeavesTheSafeAreaOutOfTheContentInsets() {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 200))
        scroll.safeAreaInsets = UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0)
        scroll.contentInset = UIEdgeInsets(top: 8, left: 0, bottom: 0, right: 0)
        #expect(scroll.contentInsetAdjustmentBehavior == .automatic && scroll.adjustedContentInset.top == 67)
        scroll.contentInsetAdjustmentBehavior = .never
        #expect(scroll.adjustedContentInset == UIEdgeInsets(top: 8, left: 0, bottom: 0, right: 0))
    }
}
