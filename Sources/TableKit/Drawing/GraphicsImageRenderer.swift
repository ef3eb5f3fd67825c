import Canvas
import Foundation

/// Draws images with Core Graphics calls, as `UIGraphicsImageRenderer`:
/// `renderer.image { context in UIColor.systemBlue.setFill(); context.fill(rect) }`.
///
/// The drawing is TableSnap's own (Cairo), so what an app draws into an
/// image looks as it does in a view. An image larger than TableSnap's
/// bitmap limit, or empty, comes back empty with a warning.
open class GraphicsImageRenderer {
    /// The images' size in points.
    public let size: CGSize
    /// Where the drawing's origin lies: drawing at `bounds.origin` lands at the image's top-left corner.
    public let bounds: CGRect
    /// The scale and opacity of the images.
    public let format: GraphicsImageRendererFormat

    /// A renderer of `size`-point images.
    public convenience init(size: CGSize, format: GraphicsImageRendererFormat = .default()) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: format)
    }

    /// A renderer of images showing `bounds` of the drawing.
    public init(bounds: CGRect, format: GraphicsImageRendererFormat = .default()) {
        self.bounds = bounds
        self.size = bounds.size
        self.format = format
    }

    /// An image of what `actions` draws.
    public func image(actions: (GraphicsImageRendererContext) -> Void) -> Image {
        guard let bitmap = draw(actions) else { return Image(content: .blank(size)) }
        return Image(bitmap: bitmap)
    }

    /// PNG data of what `actions` draws; empty when the image cannot be made.
    public func pngData(actions: (GraphicsImageRendererContext) -> Void) -> Data {
        guard let bitmap = draw(actions), let bytes = try? Image(bitmap: bitmap).pngData() else { return Data() }
        return Data(bytes)
    }

    /// The bitmap `actions` draws into, or nil (with a warning) when no bitmap of this size can be made.
    private func draw(_ actions: (GraphicsImageRendererContext) -> Void) -> Bitmap? {
        guard let cgContext = CGContext.image(size: size, scale: format.scale, opaque: format.opaque), let bitmap = cgContext.bitmap else { return nil }
        cgContext.translateBy(x: -bounds.minX, y: -bounds.minY)
        let context = GraphicsImageRendererContext(cgContext: cgContext, format: format, bitmap: bitmap)
        CGContext.pushCurrent(cgContext)
        actions(context)
        CGContext.popCurrent()
        return bitmap
    }
}
