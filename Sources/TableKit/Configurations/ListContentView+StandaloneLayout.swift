import Canvas
import Foundation

extension ListContentView {
    /// Whether a row (a table cell, a list cell) lays the parts out, as the
    /// matching built-in style; anywhere else (a grid cell, a view of its
    /// own) the content view lays them out itself.
    var isLaidOutByRow: Bool { (superview?.superview as? any RowCell)?.configuredContentView === self }

    /// The parts' sizes inside the configuration's margins at `width`: the
    /// image leading, the texts stacked beside it.
    private struct StandaloneParts {
        let margins: EdgeInsets
        let image: CGSize
        /// Where the texts start, from the margin.
        let textX: CGFloat
        let textWidth: CGFloat
        let text: CGFloat
        let secondary: CGFloat
        let textsHeight: CGFloat
    }

    private func standaloneParts(width: CGFloat) -> StandaloneParts {
        let margins = listConfiguration.directionalLayoutMargins.edgeInsets(for: traits.layoutDirection)
        let inner = CGSize(width: max(0, width - margins.left - margins.right), height: .greatestFiniteMagnitude)
        let image = imageSize(in: inner)
        let textX = image.width > 0 ? image.width + listConfiguration.imageToTextPadding : 0
        let textWidth = max(0, inner.width - textX)
        let text = height(of: textLabel, width: textWidth), secondary = height(of: secondaryTextLabel, width: textWidth)
        let gap = secondary > 0 ? listConfiguration.textToSecondaryTextVerticalPadding : 0
        return StandaloneParts(margins: margins, image: image, textX: textX, textWidth: textWidth,
                               text: text, secondary: secondary, textsHeight: text + gap + secondary)
    }

    /// The parts inside the configuration's margins, all centred vertically,
    /// as `UIListContentView` places them outside a list.
    func layoutStandalone() {
        let parts = standaloneParts(width: bounds.width)
        let area = bounds.inset(by: parts.margins)
        let textX = area.minX + parts.textX
        var frames = [
            CGRect(x: area.minX, y: area.midY - parts.image.height / 2, width: parts.image.width, height: parts.image.height),
            CGRect(x: textX, y: area.midY - parts.textsHeight / 2, width: parts.textWidth, height: parts.text),
            CGRect(x: textX, y: area.midY + parts.textsHeight / 2 - parts.secondary, width: parts.textWidth, height: parts.secondary),
        ]
        if traits.layoutDirection == .rightToLeft { frames = frames.map { $0.mirrored(in: bounds.width) } }
        let scale = traits.displayScale
        for (view, frame) in zip([imageView, textLabel, secondaryTextLabel] as [View], frames) {
            view.frame = CGRect(origin: CGPoint(x: frame.minX.pixelRounded(scale: scale), y: frame.minY.pixelRounded(scale: scale)), size: frame.size)
        }
    }

    /// The margins and the parts' natural height, for a cell that sizes itself to its content.
    func standaloneSize(fitting size: CGSize) -> CGSize {
        let parts = standaloneParts(width: size.width)
        return CGSize(width: size.width, height: max(parts.image.height, parts.textsHeight) + parts.margins.top + parts.margins.bottom)
    }

    private func imageSize(in available: CGSize) -> CGSize {
        guard imageView.image != nil else { return .zero }
        let natural = imageView.sizeThatFits(available)
        let maximum = listConfiguration.imageProperties.maximumSize
        return CGSize(width: maximum.width > 0 ? min(natural.width, maximum.width) : natural.width,
                      height: maximum.height > 0 ? min(natural.height, maximum.height) : natural.height)
    }

    private func height(of label: Label, width: CGFloat) -> CGFloat {
        guard let text = label.text, !text.isEmpty else { return 0 }
        return label.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height
    }
}
