import Foundation

/// How a diffable data source of a table or a collection view finds items by
/// index path and index paths by item, in the snapshot it shows.
extension DiffableDataSourceSnapshot {
    /// The section at `index`, if there is one.
    func section(at index: Int) -> SectionIdentifierType? {
        sectionIdentifiers.indices.contains(index) ? sectionIdentifiers[index] : nil
    }

    /// The item at `indexPath` (section, then row or item), if there is one.
    func item(at indexPath: IndexPath) -> ItemIdentifierType? {
        guard indexPath.count == 2, let section = section(at: indexPath[0]) else { return nil }
        let items = itemIdentifiers(inSection: section)
        return items.indices.contains(indexPath[1]) ? items[indexPath[1]] : nil
    }

    /// Where `item` is, if it is in the snapshot.
    func indexPath(of item: ItemIdentifierType) -> IndexPath? {
        guard let section = sectionIdentifier(containingItem: item), let sectionIndex = indexOfSection(section),
              let position = itemIdentifiers(inSection: section).firstIndex(of: item) else { return nil }
        return IndexPath(indexes: [sectionIndex, position])
    }

    /// How many items the section at `index` has (0 outside the sections).
    func numberOfItems(inSectionAt index: Int) -> Int {
        section(at: index).map(numberOfItems(inSection:)) ?? 0
    }
}
