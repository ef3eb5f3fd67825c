import Canvas
import Foundation

/// A list cell's trailing accessories side by side, the first leading-most,
/// as one accessory for the row chrome to place where a table cell's sits.
final class CellAccessoriesView: View {
    private var parts: [View] = []

    /// The accessory nearest the trailing edge.
    var trailingMost: View? { parts.last }

    /// Shows `parts` in order; views no longer among them leave.
    func show(_ parts: [View]) {
        for old in self.parts where !parts.contains(where: { $0 === old }) { old.removeFromSuperview() }
        self.parts = parts
        for part in parts where part.superview !== self { addSubview(part) }
        setNeedsLayout()
    }

    /// The gap between neighbours: what a table keeps between a row's content and its accessory.
    private var gap: CGFloat { traits.design.table.contentToAccessoryGap }

    override func sizeThatFits(_ size: CGSize) -> CGSize {
        let sizes = parts.map { $0.sizeThatFits(size) }
        return CGSize(width: sizes.map(\.width).reduce(0, +) + gap * CGFloat(max(0, sizes.count - 1)), height: sizes.map(\.height).max() ?? 0)
    }

    override func layoutSubviews() {
        let rtl = traits.layoutDirection == .rightToLeft
        var x: CGFloat = 0
        for part in parts {
            let size = part.sizeThatFits(bounds.size)
            let frame = CGRect(x: x, y: ((bounds.height - size.height) / 2).pixelRounded(scale: traits.displayScale), width: size.width, height: size.height)
            part.frame = rtl ? frame.mirrored(in: bounds.width) : frame
            x += size.width + gap
        }
    }
}
