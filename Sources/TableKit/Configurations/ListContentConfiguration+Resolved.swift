import Canvas
import Foundation

extension ListContentConfiguration.ImageProperties {
    /// The colour a symbol image is drawn in: its own tint, else `tintColor`, as `resolvedTintColor(for:)`.
    public func resolvedTintColor(for tintColor: Color) -> Color { self.tintColor ?? tintColor }
}

extension ListContentConfiguration.TextProperties {
    /// The colour the text is drawn in, as `resolvedColor()`.
    public func resolvedColor() -> Color { color }
}
