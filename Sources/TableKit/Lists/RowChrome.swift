import Canvas
import Foundation

/// The parts of a list row around its content that a table cell and a
/// collection list cell share: the editing control, the reorder grip,
/// revealed swipe actions and the separators, with the state the table or
/// the list layout sets on them. One row, one chrome; the cell owns it.
final class RowChrome {
    let editingControl = EditingControlView()
    let reorderControl = ImageView(image: Image(builtInSymbol: "line.horizontal.3"))
    let swipeActionsView = SwipeActionsView()
    let separatorView = View()
    let topSeparatorView = View()

    /// The swipe actions shown revealed, and on which side.
    var revealedActions: (edge: SwipeActionsEdge, actions: [ContextualAction])? {
        didSet {
            swipeActionsView.actions = revealedActions?.actions ?? []
            swipeActionsView.edge = revealedActions?.edge ?? .trailing
        }
    }
    /// Separator state, set by the table or the list for each row.
    var showsSeparator = false { didSet { separatorView.isHidden = !showsSeparator } }
    /// The bottom separator ignores the inset (a grouped section's last row).
    var separatorRunsFullWidth = false
    /// The height under the content the table keeps for the separator.
    var separatorSpace: CGFloat = 0
    /// A full-width line along the top edge (a grouped section's first row).
    var showsTopSeparator = false { didSet { topSeparatorView.isHidden = !showsTopSeparator } }
    /// The separator inset the owner set, replacing the default (where the text starts).
    var customSeparatorInset: EdgeInsets?
    /// Where the text started at the last layout, and the design's trailing end.
    var defaultSeparatorInset = EdgeInsets()
    /// Whether the table or list gave the row its margins (else the rule for the row's width applies).
    var hasListMargins = false

    init() {
        reorderControl.tintColor = .tertiaryLabel
        reorderControl.scalesSymbolsWithContentSize = true
    }

    /// Puts the controls and separators in `cell`, hidden until a layout shows them.
    func install(in cell: View) {
        for control in [editingControl, reorderControl, swipeActionsView] as [View] {
            control.isHidden = true
            cell.addSubview(control)
        }
        for separator in [separatorView, topSeparatorView] {
            separator.isHidden = true
            cell.addSubview(separator)
        }
    }

    var separatorColor: Color? {
        get { separatorView.backgroundColor }
        set {
            separatorView.backgroundColor = newValue
            topSeparatorView.backgroundColor = newValue
        }
    }

    /// The separator's insets in effect.
    var separatorInset: EdgeInsets { customSeparatorInset ?? defaultSeparatorInset }

    /// Lays the separators along the bottom (inset) and top (full width) of `bounds`.
    func layoutSeparators(in bounds: CGRect, traits: Traits) {
        let inset = separatorRunsFullWidth ? EdgeInsets() : separatorInset
        let thickness = traits.design.table.separatorThickness(scale: traits.displayScale)
        let width = max(0, bounds.width - inset.left - inset.right)
        let frame = CGRect(x: inset.left, y: bounds.height - thickness, width: width, height: thickness)
        separatorView.frame = traits.layoutDirection == .rightToLeft ? frame.mirrored(in: bounds.width) : frame
        topSeparatorView.frame = CGRect(x: 0, y: 0, width: bounds.width, height: thickness)
    }
}
