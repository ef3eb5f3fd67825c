import Foundation
import Testing
@testable import TableKit

/// Outlines in one section: children appended under parents, shown only
/// under expanded ones, and what a collection view's data source shows of them.
@Suite struct DiffableSectionSnapshotTests {
    private func outline() -> DiffableDataSourceSectionSnapshot<String> {
        var outline = DiffableDataSourceSectionSnapshot<String>()
        outline.append(["Fruit", "Vegetables"])
        outline.append(["Apple", "Pear"], to: "Fruit")
        outline.append(["Cox", "Gala"], to: "Apple")
        outline.append(["Leek"], to: "Vegetables")
        return outline
    }

    @Test func onlyTheChildrenOfExpandedParentsAreVisible() {
        var outline = outline()
        #expect(outline.items == ["Fruit", "Apple", "Cox", "Gala", "Pear", "Vegetables", "Leek"])
        #expect(outline.visibleItems == ["Fruit", "Vegetables"])
        outline.expand(["Fruit", "Apple"])
        #expect(outline.visibleItems == ["Fruit", "Apple", "Cox", "Gala", "Pear", "Vegetables"])
        #expect(outline.level(of: "Gala") == 2 && outline.parent(of: "Gala") == "Apple" && outline.isVisible("Gala"))
        outline.collapse(["Fruit"])
        #expect(outline.visibleItems == ["Fruit", "Vegetables"] && !outline.isVisible("Gala") && outline.isExpanded("Apple"))
    }

    @Test func deletingAParentTakesItsDescendants() {
        var outline = outline()
        outline.delete(["Apple"])
        #expect(outline.items == ["Fruit", "Pear", "Vegetables", "Leek"] && !outline.contains("Cox"))
        outline.append(["Fruit"], to: "Vegetables")
        #expect(outline.rootItems == ["Fruit", "Vegetables"], "an item already there stays where it is")
    }

    @Test func aSubtreeBecomesASnapshotOfItsOwn() {
        var outline = outline()
        outline.expand(["Apple"])
        let apples = outline.snapshot(of: "Apple", includingParent: true)
        #expect(apples.items == ["Apple", "Cox", "Gala"] && apples.visibleItems == ["Apple", "Cox", "Gala"])
        #expect(outline.snapshot(of: "Fruit").rootItems == ["Apple", "Pear"])
    }

    @Test func aCollectionViewShowsTheVisibleItemsOfTheSectionsOutline() {
        let layout = CollectionViewFlowLayout()
        let collectionView = CollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let dataSource = CollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) { collectionView, indexPath, _ in
            collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
        var outline = outline()
        outline.expand(["Vegetables"])
        dataSource.apply(outline, to: 0, animatingDifferences: false)
        #expect(collectionView.numberOfSections == 1 && collectionView.numberOfItems(inSection: 0) == 3)
        #expect(dataSource.itemIdentifier(for: IndexPath(item: 2, section: 0)) == "Leek")
        #expect(dataSource.snapshot(for: 0).isExpanded("Vegetables"))
    }
}
