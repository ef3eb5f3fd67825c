import Foundation

extension TableView {
    /// Whether selection is allowed in the current mode.
    private var selectionAllowed: Bool {
        editing ? allowsSelectionDuringEditing || allowsMultipleSelectionDuringEditing : allowsSelection || allowsMultipleSelection
    }

    /// Whether a new selection adds to the old one in the current mode.
    private var selectsMultiple: Bool {
        editing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection
    }

    /// Selects the row (adding to the selection when several rows may be
    /// selected), then scrolls it to `scrollPosition` (`none` keeps the
    /// scroll position); nil deselects every row. Does nothing when the
    /// current mode does not allow selection.
    public func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else {
            selectedRows = []
            return
        }
        guard selectionAllowed else { return }
        selectedRows = selectsMultiple ? selectedRows.union([indexPath]) : [indexPath]
        if scrollPosition != .none { scrollToRow(at: indexPath, at: scrollPosition) }
    }

    /// Deselects the row.
    public func deselectRow(at indexPath: IndexPath, animated: Bool) {
        selectedRows.remove(indexPath)
    }

    /// The first selected row, or nil without a selection.
    public var indexPathForSelectedRow: IndexPath? { selectedRows.min() }

    /// Every selected row in order, or nil without a selection, as in UIKit.
    public var indexPathsForSelectedRows: [IndexPath]? { selectedRows.isEmpty ? nil : selectedRows.sorted() }

    /// Hides the separators next to a row showing its selection, as iOS does:
    /// its own, and the one of the row above.
    func hideSeparatorsAroundSelection() {
        var previous: TableViewCell?
        for indexPath in cells.keys.sorted() {
            guard let cell = cells[indexPath] else { continue }
            if cell.showsSelection {
                cell.rowChrome.showsSeparator = false
                cell.rowChrome.showsTopSeparator = false
                if let previous, previous.frame.maxY >= cell.frame.minY - 0.5 { previous.rowChrome.showsSeparator = false }
            }
            previous = cell
        }
    }
}
