import Canvas
import Foundation

/// A view showing an ``Image`` scaled to fit its bounds, like `UIImageView`
/// with `contentMode = .scaleAspectFit`; symbols take the tint colour.
open class ImageView: View {
    /// The image drawn; nil draws nothing. Setting it leaves the frame alone, as in UIKit.
    public var image: Image? { didSet { invalidateIntrinsicContentSize() } }
    /// Symbol images grow with Dynamic Type, as cell images configured with
    /// the body text style do; bitmaps and badged icons keep their size.
    public var scalesSymbolsWithContentSize = false

    /// An image view sized to the image's point size, like `UIImageView(image:)`.
    public init(image: Image? = nil) {
        self.image = image
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { displaySize }

    /// The image's displayed size; none without an image.
    open override var intrinsicContentSize: CGSize {
        image == nil ? CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric) : displaySize
    }

    /// The image's size as shown: symbols scaled with the text size when asked to.
    public var displaySize: CGSize {
        guard let image else { return .zero }
        guard scalesSymbolsWithContentSize, case .symbol(let symbol) = image.content, symbol.badgeColor == nil else { return image.size }
        let scale = traits.bodyTextScale
        return CGSize(width: image.size.width * scale, height: image.size.height * scale)
    }

    open override func draw(in context: GraphicsContext) {
        guard let image else { return }
        let natural = displaySize
        guard natural.width > 0, natural.height > 0 else { return }
        let fit = min(bounds.width / natural.width, bounds.height / natural.height, 1)
        let size = CGSize(width: natural.width * fit, height: natural.height * fit)
        let rect = CGRect(x: (bounds.width - size.width) / 2, y: (bounds.height - size.height) / 2, width: size.width, height: size.height)
        image.draw(in: context, rect: rect, tintColor: effectiveTintColor, direction: traits.layoutDirection)
    }
}
