import Canvas
import Foundation
import Testing
@testable import TableKit
import TableSnapTesting

/// Selection: the table's API, the grey background per style, hidden separators, highlighted and disabled labels.
@Suite(.design(.iOS18)) struct SelectionTests {
    private let first = IndexPath(row: 0, section: 0), second = IndexPath(row: 1, section: 0), third = IndexPath(row: 2, section: 0)

    @Test func singleSelectionReplacesMultipleAdds() {
        let table = makeTable(TestDataSource(rowCounts: [5]))
        #expect(table.indexPathForSelectedRow == nil && table.indexPathsForSelectedRows == nil)
        table.selectRow(at: second, animated: false, scrollPosition: .none)
        table.selectRow(at: third, animated: false, scrollPosition: .none)
        #expect(table.indexPathsForSelectedRows == [third])
        table.allowsMultipleSelection = true
        table.selectRow(at: first, animated: false, scrollPosition: .none)
        #expect(table.indexPathsForSelectedRows == [first, third] && table.indexPathForSelectedRow == first)
        table.deselectRow(at: first, animated: false)
        #expect(table.indexPathsForSelectedRows == [third])
        table.selectRow(at: nil, animated: false, scrollPosition: .none)
        #expect(table.indexPathsForSelectedRows == nil)
    }

    @Test func selectionFollowsTheModesAllowances() {
        let table = makeTable(TestDataSource(rowCounts: [5]))
        table.allowsSelection = false
        table.selectRow(at: first, animated: false, scrollPosition: .none)
        #expect(table.indexPathForSelectedRow == nil)
        table.allowsSelection = true
        table.isEditing = true
        table.selectRow(at: first, animated: false, scrollPosition: .none)
        #expect(table.indexPathForSelectedRow == nil, "editing needs allowsSelectionDuringEditing")
        table.allowsSelectionDuringEditing = true
        table.selectRow(at: first, animated: false, scrollPosition: .none)
        #expect(table.indexPathForSelectedRow == first)
        table.reloadData()
        #expect(table.indexPathForSelectedRow == nil, "reloadData clears the selection, as in UIKit")
    }

    @Test func selectingScrollsWhenAsked() {
        let table = makeTable(TestDataSource(rowCounts: [100]), safeArea: EdgeInsets(top: 59, bottom: 34))
        table.selectRow(at: IndexPath(row: 50, section: 0), animated: false, scrollPosition: .top)
        #expect(abs(table.contentOffset.y - (50 * 44 - 59)) < 0.001)
        table.selectRow(at: IndexPath(row: 52, section: 0), animated: false, scrollPosition: .none)
        #expect(abs(table.contentOffset.y - (50 * 44 - 59)) < 0.001, "none keeps a visible row where it is")
    }

    @Test(arguments: [TableViewStyle.plain, .insetGrouped])
    func aSelectedRowShowsTheGreyBackgroundAndHidesItsSeparators(style: TableViewStyle) throws {
        let table = makeTable(TestDataSource(rowCounts: [4]), style: style)
        table.selectRow(at: third, animated: false, scrollPosition: .none)
        table.layoutIfNeeded()
        let cells = table.visibleCells
        #expect(cells[2].isSelected && cells[2].showsSelection)
        let background = try #require(cells[2].subviews.first { $0.backgroundColor == .tableCellSelectedBackground })
        #expect(background.frame == cells[2].bounds)
        #expect(cells[2].separatorView.isHidden && cells[1].separatorView.isHidden, "its own separator and the one above")
        #expect(!cells[0].separatorView.isHidden)
        if style == .insetGrouped {
            // The last row of the card: the highlight takes the card's rounded bottom corners through the cell's clip.
            #expect(cells[3].clipsToBounds && cells[3].maskedCorners == .bottom)
        }
    }

    @Test func highlightedLabelsAndSelectionStyleNone() throws {
        let source = TestDataSource(rowCounts: [2]) { cell, indexPath in
            cell.textLabel?.text = "Row"
            cell.textLabel?.highlightedTextColor = .white
            cell.isHighlighted = indexPath.row == 0
            cell.selectionStyle = indexPath.row == 0 ? .default : .none
        }
        let table = makeTable(source)
        table.allowsMultipleSelection = true
        table.selectRow(at: second, animated: false, scrollPosition: .none)
        table.layoutIfNeeded()
        let cells = table.visibleCells
        #expect(cells[0].textLabel?.drawnTextColor == .white && cells[0].showsSelection)
        #expect(cells[1].isSelected && !cells[1].showsSelection && !cells[1].separatorView.isHidden, "selectionStyle none shows nothing")
    }

    @Test func disabledLabelsDimAsUIKitDimsThem() {
        let label = Label()
        label.isEnabled = false
        #expect(label.drawnTextColor == .tertiaryLabel)
        label.textColor = .secondaryLabel
        #expect(label.drawnTextColor == .quaternaryLabel)
        label.textColor = .systemRed
        #expect(label.drawnTextColor == Color.systemRed.withAlphaComponent(0.3))
    }
}
