import Foundation

extension TableView {
    /// Enters or leaves editing mode: rows show their editing controls and
    /// indents, editing accessories and reorder grips. Animation is accepted
    /// for source compatibility.
    public func setEditing(_ editing: Bool, animated: Bool) {
        guard editing != self.editing else { return }
        self.editing = editing
        // Editing controls change the content width, and so self-sized heights.
        remeasure()
    }

    /// Shows the row with its actions on `edge` revealed, as if swiped.
    ///
    /// Not in UIKit: a picture cannot swipe, so this draws the state a swipe
    /// leaves. Trailing actions come from the delegate's
    /// `trailingSwipeActionsConfigurationForRowAt`, or for a row that can be
    /// deleted, its Delete button. In editing mode, revealing a deletable
    /// row's trailing actions shows its delete confirmation: the minus turned
    /// upright and the Delete button (`titleForDeleteConfirmationButtonForRowAt`).
    public func revealSwipeActions(_ edge: SwipeActionsEdge, forRowAt indexPath: IndexPath) {
        revealedSwipeActions[indexPath] = edge
    }

    /// Shows the row at rest again, its actions hidden.
    public func hideSwipeActions(forRowAt indexPath: IndexPath) {
        revealedSwipeActions[indexPath] = nil
    }

    /// Gives a cell its row's selection, editing state and revealed actions.
    func configureSelectionAndEditing(_ cell: TableViewCell, at indexPath: IndexPath) {
        cell.isSelected = selectedRows.contains(indexPath)
        cell.isEditing = editing
        cell.showsSelectionControl = editing && allowsMultipleSelectionDuringEditing
        cell.canEdit = dataSource?.tableView(self, canEditRowAt: indexPath) ?? true
        cell.canMove = dataSource?.tableView(self, canMoveRowAt: indexPath) ?? true
        cell.editingStyle = cell.canEdit ? delegate?.tableView(self, editingStyleForRowAt: indexPath) ?? .delete : .none
        cell.delegateIndentsWhileEditing = delegate?.tableView(self, shouldIndentWhileEditingRowAt: indexPath) ?? true
        let revealed = revealedSwipeActions[indexPath].map { ($0, swipeActions($0, forRowAt: indexPath, cell: cell)) }
        cell.showingDeleteConfirmation = editing && revealed?.0 == .trailing && cell.editingStyle == .delete && revealed?.1.isEmpty == false
        cell.rowChrome.revealedActions = revealed.flatMap { $0.1.isEmpty ? nil : (edge: $0.0, actions: $0.1) }
    }

    /// The actions a row reveals on `edge`: the delegate's, else a deletable row's Delete button on the trailing side.
    private func swipeActions(_ edge: SwipeActionsEdge, forRowAt indexPath: IndexPath, cell: TableViewCell) -> [ContextualAction] {
        let configured = edge == .leading
            ? delegate?.tableView(self, leadingSwipeActionsConfigurationForRowAt: indexPath)
            : delegate?.tableView(self, trailingSwipeActionsConfigurationForRowAt: indexPath)
        // In editing mode the trailing side is the delete confirmation, whatever the configuration.
        if let configured, !(editing && edge == .trailing) { return configured.actions }
        guard edge == .trailing, cell.canEdit, cell.editingStyle == .delete || !editing else { return [] }
        let title = delegate?.tableView(self, titleForDeleteConfirmationButtonForRowAt: indexPath) ?? "Delete"
        return [ContextualAction(style: .destructive, title: title) { _, _, _ in }]
    }
}
