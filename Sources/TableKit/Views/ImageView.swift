import Canvas
import Foundation

/// A view showing an `Image` scaled to fit its bounds, like `UIImageView`
/// with `contentMode = .scaleAspectFit`; symbols take the tint colour.
open class ImageView: View {
    /// The image drawn; nil draws nothing. Setting it leaves the frame alone, as in UIKit.
    public var image: Image? { didSet { invalidateIntrinsicContentSize() } }
    /// Symbol images grow with Dynamic Type, as cell images configured with
    /// the body text style do; bitmaps and badged icons keep their size.
    public var scalesSymbolsWithContentSize = false
    /// How the image fills the bounds, as `UIImageView.contentMode`; nil (the
    /// default, unlike UIKit's `scaleToFill`) scales it down to fit, never up, centred.
    public var contentMode: ContentMode?
    /// The size, weight and scale a symbol image is drawn with, over its own, as `preferredSymbolConfiguration`.
    public var preferredSymbolConfiguration: Image.SymbolConfiguration? { didSet { invalidateIntrinsicContentSize() } }
    /// Whether an image grows at accessibility text sizes; kept (symbol images follow ``scalesSymbolsWithContentSize``).
    public var adjustsImageSizeForAccessibilityContentSizeCategory = false

    /// An empty image view at `frame`, as `UIImageView(frame:)`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// An image view sized to the image's point size, like `UIImageView(image:)`.
    public convenience init(image: Image?) {
        self.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        self.image = image
    }

    /// Always nil: TableSnap reads no nibs or storyboards.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The image's displayed size, whatever size is offered.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { displaySize }

    /// The image with ``preferredSymbolConfiguration`` applied when it is a symbol.
    private var shownImage: Image? {
        guard let image, let configuration = preferredSymbolConfiguration else { return image }
        return image.applyingSymbolConfiguration(configuration) ?? image
    }

    /// The image's displayed size; none without an image.
    open override var intrinsicContentSize: CGSize {
        image == nil ? CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric) : displaySize
    }

    /// The image's size as shown: symbols scaled with the text size when asked to.
    public var displaySize: CGSize {
        guard let image = shownImage else { return .zero }
        guard scalesSymbolsWithContentSize, case .symbol(let symbol) = image.content, symbol.badgeColor == nil else { return image.size }
        let scale = traits.bodyTextScale
        return CGSize(width: image.size.width * scale, height: image.size.height * scale)
    }

    /// Draws the image in the rectangle its content mode gives it; a template image or a symbol takes the tint colour.
    open override func draw(in context: GraphicsContext) {
        guard let image = shownImage else { return }
        let natural = displaySize
        guard natural.width > 0, natural.height > 0 else { return }
        image.draw(in: context, rect: imageRect(natural: natural), tintColor: tintColor, direction: traits.layoutDirection)
    }
}
