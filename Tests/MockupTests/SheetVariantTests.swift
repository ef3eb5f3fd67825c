import Foundation
@testable import Mockup
@testable import Review
import Testing

/// Key paths, their edits of the parsed tree, and `--vary` arguments.
@Suite struct SheetVariantTests {
    private func node(_ yaml: String) throws -> MockupNode {
        let node = try YAMLComposer.compose(yaml, file: "test.yaml")
        return try #require(node)
    }

    private func path(_ text: String) throws -> MockupKeyPath { try #require(MockupKeyPath(text)) }

    @Test func keyPathsParseAsErrorsNameFields() throws {
        let path = try path("table.sections[0].rows[12].accessory")
        #expect(path.components == [.key("table"), .key("sections"), .index(0), .key("rows"), .index(12), .key("accessory")])
        #expect(path.description == "table.sections[0].rows[12].accessory")
        for bad in ["", "table.", ".style", "rows[x]", "rows[-1]", "rows]"] { #expect(MockupKeyPath(bad) == nil, "\(bad)") }
    }

    @Test func settingReplacesOrAddsValues() throws {
        let tree = try node("table:\n  sections:\n    - rows: [{text: A}]\n")
        let edited = try tree.setting(try node("checkmark"), at: try path("table.sections[0].rows[0].accessory"))
        let styled = try edited.setting(try node("grouped"), at: try path("table.style"))
        #expect(styled.flowText == "{table: {sections: [{rows: [{text: A, accessory: checkmark}]}], style: grouped}}")
    }

    @Test func listEntriesMustExist() throws {
        let tree = try node("table: {sections: []}")
        let value = try node("x")
        let missing = try path("table.sections[0].header"), scalar = try path("device[0]")
        #expect(throws: KeyPathError.self) { try tree.setting(value, at: missing) }
        #expect(throws: KeyPathError.self) { try tree.setting(value, at: scalar) }
    }

    @Test func varyArgumentsSplitAtTopLevelCommas() throws {
        let variation = try #require(ReviewSheet.Variation(argument: "accessory=none, {switch: true, enabled: false},[a, b],\"x, y\""))
        #expect(variation.keyPath == "accessory")
        #expect(variation.values == ["none", "{switch: true, enabled: false}", "[a, b]", "\"x, y\""])
        #expect(ReviewSheet.Variation(argument: "appearance") == nil)
        #expect(ReviewSheet.Variation(argument: "appearance=light,") == nil)
        #expect(ReviewSheet.Variation(argument: "=light") == nil)
    }

    @Test func combinationsRunTheLastFastest() {
        #expect(SheetVariants.combinations([2, 3]) == [[0, 0], [0, 1], [0, 2], [1, 0], [1, 1], [1, 2]])
        #expect(SheetVariants.combinations([]) == [[]])
    }
}
