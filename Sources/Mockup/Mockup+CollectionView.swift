import Canvas
import Foundation
import TableKit

extension Mockup {
    /// A collection view showing this mockup's `collection` (an empty one
    /// without it), with the source that feeds it (the collection view holds
    /// its data source weakly, so keep both).
    public func makeCollectionView() -> (collectionView: CollectionView, source: AnyObject) {
        let collection = collection ?? Collection()
        let source = MockupCollectionSource(collection: collection)
        let collectionView = CollectionView(frame: .zero, collectionViewLayout: collection.makeLayout())
        if let color = collection.backgroundColor { collectionView.backgroundColor = color }
        source.register(in: collectionView)
        collectionView.dataSource = source
        collectionView.delegate = source
        return (collectionView, source)
    }

    /// The view this mockup draws, a collection view or a table view, with its source.
    func makeScrollView() -> (scrollView: ScrollView, source: AnyObject) {
        if collection != nil {
            let (collectionView, source) = makeCollectionView()
            return (collectionView, source)
        }
        let (tableView, source) = makeTableView()
        return (tableView, source)
    }
}

extension Mockup.Collection {
    /// The UIKit layout the `layout` key describes.
    func makeLayout() -> CollectionViewLayout {
        switch layout {
        case .flow(let flow):
            let layout = CollectionViewFlowLayout()
            layout.itemSize = flow.itemSize
            layout.minimumInteritemSpacing = flow.minimumInteritemSpacing
            layout.minimumLineSpacing = flow.minimumLineSpacing
            layout.sectionInset = flow.sectionInset
            layout.scrollDirection = flow.scrollDirection
            layout.sectionHeadersPinToVisibleBounds = flow.sectionHeadersPinToVisibleBounds
            return layout
        case .compositional(let grid):
            return CollectionViewCompositionalLayout { index, environment in
                let section = sections[index]
                return (section.grid ?? grid).makeSection(header: section.header, footer: section.footer, in: environment)
            }
        }
    }
}

extension Mockup.Collection {
    /// Whether the content scrolls sideways: a horizontal flow layout.
    var scrollsHorizontally: Bool {
        if case .flow(let flow) = layout { return flow.scrollDirection == .horizontal }
        return false
    }

    /// The most items a `window` points long (along the scrolling) and
    /// `across` points wide can show at once: a line's items times the lines
    /// that meet the window, the first and last in part, at the smallest items.
    func mostItems(within window: CGFloat, across: CGFloat) -> Int {
        switch layout {
        case .flow(let flow):
            let vertical = flow.scrollDirection == .vertical
            let item = vertical ? flow.itemSize : CGSize(width: flow.itemSize.height, height: flow.itemSize.width)
            let inset = vertical ? flow.sectionInset.left + flow.sectionInset.right : flow.sectionInset.top + flow.sectionInset.bottom
            let perLine = max(1, ((across - inset + flow.minimumInteritemSpacing) / (item.width + flow.minimumInteritemSpacing)).rounded(.down))
            return Self.product(perLine, lines(in: window, pitch: item.height + flow.minimumLineSpacing))
        case .compositional(let grid):
            return ([grid] + sections.compactMap(\.grid)).map { grid in
                Self.product(CGFloat(grid.columns), lines(in: window, pitch: grid.rowHeight(in: across) + grid.spacing))
            }.max() ?? 0
        }
    }

    private func lines(in window: CGFloat, pitch: CGFloat) -> CGFloat {
        pitch > 0 ? (window / pitch).rounded(.down) + 2 : .infinity
    }

    /// `a × b` as a count, saturating instead of overflowing.
    private static func product(_ a: CGFloat, _ b: CGFloat) -> Int {
        let value = a * b
        return value < CGFloat(Int.max / 2) ? Int(value) : Int.max / 2
    }
}

extension Mockup.Collection.Grid {
    /// The width one item of a row gets in a container `width` wide: the
    /// width inside the insets, less the spacing, shared by the columns.
    func itemWidth(in width: CGFloat) -> CGFloat {
        max(0, (width - contentInsets.left - contentInsets.right - CGFloat(columns - 1) * spacing) / CGFloat(columns))
    }

    /// How tall each row is in a container `width` wide.
    func rowHeight(in width: CGFloat) -> CGFloat {
        switch itemHeight {
        case .square: itemWidth(in: width)
        case .points(let points): points
        case .fractionOfWidth(let fraction): fraction * max(0, width - contentInsets.left - contentInsets.right)
        }
    }

    /// A section of rows of `columns` items sharing the width, `spacing`
    /// apart both ways, with its titles as boundary items. The row's height
    /// is worked out in points from the container, so square items stay
    /// square whatever the spacing (a fractional height would include it).
    func makeSection(header: Mockup.Title?, footer: Mockup.Title?, in environment: CollectionLayoutEnvironment) -> CollectionLayoutSection {
        let item = CollectionLayoutItem(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let rowSize = CollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                           heightDimension: .absolute(rowHeight(in: environment.container.contentSize.width)))
        let group = CollectionLayoutGroup.horizontal(layoutSize: rowSize, subitem: item, count: columns)
        group.interItemSpacing = .fixed(spacing)
        let section = CollectionLayoutSection(group: group)
        section.interGroupSpacing = spacing
        section.contentInsets = DirectionalEdgeInsets(top: contentInsets.top, leading: contentInsets.left,
                                                      bottom: contentInsets.bottom, trailing: contentInsets.right)
        section.boundarySupplementaryItems = [(header, true), (footer, false)].compactMap { title, isHeader in
            title.map { boundaryItem($0, isHeader: isHeader, traits: environment.traitCollection) }
        }
        return section
    }

    private func boundaryItem(_ title: Mockup.Title, isHeader: Bool, traits: Traits) -> CollectionLayoutBoundarySupplementaryItem {
        let height = titles.height(of: title, isHeader: isHeader, traits: traits)
        return CollectionLayoutBoundarySupplementaryItem(
            layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(height)),
            elementKind: isHeader ? CollectionView.elementKindSectionHeader : CollectionView.elementKindSectionFooter,
            alignment: isHeader ? .top : .bottom)
    }
}

extension Mockup.Collection.TitleHeights {
    /// A section title's height: its own, else the layout's `headerHeight` or `footerHeight`, else what its text needs.
    func height(of title: Mockup.Title, isHeader: Bool, traits: Traits) -> CGFloat {
        title.height ?? (isHeader ? header : footer) ?? MockupGridTitleView.fittingHeight(isHeader: isHeader, traits: traits)
    }
}

extension TableView.ScrollPosition {
    /// The collection view's position for a mockup's `position` (`top`, `middle`, `bottom`, `none`).
    var collectionPosition: CollectionView.ScrollPosition {
        switch self {
        case .none: []
        case .top: .top
        case .middle: .centeredVertically
        case .bottom: .bottom
        }
    }
}
