import Canvas
import Foundation
import Mockup
import Review
import SnapshotTesting
import TableKit
import TableSnapTesting
import Testing

/// Every example mockup in Assets/ renders, in each design, as its reviewed
/// reference in Snapshots/AssetSnapshotTests/DESIGN/ (`ios26/mockup.NAME.png`),
/// through swift-snapshot-testing and TableSnapTesting's `.mockup(design:)`
/// strategy, as a user's tests would (`verifySnapshot`, because
/// `assertSnapshot` keeps references beside the test file). The iOS 18
/// references are the pictures from before iOS 26 was drawn, unchanged.
///
/// Tolerance: all but 1 pixel in 100,000 must match, each within CIE ΔE 2 (about
/// the least difference a person sees), so a different FreeType or Cairo build's
/// antialiasing passes and a changed glyph, colour or frame does not.
/// `SNAPSHOT_TESTING_RECORD=failed swift test --filter AssetSnapshotTests`
/// re-records; look at every reference it writes before committing it.
@Suite struct AssetSnapshotTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let assets = root.appendingPathComponent("Assets")
    static let references = root.appendingPathComponent("Snapshots/AssetSnapshotTests")
    static let mockups: [String] = ((try? FileManager.default.contentsOfDirectory(atPath: assets.path)) ?? [])
        .filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".json") }
        .sorted()
    static let precision: Float = 0.99999
    static let perceptualPrecision: Float = 0.98

    @Test func assetsExist() {
        #expect(Self.mockups.count >= 6)
    }

    /// The folder of `design`'s references under `suite`.
    static func references(_ suite: String, _ design: Design) -> String {
        root.appendingPathComponent("Snapshots/\(suite)/\(design.rawValue)").path
    }

    @Test(arguments: mockups, Design.allCases)
    func mockup(_ name: String, design: Design) {
        let failure = verifySnapshot(of: Self.assets.appendingPathComponent(name),
                                     as: .mockup(design: design, precision: Self.precision, perceptualPrecision: Self.perceptualPrecision),
                                     named: URL(fileURLWithPath: name).deletingPathExtension().lastPathComponent,
                                     snapshotDirectory: Self.references("AssetSnapshotTests", design), testName: "mockup")
        #expect(failure == nil, "\(failure ?? "")")
    }

    /// `Scripts/render-assets` writes this one with `--annotate`: a mockup cannot ask for redlines.
    @Test(arguments: Design.allCases)
    func annotated(design: Design) throws {
        let path = Self.assets.appendingPathComponent("cell-styles.yaml").path
        var mockup = try Mockup.load(contentsOf: path)
        mockup.annotations = true
        mockup.traits.design = design
        let failure = verifySnapshot(of: try mockup.renderImage(file: path),
                                     as: .image(precision: Self.precision, perceptualPrecision: Self.perceptualPrecision),
                                     named: "cell-styles", snapshotDirectory: Self.references("AssetSnapshotTests", design),
                                     testName: "annotated")
        #expect(failure == nil, "\(failure ?? "")")
    }

    @Test func renderingIsDeterministic() throws {
        let path = Self.assets.appendingPathComponent("settings.yaml").path
        let mockup = try Mockup.load(contentsOf: path)
        #expect(try mockup.renderPNG(file: path) == (try mockup.renderPNG(file: path)))
    }
}

/// The review sheets in Assets/sheets/ render, in each design, as their
/// reviewed references in Snapshots/SheetAssetTests/DESIGN/ (`sheet.NAME.png`),
/// with the tolerance above; `designs-review` shows both designs side by side itself.
@Suite struct SheetAssetTests {
    static let sheets = AssetSnapshotTests.assets.appendingPathComponent("sheets")

    @Test(arguments: ["settings-review", "editing-review", "cell-styles-redlined"], Design.allCases)
    func sheet(_ name: String, design: Design) throws {
        let path = Self.sheets.appendingPathComponent("\(name).yaml").path
        // The definitions name mockups in the folder above theirs.
        var sheet = try ReviewSheet.load(contentsOf: path, options: Mockup.ReadOptions(allowsFilesOutsideFolder: true))
        sheet.overrides.design = design
        let png = try sheet.render(as: .png)
        let failure = verifySnapshot(of: try Image(pngData: png),
                                     as: .image(precision: AssetSnapshotTests.precision, perceptualPrecision: AssetSnapshotTests.perceptualPrecision),
                                     named: name, snapshotDirectory: AssetSnapshotTests.references("SheetAssetTests", design),
                                     testName: "sheet")
        #expect(failure == nil, "\(failure ?? "")")
    }
}
