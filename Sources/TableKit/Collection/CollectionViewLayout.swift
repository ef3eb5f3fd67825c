import Canvas
import Foundation

/// Decides where a collection view's items and supplementary views go, like
/// `UICollectionViewLayout`. The collection view asks for the content size
/// and for the elements inside the visible rectangle only, so a layout
/// answers those without making views; subclasses override the `open` methods.
open class CollectionViewLayout {
    /// The collection view laid out; set when the layout is given to one.
    public internal(set) weak var collectionView: CollectionView?
    /// Whether ``prepare()`` has to run before the next question.
    private var isValid = false
    /// The classes decoration views of each kind are made of.
    private(set) var decorationClasses: [String: CollectionReusableView.Type] = [:]

    /// A layout not yet given to a collection view.
    public init() {}

    /// Computes what the layout needs before it is asked; called once per invalidation.
    open func prepare() {}

    /// The size of all the content.
    open var collectionViewContentSize: CGSize { .zero }

    /// The attributes of every element whose frame meets `rect`.
    open func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? { nil }

    /// The attributes of the item at `indexPath`.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? { nil }

    /// The attributes of the supplementary view of `elementKind` at `indexPath`.
    open func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> CollectionViewLayoutAttributes? { nil }

    /// Whether the visible bounds, now `newBounds` (as the view is scrolled),
    /// ask for a new layout; false by default, since a new size always does.
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

    /// Registers the class decoration views of `elementKind` are made of, as
    /// `register(_:forDecorationViewOfKind:)`; nil removes it.
    open func register(_ viewClass: CollectionReusableView.Type?, forDecorationViewOfKind elementKind: String) {
        decorationClasses[elementKind] = viewClass
        invalidateLayout()
    }

    /// The attributes of the decoration view of `elementKind` at `indexPath`.
    open func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath) -> CollectionViewLayoutAttributes? { nil }

    /// Marks the layout to be prepared again before its next answer.
    open func invalidateLayout() {
        isValid = false
        collectionView?.setNeedsLayout()
    }

    /// The collection view's background when it sets none; a list's is its appearance's.
    var defaultBackgroundColor: Color? { nil }

    /// Takes the size an element whose frame was an estimate fits in; true
    /// when the layout changes, so the visible elements have to be asked again.
    /// A layout that keeps the size calls ``sizesDidChange()`` rather than
    /// preparing at once, so a pass of measurements prepares it once.
    func adoptPreferredSize(_ size: CGSize, for attributes: CollectionViewLayoutAttributes) -> Bool { false }

    /// Marks the layout to be prepared again with the sizes it kept, which
    /// ``invalidateLayout()`` would drop.
    func sizesDidChange() {
        isValid = false
    }

    /// Where a header pinned to the visible bounds starts: at the top of the
    /// visible content while its section, which ends at `sectionEnd`, is under it.
    func pinnedTop(of top: CGFloat, length: CGFloat, sectionEnd: CGFloat) -> CGFloat {
        guard let collectionView else { return top }
        return min(max(top, collectionView.contentOffset.y + collectionView.adjustedContentInset.top), sectionEnd - length)
    }

    /// The z-index pinned headers draw at, over the cells.
    static let pinnedZIndex = 1024

    /// Runs ``prepare()`` when the layout was invalidated since it last ran.
    func prepareIfNeeded() {
        guard !isValid else { return }
        isValid = true
        prepare()
    }
}
