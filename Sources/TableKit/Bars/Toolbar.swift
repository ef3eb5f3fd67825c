import Canvas
import Foundation

/// The bar at the bottom of a screen, like `UIToolbar`: its items spread
/// across it (as with flexible space between each), on the chrome material
/// with a hairline, above the home indicator's area.
public final class Toolbar: View {
    /// The items, spread from the leading to the trailing margin.
    public var items: [BarButtonItem] = []

    /// The bar's own height, above the safe area.
    static let height: CGFloat = 49
    /// Set by the screen: whether the table is editing (an Edit item reads Done).
    var isEditing = false

    public override func draw(in context: GraphicsContext) {
        BarMaterial.draw(in: bounds, context: context, scale: traits.displayScale)
        let margin = traits.layoutMargin(forWidth: bounds.width)
        let widths = items.map { BarItemRenderer.width(of: $0, editing: isEditing) }
        let free = bounds.width - 2 * margin - widths.reduce(0, +)
        let gap = items.count > 1 ? free / CGFloat(items.count - 1) : 0
        var x = items.count == 1 ? (bounds.width - (widths.first ?? 0)) / 2 : margin
        for (item, width) in zip(items, widths) {
            var rect = CGRect(x: x, y: 0, width: width, height: Self.height)
            if traits.layoutDirection == .rightToLeft { rect = rect.mirrored(in: bounds.width) }
            BarItemRenderer.draw(item, in: rect, editing: isEditing, tint: effectiveTintColor, direction: traits.layoutDirection, context: context)
            x += width + gap
        }
    }
}

/// The chrome material of bottom bars: the content behind blurred and
/// tinted, a hairline along the top edge.
enum BarMaterial {
    static func draw(in rect: CGRect, context: GraphicsContext, scale: CGFloat) {
        let material = BlurEffect(style: .systemChromeMaterial)
        context.blurBackdrop(in: rect, radius: material.radius)
        context.fill(rect, with: material.tint)
        context.fill(CGRect(x: rect.minX, y: rect.minY, width: rect.width, height: 1 / scale), with: .separator)
    }
}
