import Foundation

/// Where a layout puts one element of a collection view, like
/// `UICollectionViewLayoutAttributes`: a cell's, a supplementary view's or a
/// decoration view's frame and stacking.
open class CollectionViewLayoutAttributes {
    /// What kind of element the attributes place.
    public enum ElementCategory: Sendable {
        /// A cell, placing an item.
        case cell
        /// A supplementary view, such as a section header or footer.
        case supplementaryView
        /// A decoration view, such as a section background.
        case decorationView
    }

    /// The element's frame in the collection view's content.
    public var frame: CGRect
    /// The item's index path, or the section's (item 0) for a supplementary view.
    public let indexPath: IndexPath
    /// Whether the attributes place a cell, a supplementary view or a decoration view.
    public let representedElementCategory: ElementCategory
    /// A supplementary or decoration view's kind (`elementKindSectionHeader`, …); nil for a cell.
    public let representedElementKind: String?
    /// Higher draws over lower; cells are 0, pinned headers above them.
    public var zIndex = 0
    /// Whether the element is left out of the picture.
    public var isHidden = false
    /// The element's opacity.
    public var alpha: CGFloat = 1
    /// Whether the frame is an estimate the view is asked to replace with its fitting size.
    var isEstimated = false
    /// Whether a view sized by estimate fits its width too (a flow layout's items), not only its height at the given width.
    var fitsWidth = false
    /// How a list section draws the element.
    var listLook: ListElementLook?

    /// The frame's size.
    public var size: CGSize {
        get { frame.size }
        set { frame.size = newValue }
    }

    /// Attributes of the cell at `indexPath`, as `UICollectionViewLayoutAttributes(forCellWith:)`.
    public init(forCellWith indexPath: IndexPath) {
        self.indexPath = indexPath
        representedElementCategory = .cell
        representedElementKind = nil
        frame = .zero
    }

    /// Attributes of a supplementary view of `kind` for `indexPath`'s section.
    public init(forSupplementaryViewOfKind kind: String, with indexPath: IndexPath) {
        self.indexPath = indexPath
        representedElementCategory = .supplementaryView
        representedElementKind = kind
        frame = .zero
    }

    /// Attributes of a decoration view of `kind` (a section background, …).
    public init(forDecorationViewOfKind kind: String, with indexPath: IndexPath) {
        self.indexPath = indexPath
        representedElementCategory = .decorationView
        representedElementKind = kind
        frame = .zero
    }

    /// A copy of `attributes`, to be given a preferred size.
    init(copying attributes: CollectionViewLayoutAttributes) {
        frame = attributes.frame
        indexPath = attributes.indexPath
        representedElementCategory = attributes.representedElementCategory
        representedElementKind = attributes.representedElementKind
        zIndex = attributes.zIndex
        isHidden = attributes.isHidden
        alpha = attributes.alpha
        isEstimated = attributes.isEstimated
        fitsWidth = attributes.fitsWidth
        listLook = attributes.listLook
    }
}
