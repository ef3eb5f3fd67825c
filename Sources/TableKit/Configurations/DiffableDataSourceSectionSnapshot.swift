import Foundation

/// One section's items as an outline, like `NSDiffableDataSourceSectionSnapshot`:
/// items with children, each parent expanded or collapsed. A diffable data
/// source shows its ``visibleItems``: the roots, and the children of expanded
/// parents, depth first.
public struct DiffableDataSourceSectionSnapshot<ItemIdentifierType: Hashable> {
    private var roots: [ItemIdentifierType] = []
    private var children: [ItemIdentifierType: [ItemIdentifierType]] = [:]
    private var parents: [ItemIdentifierType: ItemIdentifierType] = [:]
    private var expanded: Set<ItemIdentifierType> = []

    /// An empty outline.
    public init() {}

    /// Every item, depth first.
    public var items: [ItemIdentifierType] { roots.flatMap { subtree($0, onlyExpanded: false) } }
    /// The items without a parent.
    public var rootItems: [ItemIdentifierType] { roots }
    /// The items shown: the roots and, under each expanded parent, its children, depth first.
    public var visibleItems: [ItemIdentifierType] { roots.flatMap { subtree($0, onlyExpanded: true) } }

    /// Appends `items` to the roots, or to `parent`'s children; items already in the outline are left where they are.
    public mutating func append(_ items: [ItemIdentifierType], to parent: ItemIdentifierType? = nil) {
        let new = items.filter { !contains($0) }
        guard let parent else { return roots.append(contentsOf: new) }
        guard contains(parent) else { return }
        children[parent, default: []].append(contentsOf: new)
        new.forEach { parents[$0] = parent }
    }

    /// Removes `items` and everything under them.
    public mutating func delete(_ items: [ItemIdentifierType]) {
        for item in items where contains(item) {
            let gone = Set(subtree(item, onlyExpanded: false))
            if let parent = parents[item] { children[parent]?.removeAll { $0 == item } } else { roots.removeAll { $0 == item } }
            gone.forEach {
                children[$0] = nil
                parents[$0] = nil
                expanded.remove($0)
            }
        }
    }

    /// Removes every item.
    public mutating func deleteAll() {
        self = Self()
    }

    /// Shows the children of `items`.
    public mutating func expand(_ items: [ItemIdentifierType]) {
        expanded.formUnion(items.filter(contains))
    }

    /// Hides the children of `items`.
    public mutating func collapse(_ items: [ItemIdentifierType]) {
        expanded.subtract(items)
    }

    /// Whether `item`'s children are shown.
    public func isExpanded(_ item: ItemIdentifierType) -> Bool { expanded.contains(item) }
    /// Whether `item` is in the outline.
    public func contains(_ item: ItemIdentifierType) -> Bool { parents[item] != nil || roots.contains(item) }
    /// Whether `item` is shown: a root, or under parents that are all expanded.
    public func isVisible(_ item: ItemIdentifierType) -> Bool {
        guard contains(item) else { return false }
        guard let parent = parents[item] else { return true }
        return isExpanded(parent) && isVisible(parent)
    }
    /// The item `item` is a child of; nil for a root.
    public func parent(of item: ItemIdentifierType) -> ItemIdentifierType? { parents[item] }
    /// How deep `item` is: 0 for a root.
    public func level(of item: ItemIdentifierType) -> Int { parents[item].map { level(of: $0) + 1 } ?? 0 }
    /// `item`'s position among ``items``.
    public func index(of item: ItemIdentifierType) -> Int? { items.firstIndex(of: item) }

    /// The outline under `parent` as a snapshot of its own, `parent` its root when `includingParent`.
    public func snapshot(of parent: ItemIdentifierType, includingParent: Bool = false) -> Self {
        var snapshot = Self()
        guard contains(parent) else { return snapshot }
        if includingParent { snapshot.append([parent]) }
        copyChildren(of: parent, into: &snapshot, under: includingParent ? parent : nil)
        return snapshot
    }

    private func copyChildren(of item: ItemIdentifierType, into snapshot: inout Self, under parent: ItemIdentifierType?) {
        if isExpanded(item), parent != nil { snapshot.expand([item]) }
        for child in children[item] ?? [] {
            snapshot.append([child], to: parent)
            copyChildren(of: child, into: &snapshot, under: child)
        }
    }

    /// `item` and everything under it (under expanded parents only, when asked), depth first.
    private func subtree(_ item: ItemIdentifierType, onlyExpanded: Bool) -> [ItemIdentifierType] {
        guard !onlyExpanded || isExpanded(item) else { return [item] }
        return [item] + (children[item] ?? []).flatMap { subtree($0, onlyExpanded: onlyExpanded) }
    }
}
