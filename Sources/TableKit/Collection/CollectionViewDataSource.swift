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
    /// Returns 1: one section.
    public func numberOfSections(in collectionView: CollectionView) -> Int { 1 }
    /// Returns an empty view.
    public func collectionView(_ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
                               at indexPath: IndexPath) -> CollectionReusableView {
        CollectionReusableView()
    }
}

/// Hears about a collection view's items, as `UICollectionViewDelegate`; every method is optional.
public protocol CollectionViewDelegate: ScrollViewDelegate {
    /// An item's cell is about to be drawn.
    func collectionView(_ collectionView: CollectionView, willDisplay cell: CollectionViewCell, forItemAt indexPath: IndexPath)

    // MARK: Interaction
    // A render has no taps, so TableSnap never calls these; they are here so
    // that a delegate's handlers compile and can be called as apps call them.

    /// Told that the item was tapped; does nothing by default.
    func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath)
    /// Told that the item's selection was undone; does nothing by default.
    func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath)

    // MARK: Menus
    // A render never opens a menu, so TableSnap never calls these; they are
    // here so that a delegate's menus compile and can be asked for in a test.

    /// The context menu a long press on the items would open (iOS 16); nil, the default, for none.
    func collectionView(_ collectionView: CollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
                        point: CGPoint) -> ContextMenuConfiguration?
    /// The context menu a long press on the item would open (before iOS 16); nil, the default, for none.
    func collectionView(_ collectionView: CollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
                        point: CGPoint) -> ContextMenuConfiguration?
    /// Told that the context menu's preview was tapped; never called by a render.
    func collectionView(_ collectionView: CollectionView, willPerformPreviewActionForMenuWith configuration: ContextMenuConfiguration,
                        animator: ContextMenuInteractionCommitAnimating)
    /// Told that a context menu is about to open; never called by a render.
    func collectionView(_ collectionView: CollectionView, willDisplayContextMenu configuration: ContextMenuConfiguration,
                        animator: ContextMenuInteractionAnimating?)
    /// Told that a context menu is about to close; never called by a render.
    func collectionView(_ collectionView: CollectionView, willEndContextMenuInteraction configuration: ContextMenuConfiguration,
                        animator: ContextMenuInteractionAnimating?)
    /// Whether a long press on the item shows the edit menu (copy, paste), before iOS 13's context menus; false by default.
    func collectionView(_ collectionView: CollectionView, shouldShowMenuForItemAt indexPath: IndexPath) -> Bool
    /// Whether the edit menu lists `action` for the item; false by default.
    func collectionView(_ collectionView: CollectionView, canPerformAction action: Selector, forItemAt indexPath: IndexPath,
                        withSender sender: Any?) -> Bool
    /// Performs the edit menu's `action` on the item; never called by a render.
    func collectionView(_ collectionView: CollectionView, performAction action: Selector, forItemAt indexPath: IndexPath,
                        withSender sender: Any?)
}

extension CollectionViewDelegate {
    /// Does nothing.
    public func collectionView(_ collectionView: CollectionView, willDisplay cell: CollectionViewCell, forItemAt indexPath: IndexPath) {}
    /// Does nothing.
    public func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {}
    /// Does nothing.
    public func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath) {}
    /// Returns nil: no context menu.
    public func collectionView(_ collectionView: CollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
                               point: CGPoint) -> ContextMenuConfiguration? { nil }
    /// Returns nil: no context menu.
    public func collectionView(_ collectionView: CollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
                               point: CGPoint) -> ContextMenuConfiguration? { nil }
    /// Does nothing.
    public func collectionView(_ collectionView: CollectionView, willPerformPreviewActionForMenuWith configuration: ContextMenuConfiguration,
                               animator: ContextMenuInteractionCommitAnimating) {}
    /// Does nothing.
    public func collectionView(_ collectionView: CollectionView, willDisplayContextMenu configuration: ContextMenuConfiguration,
                               animator: ContextMenuInteractionAnimating?) {}
    /// Does nothing.
    public func collectionView(_ collectionView: CollectionView, willEndContextMenuInteraction configuration: ContextMenuConfiguration,
                               animator: ContextMenuInteractionAnimating?) {}
    /// Returns `false`: no edit menu.
    public func collectionView(_ collectionView: CollectionView, shouldShowMenuForItemAt indexPath: IndexPath) -> Bool { false }
    /// Returns `false`.
    public func collectionView(_ collectionView: CollectionView, canPerformAction action: Selector, forItemAt indexPath: IndexPath,
                               withSender sender: Any?) -> Bool { false }
    /// Does nothing.
    public func collectionView(_ collectionView: CollectionView, performAction action: Selector, forItemAt indexPath: IndexPath,
                               withSender sender: Any?) {}
}
