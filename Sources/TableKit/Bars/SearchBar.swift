import Canvas
import Foundation

/// A search field, like `UISearchBar` (minimal style): a 36-pt field in the
/// fill colour under the navigation bar's title (rounded on iOS 18, a capsule
/// on iOS 26), or a glass capsule in the toolbar where iOS 26 integrates it;
/// a magnifying glass and the placeholder or text.
open class SearchBar: View, TextInputTraits {
    /// The look of the bar, as `UISearchBar.Style`; every style draws the minimal field, as iOS 13 and later draw it under a navigation bar.
    public enum Style: Int, Sendable {
        /// The standard look.
        case `default`
        /// A translucent background over an opaque field.
        case prominent
        /// No background; the field over what is behind it.
        case minimal
    }

    /// The placeholder shown while there is no text; "Search" by default.
    public var placeholder: String? = "Search"
    /// The text typed, drawn in the label colour.
    public var text: String?
    /// Told about editing, which a render never starts; kept.
    public weak var delegate: SearchBarDelegate?
    /// The keyboard's traits; kept.
    public var textInputTraitValues = TextInputTraitValues()
    /// The bar's style; kept.
    public var searchBarStyle = Style.default
    /// The bar's background tint; kept.
    public var barTintColor: Color?
    /// Whether Cancel shows beside the field; kept (a picture shows the bar before search begins).
    public var showsCancelButton = false
    /// The scope bar's titles; kept, as the scope bar shows only while searching.
    public var scopeButtonTitles: [String]?
    /// The selected scope; kept.
    public var selectedScopeButtonIndex = 0
    /// Whether the scope bar shows; kept.
    public var showsScopeBar = false

    /// Sets ``showsCancelButton``.
    public func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) {
        self.showsCancelButton = showsCancelButton
    }

    /// A search bar can be typed into, so it can become first responder.
    open override var canBecomeFirstResponder: Bool { true }

    /// The area a navigation bar gives the search bar under its title.
    static let barHeight: CGFloat = 52
    static let fieldHeight: CGFloat = 36
    /// Drawn by a toolbar, the field fills the bounds on glass.
    private var isInToolbar: Bool { superview is Toolbar }

    /// The width offered and the bar's own height.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: Self.barHeight) }

    /// The bar's height and no width of its own, so that constraints placing it need not give its height, as in UIKit.
    open override var intrinsicContentSize: CGSize { CGSize(width: View.noIntrinsicMetric, height: Self.barHeight) }

    /// The field inside the bar: the bar's layout margins on the sides, 8 pt
    /// above; all of it in a toolbar.
    var fieldRect: CGRect {
        if isInToolbar { return bounds }
        return CGRect(x: layoutMargins.left, y: 8, width: max(0, bounds.width - layoutMargins.left - layoutMargins.right), height: Self.fieldHeight)
    }

    /// Draws the field (a filled rounded rectangle or capsule, or glass in a toolbar), the magnifying glass and the text or placeholder.
    open override func draw(in context: GraphicsContext) {
        let design = traits.design.bars
        let field = fieldRect
        if isInToolbar, let glass = design.buttonPlatter {
            glass.draw(in: field, context: context)
        } else {
            let radius = design.searchFieldCornerRadius ?? field.height / 2
            context.fill(Path { $0.addRoundedRect(field, cornerRadius: radius) }, with: .tertiarySystemFill)
        }
        // A capsule's round end pushes the glass and text in further.
        drawContent(in: field, inset: design.searchFieldCornerRadius == nil ? 12 : 8, context: context)
    }

    private func drawContent(in field: CGRect, inset: CGFloat, context: GraphicsContext) {
        let rtl = traits.layoutDirection == .rightToLeft
        let glass = CGRect(x: rtl ? field.maxX - inset - 17 : field.minX + inset, y: field.midY - 8.5, width: 17, height: 17)
        Symbol.builtIn("magnifyingglass")?.draw(in: context, rect: glass.insetBy(dx: 1, dy: 1), color: .secondaryLabel)
        let shown = text?.isEmpty == false ? text : placeholder
        guard let shown, !shown.isEmpty else { return }
        let textX = field.minX + inset + 17 + 6
        let layout = TextLayout(text: shown, font: Font.preferredFont(forTextStyle: .body), width: field.maxX - textX - inset,
                                alignment: .natural, direction: traits.layoutDirection)
        let x = rtl ? field.minX + inset : textX
        context.draw(layout, at: CGPoint(x: x, y: field.midY - layout.size.height / 2), color: text?.isEmpty == false ? .label : .secondaryLabel)
    }
}
