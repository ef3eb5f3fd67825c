import Foundation
import Mockup
import TableKit
import Testing

/// The `collection` form: what the reader takes and refuses (with the exact
/// messages), and where the built collection view puts items and titles.
@Suite(.design(.iOS18)) struct CollectionMockupTests {
    private func parse(_ yaml: String) throws(MockupError) -> Mockup {
        try Mockup.parse(yaml, file: "test.yaml", baseDirectory: URL(fileURLWithPath: "/tmp"))
    }

    private func expectError(_ yaml: String, _ expected: String, sourceLocation: SourceLocation = #_sourceLocation) {
        do {
            _ = try parse(yaml)
            Issue.record("accepted: \(yaml)", sourceLocation: sourceLocation)
        } catch {
            #expect(error.description == expected, sourceLocation: sourceLocation)
        }
    }

    /// The collection view of `yaml` laid out on an iPhone 15 without bars (393 × 852 pt, safe area 59 / 34).
    private func laidOut(_ yaml: String) throws -> (CollectionView, AnyObject) {
        let mockup = try parse(yaml)
        let (collectionView, source) = mockup.makeCollectionView()
        try mockup.renderer.layout(collectionView)
        return (collectionView, source)
    }

    private func frame(_ collectionView: CollectionView, _ item: Int, section: Int = 0) -> CGRect? {
        collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
    }

    @Test func typosAndMisplacedKeysAreRefusedWithTheirPlaces() {
        expectError("collection: {layout: grid}", "test.yaml:1:22: collection.layout: unknown value \"grid\"; expected one of flow, compositional")
        expectError("collection: {columns: 3}",
                    "test.yaml:1:14: collection.columns: \"columns\" is a key of a compositional layout; this collection's layout is flow; expected one of "
                    + "layout, backgroundColor, cornerRadius, sections, itemSize, minimumInteritemSpacing, minimumLineSpacing, sectionInset, "
                    + "scrollDirection, sectionHeadersPinToVisibleBounds, headerHeight, footerHeight")
        expectError("collection:\n  layout: compositional\n  sections:\n    - items: [{colour: systemRed}]\n",
                    "test.yaml:4:16: collection.sections[0].items[0].colour: unknown key \"colour\" (did you mean \"color\"?); expected one of "
                    + "color, colors, image, images, text, subtitle, textColor, cornerRadius, count")
        expectError("collection: {sections: [{columns: 2}]}",
                    "test.yaml:1:26: collection.sections[0].columns: \"columns\" is a key of a compositional layout; this collection's layout is flow; "
                    + "expected one of header, footer, items")
    }

    @Test func valuesAndCombinationsAreChecked() {
        expectError("table: {}\ncollection: {}", "test.yaml:2:13: collection: a mockup draws a table or a collection, not both; remove \"table\" or \"collection\"")
        expectError("collection: {layout: compositional, itemHeight: 1/0}",
                    "test.yaml:1:49: collection.itemHeight: \"1/0\" is not a height; expected \"square\", a height in points, or a fraction of the width such as 1/2 or 50%")
        expectError("collection: {layout: compositional, columns: 0}", "test.yaml:1:46: collection.columns: 0 is out of range; expected 1…20")
        expectError("collection: {sections: [{items: [{color: systemRed, colors: [systemBlue]}]}]}",
                    "test.yaml:1:61: collection.sections[0].items[0].colors: give \"color\" or \"colors\", not both")
        expectError("collection: {sections: [{items: [{count: 3}]}]}\nscroll: {section: 0, item: 5}", "test.yaml:2:28: scroll.item: 5 is out of range; expected 0…2")
        expectError("collection: {sections: [{items: [{count: 3}]}]}\nscroll: {row: 1}",
                    "test.yaml:2:15: scroll.row: \"row\" does not apply: this mockup draws a collection, which scrolls to an \"item\"")
        expectError("collection: {itemSize: {width: 40}}", "test.yaml:1:24: collection.itemSize: a size needs \"height\"")
    }

    @Test func countsAreLimitedAndKeptLazy() throws {
        expectError("collection: {sections: [{items: [{count: 600000}]}, {items: [{count: 600000}]}]}",
                    "test.yaml:1:62: collection.sections[1].items[0]: the sections hold more than 1000000 items in all (counts included); the limit is 1000000")
        let mockup = try parse("collection: {sections: [{items: [{count: 999999, colors: [systemRed, systemBlue]}, {text: Last}]}]}")
        let items = try #require(mockup.collection?.sections.first?.items)
        #expect(items.count == 1_000_000 && items.runs.count == 2)
        #expect(items[999_998].color == .systemRed && items[999_997].color == .systemBlue && items[999_999].text == "Last")
    }

    @Test func tinyItemsAreRefusedBeforeAnyIsMade() throws {
        // 98 items of 4 pt a line, times the 213 lines in 852 pt and the 2 shown in part.
        let mockup = try parse("collection: {itemSize: {width: 4, height: 4}, minimumInteritemSpacing: 0, minimumLineSpacing: 0, sections: [{items: [{count: 100000}]}]}")
        #expect(throws: MockupError(.invalidInput, file: "test.yaml", path: "collection",
                                    message: "up to 21070 items could be on the 852-pt screen at once; the limit is 2500 (make the items larger or the screen smaller)")) {
            try mockup.renderPNG(file: "test.yaml")
        }
    }

    @Test func aFlowGridPlacesItemsByUIKitsRulesUnderItsTitles() throws {
        let (collectionView, source) = try laidOut("""
            collection:
              itemSize: {width: 100, height: 80}
              minimumInteritemSpacing: 8
              minimumLineSpacing: 12
              sectionInset: {top: 4, left: 20, bottom: 4, right: 20}
              headerHeight: 40
              sections:
                - {header: Recents, items: [{count: 4}]}
                - {items: [{count: 2}]}
            """)
        defer { withExtendedLifetime(source) {} }
        // 353 pt inside the insets hold 3 items of 100, spread to both edges.
        #expect(frame(collectionView, 0) == CGRect(x: 20, y: 44, width: 100, height: 80))
        #expect(frame(collectionView, 2) == CGRect(x: 273, y: 44, width: 100, height: 80))
        #expect(frame(collectionView, 3) == CGRect(x: 20, y: 136, width: 100, height: 80))
        // The untitled section has no header: 40 + 4 + 2 lines of 80 and 12 between + 4, then its own top inset.
        #expect(frame(collectionView, 0, section: 1) == CGRect(x: 20, y: 224, width: 100, height: 80))
        let header = collectionView.layoutAttributesForSupplementaryElement(ofKind: CollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
        #expect(header?.frame == CGRect(x: 0, y: 0, width: 393, height: 40))
        #expect(collectionView.layoutAttributesForSupplementaryElement(ofKind: CollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1)) == nil)
    }

    @Test func aCompositionalGridMakesSquareColumnsAndSectionsOfTheirOwn() throws {
        let (collectionView, source) = try laidOut("""
            collection:
              layout: compositional
              columns: 3
              spacing: 2
              sections:
                - items: [{count: 7}]
                - {columns: 2, itemHeight: 100, spacing: 10, contentInsets: {top: 20, left: 16, right: 16}, items: [{count: 3}]}
            """)
        defer { withExtendedLifetime(source) {} }
        // (393 − 2 × 2) / 3 = 129.67 pt a column, as tall as wide.
        let side: CGFloat = 389.0 / 3
        #expect(frame(collectionView, 0) == CGRect(x: 0, y: 0, width: side, height: side))
        #expect(frame(collectionView, 4) == CGRect(x: side + 2, y: side + 2, width: side, height: side))
        let thirdRow = 2 * (side + 2)
        #expect(frame(collectionView, 6) == CGRect(x: 0, y: thirdRow, width: side, height: side))
        // The second section: two columns of (393 − 32 − 10) / 2 = 175.5 pt inside its insets.
        let start = thirdRow + side + 20
        #expect(frame(collectionView, 1, section: 1) == CGRect(x: 16 + 175.5 + 10, y: start, width: 175.5, height: 100))
        #expect(frame(collectionView, 2, section: 1) == CGRect(x: 16, y: start + 110, width: 175.5, height: 100))
    }

    @Test func itemsShowTheirColourTextAndCorners() throws {
        let (collectionView, source) = try laidOut("""
            collection:
              layout: compositional
              columns: 2
              cornerRadius: 12
              sections:
                - header: {title: Activity, detail: Show All}
                  items: [{text: "8,234", subtitle: Steps, color: systemOrange}, {cornerRadius: 0}]
            """)
        defer { withExtendedLifetime(source) {} }
        let first = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
        #expect(first.contentView.backgroundColor == .systemOrange && first.cornerRadius == 12 && first.clipsToBounds)
        let texts = first.contentView.subviews.compactMap { ($0 as? Label)?.text }
        #expect(texts == ["8,234", "Steps"])
        let second = try #require(collectionView.cellForItem(at: IndexPath(item: 1, section: 0)))
        #expect(second.contentView.backgroundColor == .secondarySystemBackground && second.cornerRadius == 0)
        let header = try #require(collectionView.supplementaryView(forElementKind: CollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0)))
        #expect(header.subviews.compactMap { ($0 as? Label)?.text } == ["Activity", "Show All"])
    }

    /// A run checks its outputs against every image a mockup shows before reading it, `images` lists included.
    @Test func imageListsAreFilesTheRunReads() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tablesnap-grid-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("grid.yaml")
        try Data("collection: {sections: [{items: [{image: a.png}, {count: 4, images: [b.png, {symbol: star}, c.png]}]}]}\n".utf8).write(to: file)
        let names = Mockup.imageFiles(contentsOf: file.path, options: Mockup.ReadOptions()).map { URL(fileURLWithPath: $0).lastPathComponent }
        #expect(names == ["a.png", "b.png", "c.png"])
    }
}
