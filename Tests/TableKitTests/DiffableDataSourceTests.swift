import Foundation
import Testing
@testable import TableKit
import TableSnapTesting

/// Snapshots of identifiers and the data source that shows them.
@Suite(.design(.iOS18)) struct DiffableDataSourceTests {
    enum Section: Hashable { case fruit, vegetables, empty }

    private func fruitAndVegetables() -> DiffableDataSourceSnapshot<Section, String> {
        var snapshot = DiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.fruit, .vegetables])
        snapshot.appendItems(["Apple", "Cherry"], toSection: .fruit)
        snapshot.appendItems(["Leek"])
        return snapshot
    }

    @Test func snapshotsPlaceItemsAsUIKitDoes() {
        var snapshot = fruitAndVegetables()
        snapshot.insertItems(["Banana"], afterItem: "Apple")
        snapshot.insertItems(["Apricot"], beforeItem: "Banana")
        snapshot.insertSections([.empty], beforeSection: .fruit)
        snapshot.moveItem("Leek", afterItem: "Cherry")
        snapshot.appendItems(["Kale"], toSection: .vegetables)
        #expect(snapshot.sectionIdentifiers == [.empty, .fruit, .vegetables])
        #expect(snapshot.itemIdentifiers(inSection: .fruit) == ["Apple", "Apricot", "Banana", "Cherry", "Leek"])
        #expect(snapshot.sectionIdentifier(containingItem: "Leek") == .fruit)
        #expect(snapshot.numberOfItems == 6)
        #expect(snapshot.numberOfItems(inSection: .vegetables) == 1)
        #expect(snapshot.indexOfItem("Kale") == 5)
        snapshot.deleteItems(["Apricot"])
        snapshot.deleteSections([.empty])
        snapshot.moveSection(.vegetables, beforeSection: .fruit)
        #expect(snapshot.itemIdentifiers == ["Kale", "Apple", "Banana", "Cherry", "Leek"])
        snapshot.reloadItems(["Kale"])
        snapshot.reconfigureItems(["Apple"])
        #expect(snapshot.reloadedItemIdentifiers == ["Kale"])
        #expect(snapshot.reconfiguredItemIdentifiers == ["Apple"])
        #expect(snapshot.warnings.isEmpty)
        snapshot.deleteAllItems()
        #expect(snapshot.numberOfSections == 0)
    }

    @Test func duplicatesAndUnknownIdentifiersAreReportedAndIgnored() {
        var snapshot = fruitAndVegetables()
        snapshot.appendItems(["Apple", "Fig"], toSection: .vegetables)
        snapshot.appendSections([.fruit])
        snapshot.insertItems(["Plum"], afterItem: "Nothing")
        snapshot.appendItems(["Pea"], toSection: .empty)
        #expect(snapshot.itemIdentifiers == ["Apple", "Cherry", "Leek", "Fig"])
        #expect(snapshot.sectionIdentifiers == [.fruit, .vegetables])
        #expect(snapshot.warnings.count == 4)
        #expect(snapshot.warnings.first == "duplicate item identifier Apple ignored")
    }

    final class TitledSource: TableViewDiffableDataSource<Section, String> {
        override func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
            sectionIdentifier(for: section).map { "\($0)".capitalized }
        }
    }

    @Test func theDataSourceShowsTheAppliedSnapshot() throws {
        let table = TableView(frame: .zero, style: .insetGrouped)
        table.register(TableViewCell.self, forCellReuseIdentifier: "cell")
        let source = TitledSource(tableView: table) { tableView, indexPath, item in
            let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            var content = cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
            return cell
        }
        #expect(table.dataSource === source)
        source.apply(fruitAndVegetables(), animatingDifferences: false)
        let renderer = Renderer(size: CGSize(width: 390, height: 600))
        try renderer.layout(table)
        #expect(table.numberOfSections == 2)
        #expect(table.numberOfRows(inSection: 0) == 2)
        #expect(table.headerView(forSection: 1)?.textLabel?.text == "VEGETABLES")
        #expect(source.itemIdentifier(for: IndexPath(row: 1, section: 0)) == "Cherry")
        #expect(source.indexPath(for: "Leek") == IndexPath(row: 0, section: 1))
        #expect(source.itemIdentifier(for: IndexPath(row: 5, section: 0)) == nil)

        var next = source.snapshot()
        next.deleteItems(["Cherry"])
        var applied = false
        source.apply(next) { applied = true }
        try renderer.layout(table)
        #expect(applied)
        #expect(table.numberOfRows(inSection: 0) == 1)
        #expect(source.tableView(table, canEditRowAt: IndexPath(row: 0, section: 0)) == false)
    }
}
