import Canvas
import Foundation
import Mockup
import TableKit
import Testing

/// `symbol:` names: TableSnap's drawings, the bootstrap-icons map, a mockup's
/// own folder of SF Symbols exports (`symbols:`) and `--symbols` folders.
@Suite struct SymbolMockupTests {
    /// The folder holding the hand-written template fixture `Symbols/tablesnap.test.frame.svg`.
    static let fixtures = MockupFixtures.canvas

    private func parse(_ yaml: String, options: Mockup.ReadOptions = Mockup.ReadOptions()) throws(MockupError) -> Mockup {
        try MockupFixtures.parse(yaml, in: Self.fixtures, options: options)
    }

    private func rowImage(_ mockup: Mockup) -> SymbolImage? {
        guard case .symbol(let symbol) = mockup.table.sections.first?.rows.first?.image?.content else { return nil }
        return symbol
    }

    @Test func aMockupsSymbolsFolderComesFirst() throws {
        let mockup = try parse("""
            symbols: Symbols
            table: {sections: [{rows: [{text: Frame, image: {symbol: tablesnap.test.frame, weight: bold, scale: large, rendering: [systemRed, systemBlue]}}]}]}
            """)
        let image = try #require(rowImage(mockup))
        #expect(image.symbol.name == "tablesnap.test.frame")
        #expect(image.weight == .bold && image.scale == .large && image.rendering == .palette([.systemRed, .systemBlue]))
        #expect(mockup.imageFiles.contains { $0.hasSuffix("Symbols/tablesnap.test.frame.svg") }, "no output may replace a symbol file")
    }

    /// An export named like one of TableSnap's own drawings (`gear`) is the
    /// one drawn; a name many rows show is read, and listed, once.
    @Test func anExportWinsOverTableSnapsOwnDrawingAndIsListedOnce() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tablesnap-symbols-\(UUID().uuidString)", isDirectory: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Symbols"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Self.fixtures.appendingPathComponent("Symbols/tablesnap.test.frame.svg"),
                                         to: folder.appendingPathComponent("Symbols/gear.svg"))
        let mockup = try MockupFixtures.parse("""
            symbols: Symbols
            table: {sections: [{rows: [{text: A, image: {symbol: gear}}, {text: B, image: {symbol: gear}}]}]}
            """, in: folder)
        let exported = try #require(Symbol.named("tablesnap.test.frame", preferring: [SymbolFolder(url: Self.fixtures.appendingPathComponent("Symbols"))]))
        #expect(rowImage(mockup)?.symbol.designSize == exported.designSize, "drawn from the export, whose box is not the built-in gear's")
        #expect(rowImage(mockup)?.symbol.designSize != Symbol.builtIn("gear")?.designSize)
        #expect(mockup.imageFiles.filter { $0.hasSuffix("Symbols/gear.svg") }.count == 1)
    }

    @Test func readOptionsFoldersAreSearchedToo() throws {
        let options = Mockup.ReadOptions(symbolFolders: [Self.fixtures.appendingPathComponent("Symbols")])
        let mockup = try parse("table: {sections: [{rows: [{text: Frame, image: {symbol: tablesnap.test.frame}}]}]}", options: options)
        #expect(rowImage(mockup)?.symbol.name == "tablesnap.test.frame")
    }

    @Test(.enabled(if: Symbol.isIconSetInstalled)) func mappedNamesAreKnown() throws {
        let mockup = try parse("table: {sections: [{rows: [{text: Servers, image: {symbol: server.rack, rendering: hierarchical}}]}]}")
        #expect(rowImage(mockup)?.symbol.name == "server.rack")
    }

    @Test(.enabled(if: Symbol.isIconSetInstalled)) func anUnknownNameSuggestsTheNearestKnownOnes() {
        #expect {
            try parse("table: {sections: [{rows: [{image: {symbol: lok.fil}}]}]}")
        } throws: { error in
            let message = (error as? MockupError)?.message ?? ""
            return (error as? MockupError)?.path == "table.sections[0].rows[0].image.symbol"
                && message.contains("nearest known: \"lock.fill\"") && message.contains("symbols:")
        }
    }

    @Test func theSymbolsFolderStaysInsideTheMockupsFolder() {
        #expect {
            try parse("symbols: ../..\n")
        } throws: { error in (error as? MockupError)?.message.contains("symbols folder \"../..\" leads outside") == true }
        #expect {
            try parse("symbols: NoSuchFolder\n")
        } throws: { error in
            let failure = error as? MockupError
            return failure?.kind == .missingFile && failure?.path == "symbols" && failure?.message.contains("symbols folder not found: NoSuchFolder") == true
        }
        #expect {
            try parse("symbols: Symbols/tablesnap.test.frame.svg\n")
        } throws: { error in (error as? MockupError)?.message.contains("symbols folder not found") == true }
    }
}
