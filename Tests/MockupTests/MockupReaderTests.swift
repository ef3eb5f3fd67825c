import Foundation
import Mockup
import TableKit
import Testing

/// Reading the format's keys for styles, the section index and titles.
@Suite struct MockupReaderTests {
    private func parse(_ yaml: String) throws(MockupError) -> Mockup { try MockupFixtures.parse(yaml) }

    private func error(_ yaml: String) -> MockupError? { MockupFixtures.error(yaml) }

    @Test(arguments: TableViewStyle.allCases)
    func everyStyleIsRead(style: TableViewStyle) throws {
        #expect(try parse("table: {style: \(style.rawValue)}").table.style == style)
    }

    @Test func sectionIndexAutoTakesTheHeadersFirstLetters() throws {
        let mockup = try parse("""
            table:
              sectionIndex: auto
              sections:
                - {header: alpha, rows: [{text: a}]}
                - {rows: [{text: b}]}
                - {header: Gamma, rows: [{text: c}]}
            """)
        #expect(mockup.table.sectionIndex == ["A", "G"])
    }

    @Test func sectionIndexListIsKeptAsGiven() throws {
        #expect(try parse("table: {sectionIndex: [\"{search}\", A, B]}").table.sectionIndex == ["{search}", "A", "B"])
    }

    @Test func sectionIndexOfTheWrongTypeNamesItsPath() throws {
        let failure = try #require(error("table:\n  sectionIndex: 5\n"))
        #expect(failure.path == "table.sectionIndex" && failure.line == 2 && failure.column == 17)
        #expect(failure.message.contains("\"auto\" or a list"))
    }

    @Test func headerMappingsCarryDetailAndHeight() throws {
        let mockup = try parse("table: {sections: [{header: {title: Recents, detail: Edit, height: 60}, rows: []}]}")
        let header = try #require(mockup.table.sections.first?.header)
        #expect(header.title == "Recents" && header.detail == "Edit" && header.height == 60)
    }

    @Test func rendersAGroupedMockupWithAHeaderDetail() throws {
        let mockup = try parse("""
            device: iphone-se
            table:
              style: insetGrouped
              sections:
                - {header: {title: Recents, detail: Edit}, rows: [{text: a}]}
            """)
        let png = try mockup.renderPNG(file: "test.yaml")
        #expect(png.count > 1000)
    }

    @Test func unknownStyleSuggestsTheNearestOne() throws {
        let failure = try #require(error("table: {style: insetgrouped}"))
        #expect(failure.message.contains("did you mean \"insetGrouped\""))
        #expect(failure.path == "table.style")
    }

    @Test func marginsFillerRowsAndHeaderPaddingReachTheTable() throws {
        let mockup = try parse("""
            table:
              layoutMargins: {left: 40, right: 24}
              fillerRowHeight: automatic
              sectionHeaderTopPadding: 0
            """)
        #expect(mockup.table.layoutMargins == EdgeInsets(left: 40, right: 24))
        #expect(mockup.table.fillerRowHeight == TableView.automaticDimension)
        #expect(mockup.table.sectionHeaderTopPadding == 0)
        let (table, source) = mockup.makeTableView()
        #expect(table.layoutMargins.left == 40 && table.layoutMargins.right == 24)
        #expect(table.fillerRowHeight == TableView.automaticDimension && table.sectionHeaderTopPadding == 0)
        withExtendedLifetime(source) {}
    }

    @Test func defaultsAreIOS15s() throws {
        let mockup = try parse("table: {style: plain}")
        #expect(mockup.table.fillerRowHeight == 0 && mockup.table.layoutMargins == nil && mockup.table.sectionHeaderTopPadding == nil)
        #expect(try parse("table: {fillerRowHeight: 30}").table.fillerRowHeight == 30)
    }

    @Test(arguments: [
        ("table: {fillerRowHeight: -1}", "table.fillerRowHeight", "out of range"),
        ("table: {fillerRowHeight: auto}", "table.fillerRowHeight", "a number or \"automatic\""),
        ("table: {layoutMargins: {top: 3}}", "table.layoutMargins.top", "unknown key"),
        ("table: {layoutMargins: 16}", "table.layoutMargins", "expected a mapping"),
        ("table: {sectionHeaderTopPadding: lots}", "table.sectionHeaderTopPadding", "expected a number"),
    ])
    func badMarginsAndPaddingNameTheirPath(yaml: String, path: String, message: String) throws {
        let failure = try #require(error(yaml))
        #expect(failure.path == path, "\(failure)")
        #expect(failure.message.contains(message), "\(failure.message)")
    }
}
