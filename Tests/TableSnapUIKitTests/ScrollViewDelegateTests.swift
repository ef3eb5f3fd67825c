import Foundation
import TableSnapUIKit
import Testing

/// `UIScrollViewDelegate` as list screens use it: table and collection view
/// controllers override its methods (UIKit's controllers answer their scroll
/// view's delegate), and setting the content offset calls
/// `scrollViewDidScroll`, as UIKit does, so what a screen changes there is drawn.
@MainActor struct ScrollViewDelegateTests {
    final class FadingHeaderController: UITableViewController {
        let banner = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 120))
        var offsets: [CGFloat] = []

        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
            tableView.tableHeaderView = banner
        }

        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 40 }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        }

        override func scrollViewDidScroll(_ scrollView: UIScrollView) {
            offsets.append(scrollView.contentOffset.y)
            banner.alpha = max(0, 1 - scrollView.contentOffset.y / 120)
        }

        override func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    }

    final class GridController: UICollectionViewController {
        var scrolled = 0
        override func scrollViewDidScroll(_ scrollView: UIScrollView) { scrolled += 1 }
    }

    @Test func settingTheOffsetTellsTheControllerAndWhatItChangesIsKept() throws {
        let controller = FadingHeaderController(style: .plain)
        controller.loadViewIfNeeded()
        controller.tableView.setContentOffset(CGPoint(x: 0, y: 60), animated: false)
        #expect(controller.offsets == [60])
        #expect(controller.banner.alpha == 0.5)
        controller.tableView.scrollToRow(at: IndexPath(row: 30, section: 0), at: .top, animated: false)
        #expect(controller.offsets.last == controller.tableView.contentOffset.y && controller.offsets.last ?? 0 > 120)
        #expect(controller.banner.alpha == 0, "scrolled past the banner")
        #expect(controller.offsets.count == 2, "told once where the scroll comes to rest, not at each measuring step")
    }

    @Test func appCodeCallsTheDelegateThroughTheTable() {
        let controller = FadingHeaderController(style: .plain)
        controller.loadViewIfNeeded()
        let table: UITableView = controller.tableView
        table.delegate?.scrollViewDidScroll(table)
        #expect(controller.offsets.count == 1)
        #expect(table.delegate?.scrollViewShouldScrollToTop(table) == true)
    }

    @Test func aCollectionControllerIsToldToo() {
        let controller = GridController(collectionViewLayout: UICollectionViewFlowLayout())
        controller.loadViewIfNeeded()
        controller.collectionView.contentOffset = CGPoint(x: 0, y: 10)
        #expect(controller.scrolled == 1)
    }
}
