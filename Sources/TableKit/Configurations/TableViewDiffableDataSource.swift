import Foundation

/// A table's data source driven by snapshots of identifiers, like
/// `UITableViewDiffableDataSource`: it counts sections and rows from the
/// applied ``DiffableDataSourceSnapshot`` and asks its cell provider for each
/// row's cell. Subclass it to give header and footer titles or to let rows
/// be edited, as in UIKit.
///
/// The table holds its data source weakly, as in UIKit, so keep a reference.
open class TableViewDiffableDataSource<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable>: TableViewDataSource {
    /// Makes the cell for a row from its item; nil gives an empty cell (UIKit stops the program).
    public typealias CellProvider = (TableView, IndexPath, ItemIdentifierType) -> TableViewCell?

    private weak var tableView: TableView?
    private let cellProvider: CellProvider
    private var current = DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()
    /// Accepted for source compatibility: a picture shows the end state of every update.
    public var defaultRowAnimation = TableViewRowAnimation.automatic

    /// A data source for `tableView`, which it becomes the data source of.
    public init(tableView: TableView, cellProvider: @escaping CellProvider) {
        self.tableView = tableView
        self.cellProvider = cellProvider
        tableView.dataSource = self
    }

    /// Shows `snapshot`; the table asks again for every count and cell at its next layout, then `completion` runs.
    open func apply(_ snapshot: DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                    animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        current = snapshot
        tableView?.remeasure()
        completion?()
    }

    /// Shows `snapshot` by reloading the table, as `applySnapshotUsingReloadData(_:completion:)`.
    open func applySnapshotUsingReloadData(_ snapshot: DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                                           completion: (() -> Void)? = nil) {
        current = snapshot
        tableView?.reloadData()
        completion?()
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
    open func numberOfSections(in tableView: TableView) -> Int { current.numberOfSections }

    /// The number of items in the snapshot's section at `section`.
    open func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        current.numberOfItems(inSectionAt: section)
    }

    /// The cell the cell provider gives for the item at `indexPath`; an empty cell, with a warning, when the provider gives none.
    open func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        guard let item = itemIdentifier(for: indexPath), let cell = cellProvider(tableView, indexPath, item) else {
            ConsoleLog.warn("the cell provider gave no cell for row \(indexPath.row) of section \(indexPath.section); an empty cell is shown")
            return TableViewCell(style: .default, reuseIdentifier: nil)
        }
        return cell
    }

    /// No header title; override to give one.
    open func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { nil }
    /// No footer title; override to give one.
    open func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? { nil }
    /// No section index; override to give one.
    open func sectionIndexTitles(for tableView: TableView) -> [String]? { nil }
    /// The section at the title's position `index`.
    open func tableView(_ tableView: TableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int { index }
    /// False by default, as in UIKit: override to let rows show editing controls.
    open func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool { false }
    /// False by default, as in UIKit: override to let rows show reorder grips.
    open func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
    /// Override to delete or insert in the model and apply a new snapshot; never called by a render.
    open func tableView(_ tableView: TableView, commit editingStyle: TableViewCellEditingStyle, forRowAt indexPath: IndexPath) {}
    /// Override to move the item in the model and apply a new snapshot; never called by a render.
    open func tableView(_ tableView: TableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}
}
