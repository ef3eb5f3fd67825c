import Canvas
import Foundation

/// A screen that is one table, like `UITableViewController`: it makes its
/// ``tableView`` in ``init(style:)``'s style and is the table's data source
/// and delegate. Every data-source and delegate method is here as an `open`
/// method with UIKit's default, so subclasses write `override func
/// tableView(_:numberOfRowsInSection:)` as they do in UIKit.
open class TableViewController: ViewController, TableViewDataSource, TableViewDelegate {
    /// The style the table is made in; private, since UIKit has no such
    /// property and a subclass may declare its own `style`.
    private let initialStyle: TableViewStyle
    /// Whether showing the screen deselects the selected rows; true by default, as in UIKit.
    public var clearsSelectionOnViewWillAppear = true

    /// A controller whose table has `style`.
    public init(style: TableViewStyle) {
        initialStyle = style
        super.init(nibName: nil, bundle: nil)
    }

    /// A controller with a plain table.
    public override init(nibName: String?, bundle: Bundle?) {
        initialStyle = .plain
        super.init(nibName: nibName, bundle: bundle)
    }

    /// Always nil: TableSnap reads no nibs or storyboards.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The table, which is the controller's ``ViewController/view``.
    public var tableView: TableView! {
        get { view as? TableView }
        set { view = newValue }
    }

    /// The table's pull-to-refresh control, as `UITableViewController.refreshControl`.
    public var refreshControl: RefreshControl? {
        get { tableView?.refreshControl }
        set { tableView?.refreshControl = newValue }
    }

    /// Makes the table, with the controller as its data source and delegate.
    open override func loadView() {
        let table = TableView(frame: CGRect(origin: .zero, size: Device.iPhone15.size), style: initialStyle)
        table.dataSource = self
        table.delegate = self
        view = table
    }

    /// Deselects the selected rows when ``clearsSelectionOnViewWillAppear`` is true.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard clearsSelectionOnViewWillAppear, let tableView else { return }
        tableView.indexPathsForSelectedRows?.forEach { tableView.deselectRow(at: $0, animated: animated) }
    }

    /// Puts the table in editing mode too.
    open override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        tableView?.setEditing(editing, animated: animated)
    }

    // MARK: Data source

    /// One section, as UIKit's default; override to give more.
    open func numberOfSections(in tableView: TableView) -> Int { 1 }
    /// No rows; override to give the section's count.
    open func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 0 }
    /// An empty cell: UIKit requires an override of this method (and stops the program without one).
    open func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        TableViewCell(style: .default, reuseIdentifier: nil)
    }
    /// No header title, as UIKit's default.
    open func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { nil }
    /// No footer title, as UIKit's default.
    open func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? { nil }
    /// No section index, as UIKit's default.
    open func sectionIndexTitles(for tableView: TableView) -> [String]? { nil }
    /// The section at the title's position `index`.
    open func tableView(_ tableView: TableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int { index }
    /// Every row can be edited, as UIKit's default.
    open func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    /// Every row can be moved, as UIKit's default.
    open func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }

    // MARK: Delegate

    /// The table's ``TableView/rowHeight``, as UIKit's default.
    open func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat { tableView.rowHeight }
    /// The table's `estimatedRowHeight`, as UIKit's default; never asked by a render.
    open func tableView(_ tableView: TableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat { tableView.estimatedRowHeight }
    /// The table's `estimatedSectionHeaderHeight`; never asked by a render.
    open func tableView(_ tableView: TableView, estimatedHeightForHeaderInSection section: Int) -> CGFloat { tableView.estimatedSectionHeaderHeight }
    /// The table's `estimatedSectionFooterHeight`; never asked by a render.
    open func tableView(_ tableView: TableView, estimatedHeightForFooterInSection section: Int) -> CGFloat { tableView.estimatedSectionFooterHeight }
    /// The table's ``TableView/sectionHeaderHeight``, as UIKit's default.
    open func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat { tableView.sectionHeaderHeight }
    /// The table's ``TableView/sectionFooterHeight``, as UIKit's default.
    open func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat { tableView.sectionFooterHeight }
    /// Does nothing; called as a row's cell comes on screen.
    open func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {}
    /// Does nothing; called as a section's header view comes on screen.
    open func tableView(_ tableView: TableView, willDisplayHeaderView view: View, forSection section: Int) {}
    /// Does nothing; called as a section's footer view comes on screen.
    open func tableView(_ tableView: TableView, willDisplayFooterView view: View, forSection section: Int) {}
    /// No view: the section shows its header title.
    open func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? { nil }
    /// No view: the section shows its footer title.
    open func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View? { nil }
    /// `delete`, as UIKit's default.
    open func tableView(_ tableView: TableView, editingStyleForRowAt indexPath: IndexPath) -> TableViewCellEditingStyle { .delete }
    /// True: rows indent while editing, as UIKit's default.
    open func tableView(_ tableView: TableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool { true }
    /// Nil: the button reads "Delete".
    open func tableView(_ tableView: TableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String? { nil }
    /// No leading actions, as UIKit's default.
    open func tableView(_ tableView: TableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> SwipeActionsConfiguration? { nil }
    /// Nil: a row that can be deleted gets its Delete button.
    open func tableView(_ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> SwipeActionsConfiguration? { nil }

    // MARK: Interaction
    // A picture has no taps, so TableSnap never calls these; they are here so
    // that subclasses' overrides compile.

    /// True, as UIKit's default; never asked (a picture has no taps), here so overrides compile.
    open func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }
    /// Never called (a picture has no taps); here so overrides compile.
    open func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {}
    /// Never called (a picture has no taps); here so overrides compile.
    open func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {}
    /// Never called (a picture has no taps); here so overrides compile.
    open func tableView(_ tableView: TableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {}
    /// Never called (a picture has no edits); here so overrides compile.
    open func tableView(_ tableView: TableView, commit editingStyle: TableViewCellEditingStyle, forRowAt indexPath: IndexPath) {}
    /// Never called (a picture has no drags); here so overrides compile.
    open func tableView(_ tableView: TableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}

    // MARK: Menus
    // A picture never opens a menu, so TableSnap never calls these either.

    /// No context menu, as UIKit's default; never called by a render.
    open func tableView(_ tableView: TableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint) -> ContextMenuConfiguration? { nil }
    /// Never called (a picture opens no menu); here so overrides compile.
    open func tableView(_ tableView: TableView, willPerformPreviewActionForMenuWith configuration: ContextMenuConfiguration,
                        animator: ContextMenuInteractionCommitAnimating) {}
    /// Never called (a picture opens no menu); here so overrides compile.
    open func tableView(_ tableView: TableView, willDisplayContextMenu configuration: ContextMenuConfiguration,
                        animator: ContextMenuInteractionAnimating?) {}
    /// Never called (a picture opens no menu); here so overrides compile.
    open func tableView(_ tableView: TableView, willEndContextMenuInteraction configuration: ContextMenuConfiguration,
                        animator: ContextMenuInteractionAnimating?) {}
    /// No edit menu, as UIKit's default; never called by a render.
    open func tableView(_ tableView: TableView, shouldShowMenuForRowAt indexPath: IndexPath) -> Bool { false }
    /// No edit actions, as UIKit's default; never called by a render.
    open func tableView(_ tableView: TableView, canPerformAction action: Selector, forRowAt indexPath: IndexPath, withSender sender: Any?) -> Bool { false }
    /// Never called (a picture opens no menu); here so overrides compile.
    open func tableView(_ tableView: TableView, performAction action: Selector, forRowAt indexPath: IndexPath, withSender sender: Any?) {}

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
