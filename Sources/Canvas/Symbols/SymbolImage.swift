import Foundation

/// A symbol configured for drawing: size, weight, scale, colours and an
/// optional rounded-square badge behind it, like the icons of the Settings app.
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
    /// The symbol scale, as `UIImage.SymbolScale`; `medium` by default.
    public var scale = Symbol.Scale.medium
    /// How a template symbol's layers are coloured; `monochrome` by default.
    public var rendering = SymbolRenderingMode.monochrome
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
        badgeColor == nil ? glyphSize : CGSize(width: Self.badgeSide, height: Self.badgeSide)
    }

    private var glyphSize: CGSize { symbol.size(pointSize: pointSize, weight: weight, scale: scale) }

    func draw(in context: GraphicsContext, rect: CGRect, tintColor: Color) {
        guard let badgeColor else {
            drawGlyph(in: context, rect: rect, color: color ?? tintColor)
            return
        }
        let radius = Self.badgeCornerRadius * rect.width / Self.badgeSide
        context.fill(Path { $0.addRoundedRect(rect, cornerRadius: radius) }, with: badgeColor)
        // The glyph fills about 62 % of the badge, as in the Settings app.
        let glyph = glyphSize
        let fit = min(rect.width * 0.62 / max(glyph.width, 1), rect.height * 0.62 / max(glyph.height, 1))
        let side = CGSize(width: glyph.width * fit, height: glyph.height * fit)
        let glyphRect = CGRect(x: rect.midX - side.width / 2, y: rect.midY - side.height / 2, width: side.width, height: side.height)
        drawGlyph(in: context, rect: glyphRect, color: color ?? .white)
    }

    private func drawGlyph(in context: GraphicsContext, rect: CGRect, color: Color) {
        symbol.draw(in: context, rect: rect, color: color, weight: weight, scale: scale, rendering: rendering)
    }
}

extension Image {
    /// The image of TableSnap's own drawing of `name` (see ``Symbol/builtIn(_:)``), for the system images of controls and bars.
    package convenience init?(builtInSymbol name: String, pointSize: CGFloat = 17, weight: Font.Weight = .regular) {
        guard let symbol = Symbol.builtIn(name) else { return nil }
        self.init(symbol: SymbolImage(symbol: symbol, pointSize: pointSize, weight: weight))
    }
}
