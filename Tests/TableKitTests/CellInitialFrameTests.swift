import Foundation
import Testing
@testable import TableKit
import TableSnapTesting

/// A new cell is 320 × 44 pt with its content view filling it, as in UIKit,
/// so code that lays out against the cell before a table sizes it sees room.
@Suite(.design(.iOS18)) struct CellInitialFrameTests {
    @Test func aNewCellIs320By44() {
        let cell = TableViewCell(style: .subtitle, reuseIdentifier: nil)
        #expect(cell.frame == CGRect(x: 0, y: 0, width: 320, height: 44))
        #expect(cell.contentView.frame == cell.bounds)
    }

    @Test func subviewsPlacedAgainstTheContentViewBeforeTheTableSizesTheCellAreShown() {
        let cell = TableViewCell(style: .default, reuseIdentifier: nil)
        let label = Label(frame: CGRect(x: 0, y: 0, width: cell.contentView.bounds.width - 30, height: cell.contentView.bounds.height))
        cell.contentView.addSubview(label)
        #expect(label.frame.size == CGSize(width: 290, height: 44))
    }
}
