import Canvas
import Foundation
import Mockup
import Review
import SnapshotTesting
import TableSnapTesting
import Testing

/// Every example mockup in Assets/ renders as its reviewed reference in
/// Snapshots/AssetSnapshotTests/ (`mockup.NAME.png`), through swift-snapshot-testing
/// and TableSnapTesting's `.mockup()` strategy, as a user's tests would
/// (`verifySnapshot`, because `assertSnapshot` keeps references beside the test file).
///
/// Tolerance: all but 1 pixel in 100,000 must match, each within CIE ΔE 2 (about
/// the least difference a person sees), so a different FreeType or Cairo build's
/// antialiasing passes and a changed glyph, colour or frame does not.
/// `SNAPSHOT_TESTING_RECORD=failed swift test --filter AssetSnapshotTests`
/// re-records; look at every reference it writes before committing it.
@Suite struct AssetSnapshotTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let assets = root.appendingPathComponent("Assets")
    static let references = root.appendingPathComponent("Snapshots/AssetSnapshotTests").path
    static let mockups: [String] = ((try? FileManager.default.contentsOfDirectory(atPath: assets.path)) ?? [])
        .filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".json") }
        .sorted()
    static let precision: Float = 0.99999
    static let perceptualPrecision: Float = 0.98

    @Test func assetsExist() {
        #expect(Self.mockups.count >= 6)
    }

    @Test(arguments: mockups)
    func mockup(_ name: String) {
        let failure = verifySnapshot(of: Self.assets.appendingPathComponent(name),
                                     as: .mockup(precision: Self.precision, perceptualPrecision: Self.perceptualPrecision),
                                     named: URL(fileURLWithPath: name).deletingPathExtension().lastPathComponent,
                                     snapshotDirectory: Self.references, testName: "mockup")
        #expect(failure == nil, "\(failure ?? "")")
    }

    /// `Scripts/render-assets` writes this one with `--annotate`: a mockup cannot ask for redlines.
    @Test func annotated() throws {
        let path = Self.assets.appendingPathComponent("cell-styles.yaml").path
        var mockup = try Mockup.load(contentsOf: path)
        mockup.annotations = true
        let failure = verifySnapshot(of: try mockup.renderImage(file: path),
                                     as: .image(precision: Self.precision, perceptualPrecision: Self.perceptualPrecision),
                                     named: "cell-styles", snapshotDirectory: Self.references)
        #expect(failure == nil, "\(failure ?? "")")
    }

    @Test func renderingIsDeterministic() throws {
        let path = Self.assets.appendingPathComponent("settings.yaml").path
        let mockup = try Mockup.load(contentsOf: path)
        #expect(try mockup.renderPNG(file: path) == (try mockup.renderPNG(file: path)))
    }
}

/// The review sheets in Assets/sheets/ render as their reviewed references in
/// Snapshots/SheetAssetTests/ (`sheet.NAME.png`), with the tolerance above.
@Suite struct SheetAssetTests {
    static let sheets = AssetSnapshotTests.assets.appendingPathComponent("sheets")

    @Test(arguments: ["settings-review", "editing-review", "cell-styles-redlined"])
    func sheet(_ name: String) throws {
        let path = Self.sheets.appendingPathComponent("\(name).yaml").path
        // The definitions name mockups in the folder above theirs.
        let png = try ReviewSheet.load(contentsOf: path, options: Mockup.ReadOptions(allowsFilesOutsideFolder: true)).render(as: .png)
        let failure = verifySnapshot(of: try Image(pngData: png),
                                     as: .image(precision: AssetSnapshotTests.precision, perceptualPrecision: AssetSnapshotTests.perceptualPrecision),
                                     named: name,
                                     snapshotDirectory: AssetSnapshotTests.root.appendingPathComponent("Snapshots/SheetAssetTests").path,
                                     testName: "sheet")
        #expect(failure == nil, "\(failure ?? "")")
    }
}
