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

    @Test func groupsTakeTheirTallestItemsHeight() throws {
        let item = CollectionLayoutItem(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .estimated(44)))
        let group = CollectionLayoutGroup.horizontal(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)),
                                                     subitems: [item])
        let section = CollectionLayoutSection(group: group)
        section.interGroupSpacing = 10
        let collectionView = CollectionView(frame: CGRect(x: 0, y: 0, width: 400, height: 800),
                                            collectionViewLayout: CollectionViewCompositionalLayout(section: section))
        collectionView.register(SizedCell.self, forCellWithReuseIdentifier: "cell")
        let source = Source()
        collectionView.dataSource = source
        collectionView.layoutIfNeeded()
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
}
