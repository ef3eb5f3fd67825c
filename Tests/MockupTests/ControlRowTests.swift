import Foundation
import Mockup
import TableKit
import Testing

/// Rows with a `control`: after the text when there is text, else margin to
/// margin, centred; the row grows to the control plus the text's margins.
@Suite struct ControlRowTests {
    private func laidOut(_ yaml: String) throws -> (TableView, AnyObject) {
        let mockup = try Mockup.parse(yaml, file: "test.yaml", baseDirectory: URL(fileURLWithPath: "/tmp"))
        let (table, source) = mockup.makeTableView()
        try mockup.renderer.layout(table)
        return (table, source)
    }

    private func control<T: View>(_ type: T.Type, in table: TableView, row: Int) throws -> T {
        let cell = try #require(table.cellForRow(at: IndexPath(row: row, section: 0)))
        return try #require(cell.contentView.subviews.compactMap { $0 as? T }.first)
    }

    @Test func controlsFollowTheTextOrSpanTheRow() throws {
        let (table, source) = try laidOut("""
            design: ios18
            table:
              style: insetGrouped
              sections:
                - rows:
                    - {text: Name, control: {textField: {text: Jane}}}
                    - {control: {slider: 0.5}}
                    - {control: {segments: [A, B, C]}}
            """)
        defer { withExtendedLifetime(source) {} }
        let field = try control(TextField.self, in: table, row: 0)
        let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        let textEnd = try #require(cell.textLabel).frame.minX + (cell.textLabel?.sizeThatFits(CGSize(width: 1000, height: 100)).width ?? 0)
        #expect(abs(field.frame.minX - (textEnd + 16)) < 0.5 && field.frame.maxX == cell.contentView.bounds.width - 16)
        let slider = try control(Slider.self, in: table, row: 1)
        #expect(slider.frame.minX == 16 && slider.frame.maxX == cell.contentView.bounds.width - 16 && slider.frame.height == 31)
        // 31-pt slider plus two 11-pt text margins.
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)).height == 53)
        #expect(table.rectForRow(at: IndexPath(row: 2, section: 0)).height == 54)
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 44)
    }

    @Test func rightToLeftPutsTheControlBeforeTheText() throws {
        let (table, source) = try laidOut("direction: rtl\ntable: {sections: [{rows: [{text: Name, control: {textField: {text: Jane}}}]}]}")
        defer { withExtendedLifetime(source) {} }
        let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        let field = try control(TextField.self, in: table, row: 0)
        let label = try #require(cell.textLabel)
        #expect(label.frame.maxX == cell.contentView.bounds.width - 16)
        #expect(abs(field.frame.maxX - (label.frame.minX - 16)) < 0.01 && field.frame.minX == 16)
    }

    @Test func accessoryControlsAreTheCellsAccessoryView() throws {
        let (table, source) = try laidOut("design: ios18\ntable: {sections: [{rows: [{text: Wi-Fi, accessory: {switch: true, enabled: false}}]}]}")
        defer { withExtendedLifetime(source) {} }
        let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        let toggle = try #require(cell.accessoryView as? Switch)
        #expect(toggle.isOn && !toggle.isEnabled && toggle.frame.size == CGSize(width: 51, height: 31))
        #expect(toggle.frame.maxX == 393 - 16 && cell.accessoryType == .none, "\(toggle.frame)")
    }

    @Test func iOS26SwitchesAreWiderAndEnd14PointsFromTheEdge() throws {
        let (table, source) = try laidOut("table: {style: insetGrouped, sections: [{rows: [{text: Wi-Fi, accessory: {switch: true}}]}]}")
        defer { withExtendedLifetime(source) {} }
        let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        let toggle = try #require(cell.accessoryView as? Switch)
        #expect(toggle.frame.size == CGSize(width: 63, height: 28))
        // A table's row: 52 pt of content, the switch centred in it, and the 1-pt separator below.
        #expect(toggle.frame.maxX == cell.bounds.width - 14 && cell.bounds.height == 53 && toggle.frame.midY == 26)
    }
}
