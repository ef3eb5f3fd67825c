import Canvas
import Foundation

/// The bar at the bottom of a screen, like `UIToolbar`: its items packed from
/// the leading margin and parted by flexible and fixed spaces, above the home
/// indicator's area. iOS 18 spans the screen on the chrome material with a
/// hairline; iOS 26 floats the items on glass over the content, neighbours
/// sharing one platter, and takes the navigation item's integrated search
/// field.
public final class Toolbar: View {
    /// The items, with ``BarButtonItem/flexibleSpace()`` and ``BarButtonItem/fixedSpace(_:)`` between them.
    public var items: [BarButtonItem] = []

    /// The bar's own height, above the safe area.
    static let height: CGFloat = 49
    /// Set by the screen: whether the table is editing (an Edit item reads Done).
    var isEditing = false
    /// Set by the screen: the search field iOS 26 integrates into the bar,
    /// trailing, or a search button in its place.
    var searchBar: SearchBar?
    var showsSearchButton = false
    private let searchButton = BarButtonItem(barButtonSystemItem: .search)

    /// Replaces the items, as `setItems(_:animated:)` (never animated in a picture).
    public func setItems(_ items: [BarButtonItem]?, animated: Bool) {
        self.items = items ?? []
    }

    /// Draws the material (iOS 18) and the items, in runs parted by the spaces.
    public override func draw(in context: GraphicsContext) {
        let design = traits.design.bars
        if design.buttonPlatter == nil { BarMaterial.draw(in: bounds, context: context, scale: traits.displayScale) }
        let layout = ToolbarLayout(items: showsSearchButton ? items + [searchButton] : items, editing: isEditing, design: design, search: searchBar != nil, width: bounds.width,
                                   margin: traits.layoutMargin(forWidth: bounds.width), centre: Self.height / 2,
                                   spacing: design.buttonPlatter?.spacing ?? NavigationBar.itemSpacing)
        for run in layout.runs { draw(run, design: design, context: context) }
    }

    private func draw(_ run: ToolbarLayout.Run, design: BarDesign, context: GraphicsContext) {
        let rtl = traits.layoutDirection == .rightToLeft
        let place = { (rect: CGRect) in rtl ? rect.mirrored(in: self.bounds.width) : rect }
        if run.isSearch, let searchBar { return renderBorrowed(searchBar, frame: place(run.frame), in: context) }
        let prominentTint = run.isProminent ? run.items[0].item.tintColor ?? tintColor : nil
        if !run.hidesBackground { BarItemRenderer.platter(of: design, prominentTint: prominentTint)?.draw(in: place(run.frame), context: context) }
        for (item, look, slot) in run.items {
            let color = BarItemRenderer.color(of: item, look: look, base: design.buttonColor ?? tintColor)
            BarItemRenderer.draw(look, in: place(slot), color: color, direction: traits.layoutDirection, context: context)
        }
    }
}

/// The chrome material of bottom bars: the content behind blurred and
/// tinted, a hairline along the top edge.
enum BarMaterial {
    static func draw(in rect: CGRect, context: GraphicsContext, scale: CGFloat) {
        BarAppearance().drawBackground(in: rect, shadowEdge: .top, scale: scale, context: context)
    }
}
