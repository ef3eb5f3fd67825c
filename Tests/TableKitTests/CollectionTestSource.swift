import Canvas
import Foundation
import TableKit

/// A collection view's data source and flow delegate for tests: counts from
/// an array, coloured cells and headers; items take the layout's size.
final class CollectionTestSource: CollectionViewDataSource, CollectionViewDelegateFlowLayout {
    var itemCounts: [Int]
    private(set) var cellRequests = 0

    init(itemCounts: [Int]) {
        self.itemCounts = itemCounts
    }

    func numberOfSections(in collectionView: CollectionView) -> Int { itemCounts.count }
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { itemCounts[section] }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        cellRequests += 1
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        cell.contentView.backgroundColor = .systemBlue
        return cell
    }

    func collectionView(_ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> CollectionReusableView {
        let view = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath)
        view.backgroundColor = .systemRed
        return view
    }

    /// A collection view of `width` × `height` with a flow `layout`, laid out.
    func makeCollectionView(_ layout: CollectionViewFlowLayout, width: CGFloat = 375, height: CGFloat = 600) -> CollectionView {
        let collectionView = CollectionView(frame: CGRect(x: 0, y: 0, width: width, height: height), collectionViewLayout: layout)
        collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        for kind in [CollectionView.elementKindSectionHeader, CollectionView.elementKindSectionFooter] {
            collectionView.register(CollectionReusableView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: "header")
        }
        collectionView.dataSource = self
        collectionView.delegate = self
        collectionView.layoutIfNeeded()
        return collectionView
    }
}

/// A flow delegate giving each item its own size.
final class ItemSizes: CollectionViewDelegateFlowLayout {
    let size: (IndexPath) -> CGSize

    init(_ size: @escaping (IndexPath) -> CGSize) {
        self.size = size
    }

    func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
        size(indexPath)
    }
}
