import Canvas
import Foundation

/// Symbol images and their configurations, as `UIImage(systemName:withConfiguration:)` and `UIImage.SymbolConfiguration`.
extension Image {
    /// `UIImage.SymbolWeight`: the weights of `Font.Weight`.
    public typealias SymbolWeight = Font.Weight

    /// `UIImage.SymbolScale`: how large a symbol is beside text of its point size.
    public enum SymbolScale: Equatable, Sendable {
        /// The default scale: medium.
        case `default`
        /// No scale given: medium.
        case unspecified
        /// Smaller than the text.
        case small
        /// Matched to the text.
        case medium
        /// Larger than the text.
        case large

        /// The scale drawn: `default` and `unspecified` are medium, as in UIKit.
        var symbolScale: Symbol.Scale {
            switch self {
            case .small: .small
            case .large: .large
            case .default, .unspecified, .medium: .medium
            }
        }
    }

    /// `UIImage.SymbolConfiguration`: a point size or a text style's size, a
    /// weight, a scale and a colour configuration (hierarchical, palette or
    /// multicolour), each left to the image when not given.
    public struct SymbolConfiguration: Equatable, Sendable {
        var pointSize: CGFloat?
        var textStyle: TextStyle?
        var weight: Font.Weight?
        var scale: SymbolScale = .default
        var rendering: SymbolRenderingMode?

        /// A symbol at `pointSize` points.
        public init(pointSize: CGFloat, weight: SymbolWeight = .regular, scale: SymbolScale = .default) {
            self.pointSize = pointSize
            self.weight = weight
            self.scale = scale
        }

        /// A symbol at `textStyle`'s size (at the current traits' text size).
        public init(textStyle: TextStyle, scale: SymbolScale = .default) {
            self.textStyle = textStyle
            self.scale = scale
        }

        /// A symbol at `font`'s size and weight, as `SymbolConfiguration(font:scale:)`.
        public init(font: Font, scale: SymbolScale = .default) {
            pointSize = font.pointSize
            weight = font.weight
            self.scale = scale
        }

        /// A symbol at the body size in `weight`.
        public init(weight: SymbolWeight) {
            self.weight = weight
        }

        /// A symbol at the body size and `scale`.
        public init(scale: SymbolScale) {
            self.scale = scale
        }

        /// Hierarchical colours from `hierarchicalColor`: secondary and tertiary layers fainter.
        public init(hierarchicalColor: Color) {
            rendering = .hierarchical(hierarchicalColor)
        }

        /// A colour for each hierarchy level of the symbol's layers, primary first.
        public init(paletteColors: [Color]) {
            rendering = .palette(paletteColors)
        }

        /// The colours the symbol's own multicolour layers name.
        public static func preferringMulticolor() -> SymbolConfiguration {
            var configuration = SymbolConfiguration(scale: .default)
            configuration.rendering = .multicolor
            return configuration
        }

        /// One colour for every layer.
        public static func preferringMonochrome() -> SymbolConfiguration {
            var configuration = SymbolConfiguration(scale: .default)
            configuration.rendering = .monochrome
            return configuration
        }

        /// This configuration with what `other` sets over it, as `applying(_:)` combines them.
        public func applying(_ other: SymbolConfiguration?) -> SymbolConfiguration {
            guard let other else { return self }
            var combined = self
            if other.pointSize != nil || other.textStyle != nil { (combined.pointSize, combined.textStyle) = (other.pointSize, other.textStyle) }
            combined.weight = other.weight ?? weight
            if other.scale != .default { combined.scale = other.scale }
            combined.rendering = other.rendering ?? rendering
            return combined
        }

        /// The point size the configuration draws at, before its scale.
        var resolvedPointSize: CGFloat? {
            pointSize ?? textStyle.map { Font.preferredFont(forTextStyle: $0).pointSize }
        }
    }

    /// `UIImage(systemName:withConfiguration:)`.
    public convenience init?(systemName: String, withConfiguration configuration: SymbolConfiguration?) {
        guard let image = Image(systemName: systemName) else { return nil }
        self.init(content: configuration.map { image.withConfiguration($0).content } ?? image.content)
    }

    /// The same symbol drawn with `configuration` (`withConfiguration(_:)`):
    /// what the configuration sets replaces the image's own, except that a
    /// size without a scale keeps the body size's; a bitmap is returned as it is.
    public func withConfiguration(_ configuration: SymbolConfiguration) -> Image {
        guard case .symbol(var symbol) = content else { return self }
        symbol.pointSize = configuration.resolvedPointSize ?? 17
        symbol.weight = configuration.weight ?? symbol.weight
        symbol.scale = configuration.scale.symbolScale
        symbol.rendering = configuration.rendering ?? symbol.rendering
        return Image(symbol: symbol)
    }

    /// `applyingSymbolConfiguration(_:)`: as ``withConfiguration(_:)``.
    public func applyingSymbolConfiguration(_ configuration: SymbolConfiguration) -> Image? {
        withConfiguration(configuration)
    }
}
