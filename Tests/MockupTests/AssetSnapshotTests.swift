import Foundation
import Mockup
import TableSnapTesting
import Testing

/// Every example mockup in Assets/ renders as its reviewed reference in
/// Snapshots/Assets/, within ``SnapshotTolerance/standard``.
@Suite struct AssetSnapshotTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let assets = root.appendingPathComponent("Assets")
    static let mockups: [String] = ((try? FileManager.default.contentsOfDirectory(atPath: assets.path)) ?? [])
        .filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".json") }
        .sorted()

    @Test func assetsExist() {
        #expect(Self.mockups.count >= 6)
    }

    @Test(arguments: mockups)
    func rendersAsItsReference(_ name: String) throws {
        let path = Self.assets.appendingPathComponent(name).path
        let png = try Mockup.load(contentsOf: path).renderPNG(file: path)
        let snapshot = SnapshotAssertion(directory: Self.root.appendingPathComponent("Snapshots/Assets"))
        let outcome = snapshot.verify(png: png, named: URL(fileURLWithPath: name).deletingPathExtension().lastPathComponent)
        #expect(outcome.failure == nil, "\(outcome.failure ?? "")")
    }

    /// `Scripts/render-assets` writes this one with `--annotate`: a mockup cannot ask for redlines.
    @Test func cellStylesRedlinedRenderAsTheirReference() throws {
        let path = Self.assets.appendingPathComponent("cell-styles.yaml").path
        var mockup = try Mockup.load(contentsOf: path)
        mockup.annotations = true
        let snapshot = SnapshotAssertion(directory: Self.root.appendingPathComponent("Snapshots/Assets"))
        let outcome = snapshot.verify(png: try mockup.renderPNG(file: path), named: "cell-styles-annotated")
        #expect(outcome.failure == nil, "\(outcome.failure ?? "")")
    }

    @Test func renderingIsDeterministic() throws {
        let path = Self.assets.appendingPathComponent("settings.yaml").path
        let mockup = try Mockup.load(contentsOf: path)
        #expect(try mockup.renderPNG(file: path) == (try mockup.renderPNG(file: path)))
    }
}

/// The review sheets in Assets/sheets/ render as their reviewed PNGs beside them.
@Suite struct SheetAssetTests {
    static let sheets = AssetSnapshotTests.assets.appendingPathComponent("sheets")

    @Test(arguments: ["settings-review", "editing-review", "cell-styles-redlined"])
    func rendersAsItsReference(_ name: String) throws {
        let path = Self.sheets.appendingPathComponent("\(name).yaml").path
        let png = try ReviewSheet.load(contentsOf: path).render(as: .png)
        let outcome = SnapshotAssertion(directory: Self.sheets).verify(png: png, named: name)
        #expect(outcome.failure == nil, "\(outcome.failure ?? "")")
    }
}
