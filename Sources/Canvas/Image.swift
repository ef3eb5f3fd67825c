import Foundation

/// An image as UIKit's `UIImage` is one: pixels (from an image file or a
/// render), a vector drawing (a PDF page, an SVG) or a symbol, drawn at any
/// size; an image from an asset catalogue may have a dark-mode variant
/// and be drawn as a template in the tint colour.
public final class Image: Hashable, @unchecked Sendable {
    /// What the image is made of.
    public enum Content {
        case bitmap(Bitmap)
        case symbol(SymbolImage)
        /// A PDF page or an SVG document, recorded as vectors at its natural size in points.
        case vector(Picture)
        /// Nothing, of a size: what an image drawing that could not be made gives, as UIKit gives an empty image.
        case blank(CGSize)
    }

    /// Pixels, vectors or a symbol, fixed at creation: what light mode shows, and dark mode too without a ``darkContent``.
    public let content: Content
    /// What dark mode shows instead of ``content``, as an asset catalogue's
    /// dark appearance: chosen when the image is drawn, like a dynamic colour, so one image serves both appearances.
    public let darkContent: Content?
    /// Whether the image draws in its own colours or, as a template, in the tint, as `UIImage.renderingMode`.
    public let renderingMode: RenderingMode
    /// The colour a bitmap or vector image is filled with wherever it has
    /// ink, as `withTintColor(_:)` gives one; nil draws its own colours. A
    /// template image draws in the view's tint all the same, as in UIKit.
    public let contentTintColor: Color?

    /// An image of `content`, with `darkContent` for dark mode when given,
    /// drawn as `renderingMode` says, in `contentTintColor` when given.
    public init(content: Content, darkContent: Content? = nil, renderingMode: RenderingMode = .automatic, contentTintColor: Color? = nil) {
        self.content = content
        self.darkContent = darkContent
        self.renderingMode = renderingMode
        self.contentTintColor = contentTintColor
    }

    /// An image of a bitmap's pixels, its point size the pixel size divided by the bitmap's scale.
    public convenience init(bitmap: Bitmap) { self.init(content: .bitmap(bitmap)) }

    /// An empty image, as `UIImage()`: zero size, draws nothing.
    public convenience init() { self.init(content: .blank(.zero)) }

    /// An image of a configured symbol, drawn as vectors at whatever size it is shown.
    public convenience init(symbol: SymbolImage) { self.init(content: .symbol(symbol)) }

    /// `UIImage(systemName:)`: the symbol ``Symbol/named(_:preferring:)``
    /// finds (the user's SF Symbols exports, TableSnap's drawings, the
    /// bootstrap-icons map) at the body size, drawn in the view's tint colour;
    /// nil for a name none of them has, as UIKit gives for an unknown name,
    /// with one warning per name saying how to supply it.
    public convenience init?(systemName: String, pointSize: CGFloat = 17, weight: Font.Weight = .regular) {
        guard let symbol = Symbol.named(systemName) else {
            Symbol.warnUnknown(systemName)
            return nil
        }
        self.init(symbol: SymbolImage(symbol: symbol, pointSize: pointSize, weight: weight))
    }

    /// An image from PNG bytes, `scale` pixels per point.
    public convenience init(pngData: [UInt8], scale: CGFloat = 1) throws(PNGError) {
        self.init(bitmap: try PNGCodec.decode(pngData, scale: scale))
    }

    /// The size in points: the light-mode content's.
    public var size: CGSize { content.size }

    /// What `appearance` shows: the image registered for it in ``imageAsset``, else this image's own variant.
    public func content(for appearance: Appearance) -> Content {
        asset?.registeredContent(for: appearance) ?? ownContent(for: appearance)
    }

    /// What `appearance` shows of this image's own variants.
    func ownContent(for appearance: Appearance) -> Content {
        appearance == .dark ? darkContent ?? content : content
    }

    /// The asset behind ``imageAsset``, made on first use.
    private var asset: ImageAsset?

    /// The image's variants for each appearance, as `UIImage.imageAsset`: an
    /// image registered there for dark (or light) is what this image draws
    /// in dark (or light) mode, as UIKit resolves an image view's image by
    /// its traits. Never nil; optional as in UIKit.
    public var imageAsset: ImageAsset? {
        if let asset { return asset }
        let made = ImageAsset(image: self)
        asset = made
        return made
    }

    /// The PNG bytes of a bitmap image (its light-mode pixels); nil for a symbol or a vector.
    public func pngData() throws(PNGError) -> [UInt8]? {
        guard case .bitmap(let bitmap) = content else { return nil }
        return try PNGCodec.encode(bitmap)
    }

    /// Images are equal when they are the same object, as `UIImage`s are (an `NSObject`'s equality).
    public static func == (lhs: Image, rhs: Image) -> Bool { lhs === rhs }

    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    /// A copy drawn in `color`, as `UIImage.withTintColor(_:)`: a symbol in
    /// that colour instead of the view's tint; a bitmap or vector image as
    /// `color` wherever it has ink (UIKit draws the colour, then the image
    /// with `destinationIn`), keeping its rendering mode.
    public func withTintColor(_ color: Color) -> Image {
        guard case .symbol(var symbol) = content else {
            return Image(content: content, darkContent: darkContent, renderingMode: renderingMode, contentTintColor: color)
        }
        symbol.color = color
        return Image(symbol: symbol)
    }

    /// Draws the image scaled into `rect`, in the variant of the context's
    /// appearance; symbols without a colour of their own and template
    /// images use `tintColor`, and directional symbols mirror in right-to-left layouts.
    public func draw(in context: GraphicsContext, rect: CGRect, tintColor: Color, direction: LayoutDirection = .leftToRight) {
        let content = content(for: context.appearance)
        switch content {
        case .bitmap, .vector:
            if let fill = renderingMode == .alwaysTemplate ? tintColor : contentTintColor {
                context.fill(with: fill, in: rect) { content.draw(in: context, rect: rect) }
            } else {
                content.draw(in: context, rect: rect)
            }
        case .symbol(let symbol) where symbol.flipsForRightToLeftLayoutDirection && direction == .rightToLeft:
            context.withSavedState {
                context.translateBy(x: rect.midX, y: 0)
                context.scaleBy(x: -1, y: 1)
                context.translateBy(x: -rect.midX, y: 0)
                symbol.draw(in: context, rect: rect, tintColor: tintColor)
            }
        case .symbol(let symbol):
            symbol.draw(in: context, rect: rect, tintColor: tintColor)
        case .blank:
            break
        }
    }
}

extension Image.Content {
    /// The size in points.
    public var size: CGSize {
        switch self {
        case .bitmap(let bitmap): bitmap.size
        case .symbol(let symbol): symbol.size
        case .vector(let picture): picture.size
        case .blank(let size): size
        }
    }

    /// Draws pixels or vectors scaled into `rect`; symbols, which need a tint, draw through ``Image``.
    fileprivate func draw(in context: GraphicsContext, rect: CGRect) {
        switch self {
        case .bitmap(let bitmap): context.draw(bitmap, in: rect)
        case .vector(let picture): context.draw(picture, in: rect)
        case .symbol, .blank: break
        }
    }
}
