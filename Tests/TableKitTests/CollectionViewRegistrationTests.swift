import Canvas
import Foundation
import Testing
@testable import TableKit

/// iOS 14 collection code: cell and supplementary registrations feeding a
/// diffable data source, the cells configured by their handlers.
@Suite struct CollectionViewRegistrationTests {
    private final class LabelCell: CollectionViewCell {
        let label = Label()
        override init(frame: CGRect) {
            super.init(frame: frame)
            contentView.addSubview(label)
        }
        required init?(coder: NSCoder) { nil }
    }

    private func makeCollection() -> (CollectionView, CollectionViewDiffableDataSource<Int, String>) {
        let layout = CollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 40)
        layout.headerReferenceSize = CGSize(width: 0, height: 30)
        let collectionView = CollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), collectionViewLayout: layout)
        let cells = CollectionView.CellRegistration<LabelCell, String> { cell, _, item in cell.label.text = item }
        let headers = CollectionView.SupplementaryRegistration<CollectionReusableView>(elementKind: CollectionView.elementKindSectionHeader) { view, _, indexPath in
            view.tag = 100 + indexPath.section
        }
        let dataSource = CollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) { collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: item)
        }
        dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(using: headers, for: indexPath)
        }
        var snapshot = DiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0, 1])
        snapshot.appendItems(["Apple", "Banana", "Cherry", "Date"], toSection: 0)
        snapshot.appendItems(["Elderberry"], toSection: 1)
        dataSource.apply(snapshot, animatingDifferences: false)
        collectionView.layoutIfNeeded()
        return (collectionView, dataSource)
    }

    @Test func registrationsMakeAndConfigureTheCellsOnScreen() throws {
        let (collectionView, dataSource) = makeCollection()
        let texts = collectionView.visibleCells.compactMap { ($0 as? LabelCell)?.label.text }
        #expect(texts == ["Apple", "Banana", "Cherry", "Date", "Elderberry"])
        #expect(dataSource.indexPath(for: "Elderberry") == IndexPath(item: 0, section: 1))
        #expect(dataSource.itemIdentifier(for: IndexPath(item: 3, section: 0)) == "Date")
        let header = try #require(collectionView.supplementaryView(forElementKind: CollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1)))
        #expect(header.tag == 101)
        // Section 1 starts after section 0's header and its two lines of 40 (10 apart).
        #expect(header.frame == CGRect(x: 0, y: 30 + 40 + 10 + 40, width: 320, height: 30))
    }

    @Test func aNewSnapshotReplacesTheItemsShown() {
        let (collectionView, dataSource) = makeCollection()
        var snapshot = dataSource.snapshot()
        snapshot.deleteItems(["Banana"])
        dataSource.apply(snapshot)
        collectionView.layoutIfNeeded()
        #expect(collectionView.numberOfItems(inSection: 0) == 3)
        #expect(collectionView.visibleCells.compactMap { ($0 as? LabelCell)?.label.text } == ["Apple", "Cherry", "Date", "Elderberry"])
    }
}
