import Canvas
import Foundation

/// A search field as iOS 17/18 draws it in a navigation bar, like
/// `UISearchBar` (minimal style): a 36-pt rounded field in the fill colour
/// with a magnifying glass and the placeholder or text.
public final class SearchBar: View {
    /// The placeholder shown while there is no text; "Search" by default.
    public var placeholder: String? = "Search"
    /// The text typed, drawn in the label colour.
    public var text: String?

    /// The area a navigation bar gives the search bar under its title.
    static let barHeight: CGFloat = 52
    static let fieldHeight: CGFloat = 36
    static let cornerRadius: CGFloat = 10

    public override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: Self.barHeight) }

    /// The field inside the bar: the bar's layout margins on the sides, 8 pt above.
    var fieldRect: CGRect {
        CGRect(x: layoutMargins.left, y: 8, width: max(0, bounds.width - layoutMargins.left - layoutMargins.right), height: Self.fieldHeight)
    }

    public override func draw(in context: GraphicsContext) {
        let field = fieldRect
        context.fill(Path { $0.addRoundedRect(field, cornerRadius: Self.cornerRadius) }, with: .tertiarySystemFill)
        let rtl = traits.layoutDirection == .rightToLeft
        let glass = CGRect(x: rtl ? field.maxX - 8 - 17 : field.minX + 8, y: field.midY - 8.5, width: 17, height: 17)
        Symbol.named("magnifyingglass")?.draw(in: context, rect: glass.insetBy(dx: 1, dy: 1), color: .secondaryLabel)
        let shown = text?.isEmpty == false ? text : placeholder
        guard let shown, !shown.isEmpty else { return }
        let textX = field.minX + 8 + 17 + 6
        let layout = TextLayout(text: shown, font: Font.preferredFont(forTextStyle: .body), width: field.maxX - textX - 8,
                                alignment: .natural, direction: traits.layoutDirection)
        let x = rtl ? field.minX + 8 : textX
        context.draw(layout, at: CGPoint(x: x, y: field.midY - layout.size.height / 2), color: text?.isEmpty == false ? .label : .secondaryLabel)
    }
}
