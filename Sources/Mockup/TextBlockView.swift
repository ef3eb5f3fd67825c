import Foundation
import TableKit

/// A table header or footer view: centred secondary text, like the
/// explanatory footers of Settings screens.
final class TextBlockView: View {
    private let label = Label()
    private static let padding: CGFloat = 20

    init(block: Mockup.TextBlock, width: CGFloat, traits: Traits) {
        super.init()
        label.text = block.text
        label.textStyle = .footnote
        label.textColor = .secondaryLabel
        label.textAlignment = .center
        label.numberOfLines = 0
        overrideTraits = traits
        addSubview(label)
        let textHeight = label.sizeThatFits(CGSize(width: width - 2 * Self.padding, height: .greatestFiniteMagnitude)).height
        overrideTraits = nil
        frame = CGRect(x: 0, y: 0, width: width, height: block.height ?? (textHeight + Self.padding))
    }

    override func layoutSubviews() {
        label.frame = CGRect(x: Self.padding, y: 0, width: max(0, bounds.width - 2 * Self.padding), height: bounds.height)
    }
}
