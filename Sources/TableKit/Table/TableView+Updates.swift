import Foundation

/// How rows come and go in an update (`UITableView.RowAnimation`); a picture
/// shows the end state, so every animation draws the same.
public enum TableViewRowAnimation: Int, CaseIterable, Sendable {
    /// Rows fade in or out.
    case fade
    /// Rows slide in from or out to the right.
    case right
    /// Rows slide in from or out to the left.
    case left
    /// Rows slide in from or out to the top.
    case top
    /// Rows slide in from or out to the bottom.
    case bottom
    /// No animation.
    case none
    /// Rows keep to the middle of their space as it opens or closes.
    case middle
    /// The animation the table chooses.
    case automatic = 100
}

extension TableView {
    /// UIKit's spelling, `UITableView.RowAnimation`.
    public typealias RowAnimation = TableViewRowAnimation

    // A picture has no animation: each update asks the data source again for
    // every count and height at the next layout, keeping the selection.

    /// Shows the rows' new content (`reloadRows(at:with:)`).
    public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) { remeasure() }
    /// Shows rows the data source has added (`insertRows(at:with:)`).
    public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) { remeasure() }
    /// Stops showing rows the data source has removed (`deleteRows(at:with:)`).
    public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) { remeasure() }
    /// Shows a row the data source has moved (`moveRow(at:to:)`).
    public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) { remeasure() }
    /// Shows the sections' new content (`reloadSections(_:with:)`).
    public func reloadSections(_ sections: IndexSet, with animation: RowAnimation) { remeasure() }
    /// Shows sections the data source has added (`insertSections(_:with:)`).
    public func insertSections(_ sections: IndexSet, with animation: RowAnimation) { remeasure() }
    /// Stops showing sections the data source has removed (`deleteSections(_:with:)`).
    public func deleteSections(_ sections: IndexSet, with animation: RowAnimation) { remeasure() }
    /// Begins a group of updates (`beginUpdates()`); each update already applies on its own.
    public func beginUpdates() {}
    /// Ends a group of updates (`endUpdates()`).
    public func endUpdates() { remeasure() }

    /// Runs `updates`, then `completion` with `true` (`performBatchUpdates(_:completion:)`).
    /// The closure does not escape, as UIKit's block does not, so it may use
    /// `self`'s members without writing `self.`.
    public func performBatchUpdates(_ updates: () -> Void, completion: ((Bool) -> Void)? = nil) {
        updates()
        remeasure()
        completion?(true)
    }

    /// `performBatchUpdates(nil, completion:)`, or with an optional closure.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        performBatchUpdates({ updates?() }, completion: completion)
    }
}
