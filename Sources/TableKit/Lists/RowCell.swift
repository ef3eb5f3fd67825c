import Canvas
import Foundation

/// A list row: a table's cell or a collection list's cell. Both lay out
/// their chrome, content and separators through this one mechanism, so a
/// list draws what the matching table style draws.
protocol RowCell: View {
    /// The controls and separators around the content.
    var rowChrome: RowChrome { get }
    var contentView: View { get }
    /// The view showing the cell's content configuration, which fills the content view.
    var configuredContentView: (View & ContentView)? { get }
    /// The labels and image the content layout places.
    var contentParts: CellContentParts { get }
    var indentationLevel: Int { get }
    var indentationWidth: CGFloat { get }
    /// The control at the leading edge, if any.
    var editingControlKind: EditingControlView.Kind? { get }
    /// Whether the content moves aside as if for an editing control that is not shown.
    var indentsWithoutEditingControl: Bool { get }
    /// Whether the reorder grip shows at the trailing edge.
    var showsReorderGrip: Bool { get }
    /// The background the table or list style gives the row.
    var styleBackgroundColor: Color { get set }
}

extension RowCell {
    /// The horizontal margins text starts and ends at, in leading/trailing
    /// terms: the table's or list's, or for a cell outside one, the rule for its width.
    func rowMargins(cellWidth: CGFloat) -> (leading: CGFloat, trailing: CGFloat) {
        if rowChrome.hasListMargins {
            let rtl = traits.layoutDirection == .rightToLeft
            return rtl ? (layoutMargins.right, layoutMargins.left) : (layoutMargins.left, layoutMargins.right)
        }
        let margin = traits.layoutMargin(forWidth: cellWidth)
        return (margin, margin)
    }

    /// Places the chrome, the content view and its parts, and the separators;
    /// `accessory` is the trailing accessory in effect, already a subview.
    func layoutRow(accessory: View?) {
        let chrome = CellChromeLayout(cell: self, width: bounds.width, height: bounds.height, accessory: accessory)
        let rtl = traits.layoutDirection == .rightToLeft
        func place(_ view: View, _ frame: CGRect?) {
            view.isHidden = frame == nil
            if let frame { view.frame = rtl ? frame.mirrored(in: bounds.width) : frame }
        }
        if let accessory { place(accessory, chrome.accessory) }
        rowChrome.editingControl.kind = editingControlKind ?? .delete
        place(rowChrome.editingControl, chrome.editingControl)
        place(rowChrome.reorderControl, chrome.reorderControl)
        place(rowChrome.swipeActionsView, chrome.swipeActions)
        contentView.frame = rtl ? chrome.content.mirrored(in: bounds.width) : chrome.content
        configuredContentView?.frame = contentView.bounds
        let layout = CellContentLayout(cell: self, width: chrome.content.width, hasTrailingControl: chrome.endsAtControl, cellWidth: bounds.width)
        let textStart = layout.apply(height: bounds.height)
        setContentViewMargins(layout.contentViewMargins)
        let end = traits.design.table.separatorsEndAtTrailingMargin ? rowMargins(cellWidth: bounds.width).trailing : 0
        rowChrome.defaultSeparatorInset = EdgeInsets(left: chrome.content.minX - chrome.slide + textStart, right: end)
        rowChrome.layoutSeparators(in: bounds, traits: traits)
    }

    /// The height the row needs at `width`: its content plus margins, never below iOS's minimum row height.
    func rowFittingHeight(width: CGFloat, height: CGFloat, accessory: View?) -> CGFloat {
        let chrome = CellChromeLayout(cell: self, width: width, height: height, accessory: accessory)
        let layout = CellContentLayout(cell: self, width: chrome.content.width, hasTrailingControl: chrome.endsAtControl, cellWidth: width)
        return constraintBasedHeight(contentWidth: chrome.content.width, margins: layout.contentViewMargins) ?? layout.fittingHeight()
    }

    /// Gives the content view the text's margins, so constraints to its
    /// margins line up with the standard labels.
    func setContentViewMargins(_ margins: EdgeInsets) {
        guard contentView.layoutMargins != margins else { return }
        contentView.layoutMargins = margins
        contentView.setNeedsLayout()
    }

    /// The height the content view's constraints give at `contentWidth`, or
    /// nil when nothing in it is constrained (the standard layout decides).
    func constraintBasedHeight(contentWidth: CGFloat, margins: EdgeInsets) -> CGFloat? {
        guard contentView.hasConstraintsInSubtree else { return nil }
        setContentViewMargins(margins)
        return contentView.constrainedHeight(width: contentWidth)
    }
}
