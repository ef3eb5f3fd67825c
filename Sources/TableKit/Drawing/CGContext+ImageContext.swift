import Canvas
import Foundation

extension CGContext {
    /// A context drawing into a new `size`-point bitmap at `scale` (0: the
    /// current traits' display scale), black if `opaque` as in UIKit, else
    /// transparent; nil, with a warning, when the size is empty, not finite
    /// or over TableSnap's bitmap limit.
    static func image(size: CGSize, scale: CGFloat, opaque: Bool) -> CGContext? {
        let scale = scale > 0 && scale.isFinite ? scale : Traits.current.displayScale
        let width = (size.width * scale).rounded(.up), height = (size.height * scale).rounded(.up)
        guard width.isFinite, height.isFinite, width < CGFloat(Bitmap.maximumSide + 1), height < CGFloat(Bitmap.maximumSide + 1) else {
            ConsoleLog.warn("an image context of \(size.width) × \(size.height) pt cannot be made; the image is empty")
            return nil
        }
        let bitmap: Bitmap
        do {
            bitmap = try Bitmap(pixelWidth: Int(width), pixelHeight: Int(height), scale: scale, isOpaque: opaque)
        } catch {
            ConsoleLog.warn("an image context of \(size.width) × \(size.height) pt cannot be made (\(error)); the image is empty")
            return nil
        }
        let graphics = GraphicsContext(bitmap: bitmap, appearance: Traits.current.userInterfaceStyle)
        if opaque { graphics.paint(.black) }
        return CGContext(graphics: graphics, bitmap: bitmap)
    }

    /// Makes a new image context current, as `UIGraphicsBeginImageContextWithOptions`;
    /// one that cannot be made is not begun, and ``imageFromCurrentImageContext()`` then gives nil.
    public static func beginImageContext(size: CGSize, opaque: Bool, scale: CGFloat) {
        guard let context = image(size: size, scale: scale, opaque: opaque) else { return }
        pushCurrent(context)
    }

    /// The current image context's picture so far, as `UIGraphicsGetImageFromCurrentImageContext()`; nil when the current context is not an image context.
    public static func imageFromCurrentImageContext() -> Image? {
        guard let bitmap = current?.bitmap else { return nil }
        return (try? bitmap.copy()).map(Image.init(bitmap:))
    }

    /// Ends the current image context, as `UIGraphicsEndImageContext()`; nothing when the current context is not one.
    public static func endImageContext() {
        guard current?.bitmap != nil else { return }
        popCurrent()
    }
}
