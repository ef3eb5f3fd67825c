import Foundation
import Testing
@testable import TableKit
import TableSnapTesting

/// `CollectionViewController`: its collection view made lazily with the
/// given layout, overridable data-source methods, the selection cleared on
/// appearing; and the collection view's selection and scrolling to an item.
@Suite(.design(.iOS18)) struct CollectionViewControllerTests {
    final class Grid: CollectionViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        }

        override func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 100 }

        override func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
    }

    private static func layout() -> CollectionViewFlowLayout {
        let layout = CollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        return layout
    }

    @Test func theCollectionViewIsMadeOnFirstUseWithTheLayout() {
        let layout = Self.layout()
        let controller = Grid(collectionViewLayout: layout)
        #expect(!controller.isViewLoaded)
        #expect(controller.collectionViewLayout === layout)
        #expect(controller.collectionView.collectionViewLayout === layout)
        #expect(controller.collectionView.dataSource === controller && controller.collectionView.delegate === controller)
        #expect(controller.collectionView.numberOfItems(inSection: 0) == 100)
        #expect(Grid(nibName: nil, bundle: nil).collectionViewLayout is CollectionViewFlowLayout)
    }

    @Test func aRenderShowsTheOverriddenItemsAndClearsTheSelection() throws {
        let controller = Grid(collectionViewLayout: Self.layout())
        controller.loadViewIfNeeded()
        controller.collectionView.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
        #expect(controller.collectionView.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
        _ = try Renderer(device: .iPhone15).image(of: controller)
        #expect(controller.collectionView.indexPathsForSelectedItems == nil)
        #expect(controller.collectionView.visibleCells.count > 12)
    }

    @Test func selectionReplacesUnlessMultipleAndShowsOnTheCells() throws {
        let controller = Grid(collectionViewLayout: Self.layout())
        controller.clearsSelectionOnViewWillAppear = false
        _ = try Renderer(device: .iPhone15).image(of: controller)
        let collectionView: CollectionView = controller.collectionView
        collectionView.selectItem(at: IndexPath(item: 0, section: 0), animated: false, scrollPosition: [])
        collectionView.selectItem(at: IndexPath(item: 2, section: 0), animated: false, scrollPosition: [])
        #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
        #expect(collectionView.cellForItem(at: IndexPath(item: 2, section: 0))?.isSelected == true)
        #expect(collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.isSelected == false)
        collectionView.allowsMultipleSelection = true
        collectionView.selectItem(at: IndexPath(item: 0, section: 0), animated: false, scrollPosition: [])
        collectionView.deselectItem(at: IndexPath(item: 2, section: 0), animated: false)
        #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 0, section: 0)])
    }

    @Test func scrollingToAnItemPutsItAtThePositionWithinTheContent() throws {
        let controller = Grid(collectionViewLayout: Self.layout())
        let collectionView: CollectionView = controller.collectionView
        try Renderer(device: .iPhone15).layout(collectionView)
        let top = collectionView.adjustedContentInset.top
        // Item 30 is on line 10 (3 a line), 1,100 pt down.
        collectionView.scrollToItem(at: IndexPath(item: 30, section: 0), at: .top, animated: false)
        let lineTop: CGFloat = 1_100
        #expect(collectionView.contentOffset.y == lineTop - top)
        #expect(collectionView.cellForItem(at: IndexPath(item: 30, section: 0)) != nil)
        // The last item cannot come to the top: the content ends first.
        collectionView.scrollToItem(at: IndexPath(item: 99, section: 0), at: .top, animated: false)
        let visible = collectionView.bounds.height - top - collectionView.adjustedContentInset.bottom
        #expect(collectionView.contentOffset.y == collectionView.contentSize.height - visible - top)
    }
}
