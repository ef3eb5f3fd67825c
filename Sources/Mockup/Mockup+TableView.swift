import Canvas
import Foundation
import TableKit

extension Mockup {
    /// A table view showing this mockup, with the source that feeds it (the
    /// table holds its data source weakly, so keep both).
    public func makeTableView() -> (tableView: TableView, source: AnyObject) {
        let tableView = TableView(frame: .zero, style: table.style)
        let source = MockupTableSource(table: table)
        tableView.rowHeight = table.rowHeight
        tableView.estimatedRowHeight = table.estimatedRowHeight
        tableView.separatorStyle = table.separatorStyle
        tableView.rowsOverlapSeparators = table.kind == .list
        if let color = table.separatorColor { tableView.separatorColor = color }
        tableView.separatorInset = table.separatorInset
        tableView.fillerRowHeight = table.fillerRowHeight
        if let padding = table.sectionHeaderTopPadding { tableView.sectionHeaderTopPadding = padding }
        if let margins = table.layoutMargins {
            tableView.layoutMargins = EdgeInsets(top: tableView.layoutMargins.top, left: margins.left,
                                                 bottom: tableView.layoutMargins.bottom, right: margins.right)
        }
        if let color = table.backgroundColor { tableView.backgroundColor = color }
        tableView.sectionIndexColor = table.sectionIndexColor
        tableView.sectionIndexBackgroundColor = table.sectionIndexBackgroundColor
        tableView.register(TableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: MockupTableSource.titleIdentifier)
        // `renderer` is computed (and builds the screen's bars): once is enough.
        let renderer = renderer
        let width = renderer.size.width
        tableView.tableHeaderView = table.header.map { TextBlockView(block: $0, width: width, traits: renderer.traits) }
        tableView.tableFooterView = table.footer.map { TextBlockView(block: $0, width: width, traits: renderer.traits) }
        tableView.dataSource = source
        tableView.delegate = source
        applyEditingAndSelection(to: tableView)
        return (tableView, source)
    }

    /// Editing mode, the selected rows and the rows drawn swiped open. A
    /// mockup shows what it lists, so selection is allowed in every mode,
    /// of several rows when it lists several.
    private func applyEditingAndSelection(to tableView: TableView) {
        tableView.isEditing = table.editing
        tableView.allowsMultipleSelectionDuringEditing = table.allowsMultipleSelectionDuringEditing
        tableView.allowsSelectionDuringEditing = true
        let rows = table.sections.enumerated().flatMap { section, content in
            content.rows.enumerated().map { (IndexPath(row: $0.offset, section: section), $0.element) }
        }
        tableView.allowsMultipleSelection = rows.filter { $0.1.selected }.count > 1
        for (indexPath, row) in rows {
            if row.selected { tableView.selectRow(at: indexPath, animated: false, scrollPosition: .none) }
            if let swipe = row.swipe { tableView.revealSwipeActions(swipe.revealed, forRowAt: indexPath) }
            if row.showingDeleteConfirmation { tableView.revealSwipeActions(.trailing, forRowAt: indexPath) }
        }
    }
}
