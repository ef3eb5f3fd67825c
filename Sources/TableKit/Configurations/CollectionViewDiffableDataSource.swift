import Foundation

/// A collection view's data source driven by snapshots of identifiers, like
/// `UICollectionViewDiffableDataSource`: it counts sections and items from
/// the applied ``DiffableDataSourceSnapshot``, asks its cell provider for each
/// item's cell and its ``supplementaryViewProvider`` for headers and footers.
///
/// The collection view holds its data source weakly, as in UIKit, so keep a reference.
open class CollectionViewDiffableDataSource<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable>: CollectionViewDataSource {
    /// Makes the cell for an item; nil gives an empty cell (UIKit stops the program).
    public typealias CellProvider = (CollectionView, IndexPath, ItemIdentifierType) -> CollectionViewCell?
    /// Makes a supplementary view of a kind; nil gives an empty view.
    public typealias SupplementaryViewProvider = (CollectionView, String, IndexPath) -> CollectionReusableView?

    private weak var collectionView: CollectionView?
    private let cellProvider: CellProvider
    private var current = DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()
    /// The outlines applied to sections, whose visible items the sections show.
    private var outlines: [SectionIdentifierType: DiffableDataSourceSectionSnapshot<ItemIdentifierType>] = [:]
    /// Makes headers, footers and other supplementary views the layout places.
    public var supplementaryViewProvider: SupplementaryViewProvider?

    /// A data source for `collectionView`, which it becomes the data source of.
    public init(collectionView: CollectionView, cellProvider: @escaping CellProvider) {
        self.collectionView = collectionView
        self.cellProvider = cellProvider
        collectionView.dataSource = self
    }

    /// Shows `snapshot` (sections' outlines are dropped, their items kept as roots); the collection
    /// view asks again for every count and view at its next layout, then `completion` runs.
    open func apply(_ snapshot: DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                    animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        outlines = [:]
        show(snapshot)
        completion?()
    }

    private func show(_ snapshot: DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>) {
        current = snapshot
        collectionView?.reloadData()
    }

    /// Shows `snapshot` by reloading the collection view, as `applySnapshotUsingReloadData(_:completion:)`.
    open func applySnapshotUsingReloadData(_ snapshot: DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                                           completion: (() -> Void)? = nil) {
        apply(snapshot, animatingDifferences: false, completion: completion)
    }

    /// Shows `snapshot`'s visible items as `section` (added after the others when new), as
    /// `apply(_:to:animatingDifferences:completion:)` does with a section snapshot.
    open func apply(_ snapshot: DiffableDataSourceSectionSnapshot<ItemIdentifierType>, to section: SectionIdentifierType,
                    animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        var whole = current
        if whole.indexOfSection(section) == nil { whole.appendSections([section]) }
        whole.deleteItems(whole.itemIdentifiers(inSection: section))
        whole.appendItems(snapshot.visibleItems, toSection: section)
        outlines[section] = snapshot
        show(whole)
        completion?()
    }

    /// The outline shown as `section`: the one applied to it, else its items as roots.
    public func snapshot(for section: SectionIdentifierType) -> DiffableDataSourceSectionSnapshot<ItemIdentifierType> {
        if let outline = outlines[section] { return outline }
        var outline = DiffableDataSourceSectionSnapshot<ItemIdentifierType>()
        outline.append(current.itemIdentifiers(inSection: section))
        return outline
    }

    /// A copy of the snapshot shown.
    public func snapshot() -> DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { current }

    /// The item shown at `indexPath`, if there is one.
    public func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { current.item(at: indexPath) }

    /// Where `item` is shown, if it is.
    public func indexPath(for item: ItemIdentifierType) -> IndexPath? { current.indexPath(of: item) }

    /// The section shown at `index`, if there is one.
    public func sectionIdentifier(for index: Int) -> SectionIdentifierType? { current.section(at: index) }

    /// The position of `identifier` among the sections shown.
    public func index(for identifier: SectionIdentifierType) -> Int? { current.indexOfSection(identifier) }

    // MARK: Data source

    /// The number of sections in the current snapshot.
    open func numberOfSections(in collectionView: CollectionView) -> Int { current.numberOfSections }

    /// The number of items in the snapshot's section at `section`.
    open func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        current.numberOfItems(inSectionAt: section)
    }

    /// The cell the cell provider gives for the item at `indexPath`, with an outline row's indentation and expansion set; an empty cell, with a warning, when the provider gives none.
    open func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        guard let item = itemIdentifier(for: indexPath), let cell = cellProvider(collectionView, indexPath, item) else {
            ConsoleLog.warn("the cell provider gave no cell for item \(indexPath.item) of section \(indexPath.section); an empty cell is shown")
            return CollectionViewCell(frame: .zero)
        }
        showOutlineState(of: item, at: indexPath, in: cell)
        return cell
    }

    /// An outline's row is indented by its level and its disclosure shows
    /// whether its children do, as UIKit sets them from the section snapshot.
    private func showOutlineState(of item: ItemIdentifierType, at indexPath: IndexPath, in cell: CollectionViewCell) {
        guard let listCell = cell as? CollectionViewListCell, let section = current.section(at: indexPath.section), let outline = outlines[section] else { return }
        listCell.indentationLevel = outline.level(of: item)
        listCell.isExpanded = outline.isExpanded(item)
    }

    /// The view the supplementary view provider gives; an empty view without a provider.
    open func collectionView(_ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
                             at indexPath: IndexPath) -> CollectionReusableView {
        supplementaryViewProvider?(collectionView, kind, indexPath) ?? CollectionReusableView(frame: .zero)
    }
}
