import Foundation
import Testing
@testable import TableKit
import TableSnapTesting

/// Inside `cellForRowAt` a dequeued cell is not yet in the table, so it
/// measures with ``Traits/current``, which the table sets to its own traits.
@Suite(.design(.iOS18)) struct CurrentTraitsTests {
    @Test func sizeToFitInsideCellForRowAtUsesTheTablesTextSize() throws {
        var measured: [CGFloat] = []
        let source = TestDataSource(rowCounts: [1]) { cell, _ in
            let label = Label()
            label.text = "Sized"
            label.sizeToFit()
            measured.append(label.frame.height)
            #expect(cell.traits.preferredContentSizeCategory == .accessibilityExtraExtraExtraLarge)
            #expect(Font.preferredFont(forTextStyle: .body).pointSize == 53)
        }
        let table = TableView(frame: .zero, style: .plain)
        table.register(TableViewCell.self, forCellReuseIdentifier: "cell")
        table.dataSource = source
        let traits = Traits(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)
        _ = try Renderer(size: CGSize(width: 390, height: 300), traits: traits).image(of: table)
        let large = Font.preferredFont(forTextStyle: .body, contentSize: .accessibilityExtraExtraExtraLarge).lineHeight
        #expect(try #require(measured.first) >= large)
    }

    @Test func outsideATableCurrentTraitsAreTheDefaults() {
        #expect(Traits.current == Traits())
        #expect(Font.preferredFont(forTextStyle: .body).pointSize == 17)
    }
}

extension CurrentTraitsTests {
    @Test func headerViewsFromTheDelegateAreMadeWithTheTablesTraits() throws {
        var category: ContentSizeCategory?
        let source = TestDataSource(rowCounts: [1])
        source.headerViews = { _, _ in
            category = Traits.current.preferredContentSizeCategory
            return nil
        }
        let table = TableView(frame: .zero, style: .plain)
        table.register(TableViewCell.self, forCellReuseIdentifier: "cell")
        table.dataSource = source
        table.delegate = source
        try Renderer(size: CGSize(width: 390, height: 300), traits: Traits(preferredContentSizeCategory: .extraLarge)).layout(table)
        #expect(category == .extraLarge)
    }
}
