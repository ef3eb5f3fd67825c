import Canvas
import Foundation

extension CollectionView {
    /// The table style a list section in `configuration` draws as, with the
    /// collection view's margins and safe area, as a table of its width has them.
    func listStyleLayout(_ configuration: CollectionLayoutListConfiguration) -> TableStyleLayout {
        let margin = traits.layoutMargin(forWidth: bounds.width)
        return TableStyleLayout(style: configuration.tableStyle, traits: traits, margins: (margin, margin), systemMargin: margin,
                                safeArea: safeAreaInsets, headerTopPadding: configuration.headerTopPadding ?? TableMetrics.plainHeaderTopPadding)
    }

    /// Shows the item with its actions on `edge` revealed, as if swiped: the
    /// list configuration's leading or trailing swipe actions.
    ///
    /// Not in UIKit: a picture cannot swipe, so this draws the state a swipe leaves.
    public func revealSwipeActions(_ edge: SwipeActionsEdge, forItemAt indexPath: IndexPath) {
        revealedSwipeActions[indexPath] = edge
        setNeedsLayout()
    }

    /// Shows the item at rest again.
    public func hideSwipeActions(forItemAt indexPath: IndexPath) {
        revealedSwipeActions[indexPath] = nil
        setNeedsLayout()
    }
}
