import Canvas
import Foundation

extension Image {
    /// `UIImage.SymbolWeight`: the weights of ``Font/Weight``.
    public typealias SymbolWeight = Font.Weight

    /// `UIImage.SymbolScale`: how large a symbol is beside text of its point size.
    public enum SymbolScale: Equatable, Sendable {
        case `default`, unspecified, small, medium, large

        /// The factor UIKit's scales give a symbol over `medium`.
        var factor: CGFloat {
            switch self {
            case .small: 0.8
            case .large: 1.2
            case .default, .unspecified, .medium: 1
            }
        }
    }

    /// The basics of `UIImage.SymbolConfiguration`: a point size or a text
    /// style's size, a weight and a scale.
    public struct SymbolConfiguration: Equatable, Sendable {
        var pointSize: CGFloat?
        var textStyle: TextStyle?
        var weight: Font.Weight?
        var scale: SymbolScale = .default

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

        /// The point size the configuration draws at.
        var resolvedPointSize: CGFloat {
            let base = pointSize ?? textStyle.map { Font.preferredFont(forTextStyle: $0).pointSize } ?? 17
            return base * scale.factor
        }
    }

    /// `UIImage(systemName:withConfiguration:)`.
    public convenience init?(systemName: String, withConfiguration configuration: SymbolConfiguration?) {
        guard let configuration else {
            self.init(systemName: systemName)
            return
        }
        self.init(systemName: systemName, pointSize: configuration.resolvedPointSize, weight: configuration.weight ?? .regular)
    }

    /// The same symbol drawn with `configuration` (`withConfiguration(_:)`); a bitmap is returned as it is.
    public func withConfiguration(_ configuration: SymbolConfiguration) -> Image {
        guard case .symbol(var symbol) = content else { return self }
        symbol.pointSize = configuration.resolvedPointSize
        symbol.weight = configuration.weight ?? symbol.weight
        return Image(symbol: symbol)
    }

    /// `applyingSymbolConfiguration(_:)`: as ``withConfiguration(_:)``.
    public func applyingSymbolConfiguration(_ configuration: SymbolConfiguration) -> Image? {
        withConfiguration(configuration)
    }
}
