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
    /// The colour of tabs not selected; nil uses the design's (systemGray on iOS 18, the label colour on iOS 26).
    public var unselectedItemTintColor: Color?

    static let height: CGFloat = 49

    /// Draws the bar (across the screen, or a floating glass capsule) and each tab's symbol, title and badge.
    public override func draw(in context: GraphicsContext) {
        let design = traits.design.bars
        var bar = CGRect(x: 0, y: 0, width: bounds.width, height: Self.height)
        if let floating = design.floatingTabBar {
            let height = floating.platter.height
            bar = CGRect(x: floating.inset, y: bounds.height - floating.inset - height, width: bounds.width - 2 * floating.inset, height: height)
            floating.platter.draw(in: bar, context: context)
        } else {
            BarMaterial.draw(in: bounds, context: context, scale: traits.displayScale)
        }
        guard !items.isEmpty else { return }
        let slot = bar.width / CGFloat(items.count)
        let rtl = traits.layoutDirection == .rightToLeft
        for (index, item) in items.enumerated() {
            let position = rtl ? items.count - 1 - index : index
            let frame = CGRect(x: bar.minX + CGFloat(position) * slot, y: bar.minY, width: slot, height: bar.height)
            let isSelected = item === selectedItem
            if isSelected, let floating = design.floatingTabBar {
                let selection = frame.insetBy(dx: floating.selectionInset, dy: floating.selectionInset)
                context.fill(Path { $0.addCapsule(in: selection) }, with: floating.selectionFill)
            }
            let color: Color = isSelected ? tintColor : unselectedItemTintColor ?? design.tabItem.unselectedColor
            drawItem(item, in: frame, layout: design.tabItem, color: color, context: context)
        }
    }

    private func drawItem(_ item: TabBarItem, in slot: CGRect, layout: TabItemLayout, color: Color, context: GraphicsContext) {
        let side = layout.symbolSide
        let symbol = CGRect(x: slot.midX - side / 2, y: slot.minY + layout.symbolTop, width: side, height: side)
        if let image = item.image {
            let size = image.size
            let fit = min(side / max(size.width, 1), side / max(size.height, 1))
            let shown = CGSize(width: size.width * fit, height: size.height * fit)
            image.draw(in: context, rect: CGRect(x: symbol.midX - shown.width / 2, y: symbol.midY - shown.height / 2, width: shown.width, height: shown.height),
                       tintColor: color, direction: traits.layoutDirection)
        }
        if let title = item.title {
            let text = TextLayout(text: title, font: layout.titleFont, width: slot.width - 4, alignment: .center)
            context.draw(text, at: CGPoint(x: slot.minX + 2, y: slot.minY + layout.titleBaseline - text.firstBaseline), color: color)
        }
        if let badge = item.badgeValue { drawBadge(badge, at: CGPoint(x: symbol.maxX - 4, y: symbol.minY - 2), symbolSide: side, context: context) }
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
