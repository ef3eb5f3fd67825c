import Foundation

extension Image {
    /// Whether an image draws in the tint or in its own colours, as `UIImage.RenderingMode`.
    public enum RenderingMode: Int, Sendable {
        /// Symbols draw in the tint, bitmaps in their own colours.
        case automatic
        /// Draws in the image's own colours: a symbol without a colour of its own in the label colour.
        case alwaysOriginal
        /// Draws in the tint; a bitmap still draws in its own colours here (template bitmaps come with asset catalogs).
        case alwaysTemplate
    }

    /// The image drawn in `renderingMode`, as `UIImage.withRenderingMode(_:)`.
    public func withRenderingMode(_ renderingMode: RenderingMode) -> Image {
        guard renderingMode == .alwaysOriginal, case .symbol(let symbol) = content, symbol.color == nil else { return self }
        return withTintColor(.label)
    }

    /// A copy drawn in `color`, as `UIImage.withTintColor(_:renderingMode:)`.
    public func withTintColor(_ color: Color, renderingMode: RenderingMode) -> Image {
        withTintColor(color)
    }
}
