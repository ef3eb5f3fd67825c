import Canvas
import Foundation
import Mockup
import Testing

/// Mockups name asset catalogue images and colours: the catalogue the
/// UIKit tests copy into their bundle (see AssetCatalogTests), named by the
/// mockup's `assetCatalogs` or by the reader's options (`--asset-catalog`).
@Suite struct AssetCatalogMockupTests {
    static let fixtures = MockupFixtures.uikit

    private func parse(_ yaml: String, options: Mockup.ReadOptions = Mockup.ReadOptions()) throws(MockupError) -> Mockup {
        try MockupFixtures.parse(yaml, in: Self.fixtures, options: options)
    }

    private func error(_ yaml: String) -> MockupError? { MockupFixtures.error(yaml, in: Self.fixtures) }

    /// How many pixels of the render are exactly `color`.
    private func count(_ color: (UInt8, UInt8, UInt8), in mockup: Mockup) throws -> Int {
        guard case .bitmap(let bitmap) = try mockup.renderImage(file: "test.yaml").content else { return 0 }
        var found = 0
        for y in 0..<bitmap.pixelHeight {
            for x in 0..<bitmap.pixelWidth {
                let p = bitmap.pixel(x: x, y: y)
                if (p.red, p.green, p.blue) == color { found += 1 }
            }
        }
        return found
    }

    private static let rows = """
        size: {width: 200, height: 100}
        table:
          style: plain
          sections:
            - rows:
                - {text: Avatar, image: Avatar, textColor: Brand}
                - {text: Logo, image: Logo}
                - {text: Photo, image: Photo}
                - {text: Star, image: Icons/Star}
        """

    @Test(arguments: [Appearance.light, .dark])
    func catalogImagesAndColoursDrawInEachAppearance(_ appearance: Appearance) throws {
        let mockup = try parse("assetCatalogs: Assets.xcassets\nappearance: \(appearance.rawValue)\n" + Self.rows)
        let rows = try #require(mockup.table.sections.first?.rows)
        #expect(rows.map { $0.image?.size } == [CGSize(width: 32, height: 32), CGSize(width: 60, height: 40), CGSize(width: 120, height: 80), CGSize(width: 20, height: 20)])
        #expect(rows[0].textColor?.light == .init(red: 0.8, green: 0.2, blue: 0.4))
        let orange = try count((255, 149, 0), in: mockup), indigo = try count((94, 92, 230), in: mockup)
        #expect(appearance == .light ? orange > 100 && indigo == 0 : indigo > 100 && orange == 0)
    }

    @Test func aVectorImageIsNamedAsTheMockupNamesIt() throws {
        let mockup = try parse("assetCatalogs: Assets.xcassets\n" + Self.rows)
        guard case .vector(let picture)? = mockup.table.sections.first?.rows[3].image?.content else {
            Issue.record("Icons/Star is an SVG image set")
            return
        }
        // A render whose rasters of it cost too much says so in these words.
        #expect(picture.name == "image \"Icons/Star\"")
    }

    @Test func theReaderOptionsNameCatalogsToo() throws {
        let options = Mockup.ReadOptions(assetCatalogs: [Self.fixtures.appendingPathComponent("Assets.xcassets").path])
        let mockup = try parse("table: {sections: [{rows: [{text: a, image: Badge}]}]}", options: options)
        #expect(mockup.table.sections.first?.rows.first?.image?.renderingMode == .alwaysTemplate)
    }

    @Test func anUnknownAssetSuggestsTheNearestName() throws {
        let failure = try #require(error("assetCatalogs: [Assets.xcassets]\ntable: {sections: [{rows: [{text: a, image: Avatr}]}]}"))
        #expect(failure.path == "table.sections[0].rows[0].image")
        #expect(failure.message.contains("no image file or asset called \"Avatr\" (did you mean \"Avatar\"?)"))
        let colour = try #require(error("assetCatalogs: [Assets.xcassets]\ntint: Brnd"))
        #expect(colour.message.contains("did you mean \"Brand\""))
    }

    @Test func aMissingOrOutsideCatalogIsAnError() throws {
        let missing = try #require(error("assetCatalogs: [Missing.xcassets]"))
        #expect(missing.path == "assetCatalogs[0]" && missing.message.contains("no asset catalogue at Missing.xcassets"))
        let outside = try #require(error("assetCatalogs: ../../Assets.xcassets"))
        #expect(outside.message.contains("leads outside the mockup's folder"))
    }

    @Test func aCatalogImageOverThePerImageLimitIsAnError() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("mockup-catalog-\(UUID().uuidString)")
        let set = root.appendingPathComponent("Big.xcassets/Wide.imageset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        var jpeg = [UInt8](try Data(contentsOf: MockupFixtures.canvas.appendingPathComponent("upright.jpg")))
        let frame = try #require(jpeg.firstRange(of: [0xFF, 0xC0])).lowerBound
        jpeg.replaceSubrange((frame + 5)..<(frame + 9), with: [0x13, 0x88, 0x13, 0x88])
        try Data(jpeg).write(to: set.appendingPathComponent("wide.jpg"))
        try Data(#"{"images": [{"idiom": "universal", "filename": "wide.jpg"}]}"#.utf8).write(to: set.appendingPathComponent("Contents.json"))
        do {
            _ = try Mockup.parse("assetCatalogs: Big.xcassets\ntable: {sections: [{rows: [{text: a, image: Wide}]}]}",
                                 file: "test.yaml", baseDirectory: URL(fileURLWithPath: root.path, isDirectory: true))
            Issue.record("no error")
        } catch {
            #expect(error.path == "table.sections[0].rows[0].image")
            #expect(error.message.contains("wide.jpg: 5000 × 5000 px; the limit is 16,777,216 pixels"))
        }
    }
}
