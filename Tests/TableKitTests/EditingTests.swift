import Foundation
import Testing
@testable import TableKit
import TableSnapTesting

/// Editing mode's geometry: the leading control, the content shift, the
/// reorder grip, editing accessories, per style and direction (ios-table-metrics.md §3).
@Suite(.design(.iOS18)) struct EditingTests {
    static let styles: [TableViewCellEditingStyle] = [.delete, .insert, .none, .delete]

    /// A 393-pt table of four rows: delete, insert, none, and a row that cannot be edited.
    private func editingTable(style: TableViewStyle = .plain, direction: LayoutDirection = .leftToRight, reorder: Bool = false) -> (TableView, TestDataSource) {
        let source = TestDataSource(rowCounts: [4]) { cell, indexPath in
            cell.textLabel?.text = "Row \(indexPath.row)"
            cell.showsReorderControl = reorder
            cell.accessoryType = .disclosureIndicator
        }
        source.editingStyles = { Self.styles[$0.row] }
        source.canEdit = { $0.row != 3 }
        let table = makeTable(source, style: style, traits: Traits(displayScale: 3, layoutDirection: direction))
        table.setEditing(true, animated: false)
        table.layoutIfNeeded()
        return (table, source)
    }

    private func cell(_ table: TableView, _ row: Int) throws -> TableViewCell {
        try #require(table.cellForRow(at: IndexPath(row: row, section: 0)))
    }

    @Test(arguments: [TableViewStyle.plain, .grouped, .insetGrouped])
    func contentShiftsByTheControlPlusPadding(style: TableViewStyle) throws {
        let (table, _) = editingTable(style: style)
        let margin: CGFloat = 16
        for row in 0..<3 {
            let cell = try cell(table, row)
            // Text starts 38 pt further in: the 22-pt control and 16 pt of padding.
            #expect(frame(cell.textLabel, in: cell).minX == margin + 38, "row \(row)")
            #expect(cell.isEditing && cell.editingStyle == Self.styles[row])
        }
        let control = try cell(table, 0).rowChrome.editingControl
        #expect(!control.isHidden && control.kind == .delete)
        // 3.5 pt before the margin, on the pixel grid.
        #expect(control.frame.size == CGSize(width: 22, height: 22) && abs(control.frame.minX - (margin - 3.5)) <= 0.17 && control.frame.midY == 22)
        #expect(try cell(table, 1).rowChrome.editingControl.kind == .insert)
        #expect(try cell(table, 2).rowChrome.editingControl.isHidden, "editingStyle none shows no control, but still indents")
        // A row that cannot be edited neither shows a control nor indents.
        let locked = try cell(table, 3)
        #expect(locked.rowChrome.editingControl.isHidden && frame(locked.textLabel, in: locked).minX == margin)
    }

    @Test func rightToLeftMirrorsTheControlAndTheShift() throws {
        let (table, _) = editingTable(direction: .rightToLeft)
        let cell = try cell(table, 0)
        #expect(abs(cell.rowChrome.editingControl.frame.maxX - (393 - 16 + 3.5)) <= 0.17)
        #expect(abs(frame(cell.textLabel, in: cell).maxX - (393 - 16 - 38)) < 0.001)
    }

    @Test func theAccessoryHidesWhileEditingUnlessAnEditingAccessoryIsSet() throws {
        let (table, source) = editingTable()
        #expect(try cell(table, 0).subviews.allSatisfy { !($0 is StandardAccessoryView) || $0.isHidden })
        source.configure = { cell, _ in
            cell.textLabel?.text = "Row"
            cell.accessoryType = .checkmark
            cell.editingAccessoryType = .detailButton
        }
        table.reloadData()
        table.layoutIfNeeded()
        let accessory = try #require(try cell(table, 0).subviews.first { $0 is StandardAccessoryView })
        #expect((accessory as? StandardAccessoryView)?.type == .detailButton && accessory.frame.maxX == 393 - 16)
        table.setEditing(false, animated: false)
        table.layoutIfNeeded()
        #expect(try cell(table, 0).subviews.compactMap { $0 as? StandardAccessoryView }.map(\.type) == [.checkmark], "the row's own accessory is back")
    }

    @Test func reorderGripsSitAtTheTrailingMarginBeforeTheContent() throws {
        let (table, source) = editingTable(reorder: true)
        defer { withExtendedLifetime(source) {} }
        let cell = try cell(table, 0)
        let grip = cell.rowChrome.reorderControl
        #expect(!grip.isHidden && grip.frame.maxX == 393 - 16 && abs(grip.frame.midY - 22) < 0.5)
        #expect(cell.contentView.frame.maxX == grip.frame.minX - 16)
        table.setEditing(false, animated: false)
        table.layoutIfNeeded()
        #expect(try self.cell(table, 0).rowChrome.reorderControl.isHidden, "no grip outside editing")
    }

    @Test func multipleSelectionShowsCirclesAndTheSelectedBackground() throws {
        let (table, _) = editingTable()
        table.allowsMultipleSelectionDuringEditing = true
        table.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        table.selectRow(at: IndexPath(row: 2, section: 0), animated: false, scrollPosition: .none)
        table.layoutIfNeeded()
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 1, section: 0), IndexPath(row: 2, section: 0)])
        #expect(try cell(table, 0).rowChrome.editingControl.kind == .selection(isSelected: false))
        let selected = try cell(table, 1)
        #expect(selected.rowChrome.editingControl.kind == .selection(isSelected: true))
        #expect(selected.subviews.contains { $0.backgroundColor == TableMetrics.multipleSelectionBackground && $0.frame == selected.bounds })
    }

    @Test func deleteConfirmationTurnsTheMinusAndSlidesTheRow() throws {
        let (table, _) = editingTable()
        table.revealSwipeActions(.trailing, forRowAt: IndexPath(row: 0, section: 0))
        table.layoutIfNeeded()
        let cell = try cell(table, 0)
        #expect(cell.showingDeleteConfirmation && cell.rowChrome.editingControl.kind == .deleteConfirming)
        let buttons = cell.rowChrome.swipeActionsView
        #expect(!buttons.isHidden && buttons.frame == CGRect(x: 393 - 74, y: 0, width: 74, height: 44))
        #expect(abs(cell.contentView.frame.minX - (38 - 74)) < 0.001)
        #expect(buttons.actions.map(\.title) == ["Delete"] && buttons.actions.first?.style == .destructive)
    }

    /// A reused cell takes each row's indent from the delegate afresh.
    @Test func theDelegatesIndentIsAskedForEveryRow() throws {
        final class Source: TableViewDataSource, TableViewDelegate {
            var noIndentRow = 0
            func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 2 }
            func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
                cell.textLabel?.text = "Row"
                return cell
            }
            func tableView(_ tableView: TableView, editingStyleForRowAt indexPath: IndexPath) -> TableViewCellEditingStyle { .none }
            func tableView(_ tableView: TableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool { indexPath.row != noIndentRow }
        }
        let source = Source()
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 393, height: 852), style: .plain)
        table.register(TableViewCell.self, forCellReuseIdentifier: "cell")
        table.overrideTraits = Traits(displayScale: 3)
        table.dataSource = source
        table.delegate = source
        table.setEditing(true, animated: false)
        table.layoutIfNeeded()
        func textStart(_ row: Int) throws -> CGFloat { let c = try cell(table, row); return frame(c.textLabel, in: c).minX }
        #expect(try textStart(0) == 16 && textStart(1) == 16 + 38)
        source.noIndentRow = 1
        table.reloadData()
        table.layoutIfNeeded()
        #expect(try textStart(0) == 16 + 38 && textStart(1) == 16)
    }
}
