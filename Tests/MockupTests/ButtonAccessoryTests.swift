import Foundation
import Mockup
import TableKit
import Testing

/// `{button: Title}` accessories: a system button as before, or with
/// `style` a configured one, laid out in the row like any accessory view.
@Suite struct ButtonAccessoryTests {
    private func button(_ accessory: String, design: Design = .iOS18) throws -> (Button, TableViewCell, AnyObject) {
        let yaml = "design: \(design.rawValue)\ntable: {style: insetGrouped, sections: [{rows: [{text: Row, accessory: \(accessory)}]}]}"
        let mockup = try Mockup.parse(yaml, file: "test.yaml", baseDirectory: URL(fileURLWithPath: "/tmp"))
        let (table, source) = mockup.makeTableView()
        try mockup.renderer.layout(table)
        let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        return (try #require(cell.accessoryView as? Button), cell, source)
    }

    private func error(_ accessory: String) -> MockupError? {
        do {
            _ = try Mockup.parse("table: {sections: [{rows: [{accessory: \(accessory)}]}]}", file: "test.yaml",
                                 baseDirectory: URL(fileURLWithPath: "/tmp"))
            return nil
        } catch {
            return error
        }
    }

    @Test func aButtonWithoutAStyleHasNoConfiguration() throws {
        let (button, _, source) = try button("{button: Edit}")
        defer { withExtendedLifetime(source) {} }
        #expect(button.configuration == nil && button.currentTitle == "Edit")
    }

    @Test(arguments: Button.Configuration.Style.allCases)
    func aStyleGivesThatConfiguration(style: Button.Configuration.Style) throws {
        let (button, _, source) = try button("{button: Add, style: \(style.rawValue)}")
        defer { withExtendedLifetime(source) {} }
        #expect(button.configuration?.style == style && button.configuration?.title == "Add")
    }

    @Test(arguments: Design.allCases)
    func aConfiguredButtonSitsInTheRowLikeAnyAccessory(design: Design) throws {
        let (button, cell, source) = try button("{button: Add, style: filled}", design: design)
        defer { withExtendedLifetime(source) {} }
        #expect(abs(button.frame.height - 34.33) < 0.01 && button.frame.size == button.intrinsicContentSize)
        #expect(abs(button.frame.midY - cell.contentView.frame.midY) <= 1 / 3)
        #expect(button.frame.maxX <= cell.bounds.width - 14 && button.frame.minX > cell.bounds.width / 2)
        #expect(button.titleLabel?.frame.minX == 12)
    }

    @Test func aSymbolAloneInACapsuleIsACircle() throws {
        let (button, _, source) = try button("{button: \"\", symbol: heart.fill, style: gray, cornerStyle: capsule}")
        defer { withExtendedLifetime(source) {} }
        #expect(button.configuration?.title == nil && button.configuration?.image != nil)
        #expect(button.frame.width == button.frame.height && button.configuration?.cornerStyle == .capsule)
    }

    @Test func anUnknownStyleIsRejectedWithItsPathAndTheStyles() throws {
        let failure = try #require(error("{button: Add, style: fancy}"))
        #expect(failure.path == "table.sections[0].rows[0].accessory.style", "\(failure)")
        #expect(failure.message.contains("unknown value \"fancy\""), "\(failure.message)")
        #expect(failure.message.contains("plain, gray, tinted, filled, bordered, borderedTinted, borderedProminent, glass, prominentGlass"))
    }

    @Test func aCornerStyleNeedsAStyle() throws {
        let failure = try #require(error("{button: Add, cornerStyle: capsule}"))
        #expect(failure.path == "table.sections[0].rows[0].accessory.cornerStyle", "\(failure)")
        #expect(failure.message.contains("add a style"), "\(failure.message)")
        let unknown = try #require(error("{button: Add, style: gray, cornerStyle: round}"))
        #expect(unknown.message.contains("dynamic, fixed, small, medium, large, capsule"), "\(unknown.message)")
    }
}
