import Foundation

/// An image as UIKit's `UIImage` is one: pixels (from a PNG file or a render)
/// or a symbol drawn as vectors at any size.
public final class Image: Hashable, @unchecked Sendable {
    /// What the image is made of.
    public enum Content {
        case bitmap(Bitmap)
        case symbol(SymbolImage)
        /// Nothing, of a size: what an image drawing that could not be made gives, as UIKit gives an empty image.
        case blank(CGSize)
    }

    /// Pixels or a symbol, fixed at creation.
    public let content: Content

    /// An image of `content`.
    public init(content: Content) { self.content = content }

    /// An image of a bitmap's pixels, its point size the pixel size divided by the bitmap's scale.
    public init(bitmap: Bitmap) { content = .bitmap(bitmap) }

    /// An image of a configured symbol, drawn as vectors at whatever size it is shown.
    public init(symbol: SymbolImage) { content = .symbol(symbol) }

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

    /// The size in points.
    public var size: CGSize {
        switch content {
        case .bitmap(let bitmap): bitmap.size
        case .symbol(let symbol): symbol.size
        case .blank(let size): size
        }
    }

    /// The PNG bytes of a bitmap image; nil for a symbol.
    public func pngData() throws(PNGError) -> [UInt8]? {
        guard case .bitmap(let bitmap) = content else { return nil }
        return try PNGCodec.encode(bitmap)
    }

    /// Images are equal when they are the same object, as `UIImage`s are (an `NSObject`'s equality).
    public static func == (lhs: Image, rhs: Image) -> Bool { lhs === rhs }

    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    /// A copy drawn in `color` instead of the view's tint.
    public func withTintColor(_ color: Color) -> Image {
        guard case .symbol(var symbol) = content else { return self }
        symbol.color = color
        return Image(symbol: symbol)
    }

    /// Draws the image scaled into `rect`; symbols without a colour of their
    /// own use `tintColor`, and directional symbols mirror in right-to-left layouts.
    public func draw(in context: GraphicsContext, rect: CGRect, tintColor: Color, direction: LayoutDirection = .leftToRight) {
        switch content {
        case .bitmap(let bitmap):
            context.draw(bitmap, in: rect)
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
