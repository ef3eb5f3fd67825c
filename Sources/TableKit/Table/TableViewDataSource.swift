import Foundation

/// Supplies a table's sections, rows and cells, as `UITableViewDataSource`.
///
/// Only `tableView(_:numberOfRowsInSection:)` and `tableView(_:cellForRowAt:)`
/// are required; the rest have UIKit's defaults.
public protocol TableViewDataSource: AnyObject {
    /// How many sections the table has; 1 by default, as in UIKit.
    func numberOfSections(in tableView: TableView) -> Int
    /// How many rows `section` has; required, with no default.
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int
    /// The cell for a row, usually dequeued from the table; asked only as the row comes on screen. Required, with no default.
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell
    /// The section's header title, drawn in the table style's header look; nil (the default) or empty for none.
    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String?
    /// The section's footer title, drawn in the table style's footer look; nil (the default) or empty for none.
    func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String?
    /// Short titles for the index on the trailing edge; nil, the default, for no index.
    func sectionIndexTitles(for tableView: TableView) -> [String]?
    /// The section an index title jumps to (for taps; rendering does not need it); by default the title's position `index`.
    func tableView(_ tableView: TableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int
    /// Whether editing mode gives the row its editing control; true by default.
    func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool
    /// Whether the row can be reordered; true by default, and the grip shows only on cells with `showsReorderControl`.
    func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool
    /// Deletes or inserts the row after the user confirmed it; a render confirms nothing, so never called. Nothing by default.
    func tableView(_ tableView: TableView, commit editingStyle: TableViewCellEditingStyle, forRowAt indexPath: IndexPath)
    /// Moves the row in the model after the user dragged it; never called by a render. Nothing by default.
    func tableView(_ tableView: TableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
}

extension TableViewDataSource {
    /// Returns 1: one section.
    public func numberOfSections(in tableView: TableView) -> Int { 1 }
    /// Returns nil: no header title.
    public func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { nil }
    /// Returns nil: no footer title.
    public func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? { nil }
    /// Returns nil: no section index.
    public func sectionIndexTitles(for tableView: TableView) -> [String]? { nil }
    /// Returns `index`: the section at the title's position.
    public func tableView(_ tableView: TableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int { index }
    /// Returns `true`: every row can be edited.
    public func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    /// Returns `true`: every row can be moved.
    public func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }
    /// Does nothing.
    public func tableView(_ tableView: TableView, commit editingStyle: TableViewCellEditingStyle, forRowAt indexPath: IndexPath) {}
    /// Does nothing.
    public func tableView(_ tableView: TableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}
}
