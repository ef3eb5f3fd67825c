import Foundation

/// A view a collection view reuses, like `UICollectionReusableView`: a
/// section header or footer, and the base of cells.
open class CollectionReusableView: View {
    /// The identifier the collection view queues the view under.
    public internal(set) var reuseIdentifier: String?

    /// A view at `frame`; required, since the collection view makes registered classes with it.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// What registering the class for reuse makes: a view at a zero frame,
    /// through `init(frame:)`. Convenience, so a subclass that overrides
    /// `init(frame:)` and `init?(coder:)`, as UIKit subclasses do, inherits it.
    public required convenience init(registeredFor reuseIdentifier: String) {
        self.init(frame: .zero)
    }

    /// Always nil: TableSnap reads no nibs or storyboards.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Called before the view is handed out again; resets nothing by default.
    open func prepareForReuse() {}

    /// Takes the layout's attributes for the view; its frame is already set.
    open func apply(_ layoutAttributes: CollectionViewLayoutAttributes) {}

    /// The attributes with the size the view fits at their width, as a view
    /// sized by estimate is asked: its constraints' fitting height, else
    /// ``View/sizeThatFits(_:)``'s.
    open func preferredLayoutAttributesFitting(_ layoutAttributes: CollectionViewLayoutAttributes) -> CollectionViewLayoutAttributes {
        let preferred = CollectionViewLayoutAttributes(copying: layoutAttributes)
        preferred.size.height = fittingHeight(width: layoutAttributes.size.width)
        return preferred
    }

    /// The height the view needs at `width`.
    func fittingHeight(width: CGFloat) -> CGFloat {
        if hasConstraintsInSubtree {
            return systemLayoutSizeFitting(CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
                                           verticalFittingPriority: .fittingSizeLevel).height.pixelCeiled(scale: traits.displayScale)
        }
        return sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height
    }
}
