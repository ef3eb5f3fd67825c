import Canvas
import Foundation
import Testing
import TableKit

/// A compositional section of estimated height: each group starts at the
/// estimate, then is as tall as its tallest item measures where it shows;
/// the items whose height is estimated fill it, and what follows moves down.
@Suite(.design(.iOS18)) struct CompositionalSelfSizingTests {
    /// A cell as tall as the test says its item's content is.
    final class SizedCell: CollectionViewCell {
        var contentHeight: CGFloat = 0
        override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: contentHeight) }
    }

    final class Source: CollectionViewDataSource {
        let heights: [CGFloat] = [60, 80, 30, 30, 100]
        func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { heights.count }
        func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
            (cell as? SizedCell)?.contentHeight = heights[indexPath.item]
            return cell
        }
    }

    /// The Source's five cells laid out in groups of an estimated height,
    /// `perRow` of `item` each, 10 pt apart, in a 400-pt-wide view.
    private func laidOut(_ item: CollectionLayoutItem, perRow: Int) -> (view: CollectionView, source: Source) {
        let group = CollectionLayoutGroup.horizontal(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)),
                                                     subitem: item, count: perRow)
        let section = CollectionLayoutSection(group: group)
        section.interGroupSpacing = 10
        let collectionView = CollectionView(frame: CGRect(x: 0, y: 0, width: 400, height: 800),
                                            collectionViewLayout: CollectionViewCompositionalLayout(section: section))
        collectionView.register(SizedCell.self, forCellWithReuseIdentifier: "cell")
        let source = Source()
        collectionView.dataSource = source
        collectionView.layoutIfNeeded()
        return (collectionView, source)
    }

    /// The frames and content height of `laidOut(_:perRow:)`.
    private func frames(item: CollectionLayoutItem, perRow: Int) throws -> (frames: [CGRect], contentHeight: CGFloat) {
        let (collectionView, source) = laidOut(item, perRow: perRow)
        let frames = try (0..<5).map { try #require(collectionView.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))).frame }
        return withExtendedLifetime(source) { (frames, collectionView.contentSize.height) }
    }

    @Test func groupsTakeTheirTallestItemsHeight() throws {
        let item = CollectionLayoutItem(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .estimated(44)))
        let (collectionView, source) = laidOut(item, perRow: 2)
        let frames = try (0..<5).map { try #require(collectionView.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))).frame }
        #expect(frames == [
            CGRect(x: 0, y: 0, width: 200, height: 80), CGRect(x: 200, y: 0, width: 200, height: 80),
            CGRect(x: 0, y: 90, width: 200, height: 30), CGRect(x: 200, y: 90, width: 200, height: 30),
            CGRect(x: 0, y: 130, width: 200, height: 100),
        ])
        #expect(collectionView.contentSize.height == 230)
        #expect(collectionView.cellForItem(at: IndexPath(item: 4, section: 0))?.frame.height == 100, "the cells on screen have the measured frames")
        withExtendedLifetime(source) {}
    }

    /// Items of a fixed height keep it whatever their cells measure (these
    /// measure 30 to 100), and their group is as tall as they are: UIKit
    /// measures only what is estimated (or a fraction of the estimated group).
    @Test func fixedItemsKeepTheirHeightInAnEstimatedGroup() throws {
        let item = CollectionLayoutItem(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .absolute(50)))
        let (frames, height) = try frames(item: item, perRow: 2)
        #expect(frames == [
            CGRect(x: 0, y: 0, width: 200, height: 50), CGRect(x: 200, y: 0, width: 200, height: 50),
            CGRect(x: 0, y: 60, width: 200, height: 50), CGRect(x: 200, y: 60, width: 200, height: 50),
            CGRect(x: 0, y: 120, width: 200, height: 50),
        ])
        #expect(height == 170)
    }

    /// Square items (height a fraction of the width) in an estimated group: a grid of 4 × 100-pt squares.
    @Test func squareItemsKeepTheirHeightInAnEstimatedGroup() throws {
        let item = CollectionLayoutItem(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(0.25), heightDimension: .fractionalWidth(0.25)))
        let (frames, height) = try frames(item: item, perRow: 4)
        #expect(frames.map(\.size) == Array(repeating: CGSize(width: 100, height: 100), count: 5))
        #expect(frames.map(\.minY) == [0, 0, 0, 0, 110])
        #expect(height == 210)
    }

    /// Items as tall as their group, in a group of an estimated height: the
    /// group takes its tallest cell's height, and every item fills it.
    @Test func itemsAsTallAsAnEstimatedGroupFillItsMeasuredHeight() throws {
        let item = CollectionLayoutItem(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
        let (frames, height) = try frames(item: item, perRow: 2)
        #expect(frames.map(\.height) == [80, 80, 30, 30, 100])
        #expect(frames.map(\.minY) == [0, 0, 90, 90, 130])
        #expect(height == 230)
    }
}
