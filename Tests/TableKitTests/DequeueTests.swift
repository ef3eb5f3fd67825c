import Foundation
import Testing
@testable import TableKit
import TableSnapTesting

/// `dequeueReusableCell(withIdentifier:)` without an index path: as in UIKit
/// it makes a cell of the registered class, and only with nothing registered
/// (and nothing waiting) returns nil.
@Suite(.design(.iOS18)) struct DequeueTests {
    @Test func makesARegisteredClassesCell() throws {
        let table = TableView(frame: .zero, style: .plain)
        table.register(CountingCell.self, forCellReuseIdentifier: "counted")
        let cell = try #require(table.dequeueReusableCell(withIdentifier: "counted"))
        #expect(cell is CountingCell)
        #expect(cell.reuseIdentifier == "counted")
    }

    @Test func returnsNilForAnUnregisteredIdentifier() {
        let table = TableView(frame: .zero, style: .plain)
        #expect(table.dequeueReusableCell(withIdentifier: "nothing") == nil)
    }
}
