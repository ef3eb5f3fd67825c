import Canvas
import Foundation

extension ListContentView {
    /// Whether a row (a table cell, a list cell) lays the parts out, as the
    /// matching built-in style; anywhere else (a grid cell, a view of its
    /// own) the content view lays them out itself.
    var isLaidOutByRow: Bool { (superview?.superview as? any RowCell)?.configuredContentView === self }

    /// The parts inside the configuration's margins: the image leading,
    /// the texts stacked beside it, all centred vertically, as
    /// `UIListContentView` places them outside a list.
    func layoutStandalone() {
        let area = bounds.inset(by: marginInsets)
        let image = imageSize(in: area.size)
        let textX = image.width > 0 ? image.width + listConfiguration.imageToTextPadding : 0
        let textWidth = max(0, area.width - textX)
        let texts = textSizes(width: textWidth)
        let textHeight = texts.text.height + texts.secondary.height + (texts.secondary.height > 0 ? listConfiguration.textToSecondaryTextVerticalPadding : 0)
        let scale = traits.displayScale
        var frames = (
            image: CGRect(x: area.minX, y: area.midY - image.height / 2, width: image.width, height: image.height),
            text: CGRect(x: area.minX + textX, y: area.midY - textHeight / 2, width: textWidth, height: texts.text.height),
            secondary: CGRect(x: area.minX + textX, y: area.midY + textHeight / 2 - texts.secondary.height, width: textWidth, height: texts.secondary.height))
        if traits.layoutDirection == .rightToLeft {
            frames = (frames.image.mirrored(in: bounds.width), frames.text.mirrored(in: bounds.width), frames.secondary.mirrored(in: bounds.width))
        }
        func aligned(_ frame: CGRect) -> CGRect {
            CGRect(origin: CGPoint(x: frame.minX.pixelRounded(scale: scale), y: frame.minY.pixelRounded(scale: scale)), size: frame.size)
        }
        imageView.frame = aligned(frames.image)
        textLabel.frame = aligned(frames.text)
        secondaryTextLabel.frame = aligned(frames.secondary)
    }

    /// The margins and the parts' natural height, for a cell that sizes itself to its content.
    func standaloneSize(fitting size: CGSize) -> CGSize {
        let insets = marginInsets
        let inner = CGSize(width: max(0, size.width - insets.left - insets.right), height: .greatestFiniteMagnitude)
        let image = imageSize(in: inner)
        let textWidth = max(0, inner.width - (image.width > 0 ? image.width + listConfiguration.imageToTextPadding : 0))
        let texts = textSizes(width: textWidth)
        let textHeight = texts.text.height + texts.secondary.height + (texts.secondary.height > 0 ? listConfiguration.textToSecondaryTextVerticalPadding : 0)
        return CGSize(width: size.width, height: max(image.height, textHeight) + insets.top + insets.bottom)
    }

    private var marginInsets: EdgeInsets {
        let margins = listConfiguration.directionalLayoutMargins
        let rtl = traits.layoutDirection == .rightToLeft
        return EdgeInsets(top: margins.top, left: rtl ? margins.trailing : margins.leading,
                          bottom: margins.bottom, right: rtl ? margins.leading : margins.trailing)
    }

    private func imageSize(in available: CGSize) -> CGSize {
        guard imageView.image != nil else { return .zero }
        let natural = imageView.sizeThatFits(available)
        let maximum = listConfiguration.imageProperties.maximumSize
        return CGSize(width: maximum.width > 0 ? min(natural.width, maximum.width) : natural.width,
                      height: maximum.height > 0 ? min(natural.height, maximum.height) : natural.height)
    }

    private func textSizes(width: CGFloat) -> (text: CGSize, secondary: CGSize) {
        func size(_ label: Label) -> CGSize {
            guard let text = label.text, !text.isEmpty else { return .zero }
            return CGSize(width: width, height: label.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height)
        }
        return (size(textLabel), size(secondaryTextLabel))
    }
}
