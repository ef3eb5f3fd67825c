import Canvas
import Foundation

/// One tab, like `UITabBarItem`: a symbol over a short title, and an optional badge.
public final class TabBarItem {
    /// The title under the symbol.
    public var title: String?
    /// The symbol.
    public var image: Image?
    /// A red badge's text at the symbol's top trailing corner; nil for none.
    public var badgeValue: String?

    /// A tab with `title` and `image`, as `UITabBarItem(title:image:selectedImage:)`.
    public init(title: String?, image: Image?) {
        self.title = title
        self.image = image
    }
}

/// The tab bar at the bottom of a screen, like `UITabBar`: equal slots, the
/// selected one in the tint colour. iOS 18 spans the screen on the chrome
/// material, others grey, 10-pt medium titles under 25-pt symbols; iOS 26
/// floats a glass capsule over the content, the selected tab on a lighter
/// capsule and the others in the label colour.
public final class TabBar: View {
    /// The tabs, in order.
    public var items: [TabBarItem] = []
    /// The selected tab; nil for none.
    public var selectedItem: TabBarItem?
    /// The colour of tabs not selected; nil uses iOS's grey (systemGray).
    public var unselectedItemTintColor: Color?

    static let height: CGFloat = 49
    static let symbolSide: CGFloat = 25
    static let titleFont = Font.systemFont(ofSize: 10, weight: .medium)
    /// The titles' baseline, from the bar's top: under the 25-pt symbols that start 5 pt down.
    static let titleBaseline: CGFloat = 43

    public override func draw(in context: GraphicsContext) {
        if let floating = traits.design.bars.floatingTabBar {
            drawFloating(floating, in: context)
            return
        }
        BarMaterial.draw(in: bounds, context: context, scale: traits.displayScale)
        guard !items.isEmpty else { return }
        let slot = bounds.width / CGFloat(items.count)
        let rtl = traits.layoutDirection == .rightToLeft
        for (index, item) in items.enumerated() {
            let position = rtl ? items.count - 1 - index : index
            let color = item === selectedItem ? effectiveTintColor : unselectedItemTintColor ?? .systemGray
            drawItem(item, in: CGRect(x: CGFloat(position) * slot, y: 0, width: slot, height: Self.height), color: color, context: context)
        }
    }

    /// iOS 26: the glass capsule, the selected tab's capsule, and the tabs in equal slots inside it.
    private func drawFloating(_ style: FloatingTabBarStyle, in context: GraphicsContext) {
        let height = style.platter.height
        let bar = CGRect(x: style.inset, y: bounds.height - style.inset - height, width: bounds.width - 2 * style.inset, height: height)
        style.platter.draw(in: bar, context: context)
        guard !items.isEmpty else { return }
        let slot = bar.width / CGFloat(items.count)
        let rtl = traits.layoutDirection == .rightToLeft
        for (index, item) in items.enumerated() {
            let position = rtl ? items.count - 1 - index : index
            let frame = CGRect(x: bar.minX + CGFloat(position) * slot, y: bar.minY, width: slot, height: height)
            let isSelected = item === selectedItem
            if isSelected {
                let selection = frame.insetBy(dx: style.selectionInset, dy: style.selectionInset)
                context.fill(Path { $0.addCapsule(in: selection) }, with: style.selectionFill)
            }
            let color = isSelected ? effectiveTintColor : unselectedItemTintColor ?? .label
            drawItem(item, in: frame, color: color, symbolSide: style.symbolSide, symbolTop: style.symbolTop,
                     titleFont: style.titleFont, titleBaseline: style.titleBaseline, context: context)
        }
    }

    private func drawItem(_ item: TabBarItem, in slot: CGRect, color: Color, symbolSide: CGFloat = symbolSide, symbolTop: CGFloat = 5,
                          titleFont: Font = titleFont, titleBaseline: CGFloat = titleBaseline, context: GraphicsContext) {
        let symbol = CGRect(x: slot.midX - symbolSide / 2, y: slot.minY + symbolTop, width: symbolSide, height: symbolSide)
        if let image = item.image {
            let size = image.size
            let fit = min(symbolSide / max(size.width, 1), symbolSide / max(size.height, 1))
            let shown = CGSize(width: size.width * fit, height: size.height * fit)
            image.draw(in: context, rect: CGRect(x: symbol.midX - shown.width / 2, y: symbol.midY - shown.height / 2, width: shown.width, height: shown.height),
                       tintColor: color, direction: traits.layoutDirection)
        }
        if let title = item.title {
            let layout = TextLayout(text: title, font: titleFont, width: slot.width - 4, alignment: .center)
            context.draw(layout, at: CGPoint(x: slot.minX + 2, y: slot.minY + titleBaseline - layout.firstBaseline), color: color)
        }
        if let badge = item.badgeValue { drawBadge(badge, at: CGPoint(x: symbol.maxX - 4, y: symbol.minY - 2), symbolSide: symbolSide, context: context) }
    }

    /// A red capsule at least 18 pt round with the value in white 13-pt text.
    private func drawBadge(_ value: String, at origin: CGPoint, symbolSide: CGFloat, context: GraphicsContext) {
        let layout = TextLayout(text: value, font: Font.systemFont(ofSize: 13), width: nil)
        let width = max(18, layout.size.width + 10)
        let x = traits.layoutDirection == .rightToLeft ? origin.x - width - symbolSide + 8 : origin.x
        let capsule = CGRect(x: x, y: origin.y, width: width, height: 18)
        context.fill(Path { $0.addRoundedRect(capsule, cornerRadius: 9) }, with: .systemRed)
        context.draw(layout, at: CGPoint(x: capsule.midX - layout.size.width / 2, y: capsule.midY - layout.size.height / 2), color: .white)
    }
}
