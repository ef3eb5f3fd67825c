import Foundation
import Testing

/// `--asset-catalog` and `--symbols` as a user passes them to the binary:
/// what they name is drawn, and a wrong one is refused with nothing written.
@Suite struct ImageSourceOptionTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    static let catalog = fixtures.appendingPathComponent("TableSnapUIKitTests/Fixtures/Assets.xcassets").path
    static let symbols = fixtures.appendingPathComponent("CanvasTests/Fixtures/Symbols").path

    private static let avatarRow = "size: {width: 200, height: 100}\ntable:\n  sections:\n    - rows:\n        - {text: Dana, image: Avatar}\n"
    private static let frameRow = "size: {width: 200, height: 100}\ntable:\n  sections:\n    - rows:\n        - {text: Frame, image: {symbol: tablesnap.test.frame}}\n"

    @Test func anAssetCatalogGivenOnTheCommandLineServesImageNames() throws {
        let sandbox = try Sandbox()
        try sandbox.write("row.yaml", Self.avatarRow)
        let result = try sandbox.render("row.yaml", "--asset-catalog", Self.catalog, "-o", "row.png")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(pngSize(sandbox.bytes("row.png") ?? [])?.width == 600)
    }

    @Test func withoutTheCatalogTheNameIsAnErrorAndNothingIsWritten() throws {
        let sandbox = try Sandbox()
        try sandbox.write("row.yaml", Self.avatarRow)
        let result = try sandbox.render("row.yaml", "-o", "row.png")
        expectFailure(result, status: 66, file: "row.yaml", contains: ["table.sections[0].rows[0].image", "Avatar"],
                      in: sandbox, inputs: ["row.yaml"])
    }

    @Test func aSymbolsFolderServesSymbolNames() throws {
        let sandbox = try Sandbox()
        try sandbox.write("row.yaml", Self.frameRow)
        let result = try sandbox.render("row.yaml", "--symbols", Self.symbols, "-o", "row.png")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(sandbox.exists("row.png"))
        let unknown = try sandbox.render("row.yaml", "-o", "other.png")
        expectFailure(unknown, status: 65, file: "row.yaml", contains: ["unknown symbol \"tablesnap.test.frame\""],
                      in: sandbox, inputs: ["row.yaml", "row.png"])
    }

    @Test func aSymbolsPathThatIsNotAFolderIsRefused() throws {
        let sandbox = try Sandbox()
        try sandbox.write("row.yaml", Self.frameRow)
        let result = try sandbox.render("row.yaml", "--symbols", "row.yaml", "-o", "row.png")
        #expect(result.status != 0)
        #expect(result.stderr.contains("--symbols row.yaml is not a folder"), "\(result.stderr)")
        #expect(sandbox.writtenFiles(except: ["row.yaml"]).isEmpty)
    }
}
