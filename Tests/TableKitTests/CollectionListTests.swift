import Canvas
import Foundation
@testable import TableKit
import Testing

/// A list in each appearance draws what the matching table style draws:
/// the same rows, separators, cards, titles and accessories.
@Suite(.design(.iOS26))
struct CollectionListTests {
    static let sections: [(header: String, rows: [(String, String?)], footer: String?)] = [
        ("Network", [("Wi-Fi", "Home"), ("Bluetooth", "On"), ("Cellular", nil)], "Devices nearby can see this phone."),
        ("General", [("About", nil), ("Software Update", "1"), ("Storage", "64 GB"), ("Language", "English")], nil),
    ]

    /// A table of `style` showing the sections as value cells with disclosure indicators, drawn as a list (separators over the rows).
    final class TableSource: TableViewDataSource, TableViewDelegate {
        func numberOfSections(in tableView: TableView) -> Int { sections.count }
        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { sections[section].rows.count }
        func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { sections[section].header }
        func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? { sections[section].footer }
        func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            cell.contentConfiguration = CollectionListTests.content(indexPath)
            cell.accessoryType = .disclosureIndicator
            return cell
        }
    }

    static func content(_ indexPath: IndexPath) -> ListContentConfiguration {
        var content = ListContentConfiguration.valueCell()
        let row = sections[indexPath.section].rows[indexPath.item]
        content.text = row.0
        content.secondaryText = row.1
        return content
    }

    func table(_ style: TableViewStyle, source: TableSource) -> TableView {
        let table = TableView(frame: .zero, style: style)
        table.register(TableViewCell.self, forCellReuseIdentifier: "cell")
        table.rowsOverlapSeparators = true
        table.dataSource = source
        table.delegate = source
        return table
    }

    /// The same content as a collection list fed by registrations and a diffable data source.
    func list(_ appearance: CollectionLayoutListConfiguration.Appearance) -> (CollectionView, AnyObject) {
        var configuration = CollectionLayoutListConfiguration(appearance: appearance)
        configuration.headerMode = .supplementary
        configuration.footerMode = .supplementary
        let collectionView = CollectionView(collectionViewLayout: CollectionViewCompositionalLayout.list(using: configuration))
        let cell = CollectionView.CellRegistration<CollectionViewListCell, IndexPath> { cell, _, indexPath in
            cell.contentConfiguration = Self.content(indexPath)
            cell.accessories = [.disclosureIndicator()]
        }
        let source = CollectionViewDiffableDataSource<Int, IndexPath>(collectionView: collectionView) { collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: cell, for: indexPath, item: item)
        }
        let titles = [CollectionView.elementKindSectionHeader, CollectionView.elementKindSectionFooter].map { kind in
            CollectionView.SupplementaryRegistration<CollectionViewListCell>(elementKind: kind) { view, kind, indexPath in
                let section = Self.sections[indexPath.section]
                var content = kind == CollectionView.elementKindSectionHeader ? ListContentConfiguration.groupedHeader() : .groupedFooter()
                content.text = kind == CollectionView.elementKindSectionHeader ? section.header : section.footer
                view.contentConfiguration = content
            }
        }
        source.supplementaryViewProvider = { collectionView, kind, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(using: titles[kind == CollectionView.elementKindSectionHeader ? 0 : 1], for: indexPath)
        }
        var snapshot = DiffableDataSourceSnapshot<Int, IndexPath>()
        for (section, content) in Self.sections.enumerated() {
            snapshot.appendSections([section])
            snapshot.appendItems(content.rows.indices.map { IndexPath(item: $0, section: section) }, toSection: section)
        }
        source.apply(snapshot)
        return (collectionView, source)
    }

    static let pairs: [(TableViewStyle, CollectionLayoutListConfiguration.Appearance)] = [(.plain, .plain), (.grouped, .grouped), (.insetGrouped, .insetGrouped)]

    @Test(arguments: [0, 1, 2])
    func listRowsHaveTheTableRowsFrames(pair: Int) throws {
        let (style, appearance) = Self.pairs[pair]
        let source = TableSource()
        let table = table(style, source: source)
        let (list, keep) = list(appearance)
        let renderer = Renderer(device: .iPhone15)
        try renderer.layout(table)
        try renderer.layout(list)
        for (section, content) in Self.sections.enumerated() {
            for row in content.rows.indices {
                let indexPath = IndexPath(item: row, section: section)
                let cell = try #require(list.layoutAttributesForItem(at: indexPath))
                #expect(cell.frame == table.rectForRow(at: IndexPath(row: row, section: section)), "\(appearance) \(indexPath)")
            }
        }
        withExtendedLifetime(keep) {}
    }

    /// The device pixels where two renders on an iPhone 15 differ, as a bounding box (nil when none do).
    func differingPixels(_ first: ScrollView, _ second: ScrollView) throws -> CGRect? {
        let renderer = Renderer(device: .iPhone15)
        let bitmaps = try [first, second].map { view in
            try renderer.layout(view)
            let bitmap = try Bitmap(pixelWidth: 393 * 3, pixelHeight: 852 * 3, scale: 3, isOpaque: true)
            renderer.draw(view, in: GraphicsContext(bitmap: bitmap, appearance: .light))
            return bitmap
        }
        var box: CGRect?
        for y in 0..<(852 * 3) {
            for x in 0..<(393 * 3) where bitmaps[0].pixel(x: x, y: y) != bitmaps[1].pixel(x: x, y: y) {
                box = (box ?? CGRect(x: x, y: y, width: 1, height: 1)).union(CGRect(x: x, y: y, width: 1, height: 1))
            }
        }
        return box
    }

    @Test(arguments: [1, 2])
    func groupedListsDrawAsTheMatchingTableStyle(pair: Int) throws {
        let (style, appearance) = Self.pairs[pair]
        let source = TableSource()
        let (list, keep) = list(appearance)
        #expect(try differingPixels(table(style, source: source), list) == nil, "a \(appearance) list draws as a \(style) table")
        withExtendedLifetime(keep) {}
    }

    /// A plain list draws as a plain table without filler rows, but for the
    /// separator a plain table keeps under its last row (UIKit's lists end their sections without one).
    @Test func plainListsDrawAsPlainTables() throws {
        let source = TableSource()
        let table = table(.plain, source: source)
        table.tableFooterView = View()
        let (list, keep) = list(.plain)
        let difference = try #require(try differingPixels(table, list))
        let lastRow = table.rectForRow(at: IndexPath(row: 3, section: 1))
        let separator = CGRect(x: 0, y: (lastRow.maxY - table.contentOffset.y - 1) * 3, width: 393 * 3, height: 3)
        #expect(separator.contains(difference), "\(difference) lies in the last row's separator")
        withExtendedLifetime(keep) {}
    }

    /// A list of a million rows makes cells for its first screen only, and its rows off screen keep the estimate.
    @Test func aMillionRowsMakeOnlyTheScreensCells() throws {
        let source = CollectionTestSource(itemCounts: [1_000_000])
        let collectionView = CollectionView(collectionViewLayout: CollectionViewCompositionalLayout.list(using: .init(appearance: .insetGrouped)))
        collectionView.register(CollectionViewListCell.self, forCellWithReuseIdentifier: "cell")
        collectionView.dataSource = source
        try Renderer(device: .iPhone15).layout(collectionView)
        #expect(collectionView.visibleCells.count < 20 && source.cellRequests < 40, "\(source.cellRequests) cells asked for")
        let last = try #require(collectionView.layoutAttributesForItem(at: IndexPath(item: 999_999, section: 0)))
        #expect(last.frame.height == 52, "the design's estimate")
    }

    /// The separator configuration hides separators or moves their start.
    @Test(arguments: [false, true])
    func separatorConfigurationHidesOrInsetsTheLines(hides: Bool) throws {
        var configuration = CollectionLayoutListConfiguration(appearance: .insetGrouped)
        if hides { configuration.separatorConfiguration.bottomSeparatorVisibility = .hidden }
        else { configuration.separatorConfiguration.bottomSeparatorInsets = DirectionalEdgeInsets(top: 0, leading: 60, bottom: 0, trailing: 0) }
        let source = CollectionTestSource(itemCounts: [3])
        let collectionView = CollectionView(collectionViewLayout: CollectionViewCompositionalLayout.list(using: configuration))
        collectionView.register(CollectionViewListCell.self, forCellWithReuseIdentifier: "cell")
        collectionView.dataSource = source
        try Renderer(device: .iPhone15).layout(collectionView)
        let first = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? CollectionViewListCell)
        #expect(first.rowChrome.separatorView.isHidden == hides)
        if !hides { #expect(first.rowChrome.separatorView.frame.minX == 60) }
    }

    /// With `.firstItemInSection`, item 0 is the section's header: across the
    /// list, clear, without a separator; the card holds the items after it.
    @Test func theFirstItemCanBeTheHeader() throws {
        var configuration = CollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.headerMode = .firstItemInSection
        let source = CollectionTestSource(itemCounts: [3])
        let collectionView = CollectionView(collectionViewLayout: CollectionViewCompositionalLayout.list(using: configuration))
        collectionView.register(CollectionViewListCell.self, forCellWithReuseIdentifier: "cell")
        collectionView.dataSource = source
        try Renderer(device: .iPhone15).layout(collectionView)
        let cells = try (0..<3).map { try #require(collectionView.cellForItem(at: IndexPath(item: $0, section: 0)) as? CollectionViewListCell) }
        #expect(cells[0].frame.minX == 0 && cells[0].frame.width == 393, "the header item spans the list")
        #expect(cells[1].frame.minX == 16 && cells[1].frame.width == 361, "the rows sit on the card")
        #expect(cells[0].rowChrome.separatorView.isHidden && cells[0].backgroundColor == .clear)
        #expect(cells[1].maskedCorners == .top && cells[2].maskedCorners == .bottom, "the card starts at the first row after the header")
    }
}
