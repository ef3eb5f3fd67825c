import Canvas
import Foundation

/// The view UIKit shows for an ``TableViewCellAccessoryType``: a chevron, a
/// checkmark, an info button, or an info button and a chevron.
final class StandardAccessoryView: View {
    let type: TableViewCellAccessoryType
    /// The text size the glyphs were sized for.
    let contentSize: ContentSizeCategory
    private let glyphs: [ImageView]

    init?(type: TableViewCellAccessoryType, traits: Traits) {
        let chevron = { ImageView(image: Self.image("chevron.forward", size: TableMetrics.chevronPointSize(traits), weight: .semibold, color: .tertiaryLabel, flips: true)) }
        let info = { ImageView(image: Self.image("info.circle", size: TableMetrics.infoPointSize(traits), weight: .regular, color: nil)) }
        switch type {
        case .none: return nil
        case .disclosureIndicator: glyphs = [chevron()]
        case .checkmark: glyphs = [ImageView(image: Self.image("checkmark", size: TableMetrics.checkmarkPointSize(traits), weight: .semibold, color: nil))]
        case .detailButton: glyphs = [info()]
        case .detailDisclosureButton: glyphs = [info(), chevron()]
        }
        self.type = type
        contentSize = traits.preferredContentSizeCategory
        super.init(frame: .zero)
        glyphs.forEach(addSubview)
        frame.size = sizeThatFits(.zero)
    }

    /// Always nil: TableSnap reads no nibs or storyboards.
    required init?(coder: NSCoder) {
        return nil
    }

    static func image(_ name: String, size: CGFloat, weight: Font.Weight, color: Color?, flips: Bool = false) -> Image? {
        guard let symbol = Symbol.builtIn(name) else { return nil }
        var image = SymbolImage(symbol: symbol, pointSize: size, weight: weight, color: color)
        image.flipsForRightToLeftLayoutDirection = flips
        return Image(symbol: image)
    }

    override func sizeThatFits(_ size: CGSize) -> CGSize {
        let sizes = glyphs.map { $0.sizeThatFits(.zero) }
        let width = sizes.reduce(0) { $0 + $1.width } + CGFloat(max(0, sizes.count - 1)) * TableMetrics.detailDisclosureGap
        return CGSize(width: width, height: sizes.map(\.height).max() ?? 0)
    }

    /// Glyphs side by side in reading order: the info button leads, the chevron trails.
    override func layoutSubviews() {
        let rtl = traits.layoutDirection == .rightToLeft
        var x: CGFloat = 0
        for glyph in glyphs {
            let size = glyph.sizeThatFits(.zero)
            let frame = CGRect(x: x, y: (bounds.height - size.height) / 2, width: size.width, height: size.height)
            glyph.frame = rtl ? frame.mirrored(in: bounds.width) : frame
            x += size.width + TableMetrics.detailDisclosureGap
        }
    }
}

extension CGRect {
    /// The rectangle reflected left-to-right within a container `width` wide.
    package func mirrored(in width: CGFloat) -> CGRect {
        CGRect(x: width - maxX, y: minY, width: self.width, height: height)
    }
}
