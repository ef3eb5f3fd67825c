import Canvas
import Foundation

/// Where a cell's parts sit across its width, in leading-based coordinates:
/// the editing control, the content view, the accessory, the reorder grip
/// and revealed swipe actions (ios-table-metrics.md §2.4, §3).
struct CellChromeLayout {
    /// The minus, plus or selection circle while editing.
    private(set) var editingControl: CGRect?
    /// The content view: shifted past the editing control, ended before the accessory or grip.
    private(set) var content: CGRect
    private(set) var accessory: CGRect?
    private(set) var reorderControl: CGRect?
    /// The strip of revealed swipe buttons.
    private(set) var swipeActions: CGRect?
    /// How far revealed actions slid the row's content (positive: towards the trailing edge).
    private(set) var slide: CGFloat = 0
    /// Whether the content ends at an accessory or grip rather than at the trailing margin.
    let endsAtControl: Bool

    init(cell: some RowCell, width: CGFloat, height: CGFloat, accessory: View?) {
        // A table keeps the bottom of the row for the separator (iOS 26's
        // point); the content and its controls centre in what is above it.
        let contentHeight = max(0, height - cell.rowChrome.separatorSpace)
        let margins = cell.rowMargins(cellWidth: width)
        let scale = cell.traits.bodyTextScale
        var shift: CGFloat = 0
        if cell.editingControlKind != nil {
            let size = cell.rowChrome.editingControl.sizeThatFits(.zero)
            editingControl = CGRect(x: margins.leading + TableMetrics.editingControlOffset * scale, y: (contentHeight - size.height) / 2,
                                    width: size.width, height: size.height).pixelAligned(cell.traits.displayScale)
            shift = size.width + TableMetrics.editingContentPadding * scale
        } else if cell.indentsWithoutEditingControl {
            shift = (TableMetrics.editingControlSide + TableMetrics.editingContentPadding) * scale
        }
        var end = width
        if cell.showsReorderGrip {
            let size = cell.rowChrome.reorderControl.sizeThatFits(.zero)
            let grip = CGRect(x: width - margins.trailing - size.width, y: (contentHeight - size.height) / 2, width: size.width, height: size.height)
            reorderControl = grip
            end = grip.minX - TableMetrics.reorderControlPadding
        }
        if let accessory {
            let design = cell.traits.design.table
            let size = accessory.sizeThatFits(CGSize(width: width, height: contentHeight))
            // A standard glyph keeps its own padding, alone or last of a list cell's accessories.
            let trailingMost = (accessory as? CellAccessoriesView)?.trailingMost ?? accessory
            let padding = trailingMost is StandardAccessoryView ? design.standardAccessoryTrailingPadding : design.accessoryViewTrailingPadding
            let trailing = reorderControl == nil ? width - margins.trailing - padding : end
            let frame = CGRect(x: trailing - size.width, y: ((contentHeight - size.height) / 2).pixelRounded(scale: cell.traits.displayScale),
                               width: size.width, height: size.height)
            self.accessory = frame
            end = max(0, frame.minX - design.contentToAccessoryGap)
        }
        endsAtControl = accessory != nil || reorderControl != nil
        content = CGRect(x: shift, y: 0, width: max(0, end - shift), height: contentHeight)
        if let revealed = cell.rowChrome.revealedActions {
            let actionsWidth = cell.rowChrome.swipeActionsView.sizeThatFits(CGSize(width: width, height: contentHeight)).width
            reveal(revealed.edge, actionsWidth: actionsWidth, width: width, height: contentHeight)
        }
    }

    /// Slides everything aside by the buttons' width and puts the buttons in the space it leaves.
    private mutating func reveal(_ edge: SwipeActionsEdge, actionsWidth: CGFloat, width: CGFloat, height: CGFloat) {
        slide = edge == .trailing ? -actionsWidth : actionsWidth
        swipeActions = CGRect(x: edge == .trailing ? width - actionsWidth : 0, y: 0, width: actionsWidth, height: height)
        content = content.offsetBy(dx: slide, dy: 0)
        editingControl = editingControl?.offsetBy(dx: slide, dy: 0)
        accessory = accessory?.offsetBy(dx: slide, dy: 0)
        reorderControl = reorderControl?.offsetBy(dx: slide, dy: 0)
    }
}

extension CGRect {
    /// The rectangle with its origin rounded to whole device pixels.
    func pixelAligned(_ scale: CGFloat) -> CGRect {
        CGRect(x: minX.pixelRounded(scale: scale), y: minY.pixelRounded(scale: scale), width: width, height: height)
    }
}
