import Canvas
import Foundation
import Testing
@testable import TableKit

/// The collection view itself: only what is on screen becomes views, reused
/// by identifier as it scrolls, and the renderer draws it as it draws a table.
@Suite struct CollectionViewTests {
    private func grid() -> CollectionViewFlowLayout {
        let layout = CollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        return layout
    }

    @Test func aMillionItemsMakeOnlyTheCellsOnScreen() {
        let source = CollectionTestSource(itemCounts: [1_000_000])
        let collectionView = source.makeCollectionView(grid())
        // 600 pt show lines 0–5 (the sixth from 550): 6 lines of 3.
        #expect(collectionView.indexPathsForVisibleItems == (0..<18).map { IndexPath(item: $0, section: 0) })
        #expect(source.cellRequests == 18)
        let lines: CGFloat = 333_334
        #expect(collectionView.contentSize.height == lines * 110 - 10, "\(collectionView.contentSize.height - (lines * 110 - 10))")
    }

    @Test func cellsThatScrollAwayAreReused() throws {
        let source = CollectionTestSource(itemCounts: [300])
        let collectionView = source.makeCollectionView(grid())
        let first = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
        collectionView.contentOffset = CGPoint(x: 0, y: 5_000)
        collectionView.layoutIfNeeded()
        #expect(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) == nil)
        #expect(collectionView.visibleCells.contains { $0 === first }, "the first cell shows another item now")
        #expect(collectionView.subviews.count == collectionView.visibleCells.count)
    }

    @Test func headersComeFromTheDataSourceOnlyOnScreen() {
        let source = CollectionTestSource(itemCounts: [30, 30])
        let layout = grid()
        layout.headerReferenceSize = CGSize(width: 0, height: 40)
        let collectionView = source.makeCollectionView(layout)
        #expect(collectionView.supplementaryView(forElementKind: CollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0)) != nil)
        #expect(collectionView.supplementaryView(forElementKind: CollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1)) == nil)
    }

    @Test func theRendererDrawsTheCellsUnderTheSafeArea() throws {
        let source = CollectionTestSource(itemCounts: [40])
        let collectionView = CollectionView(collectionViewLayout: grid())
        collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        collectionView.dataSource = source
        let renderer = Renderer(device: .iPhone15)
        try renderer.layout(collectionView)
        let bitmap = try Bitmap(pixelWidth: 393 * 3, pixelHeight: 852 * 3, scale: 3, isOpaque: true)
        renderer.draw(collectionView, in: GraphicsContext(bitmap: bitmap, appearance: .light))
        // The first item starts under the 59-pt safe area.
        #expect(close(rgb(bitmap, 50, 59 + 50), rgb(Color.systemBlue, .light)), "\(rgb(bitmap, 50, 59 + 50))")
        #expect(close(rgb(bitmap, 50, 50), [255, 255, 255]), "above the content, under the status bar")
        #expect(close(rgb(bitmap, 100 + 10, 59 + 50), [255, 255, 255]), "between the columns")
        withExtendedLifetime(source) {}
    }
}
