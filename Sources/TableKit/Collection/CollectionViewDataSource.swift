import Foundation

/// Supplies a collection view's sections, items and views, as `UICollectionViewDataSource`.
///
/// Only `collectionView(_:numberOfItemsInSection:)` and
/// `collectionView(_:cellForItemAt:)` are required; the rest have UIKit's defaults.
public protocol CollectionViewDataSource: AnyObject {
    /// How many sections there are; 1 by default.
    func numberOfSections(in collectionView: CollectionView) -> Int
    /// How many items `section` has.
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int
    /// The cell for an item, dequeued from the collection view; asked only as the item comes on screen.
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell
    /// A header, footer or other supplementary view the layout places; by default none is drawn.
    func collectionView(_ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> CollectionReusableView
}

extension CollectionViewDataSource {
    public func numberOfSections(in collectionView: CollectionView) -> Int { 1 }
    public func collectionView(_ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
                               at indexPath: IndexPath) -> CollectionReusableView {
        CollectionReusableView()
    }
}

/// Hears about a collection view's items, as `UICollectionViewDelegate`; every method is optional.
public protocol CollectionViewDelegate: AnyObject {
    /// An item's cell is about to be drawn.
    func collectionView(_ collectionView: CollectionView, willDisplay cell: CollectionViewCell, forItemAt indexPath: IndexPath)
}

extension CollectionViewDelegate {
    public func collectionView(_ collectionView: CollectionView, willDisplay cell: CollectionViewCell, forItemAt indexPath: IndexPath) {}
}
