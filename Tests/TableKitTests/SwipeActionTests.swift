import Canvas
import Foundation
import Testing
@testable import TableKit
import TableSnapTesting

/// Revealed swipe actions: flush full-height buttons, 74–120 pt wide, the first at the edge, content slid aside.
@Suite(.design(.iOS18)) struct SwipeActionTests {
    static func trailing(_ indexPath: IndexPath) -> SwipeActionsConfiguration? {
            let delete = ContextualAction(style: .destructive, title: "Delete") { _, _, _ in }
            let flag = ContextualAction(style: .normal, title: "Flag") { _, _, _ in }
            flag.backgroundColor = .systemBlue
            let long = ContextualAction(style: .normal, title: "Move to another mailbox now") { _, _, _ in }
            return SwipeActionsConfiguration(actions: [delete, flag, long])
    }

    static func leading(_ indexPath: IndexPath) -> SwipeActionsConfiguration? {
            let unread = ContextualAction(style: .normal, title: "Unread") { _, _, _ in }
            unread.image = Image(systemName: "envelope")
            return SwipeActionsConfiguration(actions: [unread])
    }

    /// The table (kept, since a cell takes its traits from it) and its swiped second row.
    private func table(_ edge: SwipeActionsEdge, direction: LayoutDirection = .leftToRight) throws -> (TableView, TableViewCell) {
        let source = TestDataSource(rowCounts: [3])
        source.trailingActions = Self.trailing
        source.leadingActions = Self.leading
        let table = makeTable(source, traits: Traits(displayScale: 3, layoutDirection: direction))
        table.revealSwipeActions(edge, forRowAt: IndexPath(row: 1, section: 0))
        table.layoutIfNeeded()
        withExtendedLifetime(source) {}
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.rowChrome.swipeActionsView.isHidden == true, "other rows stay at rest")
        return (table, try #require(table.cellForRow(at: IndexPath(row: 1, section: 0))))
    }

    @Test func trailingButtonsAreFlushAndClampedOutermostFirst() throws {
        let (table, cell) = try table(.trailing)
        defer { withExtendedLifetime(table) {} }
        let view = cell.rowChrome.swipeActionsView
        let widths = view.buttonWidths(rowHeight: 44)
        #expect(widths[0] == 74 && widths[1] == 74 && widths[2] == 120, "short titles take the minimum, long ones the maximum")
        #expect(view.frame == CGRect(x: 393 - 268, y: 0, width: 268, height: 44))
        let frames = view.buttonFrames()
        #expect(frames[0] == CGRect(x: 268 - 74, y: 0, width: 74, height: 44), "Delete, the first action, at the trailing edge")
        #expect(frames[1].maxX == frames[0].minX && frames[2].maxX == frames[1].minX && frames[2].minX == 0)
        #expect(cell.contentView.frame.minX == -268)
        #expect(view.actions[1].backgroundColor == .systemBlue && view.actions[2].backgroundColor == .systemGray3)
    }

    /// iOS 26 (a choice, no screenshot found): detached capsules 8 pt apart
    /// and from the edge, 6 pt inside the 52 pt of content, a circle for an image.
    @Test(.design(.iOS26)) func iOS26ButtonsAreDetachedCapsulesAndCircles() throws {
        let (table, cell) = try table(.trailing)
        defer { withExtendedLifetime(table) {} }
        let view = cell.rowChrome.swipeActionsView
        let frames = view.buttonFrames()
        #expect(frames.allSatisfy { $0.minY == 6 && $0.height == 40 })
        #expect(frames[0].maxX == view.bounds.width - 8 && frames[1].maxX == frames[0].minX - 8 && frames[2].minX == 8)
        #expect(frames[0].width > 40, "a title makes a capsule")
        #expect(cell.contentView.frame.minX == -view.bounds.width)
        let (leadingTable, leading) = try self.table(.leading)
        defer { withExtendedLifetime(leadingTable) {} }
        #expect(leading.rowChrome.swipeActionsView.buttonFrames() == [CGRect(x: 8, y: 6, width: 40, height: 40)], "an image makes a circle")
    }

    @Test func leadingButtonsSlideTheContentTheOtherWay() throws {
        let (table, cell) = try table(.leading)
        defer { withExtendedLifetime(table) {} }
        #expect(cell.rowChrome.swipeActionsView.frame == CGRect(x: 0, y: 0, width: 74, height: 44))
        #expect(cell.contentView.frame.minX == 74)
    }

    @Test func rightToLeftMirrorsTheButtons() throws {
        let (table, cell) = try table(.trailing, direction: .rightToLeft)
        defer { withExtendedLifetime(table) {} }
        #expect(cell.rowChrome.swipeActionsView.frame.minX == 0)
        #expect(cell.rowChrome.swipeActionsView.buttonFrames().map(\.minX) == [0, 74, 148], "Delete, the first action, at the left edge")
        #expect(abs(cell.contentView.frame.minX - 268) < 0.001)
    }
}
