import Canvas
import Foundation

/// A scrolling view of items placed by a layout object, like
/// `UICollectionView`: the data source supplies sections, items and cells,
/// the ``collectionViewLayout`` says where each goes, and only the items and
/// supplementary views inside the visible rectangle become views, reused by
/// identifier as they scroll in and out.
open class CollectionView: ScrollView {
    /// The supplementary kind of section headers (`UICollectionView.elementKindSectionHeader`).
    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    /// The supplementary kind of section footers (`UICollectionView.elementKindSectionFooter`).
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    /// Places the items; setting another lays everything out again.
    public var collectionViewLayout: CollectionViewLayout {
        didSet {
            oldValue.collectionView = nil
            adopt(collectionViewLayout)
        }
    }
    /// Supplies the sections, items and views; held weakly, as in UIKit.
    public weak var dataSource: CollectionViewDataSource? { didSet { reloadData() } }
    /// Hears about items coming on screen; held weakly.
    public weak var delegate: CollectionViewDelegate? { didSet { collectionViewLayout.invalidateLayout() } }

    override var scrollDelegate: ScrollViewDelegate? { delegate }
    /// A view behind everything, sized to the collection view and not scrolled.
    public var backgroundView: View? {
        didSet {
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, at: 0) }
        }
    }
    /// Whether items can be selected; true by default.
    public var allowsSelection = true
    /// Whether more than one item can be selected at once.
    public var allowsMultipleSelection = false
    /// Whether the collection view is in editing mode (list cells show their editing accessories).
    public var isEditing = false { didSet { collectionViewLayout.invalidateLayout() } }

    let cellQueue = ReuseQueue<CollectionViewCell>()
    let supplementaryQueue = ReuseQueue<CollectionReusableView>()
    var cells: [IndexPath: CollectionViewCell] = [:]
    var supplementaries: [SupplementaryKey: CollectionReusableView] = [:]
    /// Items per section, asked once per reload.
    private var itemCounts: [Int]?
    var selectedItems: Set<IndexPath> = []
    /// Items drawn as if swiped, and from which side.
    var revealedSwipeActions: [IndexPath: SwipeActionsEdge] = [:]

    /// A collection view at `frame` whose items `layout` places.
    public init(frame: CGRect = .zero, collectionViewLayout layout: CollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
        clipsToBounds = true
        adopt(layout)
    }

    /// Always nil: TableSnap reads no nibs or storyboards.
    public required init?(coder: NSCoder) {
        return nil
    }

    private func adopt(_ layout: CollectionViewLayout) {
        layout.collectionView = self
        layout.invalidateLayout()
    }

    /// A new size asks the layout again.
    open override var frame: CGRect {
        didSet { if frame.size != oldValue.size { collectionViewLayout.invalidateLayout() } }
    }

    /// Sizes depend on the text size and scale, so new traits lay everything out again.
    public override var overrideTraits: Traits? {
        didSet { if overrideTraits != oldValue { collectionViewLayout.invalidateLayout() } }
    }

    /// Invalidates the layout: the content area changed.
    open override func safeAreaInsetsDidChange() {
        collectionViewLayout.invalidateLayout()
    }

    /// The size the layout gives all the content; setting it does nothing.
    open override var contentSize: CGSize {
        get {
            collectionViewLayout.prepareIfNeeded()
            return collectionViewLayout.collectionViewContentSize
        }
        set {}
    }

    override var isEditingContent: Bool { isEditing }

    /// Cells and supplementary views are placed by the collection view, each solving its own constraints.
    override var placesSubviewsItself: Bool { true }

    // MARK: Data

    /// Forgets the counts, cells and selection and asks the data source again at the next layout.
    public func reloadData() {
        itemCounts = nil
        selectedItems = []
        recycleAll()
        collectionViewLayout.invalidateLayout()
    }

    /// How many sections the data source gives.
    public var numberOfSections: Int { counts.count }

    /// How many items `section` has (0 outside the sections).
    public func numberOfItems(inSection section: Int) -> Int {
        counts.indices.contains(section) ? counts[section] : 0
    }

    private var counts: [Int] {
        if let itemCounts { return itemCounts }
        let counts: [Int]
        if let dataSource {
            counts = (0..<max(0, dataSource.numberOfSections(in: self))).map { max(0, dataSource.collectionView(self, numberOfItemsInSection: $0)) }
        } else {
            counts = []
        }
        itemCounts = counts
        return counts
    }

    // MARK: Views on screen

    /// The cells on screen, in index-path order.
    public var visibleCells: [CollectionViewCell] { indexPathsForVisibleItems.compactMap { cells[$0] } }
    /// The index paths of the items on screen, in order.
    public var indexPathsForVisibleItems: [IndexPath] { cells.keys.sorted() }
    /// The cell showing the item, when it is on screen.
    public func cellForItem(at indexPath: IndexPath) -> CollectionViewCell? { cells[indexPath] }
    /// The supplementary view of `elementKind` at `indexPath`, when it is on screen.
    public func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath) -> CollectionReusableView? {
        supplementaries[SupplementaryKey(kind: elementKind, indexPath: indexPath)]
    }

    /// Where the layout puts the item.
    public func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        collectionViewLayout.prepareIfNeeded()
        return collectionViewLayout.layoutAttributesForItem(at: indexPath)
    }

    /// Where the layout puts a supplementary view.
    public func layoutAttributesForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        collectionViewLayout.prepareIfNeeded()
        return collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
    }

    /// Places the views of the elements in the visible rect, measuring self-sizing ones and asking the layout again until their sizes settle.
    open override func layoutSubviews() {
        restIfNeverScrolled()
        backgroundView?.frame = bounds
        if collectionViewLayout.shouldInvalidateLayout(forBoundsChange: bounds) { collectionViewLayout.invalidateLayout() }
        // Views sized by estimate are measured where they show; what they
        // measure moves what follows, so the visible elements are asked again
        // until nothing changes (bounded, as a pathological view could
        // oscillate); the layout prepares once a pass, whatever was measured.
        for _ in 0..<Self.sizingPasses {
            collectionViewLayout.prepareIfNeeded()
            let shown = visibleAttributes()
            place(shown)
            guard adoptPreferredSizes(of: shown) else { break }
        }
    }

    private static let sizingPasses = 8

    /// The attributes of the elements meeting the bounds, back to front.
    private func visibleAttributes() -> [CollectionViewLayoutAttributes] {
        (collectionViewLayout.layoutAttributesForElements(in: bounds) ?? [])
            .filter { !$0.isHidden && $0.frame.intersects(bounds) }
            .sorted { ($0.zIndex, $0.indexPath) < ($1.zIndex, $1.indexPath) }
    }

    /// Gives the layout the fitting sizes of the placed views whose frames
    /// were estimates; true when that changed the layout.
    private func adoptPreferredSizes(of attributes: [CollectionViewLayoutAttributes]) -> Bool {
        var changed = false
        for element in attributes where element.isEstimated {
            guard let view = element.viewKey.flatMap({ supplementaries[$0] }) ?? cells[element.indexPath].map({ $0 as CollectionReusableView }) else { continue }
            let preferred = view.preferredLayoutAttributesFitting(element)
            if collectionViewLayout.adoptPreferredSize(preferred.size, for: element) { changed = true }
        }
        return changed
    }

    /// The background: the view's colour, else the list appearance's (as a table of that style has it).
    open override var backgroundColor: Color? {
        get { super.backgroundColor ?? collectionViewLayout.defaultBackgroundColor }
        set { super.backgroundColor = newValue }
    }

}

/// A supplementary view's place: its kind and index path.
struct SupplementaryKey: Hashable {
    let kind: String
    let indexPath: IndexPath
}
