import Canvas
import Foundation

/// How a bar button item is measured and drawn in a navigation bar or toolbar.
enum BarItemRenderer {
    static let font = Font.systemFont(ofSize: 17)
    static let symbolSide: CGFloat = 24

    /// The width of the item's title or symbol, without glass.
    static func contentWidth(of look: BarItemLook) -> CGFloat {
        switch look.content {
        case .title(let text, let weight): TextLayout(text: text, font: font.withWeight(weight), width: nil).size.width
        case .image: symbolSide
        case nil: 0
        }
    }

    /// The width the item takes: on `platter`, a circle or capsule around
    /// its content; without, the content's.
    static func width(of look: BarItemLook, platter: GlassPlatter?) -> CGFloat {
        let content = contentWidth(of: look)
        return platter?.width(contentWidth: content, isTitle: look.isTitle) ?? content
    }

    /// The glass under an item or a run of items: the design's, filled with
    /// `prominentTint` for a prominent item; nil in a design without glass.
    static func platter(of design: BarDesign, prominentTint: Color?) -> GlassPlatter? {
        design.buttonPlatter.map { glass in prominentTint.map(glass.prominent) ?? glass }
    }

    /// The colour of the item's content: white on prominent glass, grey when
    /// disabled, else its own tint or `base`.
    static func color(of item: BarButtonItem, look: BarItemLook, base: Color) -> Color {
        guard item.isEnabled else { return .tertiaryLabel }
        return look.isProminent ? .white : item.tintColor ?? base
    }

    /// Draws the item centred in `rect`: its title, or its symbol fitted in 24 pt.
    static func draw(_ look: BarItemLook, in rect: CGRect, color: Color, direction: LayoutDirection, context: GraphicsContext) {
        switch look.content {
        case .title(let text, let weight):
            let layout = TextLayout(text: text, font: font.withWeight(weight), width: nil)
            context.draw(layout, at: CGPoint(x: rect.midX - layout.size.width / 2, y: rect.midY - layout.size.height / 2), color: color)
        case .image(let image):
            let size = image.size
            let fit = min(symbolSide / max(size.width, 1), symbolSide / max(size.height, 1), 1)
            let shown = CGSize(width: size.width * fit, height: size.height * fit)
            image.draw(in: context, rect: CGRect(x: rect.midX - shown.width / 2, y: rect.midY - shown.height / 2, width: shown.width, height: shown.height),
                       tintColor: color, direction: direction)
        case nil:
            break
        }
    }
}
