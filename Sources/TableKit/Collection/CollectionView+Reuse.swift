import Foundation

extension CollectionView {
    /// Registers the class new cells for `identifier` are made of, as `register(_:forCellWithReuseIdentifier:)`.
    public func register(_ cellClass: CollectionViewCell.Type, forCellWithReuseIdentifier identifier: String) {
        cellQueue.register(identifier) { [unowned self] in
            cellClass.init(registeredFor: identifier) ?? self.unmade(cellClass, identifier, empty: CollectionViewCell(frame: .zero))
        }
    }

    /// Registers the class of supplementary views of `kind` for `identifier`.
    public func register(_ viewClass: CollectionReusableView.Type, forSupplementaryViewOfKind kind: String,
                         withReuseIdentifier identifier: String) {
        supplementaryQueue.register(Self.queueKey(kind, identifier)) { [unowned self] in
            viewClass.init(registeredFor: identifier) ?? self.unmade(viewClass, identifier, empty: CollectionReusableView(frame: .zero))
        }
    }

    /// A cell waiting for reuse, or a new one of the class registered for
    /// `identifier`. An identifier never registered (a storyboard's
    /// prototype, which cannot be read here) gives an empty cell and a
    /// warning where UIKit would stop the program.
    public func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> CollectionViewCell {
        let cell = cellQueue.dequeueOrMake(identifier) ?? {
            warnUnregistered("a cell", identifier)
            return CollectionViewCell(frame: .zero)
        }()
        cell.reuseIdentifier = identifier
        cell.prepareForReuse()
        return cell
    }

    /// A supplementary view of `kind` waiting for reuse, or a new one of the registered class.
    public func dequeueReusableSupplementaryView(ofKind kind: String, withReuseIdentifier identifier: String,
                                                 for indexPath: IndexPath) -> CollectionReusableView {
        let view = supplementaryQueue.dequeueOrMake(Self.queueKey(kind, identifier)) ?? {
            warnUnregistered("a \(kind) view", identifier)
            return CollectionReusableView(frame: .zero)
        }()
        view.reuseIdentifier = identifier
        view.prepareForReuse()
        return view
    }

    private static func queueKey(_ kind: String, _ identifier: String) -> String { kind + "\u{0}" + identifier }

    /// Shows a view for every element in `attributes` (in drawing order):
    /// views of elements that left the screen go back to their queues first,
    /// in index-path order, so which view shows which element never depends on hashing.
    func place(_ attributes: [CollectionViewLayoutAttributes]) {
        let wantedCells = Set(attributes.filter { $0.representedElementCategory == .cell }.map(\.indexPath))
        let wantedViews = Set(attributes.compactMap(\.viewKey))
        for indexPath in cells.keys.sorted() where !wantedCells.contains(indexPath) { recycleCell(at: indexPath) }
        for key in supplementaries.keys.sorted(by: { ($0.indexPath, $0.kind) < ($1.indexPath, $1.kind) }) where !wantedViews.contains(key) {
            recycleSupplementary(key)
        }
        for element in attributes {
            guard let view = view(for: element) else { continue }
            view.frame = element.frame
            view.alpha = element.alpha
            addSubview(view)
            view.apply(element)
            view.layoutIfNeeded()
        }
    }

    /// Sends every view on screen back to its queue, so the data source is asked again for each.
    func recycleAll() {
        place([])
    }

    /// The view showing `element`, made (asked of the data source, or of the
    /// layout's class for a decoration) when it comes on screen.
    private func view(for element: CollectionViewLayoutAttributes) -> CollectionReusableView? {
        if element.representedElementCategory == .cell {
            let cell = cells[element.indexPath] ?? makeCell(at: element.indexPath)
            cell.isSelected = selectedItems.contains(element.indexPath)
            (cell as? CollectionViewListCell)?.isEditing = isEditing
            cell.updateConfigurationIfNeeded()
            return cell
        }
        guard let key = element.viewKey else { return nil }
        if let view = supplementaries[key] { return view }
        let view = element.representedElementCategory == .decorationView ? makeDecoration(key) : Traits.$current.withValue(traits) {
            dataSource?.collectionView(self, viewForSupplementaryElementOfKind: key.kind, at: key.indexPath)
        }
        supplementaries[key] = view
        return view
    }

    /// A decoration view of the class the layout registered for its kind, reused when one waits.
    private func makeDecoration(_ key: SupplementaryKey) -> CollectionReusableView? {
        let queueKey = Self.queueKey(key.kind, "decoration")
        if let view = supplementaryQueue.dequeue(queueKey) { return view }
        guard let viewClass = collectionViewLayout.decorationClasses[key.kind] else { return nil }
        let view = viewClass.init(registeredFor: "decoration") ?? unmade(viewClass, "decoration", empty: CollectionReusableView(frame: .zero))
        view.reuseIdentifier = "decoration"
        return view
    }

    private func makeCell(at indexPath: IndexPath) -> CollectionViewCell {
        let cell = dataSource.map { source in Traits.$current.withValue(traits) { source.collectionView(self, cellForItemAt: indexPath) } }
            ?? CollectionViewCell(frame: .zero)
        cells[indexPath] = cell
        delegate?.collectionView(self, willDisplay: cell, forItemAt: indexPath)
        return cell
    }

    private func recycleCell(at indexPath: IndexPath) {
        guard let cell = cells.removeValue(forKey: indexPath) else { return }
        cell.removeFromSuperview()
        if let identifier = cell.reuseIdentifier { cellQueue.enqueue(cell, identifier: identifier) }
    }

    private func recycleSupplementary(_ key: SupplementaryKey) {
        guard let view = supplementaries.removeValue(forKey: key) else { return }
        view.removeFromSuperview()
        if let identifier = view.reuseIdentifier { supplementaryQueue.enqueue(view, identifier: Self.queueKey(key.kind, identifier)) }
    }
}

extension CollectionViewLayoutAttributes {
    /// The key a supplementary or decoration view is kept under; nil for cells.
    var viewKey: SupplementaryKey? {
        guard representedElementCategory != .cell, let kind = representedElementKind else { return nil }
        return SupplementaryKey(kind: kind, indexPath: indexPath)
    }
}
