import Canvas
import Foundation

/// What a ``GraphicsImageRenderer``'s actions draw with, as `UIGraphicsImageRendererContext`.
public final class GraphicsImageRendererContext {
    /// The Core Graphics context of the image, also current (`UIGraphicsGetCurrentContext()`) while the actions run.
    public let cgContext: CGContext
    /// The image's format.
    public let format: GraphicsImageRendererFormat
    private let bitmap: Bitmap

    init(cgContext: CGContext, format: GraphicsImageRendererFormat, bitmap: Bitmap) {
        self.cgContext = cgContext
        self.format = format
        self.bitmap = bitmap
    }

    /// The image as drawn so far.
    public var currentImage: Image {
        (try? bitmap.copy()).map(Image.init(bitmap:)) ?? Image(content: .blank(bitmap.size))
    }

    /// Fills `rect` with the fill colour (`UIColor.setFill()`).
    public func fill(_ rect: CGRect) { cgContext.fill(rect) }

    /// Strokes a 1 pt line inside `rect`'s edge with the stroke colour, as UIKit does.
    public func stroke(_ rect: CGRect) {
        cgContext.stroke(rect.insetBy(dx: 0.5, dy: 0.5), width: 1)
    }

    /// Limits later drawing to `rect`.
    public func clip(to rect: CGRect) { cgContext.clip(to: rect) }
}
