import Foundation

extension Image {
    /// Whether an image draws in the tint or in its own colours, as `UIImage.RenderingMode`.
    public enum RenderingMode: Int, Sendable {
        /// Symbols draw in the tint, bitmaps and vector images in their own colours.
        case automatic
        /// Draws in the image's own colours: a symbol without a colour of its own in the label colour.
        case alwaysOriginal
        /// Draws in the tint: a bitmap or vector image's shape filled with it, as an asset catalogue's template image.
        case alwaysTemplate
    }

    /// The image drawn in `renderingMode`, as `UIImage.withRenderingMode(_:)`.
    public func withRenderingMode(_ renderingMode: RenderingMode) -> Image {
        if case .symbol(let symbol) = content {
            guard renderingMode == .alwaysOriginal, symbol.color == nil else { return self }
            return withTintColor(.label)
        }
        guard renderingMode != self.renderingMode else { return self }
        return Image(content: content, darkContent: darkContent, renderingMode: renderingMode, contentTintColor: contentTintColor)
    }

    /// A copy drawn in `color`, as `UIImage.withTintColor(_:renderingMode:)`:
    /// a symbol always in `color`; a bitmap or vector image as ``withTintColor(_:)``, in `renderingMode`.
    public func withTintColor(_ color: Color, renderingMode: RenderingMode) -> Image {
        guard case .symbol = content else {
            return Image(content: content, darkContent: darkContent, renderingMode: renderingMode, contentTintColor: color)
        }
        return withTintColor(color)
    }
}
