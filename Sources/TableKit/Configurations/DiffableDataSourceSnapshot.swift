import Foundation

/// The sections and items of a table at one moment, by identifier, like
/// `NSDiffableDataSourceSnapshot`.
///
/// UIKit stops the program when a snapshot is given an identifier twice, or
/// told to place something relative to an identifier it does not hold.
/// TableSnap runs in CI, where a crash hides every other result, so it
/// ignores such an operation instead, writes a warning to standard error,
/// and keeps it in ``warnings``.
public struct DiffableDataSourceSnapshot<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> {
    private var sections: [SectionIdentifierType] = []
    private var items: [SectionIdentifierType: [ItemIdentifierType]] = [:]
    private var sectionOfItem: [ItemIdentifierType: SectionIdentifierType] = [:]
    /// Items marked by ``reloadItems(_:)``.
    public private(set) var reloadedItemIdentifiers: [ItemIdentifierType] = []
    /// Items marked by ``reconfigureItems(_:)``.
    public private(set) var reconfiguredItemIdentifiers: [ItemIdentifierType] = []
    /// Sections marked by ``reloadSections(_:)``.
    public private(set) var reloadedSectionIdentifiers: [SectionIdentifierType] = []
    /// The operations ignored because UIKit would have stopped the program (TableSnap only).
    public private(set) var warnings: [String] = []

    /// An empty snapshot.
    public init() {}

    // MARK: Reading

    /// How many items all sections hold.
    public var numberOfItems: Int { sectionOfItem.count }
    /// How many sections there are.
    public var numberOfSections: Int { sections.count }
    /// The sections, in order.
    public var sectionIdentifiers: [SectionIdentifierType] { sections }
    /// Every item, section by section.
    public var itemIdentifiers: [ItemIdentifierType] { sections.flatMap { items[$0] ?? [] } }

    /// How many items `section` holds (0 for an unknown section).
    public func numberOfItems(inSection section: SectionIdentifierType) -> Int { items[section]?.count ?? 0 }
    /// The items of `section`, in order (none for an unknown section).
    public func itemIdentifiers(inSection section: SectionIdentifierType) -> [ItemIdentifierType] { items[section] ?? [] }
    /// The section holding `item`.
    public func sectionIdentifier(containingItem item: ItemIdentifierType) -> SectionIdentifierType? { sectionOfItem[item] }
    /// The position of `section` among the sections.
    public func indexOfSection(_ section: SectionIdentifierType) -> Int? { sections.firstIndex(of: section) }

    /// The position of `item` among all items, counted across sections.
    public func indexOfItem(_ item: ItemIdentifierType) -> Int? {
        guard let section = sectionOfItem[item], let sectionIndex = indexOfSection(section),
              let row = items[section]?.firstIndex(of: item) else { return nil }
        return sections[..<sectionIndex].reduce(row) { $0 + (items[$1]?.count ?? 0) }
    }

    // MARK: Sections

    /// Adds `identifiers` after the last section.
    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        insert(sections: identifiers, at: sections.count)
    }

    /// Adds `identifiers` before `section`.
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], beforeSection section: SectionIdentifierType) {
        existingSection(section, "insertSections(_:beforeSection:)").map { insert(sections: identifiers, at: $0) }
    }

    /// Adds `identifiers` after `section`.
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], afterSection section: SectionIdentifierType) {
        existingSection(section, "insertSections(_:afterSection:)").map { insert(sections: identifiers, at: $0 + 1) }
    }

    /// Removes `identifiers` and their items.
    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        for section in identifiers {
            guard existingSection(section, "deleteSections(_:)") != nil else { continue }
            items.removeValue(forKey: section)?.forEach { sectionOfItem[$0] = nil }
            sections.removeAll { $0 == section }
        }
    }

    /// Moves `section` before `other`.
    public mutating func moveSection(_ section: SectionIdentifierType, beforeSection other: SectionIdentifierType) {
        moveSection(section, relativeTo: other, after: false)
    }

    /// Moves `section` after `other`.
    public mutating func moveSection(_ section: SectionIdentifierType, afterSection other: SectionIdentifierType) {
        moveSection(section, relativeTo: other, after: true)
    }

    /// Marks sections to be shown afresh.
    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
        reloadedSectionIdentifiers += identifiers.filter { existingSection($0, "reloadSections(_:)") != nil }
    }

    // MARK: Items

    /// Adds `identifiers` at the end of `section`, or of the last section when nil.
    public mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection section: SectionIdentifierType? = nil) {
        guard let target = section ?? sections.last else {
            warn("appendItems(_:toSection:): there is no section to append to")
            return
        }
        guard existingSection(target, "appendItems(_:toSection:)") != nil else { return }
        insert(items: identifiers, in: target, at: items[target]?.count ?? 0)
    }

    /// Adds `identifiers` before `item`, in its section.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], beforeItem item: ItemIdentifierType) {
        existingItem(item, "insertItems(_:beforeItem:)").map { insert(items: identifiers, in: $0.0, at: $0.1) }
    }

    /// Adds `identifiers` after `item`, in its section.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem item: ItemIdentifierType) {
        existingItem(item, "insertItems(_:afterItem:)").map { insert(items: identifiers, in: $0.0, at: $0.1 + 1) }
    }

    /// Removes `identifiers` from their sections, each section filtered once.
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        var doomed: [SectionIdentifierType: Set<ItemIdentifierType>] = [:]
        for item in identifiers {
            guard let section = sectionContaining(item, "deleteItems(_:)") else { continue }
            doomed[section, default: []].insert(item)
            sectionOfItem[item] = nil
        }
        for (section, gone) in doomed { items[section]?.removeAll { gone.contains($0) } }
    }

    /// Removes every item and section.
    public mutating func deleteAllItems() {
        let kept = warnings
        self = Self()
        warnings = kept
    }

    /// Moves `item` before `other`, into `other`'s section.
    public mutating func moveItem(_ item: ItemIdentifierType, beforeItem other: ItemIdentifierType) {
        moveItem(item, relativeTo: other, after: false)
    }

    /// Moves `item` after `other`, into `other`'s section.
    public mutating func moveItem(_ item: ItemIdentifierType, afterItem other: ItemIdentifierType) {
        moveItem(item, relativeTo: other, after: true)
    }

    /// Marks items to be shown afresh with new cells.
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
        reloadedItemIdentifiers += identifiers.filter { sectionContaining($0, "reloadItems(_:)") != nil }
    }

    /// Marks items to be shown afresh in their current cells.
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
        reconfiguredItemIdentifiers += identifiers.filter { sectionContaining($0, "reconfigureItems(_:)") != nil }
    }

    // MARK: Checking

    private mutating func insert(sections new: [SectionIdentifierType], at index: Int) {
        var fresh: [SectionIdentifierType] = []
        for section in new {
            if items[section] != nil || fresh.contains(section) {
                warn("duplicate section identifier \(section) ignored")
                continue
            }
            fresh.append(section)
        }
        sections.insert(contentsOf: fresh, at: index)
        fresh.forEach { items[$0] = [] }
    }

    private mutating func insert(items new: [ItemIdentifierType], in section: SectionIdentifierType, at index: Int) {
        var fresh: [ItemIdentifierType] = []
        for item in new {
            if sectionOfItem[item] != nil {
                warn("duplicate item identifier \(item) ignored")
                continue
            }
            sectionOfItem[item] = section
            fresh.append(item)
        }
        items[section, default: []].insert(contentsOf: fresh, at: index)
    }

    private mutating func moveSection(_ section: SectionIdentifierType, relativeTo other: SectionIdentifierType, after: Bool) {
        guard section != other, existingSection(section, "moveSection") != nil, existingSection(other, "moveSection") != nil else { return }
        sections.removeAll { $0 == section }
        guard let index = sections.firstIndex(of: other) else { return }
        sections.insert(section, at: after ? index + 1 : index)
    }

    private mutating func moveItem(_ item: ItemIdentifierType, relativeTo other: ItemIdentifierType, after: Bool) {
        guard item != other, let (from, _) = existingItem(item, "moveItem"), existingItem(other, "moveItem") != nil else { return }
        items[from]?.removeAll { $0 == item }
        guard let (to, row) = existingItem(other, "moveItem") else { return }
        items[to]?.insert(item, at: after ? row + 1 : row)
        sectionOfItem[item] = to
    }

    /// The index of `section`, or nil with a warning naming `operation`.
    private mutating func existingSection(_ section: SectionIdentifierType, _ operation: String) -> Int? {
        guard let index = sections.firstIndex(of: section) else {
            warn("\(operation): unknown section identifier \(section) ignored")
            return nil
        }
        return index
    }

    /// `item`'s section (a hash lookup, no row search), or nil with a warning naming `operation`.
    private mutating func sectionContaining(_ item: ItemIdentifierType, _ operation: String) -> SectionIdentifierType? {
        guard let section = sectionOfItem[item] else {
            warn("\(operation): unknown item identifier \(item) ignored")
            return nil
        }
        return section
    }

    /// The section and row of `item`, or nil with a warning naming `operation`.
    private mutating func existingItem(_ item: ItemIdentifierType, _ operation: String) -> (SectionIdentifierType, Int)? {
        guard let section = sectionContaining(item, operation), let row = items[section]?.firstIndex(of: item) else { return nil }
        return (section, row)
    }

    private mutating func warn(_ message: String) {
        warnings.append(message)
        ConsoleLog.warn("diffable data source snapshot: \(message)")
    }
}
