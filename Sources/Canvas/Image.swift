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

    /// An image of `content`, with `darkContent` for dark mode when given, drawn as `renderingMode` says.
    public init(content: Content, darkContent: Content? = nil, renderingMode: RenderingMode = .automatic) {
        self.content = content
        self.darkContent = darkContent
        self.renderingMode = renderingMode
    }

    /// An image of a bitmap's pixels, its point size the pixel size divided by the bitmap's scale.
    public convenience init(bitmap: Bitmap) { self.init(content: .bitmap(bitmap)) }

    /// An image of a configured symbol, drawn as vectors at whatever size it is shown.
    public convenience init(symbol: SymbolImage) { self.init(content: .symbol(symbol)) }

    /// `UIImage(systemName:)`: a built-in symbol at the body size, drawn in the
    /// view's tint colour; nil for an unknown name.
    public convenience init?(systemName: String, pointSize: CGFloat = 17, weight: Font.Weight = .regular) {
        guard let symbol = Symbol.named(systemName) else { return nil }
        self.init(symbol: SymbolImage(symbol: symbol, pointSize: pointSize, weight: weight))
    }

    /// An image from PNG bytes, `scale` pixels per point.
    public convenience init(pngData: [UInt8], scale: CGFloat = 1) throws(PNGError) {
        self.init(bitmap: try PNGCodec.decode(pngData, scale: scale))
    }

    /// The size in points: the light-mode content's.
    public var size: CGSize { content.size }

    /// What `appearance` shows.
    public func content(for appearance: Appearance) -> Content {
        appearance == .dark ? darkContent ?? content : content
    }

    /// The PNG bytes of a bitmap image (its light-mode pixels); nil for a symbol or a vector.
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

    /// Draws the image scaled into `rect`, in the variant of the context's
    /// appearance; symbols without a colour of their own and template
    /// images use `tintColor`, and directional symbols mirror in right-to-left layouts.
    public func draw(in context: GraphicsContext, rect: CGRect, tintColor: Color, direction: LayoutDirection = .leftToRight) {
        let content = content(for: context.appearance)
        switch content {
        case .bitmap, .vector:
            if renderingMode == .alwaysTemplate {
                context.fill(with: tintColor) { content.draw(in: context, rect: rect) }
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

/// A symbol configured for drawing: size, weight, colour and an optional
/// rounded-square badge behind it, like the icons of the Settings app.
public struct SymbolImage: Sendable {
    /// The side of a Settings-style icon badge, and its corner radius (iOS 17).
    public static let badgeSide: CGFloat = 29
    /// The badge's corner radius in points at ``badgeSide``; it scales with the badge.
    public static let badgeCornerRadius: CGFloat = 6.5

    /// The vector shapes drawn.
    public var symbol: Symbol
    /// The size the symbol is configured at, like `UIImage.SymbolConfiguration(pointSize:)`; 17 (body text) by default.
    public var pointSize: CGFloat
    /// Thickens the strokes as a heavier `UIImage.SymbolConfiguration` weight does; `regular` by default.
    public var weight: Font.Weight
    /// nil draws in the view's tint colour.
    public var color: Color?
    /// The badge colour; nil for a bare symbol.
    public var badgeColor: Color?
    /// Mirrors the symbol in right-to-left layouts, as `chevron.forward` is.
    public var flipsForRightToLeftLayoutDirection = false

    /// A symbol at `pointSize` points; a nil `color` draws in the tint (white on a badge), a nil `badgeColor` draws no badge.
    public init(symbol: Symbol, pointSize: CGFloat = 17, weight: Font.Weight = .regular, color: Color? = nil, badgeColor: Color? = nil) {
        self.symbol = symbol
        self.pointSize = pointSize
        self.weight = weight
        self.color = color
        self.badgeColor = badgeColor
    }

    /// The drawn size in points: the badge, or the symbol's own box.
    public var size: CGSize {
        badgeColor == nil ? symbol.size(pointSize: pointSize) : CGSize(width: Self.badgeSide, height: Self.badgeSide)
    }

    func draw(in context: GraphicsContext, rect: CGRect, tintColor: Color) {
        guard let badgeColor else {
            symbol.draw(in: context, rect: rect, color: color ?? tintColor, weight: weight)
            return
        }
        let radius = Self.badgeCornerRadius * rect.width / Self.badgeSide
        context.fill(Path { $0.addRoundedRect(rect, cornerRadius: radius) }, with: badgeColor)
        // The glyph fills about 62 % of the badge, as in the Settings app.
        let glyph = symbol.size(pointSize: pointSize)
        let fit = min(rect.width * 0.62 / max(glyph.width, 1), rect.height * 0.62 / max(glyph.height, 1))
        let side = CGSize(width: glyph.width * fit, height: glyph.height * fit)
        let glyphRect = CGRect(x: rect.midX - side.width / 2, y: rect.midY - side.height / 2, width: side.width, height: side.height)
        symbol.draw(in: context, rect: glyphRect, color: color ?? .white, weight: weight)
    }
}
