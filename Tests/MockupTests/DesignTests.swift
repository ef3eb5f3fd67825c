import Foundation
import Mockup
import Review
import TableKit
import Testing

/// The design choice flows from a mockup, an override or a sheet axis to the
/// traits every view of the render sees; iOS 26 unless a mockup says otherwise.
@Suite struct DesignTests {
    private func parse(_ yaml: String) throws(MockupError) -> Mockup {
        try Mockup.parse(yaml, file: "test.yaml", baseDirectory: URL(fileURLWithPath: "/tmp"))
    }

    /// The design the cells of `mockup` were laid out with.
    private func cellDesigns(of mockup: Mockup) throws -> [Design] {
        let (tableView, source) = mockup.makeTableView()
        defer { withExtendedLifetime(source) {} }
        try mockup.renderer.layout(tableView)
        return tableView.visibleCells.map(\.traits.design)
    }

    @Test func theDefaultIsIOS26() throws {
        #expect(Traits().design == .iOS26)
        #expect(try parse("table: {sections: [{rows: [{text: A}]}]}").traits.design == .iOS26)
    }

    @Test(arguments: Design.allCases)
    func aMockupsDesignReachesItsCells(design: Design) throws {
        let mockup = try parse("design: \(design.rawValue)\ntable: {sections: [{rows: [{text: A}, {text: B}]}]}")
        #expect(try cellDesigns(of: mockup) == [design, design])
    }

    @Test func anUnknownDesignListsTheKnownOnes() throws {
        do {
            _ = try parse("design: ios17")
            Issue.record("ios17 was accepted")
        } catch {
            #expect(error.path == "design" && error.message.contains("expected one of ios26, ios18"), "\(error)")
        }
    }

    /// A list (a SwiftUI `List`) draws its separator over the row: its iOS 26
    /// rows are the table's less the separator's point.
    @Test func aListKindDrawsSeparatorsOverItsRows() throws {
        func rowHeight(_ kind: String) throws -> CGFloat {
            let mockup = try parse("table: {kind: \(kind), style: insetGrouped, sections: [{rows: [{text: A}, {text: B}]}]}")
            let (tableView, source) = mockup.makeTableView()
            defer { withExtendedLifetime(source) {} }
            try mockup.renderer.layout(tableView)
            return tableView.rectForRow(at: IndexPath(row: 0, section: 0)).height
        }
        #expect(try rowHeight("table") == 53 && rowHeight("list") == 52)
        do {
            _ = try parse("table: {kind: lists}")
            Issue.record("lists was accepted")
        } catch {
            #expect(error.path == "table.kind" && error.message.contains("did you mean \"list\""), "\(error)")
        }
    }

    @Test func anOverrideReplacesTheMockupsDesign() throws {
        var mockup = try parse("design: ios26\ntable: {sections: [{rows: [{text: A}]}]}")
        var overrides = RenderJob.Overrides()
        overrides.design = .iOS18
        overrides.apply(to: &mockup)
        #expect(try cellDesigns(of: mockup) == [.iOS18])
    }
}
