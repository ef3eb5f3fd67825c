import Canvas
import Foundation
import TableKit

/// The data source and delegate a mockup's table is built with: the rows
/// the file lists, handed out through the table's reuse queues like any
/// UIKit data source.
final class MockupTableSource: TableViewDataSource, TableViewDelegate {
    let table: Mockup.Table

    init(table: Mockup.Table) {
        self.table = table
    }

    func numberOfSections(in tableView: TableView) -> Int { table.sections.count }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { table.sections[section].rows.count }

    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { table.sections[section].header?.title }

    func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? { table.sections[section].footer?.title }

    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        table.sections[indexPath.section].rows[indexPath.row].height ?? tableView.rowHeight
    }

    func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat {
        table.sections[section].header?.height ?? tableView.sectionHeaderHeight
    }

    func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat {
        table.sections[section].footer?.height ?? tableView.sectionFooterHeight
    }

    func sectionIndexTitles(for tableView: TableView) -> [String]? { table.sectionIndex.isEmpty ? nil : table.sectionIndex }

    func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? {
        titleView(table.sections[section].header, tableView: tableView)
    }

    func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View? {
        titleView(table.sections[section].footer, tableView: tableView)
    }

    /// Titles with a detail need a header-footer view; plain titles go through
    /// `titleForHeaderInSection`, as most UIKit data sources do it.
    private func titleView(_ title: Mockup.Title?, tableView: TableView) -> View? {
        guard let title, let detail = title.detail else { return nil }
        let view = tableView.dequeueReusableHeaderFooterView(withIdentifier: Self.titleIdentifier)
        view?.textLabel?.text = title.title
        view?.detailTextLabel?.text = detail
        return view
    }

    static let titleIdentifier = "title"

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let row = row(indexPath)
        let identifier = (row.control == nil ? "" : "control.") + row.style.rawValue
        let cell = tableView.dequeueReusableCell(withIdentifier: identifier)
            ?? (row.control == nil ? TableViewCell(style: row.style, reuseIdentifier: identifier) : MockupControlCell(style: row.style, reuseIdentifier: identifier))
        configure(cell, with: row)
        (cell as? MockupControlCell)?.control = row.control?.makeView()
        return cell
    }

    private func row(_ indexPath: IndexPath) -> Mockup.Row { table.sections[indexPath.section].rows[indexPath.row] }

    func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool { row(indexPath).reorder }

    func tableView(_ tableView: TableView, editingStyleForRowAt indexPath: IndexPath) -> TableViewCellEditingStyle { row(indexPath).editingStyle }

    func tableView(_ tableView: TableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool { row(indexPath).shouldIndentWhileEditing }

    func tableView(_ tableView: TableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String? { row(indexPath).deleteTitle }

    func tableView(_ tableView: TableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> SwipeActionsConfiguration? {
        configuration(row(indexPath).swipe?.leading)
    }

    func tableView(_ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> SwipeActionsConfiguration? {
        configuration(row(indexPath).swipe?.trailing)
    }

    private func configuration(_ actions: [Mockup.SwipeAction]?) -> SwipeActionsConfiguration? {
        guard let actions, !actions.isEmpty else { return nil }
        return SwipeActionsConfiguration(actions: actions.map { action in
            let contextual = ContextualAction(style: action.style, title: action.title) { _, _, _ in }
            contextual.image = action.image
            if let color = action.color { contextual.backgroundColor = color }
            return contextual
        })
    }

    private func configure(_ cell: TableViewCell, with row: Mockup.Row) {
        cell.restoreStyleDefaults()
        cell.textLabel?.text = row.text
        cell.textLabel?.numberOfLines = row.lines
        if let alignment = row.textAlignment { cell.textLabel?.textAlignment = alignment }
        if let color = row.textColor { cell.textLabel?.textColor = color }
        cell.detailTextLabel?.text = row.detail
        cell.detailTextLabel?.numberOfLines = row.lines
        if let color = row.detailColor { cell.detailTextLabel?.textColor = color }
        cell.imageView?.image = row.image
        cell.accessoryType = row.accessory.type
        cell.accessoryView = row.accessory.makeView()
        cell.indentationLevel = row.indentation
        cell.isHighlighted = row.highlighted
        cell.selectionStyle = row.selectionStyle
        cell.textLabel?.isEnabled = !row.disabled
        cell.detailTextLabel?.isEnabled = !row.disabled
        cell.showsReorderControl = row.reorder
        cell.shouldIndentWhileEditing = row.shouldIndentWhileEditing
        cell.editingAccessoryType = row.editingAccessory
    }
}
