import Foundation

/// Customises a table's heights and is told before cells are shown, as `UITableViewDelegate`.
///
/// Every method is optional. The default heights are the table's own
/// (`rowHeight`, `sectionHeaderHeight`, `sectionFooterHeight`), as in UIKit
/// when the delegate does not implement them; ``TableView/automaticDimension``
/// sizes the row, header or footer from its content.
public protocol TableViewDelegate: ScrollViewDelegate {
    /// A row's height in points, or ``TableView/automaticDimension`` to fit its cell; by default the table's `rowHeight`.
    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat
    /// An unmeasured row's estimated height; by default the table's `estimatedRowHeight`. Never asked:
    /// a render measures the rows it shows and gives the others the table's own estimate.
    func tableView(_ tableView: TableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat
    /// An unmeasured header's estimated height; by default the table's `estimatedSectionHeaderHeight`. Never asked.
    func tableView(_ tableView: TableView, estimatedHeightForHeaderInSection section: Int) -> CGFloat
    /// An unmeasured footer's estimated height; by default the table's `estimatedSectionFooterHeight`. Never asked.
    func tableView(_ tableView: TableView, estimatedHeightForFooterInSection section: Int) -> CGFloat
    /// A section header's height in points, or ``TableView/automaticDimension`` to fit its content; by default `sectionHeaderHeight`.
    func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat
    /// A section footer's height in points, or ``TableView/automaticDimension`` to fit its content; by default `sectionFooterHeight`.
    func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat
    /// Called as a row's cell comes on screen, for last changes such as its background; does nothing by default.
    func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath)
    /// Called as a section's header view (its own or the title's) comes on screen, for last changes such as its title's colour; does nothing by default.
    func tableView(_ tableView: TableView, willDisplayHeaderView view: View, forSection section: Int)
    /// Called as a section's footer view comes on screen; does nothing by default.
    func tableView(_ tableView: TableView, willDisplayFooterView view: View, forSection section: Int)
    /// Whether a touch on the row highlights it; true by default. A render has no touches, so TableSnap never asks.
    func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool
    /// A view to show as the section's header instead of its title; nil, the default, shows the title.
    func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View?
    /// A view to show as the section's footer instead of its title; nil, the default, shows the title.
    func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View?
    /// The control a row shows in editing mode; `delete` by default, as in UIKit.
    func tableView(_ tableView: TableView, editingStyleForRowAt indexPath: IndexPath) -> TableViewCellEditingStyle
    /// Whether the row's content moves aside in editing mode; true by default.
    func tableView(_ tableView: TableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool
    /// The title of the row's Delete button; "Delete" by default.
    func tableView(_ tableView: TableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String?
    /// The actions revealed at the row's leading edge; nil, the default, for none.
    func tableView(_ tableView: TableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> SwipeActionsConfiguration?
    /// The actions revealed at the row's trailing edge; nil, the default, gives a row that can be deleted its Delete button.
    func tableView(_ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> SwipeActionsConfiguration?

    // MARK: Interaction
    // A render has no taps, so TableSnap never calls these; they are here so
    // that a delegate's handlers compile and can be called as apps call them.

    /// Told that the row was tapped; does nothing by default.
    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath)
    /// Told that the row's selection was undone; does nothing by default.
    func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath)
    /// Told that the row's detail button was tapped; does nothing by default.
    func tableView(_ tableView: TableView, accessoryButtonTappedForRowWith indexPath: IndexPath)

    // MARK: Menus
    // A render never opens a menu, so TableSnap never calls these; they are
    // here so that a delegate's menus compile and can be asked for in a test.

    /// The context menu a long press on the row would open; nil, the default, for none.
    func tableView(_ tableView: TableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint) -> ContextMenuConfiguration?
    /// Told that the context menu's preview was tapped; never called by a render.
    func tableView(_ tableView: TableView, willPerformPreviewActionForMenuWith configuration: ContextMenuConfiguration,
                   animator: ContextMenuInteractionCommitAnimating)
    /// Told that a context menu is about to open; never called by a render.
    func tableView(_ tableView: TableView, willDisplayContextMenu configuration: ContextMenuConfiguration,
                   animator: ContextMenuInteractionAnimating?)
    /// Told that a context menu is about to close; never called by a render.
    func tableView(_ tableView: TableView, willEndContextMenuInteraction configuration: ContextMenuConfiguration,
                   animator: ContextMenuInteractionAnimating?)
    /// Whether a long press on the row shows the edit menu (copy, paste), before iOS 13's context menus; false by default.
    func tableView(_ tableView: TableView, shouldShowMenuForRowAt indexPath: IndexPath) -> Bool
    /// Whether the edit menu lists `action` for the row; false by default.
    func tableView(_ tableView: TableView, canPerformAction action: Selector, forRowAt indexPath: IndexPath, withSender sender: Any?) -> Bool
    /// Performs the edit menu's `action` on the row; never called by a render.
    func tableView(_ tableView: TableView, performAction action: Selector, forRowAt indexPath: IndexPath, withSender sender: Any?)
}

extension TableViewDelegate {
    /// Returns the table's ``TableView/rowHeight``.
    public func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat { tableView.rowHeight }
    public func tableView(_ tableView: TableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat { tableView.estimatedRowHeight }
    public func tableView(_ tableView: TableView, estimatedHeightForHeaderInSection section: Int) -> CGFloat { tableView.estimatedSectionHeaderHeight }
    public func tableView(_ tableView: TableView, estimatedHeightForFooterInSection section: Int) -> CGFloat { tableView.estimatedSectionFooterHeight }
    /// Returns the table's ``TableView/sectionHeaderHeight``.
    public func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat { tableView.sectionHeaderHeight }
    /// Returns the table's ``TableView/sectionFooterHeight``.
    public func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat { tableView.sectionFooterHeight }
    /// Does nothing.
    public func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {}
    /// Does nothing.
    public func tableView(_ tableView: TableView, willDisplayHeaderView view: View, forSection section: Int) {}
    /// Does nothing.
    public func tableView(_ tableView: TableView, willDisplayFooterView view: View, forSection section: Int) {}
    /// Returns `true`.
    public func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }
    /// Returns nil: the section shows its header title.
    public func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? { nil }
    /// Returns nil: the section shows its footer title.
    public func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View? { nil }
    /// Returns `delete`.
    public func tableView(_ tableView: TableView, editingStyleForRowAt indexPath: IndexPath) -> TableViewCellEditingStyle { .delete }
    /// Returns `true`.
    public func tableView(_ tableView: TableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool { true }
    /// Returns nil: the button reads "Delete".
    public func tableView(_ tableView: TableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String? { nil }
    /// Returns nil: no leading actions.
    public func tableView(_ tableView: TableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> SwipeActionsConfiguration? { nil }
    /// Returns nil: a row that can be deleted gets its Delete button.
    public func tableView(_ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> SwipeActionsConfiguration? { nil }
    /// Does nothing.
    public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {}
    /// Does nothing.
    public func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {}
    /// Does nothing.
    public func tableView(_ tableView: TableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {}
    /// Returns nil: no context menu.
    public func tableView(_ tableView: TableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint) -> ContextMenuConfiguration? { nil }
    /// Does nothing.
    public func tableView(_ tableView: TableView, willPerformPreviewActionForMenuWith configuration: ContextMenuConfiguration,
                          animator: ContextMenuInteractionCommitAnimating) {}
    /// Does nothing.
    public func tableView(_ tableView: TableView, willDisplayContextMenu configuration: ContextMenuConfiguration,
                          animator: ContextMenuInteractionAnimating?) {}
    /// Does nothing.
    public func tableView(_ tableView: TableView, willEndContextMenuInteraction configuration: ContextMenuConfiguration,
                          animator: ContextMenuInteractionAnimating?) {}
    /// Returns `false`: no edit menu.
    public func tableView(_ tableView: TableView, shouldShowMenuForRowAt indexPath: IndexPath) -> Bool { false }
    /// Returns `false`.
    public func tableView(_ tableView: TableView, canPerformAction action: Selector, forRowAt indexPath: IndexPath, withSender sender: Any?) -> Bool { false }
    /// Does nothing.
    public func tableView(_ tableView: TableView, performAction action: Selector, forRowAt indexPath: IndexPath, withSender sender: Any?) {}
}
