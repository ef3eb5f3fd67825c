import Foundation

extension CollectionView {
    /// The selected items, in order; nil when none is selected, as in UIKit.
    public var indexPathsForSelectedItems: [IndexPath]? {
        selectedItems.isEmpty ? nil : selectedItems.sorted()
    }

    /// Selects the item (replacing the selection unless ``allowsMultipleSelection``)
    /// and scrolls to `scrollPosition` unless it is empty; does nothing while
    /// selection is not allowed. A picture does not animate.
    public func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard allowsSelection, let indexPath else { return }
        if !allowsMultipleSelection { selectedItems.removeAll() }
        selectedItems.insert(indexPath)
        showSelection()
        if !scrollPosition.isEmpty { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects the item.
    public func deselectItem(at indexPath: IndexPath, animated: Bool) {
        selectedItems.remove(indexPath)
        showSelection()
    }

    /// Marks the cells on screen selected or not.
    private func showSelection() {
        for (indexPath, cell) in cells { cell.isSelected = selectedItems.contains(indexPath) }
    }
}
