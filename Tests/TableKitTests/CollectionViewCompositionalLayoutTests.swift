import Canvas
import Foundation
import Testing
@testable import TableKit

/// Compositional layouts against frames iOS drew: CompositionalLayoutDSL's
/// iOS 17 snapshot references (faberNovel/CompositionalLayoutDSL@3b1c5ad,
/// 375 pt at 3x), whose cells land where the documented rules put them.
@Suite struct CollectionViewCompositionalLayoutTests {
    private func size(_ width: CollectionLayoutDimension, _ height: CollectionLayoutDimension) -> CollectionLayoutSize {
        CollectionLayoutSize(widthDimension: width, heightDimension: height)
    }

    private func frames(_ layout: CollectionViewLayout, items: Int, sections: Int = 1, width: CGFloat = 375) -> (CollectionView, [CGRect], CollectionTestSource) {
        let source = CollectionTestSource(itemCounts: Array(repeating: items, count: sections))
        let collectionView = CollectionView(frame: CGRect(x: 0, y: 0, width: width, height: 812), collectionViewLayout: layout)
        collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        collectionView.register(CollectionReusableView.self, forSupplementaryViewOfKind: CollectionView.elementKindSectionHeader, withReuseIdentifier: "header")
        collectionView.dataSource = source
        collectionView.layoutIfNeeded()
        let frames = (0..<sections).flatMap { section in
            (0..<min(items, 100)).map { collectionView.layoutAttributesForItem(at: IndexPath(item: $0, section: section))?.frame ?? .null }
        }
        return (collectionView, frames, source)
    }

    private func rounded(_ rects: [CGRect]) -> [[Double]] {
        rects.map { [$0.minX, $0.minY, $0.width, $0.height].map { (Double($0) * 100).rounded() / 100 } }
    }

    /// GroupDSLTests.testInnerGroups: an item and two count groups, side by side in a group inset 16 a side.
    @Test func nestedGroupsResolveFractionsInsideTheirParentsInsets() {
        let item = CollectionLayoutItem(layoutSize: size(.fractionalWidth(1.0 / 3), .fractionalHeight(1)))
        item.contentInsets.trailing = 4
        let pairs = CollectionLayoutGroup.vertical(layoutSize: size(.fractionalWidth(1.0 / 3), .fractionalHeight(1)),
                                                  subitem: CollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1))), count: 2)
        pairs.interItemSpacing = .fixed(8)
        pairs.contentInsets = DirectionalEdgeInsets(leading: 4, trailing: 4)
        let triples = CollectionLayoutGroup.vertical(layoutSize: size(.fractionalWidth(1.0 / 3), .fractionalHeight(1)),
                                                    subitem: CollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1))), count: 3)
        triples.interItemSpacing = .fixed(8)
        triples.contentInsets.leading = 4
        let group = CollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(100)), subitems: [item, pairs, triples])
        group.contentInsets = DirectionalEdgeInsets(leading: 16, trailing: 16)
        let section = CollectionLayoutSection(group: group)
        section.interGroupSpacing = 8
        let (_, frames, _) = self.frames(CollectionViewCompositionalLayout(section: section), items: 5)
        // The reference's first group is 54 pt down (its safe area); here it is at 0.
        #expect(rounded(frames) == [
            [16, 0, 110.33, 100], [134.33, 0, 106.33, 46], [134.33, 54, 106.33, 46], [248.67, 0, 110.33, 28], [248.67, 36, 110.33, 28],
        ])
    }

    /// GroupDSLTests.testSubItemCount: four items share a 355-pt group, 16 apart.
    @Test func aCountSharesTheGroupsLengthWhateverTheItemsOwnWidth() {
        let item = CollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalWidth(0.25)))
        let group = CollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(80)), subitem: item, count: 4)
        group.interItemSpacing = .fixed(16)
        group.contentInsets.trailing = 20
        let (_, frames, _) = self.frames(CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: group)), items: 4)
        #expect(frames.map(\.width) == Array(repeating: 76.75, count: 4))
        #expect(frames.map(\.minX) == [0, 92.75, 185.5, 278.25])
    }

    @Test func groupsRepeatDownTheSectionInsideItsInsetsUnderAHeader() throws {
        let item = CollectionLayoutItem(layoutSize: size(.fractionalWidth(0.5), .fractionalHeight(1)))
        let group = CollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(60)), subitems: [item])
        let section = CollectionLayoutSection(group: group)
        section.contentInsets = DirectionalEdgeInsets(top: 10, leading: 20, bottom: 10, trailing: 20)
        section.interGroupSpacing = 5
        section.boundarySupplementaryItems = [CollectionLayoutBoundarySupplementaryItem(
            layoutSize: size(.fractionalWidth(1), .estimated(44)), elementKind: CollectionView.elementKindSectionHeader, alignment: .top)]
        var configuration = CollectionViewCompositionalLayout.Configuration()
        configuration.interSectionSpacing = 30
        let layout = CollectionViewCompositionalLayout(sectionProvider: { _, _ in section }, configuration: configuration)
        let (collectionView, frames, _) = self.frames(layout, items: 3, sections: 2)
        // Section 0: header 0–44, inset 10, two groups of 60 (5 apart), inset 10: ends at 189; section 1 starts 30 later.
        #expect(rounded(frames) == [[20, 54, 167.5, 60], [187.5, 54, 167.5, 60], [20, 119, 167.5, 60],
                                    [20, 273, 167.5, 60], [187.5, 273, 167.5, 60], [20, 338, 167.5, 60]])
        let header = try #require(collectionView.layoutAttributesForSupplementaryElement(ofKind: CollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1)))
        #expect(header.frame == CGRect(x: 20, y: 219, width: 335, height: 44))
        let end: CGFloat = 219 + 44 + 10 + 125 + 10
        #expect(collectionView.contentSize.height == end)
    }

    @Test func anOrthogonalSectionLaysItsGroupsAcrossAtRest() {
        let item = CollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
        let group = CollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(0.8), .absolute(120)), subitems: [item])
        let section = CollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .continuous
        section.contentInsets = DirectionalEdgeInsets(leading: 16, trailing: 16)
        section.interGroupSpacing = 10
        let (collectionView, frames, _) = self.frames(CollectionViewCompositionalLayout(section: section), items: 4)
        // The group's 0.8 resolves against the whole 375 (as iOS 17 drew it), from the leading inset.
        #expect(frames.prefix(2).map(\.minX) == [16, 16 + 300 + 10] && frames[0].width == 300)
        #expect(collectionView.contentSize.height == 120)
        #expect(collectionView.indexPathsForVisibleItems.count == 2, "the groups beyond the screen's edge make no cells")
    }

    @Test func aMillionItemsCostTheirScreenful() {
        let item = CollectionLayoutItem(layoutSize: size(.fractionalWidth(0.25), .fractionalHeight(1)))
        let group = CollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .fractionalWidth(0.25)), subitems: [item])
        let (collectionView, _, source) = self.frames(CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: group)), items: 1_000_000)
        #expect(source.cellRequests == collectionView.visibleCells.count && source.cellRequests == 4 * 9)
    }

    /// Apple's section-background pattern: section insets 10, the background inset 5, behind the cells.
    @Test func aSectionBackgroundCoversItsItemsAndInsetsBehindTheCells() throws {
        let item = CollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
        let group = CollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(44)), subitems: [item])
        let section = CollectionLayoutSection(group: group)
        section.contentInsets = DirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
        let background = CollectionLayoutDecorationItem.background(elementKind: "background")
        background.contentInsets = DirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
        section.decorationItems = [background]
        let layout = CollectionViewCompositionalLayout(section: section)
        layout.register(CollectionReusableView.self, forDecorationViewOfKind: "background")
        let (collectionView, _, _) = self.frames(layout, items: 3)
        let attributes = try #require(layout.layoutAttributesForDecorationView(ofKind: "background", at: IndexPath(item: 0, section: 0)))
        // The section: 10 + 3 × 44 + 10 = 152 tall, 375 wide; the background 5 inside it.
        #expect(attributes.frame == CGRect(x: 5, y: 5, width: 365, height: 142) && attributes.zIndex == -1)
        let view = try #require(collectionView.supplementaryView(forElementKind: "background", at: IndexPath(item: 0, section: 0)))
        let firstCell = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
        let order = collectionView.subviews.map { ObjectIdentifier($0) }
        #expect((order.firstIndex(of: ObjectIdentifier(view)) ?? .max) < (order.firstIndex(of: ObjectIdentifier(firstCell)) ?? -1), "behind the cells")
    }
}
