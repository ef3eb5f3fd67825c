import Foundation
import TableKit

/// A table header or footer view from a mockup: an optional image centred
/// over centred secondary text, like the explanatory footers of Settings
/// screens and the badge headers above them.
final class TextBlockView: View {
    private let label = Label()
    private let imageView = ImageView()
    /// Text is inset 20 pt from the sides and the view is 20 pt taller than
    /// its content, as VTAcknowledgements' CocoaPods footer is laid out.
    private static let padding: CGFloat = 20
    private static let verticalPadding: CGFloat = 10
    private static let imageToText: CGFloat = 12

    init(block: Mockup.TextBlock, width: CGFloat, traits: Traits) {
        super.init(frame: .zero)
        label.text = block.text
        label.textStyle = .footnote
        label.textColor = .secondaryLabel
        label.textAlignment = .center
        label.numberOfLines = 0
        imageView.image = block.image
        overrideTraits = traits
        addSubview(imageView)
        addSubview(label)
        let fitting = Self.verticalPadding * 2 + stackHeight(width: width)
        overrideTraits = nil
        frame = CGRect(x: 0, y: 0, width: width, height: block.height ?? fitting)
    }

    /// Always nil: TableSnap reads no nibs or storyboards.
    required init?(coder: NSCoder) {
        return nil
    }

    private var imageSize: CGSize { imageView.image?.size ?? .zero }

    private func textHeight(width: CGFloat) -> CGFloat {
        label.hasText ? label.sizeThatFits(CGSize(width: max(0, width - 2 * Self.padding), height: .greatestFiniteMagnitude)).height : 0
    }

    /// Image, gap and text, stacked.
    private func stackHeight(width: CGFloat) -> CGFloat {
        let gap = imageSize.height > 0 && label.hasText ? Self.imageToText : 0
        return imageSize.height + gap + textHeight(width: width)
    }

    override func layoutSubviews() {
        let image = imageSize
        var y = ((bounds.height - stackHeight(width: bounds.width)) / 2).rounded()
        imageView.frame = CGRect(x: (bounds.width - image.width) / 2, y: y, width: image.width, height: image.height)
        if image.height > 0 { y += image.height + Self.imageToText }
        label.frame = CGRect(x: Self.padding, y: y, width: max(0, bounds.width - 2 * Self.padding), height: textHeight(width: bounds.width))
    }
}
