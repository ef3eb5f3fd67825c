import SnapshotTesting
import TableSnapTesting
import TableSnapUIKit
import Testing

/// A held-out file of ordinary iOS 14+ collection-view code
/// (CollectionScreens.swift: a compositional grid, an inset-grouped list of
/// list cells, a flow layout with headers), written from Apple's
/// documentation by someone who never saw TableSnap's API and compiled
/// unchanged. Frames follow from UIKit's documented rules, worked out
/// beforehand on an iPhone 15 (content coordinates; the screen adds the 59-pt safe area).
@Suite(.design(.iOS26)) struct CollectionScreensTests {
    private func collectionView(of controller: UIViewController) throws -> UICollectionView {
        let renderer = Renderer(device: .iPhone15)
        _ = try renderer.image(of: controller)
        return try #require(controller.view.subviews.compactMap { $0 as? UICollectionView }.first)
    }

    private func frame(_ collectionView: UICollectionView, _ item: Int, _ section: Int) throws -> CGRect {
        try #require(collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: section))).frame
    }

    @Test func theGridNestsFractionsInsideTheSectionInsets() throws {
        let grid = try collectionView(of: PhotoGridViewController())
        let large: CGFloat = 236 + 2.0 / 3, small: CGFloat = 116 + 1.0 / 3
        #expect(try frame(grid, 0, 0).isClose(to: CGRect(x: 18, y: 50, width: large, height: large)))
        #expect(try frame(grid, 1, 0).isClose(to: CGRect(x: 258 + 2.0 / 3, y: 50, width: small, height: small)))
        #expect(try frame(grid, 2, 0).isClose(to: CGRect(x: 258 + 2.0 / 3, y: 170 + 1.0 / 3, width: small, height: small)))
        #expect(try frame(grid, 4, 0).isClose(to: CGRect(x: 138 + 1.0 / 3, y: 290 + 2.0 / 3, width: small, height: small)))
        #expect(try frame(grid, 6, 1).isClose(to: CGRect(x: 18, y: 848, width: large, height: large)), "a second group, 8 pt below the first")
        let header = try #require(grid.layoutAttributesForSupplementaryElement(ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1)))
        #expect(header.frame == CGRect(x: 16, y: 429, width: 361, height: 44))
        #expect(grid.contentSize.height == 1656)
    }

    @Test func theTagsFillJustifiedLines() throws {
        let tags = try collectionView(of: TagsFlowViewController())
        #expect(try [0, 1, 2, 6, 7].map { try frame(tags, $0, 0).minX } == [16, 148.5, 281, 16, 148.5], "uniform sizes: the last line keeps the columns")
        #expect(try [0, 1, 2, 3, 4, 5].map { try frame(tags, $0, 1).minX } == [16, 104.5, 225, 16, 160.5, 305])
        #expect(try [6, 7, 8].map { try frame(tags, $0, 1).minX } == [16, 128, 288], "varying sizes: the last line is left-aligned")
        #expect(try frame(tags, 0, 1).minY == 240 && frame(tags, 3, 1).minY == 284)
        #expect(tags.contentSize.height == 532)
    }

    @Test func theSettingsListRowsSitOnCardsAsATablesDo() throws {
        let list = try collectionView(of: SettingsListViewController())
        let first = try frame(list, 0, 0), second = try frame(list, 1, 0)
        #expect(first.minX == 16 && first.width == 361, "cards one margin in")
        #expect(first.height == 52 && second.minY == first.maxY, "iOS 26 rows of 52 pt, separators drawn over them")
    }

    @Test func screens() {
        assertSnapshot(of: PhotoGridViewController(), as: .image(on: .iPhone15), named: "grid")
        assertSnapshot(of: SettingsListViewController(), as: .image(on: .iPhone15), named: "list")
        assertSnapshot(of: TagsFlowViewController(), as: .image(on: .iPhone15), named: "tags")
    }
}

extension CGRect {
    /// Equal to within a thousandth of a point (thirds are not exact in binary).
    func isClose(to other: CGRect) -> Bool {
        [minX - other.minX, minY - other.minY, width - other.width, height - other.height].allSatisfy { abs($0) < 0.001 }
    }
}
