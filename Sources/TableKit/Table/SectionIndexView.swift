import Canvas
import Foundation

/// The section index on a table's trailing edge: short titles in bold 11-pt
/// tint colour, one above the other, centred in the visible height. When
/// they do not all fit, every other entry becomes a bullet and titles are
/// dropped evenly, as iOS shows a long index on a short screen.
final class SectionIndexView: View {
    /// `UITableView.indexSearch`: shown as a magnifying glass.
    static let searchTitle = "{search}"
    static let entryHeight: CGFloat = 14
    static let verticalPadding: CGFloat = 6
    static let minimumWidth: CGFloat = 15
    static let font = Font.boldSystemFont(ofSize: 11)

    var titles: [String] = [] { didSet { setNeedsLayout() } }
    var textColor: Color?

    /// The width the titles need: the widest, at least the default 15-pt
    /// column. The iOS 9 reference fits "MB" and "DR" in 15 pt, rows ending
    /// at 305 of 320; no modern measurement is published (§5, §11).
    static func width(for titles: [String], traits: Traits) -> CGFloat {
        let widest = titles.map { title -> CGFloat in
            title == searchTitle ? 11 : TextLayout(text: title, font: font, width: nil, direction: traits.layoutDirection).size.width
        }.max() ?? 0
        return max(minimumWidth, widest.rounded(.up))
    }

    /// The entries shown in `height`: every title, or a bulleted selection
    /// that fits (first and last titles always kept).
    static func entries(for titles: [String], height: CGFloat) -> [String] {
        let fitting = Int((height - 2 * verticalPadding) / entryHeight)
        guard titles.count > fitting, fitting >= 3 else { return titles.count > fitting ? Array(titles.prefix(max(0, fitting))) : titles }
        let slots = fitting % 2 == 1 ? fitting : fitting - 1
        let shownTitles = (slots + 1) / 2
        return (0..<slots).map { slot in
            guard slot % 2 == 0 else { return "•" }
            let index = (slot / 2) * (titles.count - 1) / max(1, shownTitles - 1)
            return titles[index]
        }
    }

    override func draw(in context: GraphicsContext) {
        let entries = Self.entries(for: titles, height: bounds.height)
        let top = ((bounds.height - CGFloat(entries.count) * Self.entryHeight) / 2).pixelRounded(scale: traits.displayScale)
        let color: Color = textColor ?? tintColor
        for (i, entry) in entries.enumerated() {
            let slot = CGRect(x: 0, y: top + CGFloat(i) * Self.entryHeight, width: bounds.width, height: Self.entryHeight)
            if entry == Self.searchTitle, let glass = Image(builtInSymbol: "magnifyingglass", pointSize: 11, weight: .bold) {
                let side: CGFloat = 10
                glass.draw(in: context, rect: CGRect(x: slot.midX - side / 2, y: slot.midY - side / 2, width: side, height: side), tintColor: color)
                continue
            }
            let layout = TextLayout(text: entry, font: Self.font, width: bounds.width, alignment: .center, direction: traits.layoutDirection)
            context.draw(layout, at: CGPoint(x: 0, y: slot.midY - layout.size.height / 2), color: color)
        }
    }
}
