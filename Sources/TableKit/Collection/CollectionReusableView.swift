import Foundation

/// A view a collection view reuses, like `UICollectionReusableView`: a
/// section header or footer, and the base of cells.
open class CollectionReusableView: View {
    /// The identifier the collection view queues the view under.
    public internal(set) var reuseIdentifier: String?

    /// A view at `frame`; required, since the collection view makes registered classes with it.
    public required override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Always nil: TableSnap reads no nibs or storyboards.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Called before the view is handed out again; resets nothing by default.
    open func prepareForReuse() {}

    /// Takes the layout's attributes for the view; its frame is already set.
    open func apply(_ layoutAttributes: CollectionViewLayoutAttributes) {}
}
