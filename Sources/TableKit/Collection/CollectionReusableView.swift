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
    /// Not in UIKit; a subclass with designated initializers of its own and
    /// not `init(frame:)` gets one that returns nil from the UIKitSources
    /// plugin (see ``TableViewCell/init(registeredFor:)``).
    public required convenience init?(registeredFor reuseIdentifier: String) {
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

    /// The attributes with the size the view fits, as a view sized by
    /// estimate is asked: its constraints' fitting size, else
    /// ``View/sizeThatFits(_:)``'s; at the attributes' width, or free in width
    /// where the layout lets items choose it (a flow layout's).
    open func preferredLayoutAttributesFitting(_ layoutAttributes: CollectionViewLayoutAttributes) -> CollectionViewLayoutAttributes {
        let preferred = CollectionViewLayoutAttributes(copying: layoutAttributes)
        preferred.size = fittingSize(width: layoutAttributes.size.width, fitsWidth: layoutAttributes.fitsWidth)
        return preferred
    }

    /// The view whose constraints size the view: a cell's content view.
    var fittingRoot: View { self }

    /// The size the view needs at `width`, or at the width it chooses; list cells size as rows.
    func fittingSize(width: CGFloat, fitsWidth: Bool) -> CGSize {
        if fittingRoot.hasConstraintsInSubtree {
            let fitting = fittingRoot.systemLayoutSizeFitting(CGSize(width: fitsWidth ? 0 : width, height: 0),
                                                  withHorizontalFittingPriority: fitsWidth ? .fittingSizeLevel : .required,
                                                  verticalFittingPriority: .fittingSizeLevel)
            return CGSize(width: fitsWidth ? fitting.width.pixelCeiled(scale: traits.displayScale) : width,
                          height: fitting.height.pixelCeiled(scale: traits.displayScale))
        }
        let fitting = sizeThatFits(CGSize(width: fitsWidth ? .greatestFiniteMagnitude : width, height: .greatestFiniteMagnitude))
        return CGSize(width: fitsWidth ? fitting.width : width, height: fitting.height)
    }
}
