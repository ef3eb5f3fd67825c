import Foundation
import Testing
import TableSnapUIKit

/// Cells bring their configurations up to date with their state before they
/// are shown, as iOS 14+ custom cells expect (Apple's "custom cell list" pattern).
@MainActor struct ConfigurationStateTests {
    final class ItemCell: UICollectionViewListCell {
        static let itemKey = UIConfigurationStateCustomKey("com.example.item")
        var item: String? { didSet { setNeedsUpdateConfiguration() } }
        var updates: [UICellConfigurationState] = []

        override var configurationState: UICellConfigurationState {
            var state = super.configurationState
            state[Self.itemKey] = item
            return state
        }

        override func updateConfiguration(using state: UICellConfigurationState) {
            updates.append(state)
            var content = defaultContentConfiguration().updated(for: state)
            content.text = state[Self.itemKey] as? String
            content.secondaryText = state.isSelected ? "Selected" : nil
            contentConfiguration = content
        }
    }

    final class Source: UICollectionViewDataSource {
        let registration = UICollectionView.CellRegistration<ItemCell, String> { cell, _, item in cell.item = item }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: "Item \(indexPath.item)")
        }
    }

    @Test func aListCellIsConfiguredFromItsStateOnceBeforeItShowsAndAgainWhenSelected() throws {
        let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .insetGrouped))
        let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 393, height: 400), collectionViewLayout: layout)
        let source = Source()
        collection.dataSource = source
        _ = try Renderer(size: collection.bounds.size).image(of: collection)
        let cell = try #require(collection.cellForItem(at: IndexPath(item: 1, section: 0)) as? ItemCell)
        #expect(cell.updates.count == 1)
        #expect(cell.updates.last?[ItemCell.itemKey] == AnyHashable("Item 1"))
        #expect((cell.contentConfiguration as? UIListContentConfiguration)?.text == "Item 1")

        collection.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
        _ = try Renderer(size: collection.bounds.size).image(of: collection)
        #expect(cell.updates.count == 2 && cell.updates.last?.isSelected == true)
        #expect((cell.contentConfiguration as? UIListContentConfiguration)?.secondaryText == "Selected")
    }

    @Test func aTableCellsUpdateHandlerSeesItsSelection() throws {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 393, height: 300), style: .plain)
        final class Rows: UITableViewDataSource {
            var states: [IndexPath: UICellConfigurationState] = [:]
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
                cell.configurationUpdateHandler = { [unowned self] cell, state in
                    states[indexPath] = state
                    var content = cell.defaultContentConfiguration()
                    content.text = state.isSelected ? "On" : "Off"
                    cell.contentConfiguration = content
                }
                return cell
            }
        }
        let rows = Rows()
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        table.dataSource = rows
        table.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        _ = try Renderer(size: table.bounds.size).image(of: table)
        #expect(rows.states[IndexPath(row: 0, section: 0)]?.isSelected == false)
        #expect(rows.states[IndexPath(row: 1, section: 0)]?.isSelected == true)
    }
}
