import Canvas
import Foundation
import TableKit

/// The data source and flow delegate a mockup's collection view is built
/// with: the items the file lists, handed out through the collection view's
/// reuse queues, and the titled sections' header and footer heights.
final class MockupCollectionSource: CollectionViewDataSource, CollectionViewDelegateFlowLayout {
    let collection: Mockup.Collection

    init(collection: Mockup.Collection) {
        self.collection = collection
    }

    /// Registers the cell and title classes the source dequeues.
    func register(in collectionView: CollectionView) {
        collectionView.register(MockupGridCell.self, forCellWithReuseIdentifier: MockupGridCell.reuseIdentifier)
        for kind in [CollectionView.elementKindSectionHeader, CollectionView.elementKindSectionFooter] {
            collectionView.register(MockupGridTitleView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: MockupGridTitleView.reuseIdentifier)
        }
    }

    func numberOfSections(in collectionView: CollectionView) -> Int { collection.sections.count }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { collection.sections[section].items.count }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: MockupGridCell.reuseIdentifier, for: indexPath)
        let item = collection.sections[indexPath.section].items[indexPath.item]
        (cell as? MockupGridCell)?.show(item, cornerRadius: item.cornerRadius ?? collection.cornerRadius)
        return cell
    }

    func collectionView(_ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> CollectionReusableView {
        let view = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: MockupGridTitleView.reuseIdentifier, for: indexPath)
        let section = collection.sections[indexPath.section]
        let isHeader = kind == CollectionView.elementKindSectionHeader
        let insets = titleInsets(section: indexPath.section, in: collectionView)
        (view as? MockupGridTitleView)?.show(isHeader ? section.header : section.footer, isHeader: isHeader, leading: insets.leading, trailing: insets.trailing)
        return view
    }

    /// Where a title's text starts and ends inside its view: at the items'
    /// edges, and never nearer the screen's edges than its layout margins.
    /// A flow layout's titles span the collection view; a compositional
    /// layout's already follow the section's insets.
    private func titleInsets(section: Int, in collectionView: CollectionView) -> (leading: CGFloat, trailing: CGFloat) {
        let margin = collectionView.traits.layoutMargin(forWidth: collectionView.bounds.width)
        switch collection.layout {
        case .flow(let flow):
            return (max(margin, flow.sectionInset.left), max(margin, flow.sectionInset.right))
        case .compositional(let grid):
            let insets = (collection.sections[section].grid ?? grid).contentInsets
            return (max(0, margin - insets.left), max(0, margin - insets.right))
        }
    }

    // MARK: Flow layout

    func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
                        referenceSizeForHeaderInSection section: Int) -> CGSize {
        titleSize(collection.sections[section].header, isHeader: true, in: collectionView)
    }

    func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
                        referenceSizeForFooterInSection section: Int) -> CGSize {
        titleSize(collection.sections[section].footer, isHeader: false, in: collectionView)
    }

    /// A titled section's header or footer: as high (or, scrolling
    /// horizontally, as wide) as the layout's `headerHeight` or `footerHeight`,
    /// else as its title needs; none for a section without the title.
    private func titleSize(_ title: Mockup.Title?, isHeader: Bool, in collectionView: CollectionView) -> CGSize {
        guard let title, case .flow(let flow) = collection.layout else { return .zero }
        let length = flow.titles.height(of: title, isHeader: isHeader, traits: collectionView.traits)
        return CGSize(width: length, height: length)
    }
}
