import Canvas
import Foundation

/// A screen that is one collection view, like `UICollectionViewController`:
/// it makes its ``collectionView`` with the layout given to
/// ``init(collectionViewLayout:)`` and is its data source and delegate. Every
/// data-source and delegate method is here as an `open` method with UIKit's
/// default, so subclasses write `override func collectionView(_:numberOfItemsInSection:)`
/// as they do in UIKit.
open class CollectionViewController: ViewController, CollectionViewDataSource, CollectionViewDelegate {
    /// The layout the collection view is made with.
    private let initialLayout: CollectionViewLayout
    /// Whether showing the screen deselects the selected items; true by default, as in UIKit.
    public var clearsSelectionOnViewWillAppear = true

    /// A controller whose collection view places its items with `layout`.
    public init(collectionViewLayout layout: CollectionViewLayout) {
        initialLayout = layout
        super.init(nibName: nil, bundle: nil)
    }

    /// A controller with a flow layout, as UIKit makes one without a layout.
    public override init(nibName: String?, bundle: Bundle?) {
        initialLayout = CollectionViewFlowLayout()
        super.init(nibName: nibName, bundle: bundle)
    }

    /// Always nil: TableSnap reads no nibs or storyboards.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The collection view, which is the controller's ``ViewController/view``.
    public var collectionView: CollectionView! {
        get { view as? CollectionView }
        set { view = newValue }
    }

    /// The collection view's layout (the one given at init until the view is made).
    public var collectionViewLayout: CollectionViewLayout {
        viewIfLoaded.flatMap { ($0 as? CollectionView)?.collectionViewLayout } ?? initialLayout
    }

    /// Makes the collection view, with the controller as its data source and delegate.
    open override func loadView() {
        let collectionView = CollectionView(frame: CGRect(origin: .zero, size: Device.iPhone15.size), collectionViewLayout: initialLayout)
        collectionView.dataSource = self
        collectionView.delegate = self
        view = collectionView
    }

    /// Deselects the selected items when ``clearsSelectionOnViewWillAppear`` is true.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard clearsSelectionOnViewWillAppear, let collectionView else { return }
        collectionView.indexPathsForSelectedItems?.forEach { collectionView.deselectItem(at: $0, animated: animated) }
    }

    /// Puts the collection view in editing mode too.
    open override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        collectionView?.isEditing = editing
    }

    // MARK: Data source

    /// One section, as UIKit's default; override to give more.
    open func numberOfSections(in collectionView: CollectionView) -> Int { 1 }
    /// No items; override to give the section's count.
    open func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 0 }
    /// An empty cell: UIKit requires an override of this method (and stops the program without one).
    open func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        CollectionViewCell(frame: .zero)
    }
    /// An empty view: UIKit requires an override for every supplementary view the layout places.
    open func collectionView(_ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
                             at indexPath: IndexPath) -> CollectionReusableView {
        CollectionReusableView(frame: .zero)
    }

    // MARK: Delegate

    /// Does nothing; called as an item's cell comes on screen.
    open func collectionView(_ collectionView: CollectionView, willDisplay cell: CollectionViewCell, forItemAt indexPath: IndexPath) {}

    // MARK: Interaction
    // A picture has no taps, so TableSnap never calls these; they are here so
    // that subclasses' overrides compile.

    /// Never called (a picture has no taps); here so overrides compile.
    open func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {}
    /// Never called (a picture has no taps); here so overrides compile.
    open func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath) {}

    // MARK: Menus
    // A picture never opens a menu, so TableSnap never calls these either.

    /// No context menu, as UIKit's default; never called by a render.
    open func collectionView(_ collectionView: CollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
                             point: CGPoint) -> ContextMenuConfiguration? { nil }
    /// No context menu, as UIKit's default; never called by a render.
    open func collectionView(_ collectionView: CollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
                             point: CGPoint) -> ContextMenuConfiguration? { nil }
    /// Never called (a picture opens no menu); here so overrides compile.
    open func collectionView(_ collectionView: CollectionView, willPerformPreviewActionForMenuWith configuration: ContextMenuConfiguration,
                             animator: ContextMenuInteractionCommitAnimating) {}
    /// Never called (a picture opens no menu); here so overrides compile.
    open func collectionView(_ collectionView: CollectionView, willDisplayContextMenu configuration: ContextMenuConfiguration,
                             animator: ContextMenuInteractionAnimating?) {}
    /// Never called (a picture opens no menu); here so overrides compile.
    open func collectionView(_ collectionView: CollectionView, willEndContextMenuInteraction configuration: ContextMenuConfiguration,
                             animator: ContextMenuInteractionAnimating?) {}
    /// No edit menu, as UIKit's default; never called by a render.
    open func collectionView(_ collectionView: CollectionView, shouldShowMenuForItemAt indexPath: IndexPath) -> Bool { false }
    /// No edit actions, as UIKit's default; never called by a render.
    open func collectionView(_ collectionView: CollectionView, canPerformAction action: Selector, forItemAt indexPath: IndexPath,
                             withSender sender: Any?) -> Bool { false }
    /// Never called (a picture opens no menu); here so overrides compile.
    open func collectionView(_ collectionView: CollectionView, performAction action: Selector, forItemAt indexPath: IndexPath,
                             withSender sender: Any?) {}

    // MARK: UIScrollViewDelegate, for overrides
    // UIKit's controller answers its scroll view's delegate, so subclasses
    // write `override func scrollViewDidScroll`. Swift lets a subclass
    // override only what the class itself declares (not a protocol
    // extension's default), and UIKit has no common superclass of the table
    // and collection controllers to hold them: each declares them.

    /// Called whenever the content offset is set; does nothing unless overridden.
    open func scrollViewDidScroll(_ scrollView: ScrollView) {}
    /// Never called (a render has no touches); here so overrides compile.
    open func scrollViewWillBeginDragging(_ scrollView: ScrollView) {}
    /// Never called; here so overrides compile.
    open func scrollViewWillEndDragging(_ scrollView: ScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>) {}
    /// Never called; here so overrides compile.
    open func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {}
    /// Never called; here so overrides compile.
    open func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) {}
    /// Never called; here so overrides compile.
    open func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {}
    /// Never called; here so overrides compile.
    open func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {}
    /// Nil: no zooming is drawn.
    open func viewForZooming(in scrollView: ScrollView) -> View? { nil }
    /// Never called; here so overrides compile.
    open func scrollViewWillBeginZooming(_ scrollView: ScrollView, with view: View?) {}
    /// Never called; here so overrides compile.
    open func scrollViewDidEndZooming(_ scrollView: ScrollView, with view: View?, atScale scale: CGFloat) {}
    /// Never called; here so overrides compile.
    open func scrollViewDidZoom(_ scrollView: ScrollView) {}
    /// True; never asked.
    open func scrollViewShouldScrollToTop(_ scrollView: ScrollView) -> Bool { true }
    /// Never called; here so overrides compile.
    open func scrollViewDidScrollToTop(_ scrollView: ScrollView) {}
    /// Never called; here so overrides compile.
    open func scrollViewDidChangeAdjustedContentInset(_ scrollView: ScrollView) {}
}
