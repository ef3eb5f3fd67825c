import CGraphics
import Foundation

/// Images drawn into a vector page, cut to what the clip lets show and shrunk
/// to ``pixelsPerPoint`` first: a PDF or SVG embeds what it is given, so a
/// 4096² photo clipped to a 44-pt row, or shown as a 29-pt thumbnail, would
/// otherwise be compressed (and in SVG, base64-encoded) whole. Each cut is
/// made once and reused, so a page embeds it once however many rows show it.
/// An image that shows whole at no more than that resolution is drawn as it is.
final class VectorImages {
    /// Pixels per point an embedded image keeps: beyond any device's scale, so zooming in stays sharp.
    static let pixelsPerPoint: CGFloat = 4
    /// Enough for the images of one page.
    private static let capacity = 64

    private struct Key: Hashable {
        let image: ObjectIdentifier
        let source: [Int]
        let width: Int
        let height: Int
    }

    private var cuts: [Key: (source: Bitmap, bitmap: Bitmap)] = [:]

    /// What to draw for `image` filling `rect` (user space) under `visible`
    /// (the clip's extents, in user space), `deviceScale` device units per
    /// user unit: the image itself, or a cut of it with the rect it fills;
    /// nil when none of it shows.
    func prepared(_ image: Bitmap, in rect: CGRect, visible: CGRect, deviceScale: CGSize) -> (Bitmap, CGRect)? {
        let shown = rect.intersection(visible)
        guard !shown.isNull, shown.width > 0, shown.height > 0, rect.width > 0, rect.height > 0 else { return nil }
        let perX = CGFloat(image.pixelWidth) / rect.width, perY = CGFloat(image.pixelHeight) / rect.height
        let left = max(0, Int(((shown.minX - rect.minX) * perX).rounded(.down)))
        let top = max(0, Int(((shown.minY - rect.minY) * perY).rounded(.down)))
        let right = min(image.pixelWidth, Int(((shown.maxX - rect.minX) * perX).rounded(.up)))
        let bottom = min(image.pixelHeight, Int(((shown.maxY - rect.minY) * perY).rounded(.up)))
        guard right > left, bottom > top else { return nil }
        let cut = CGRect(x: rect.minX + CGFloat(left) / perX, y: rect.minY + CGFloat(top) / perY,
                         width: CGFloat(right - left) / perX, height: CGFloat(bottom - top) / perY)
        let width = min(right - left, Self.pixels(cut.width * deviceScale.width))
        let height = min(bottom - top, Self.pixels(cut.height * deviceScale.height))
        if left == 0, top == 0, right == image.pixelWidth, bottom == image.pixelHeight, width == image.pixelWidth, height == image.pixelHeight {
            return (image, rect)
        }
        let key = Key(image: ObjectIdentifier(image), source: [left, top, right, bottom], width: width, height: height)
        if let entry = cuts[key], entry.source === image { return (entry.bitmap, cut) }
        guard let bitmap = try? Bitmap(pixelWidth: width, pixelHeight: height, scale: 1, isOpaque: image.isOpaque) else { return (image, rect) }
        let context = GraphicsContext(bitmap: bitmap, appearance: .light)
        let scaleX = CGFloat(width) / CGFloat(right - left), scaleY = CGFloat(height) / CGFloat(bottom - top)
        context.draw(image, in: CGRect(x: -CGFloat(left) * scaleX, y: -CGFloat(top) * scaleY,
                                       width: CGFloat(image.pixelWidth) * scaleX, height: CGFloat(image.pixelHeight) * scaleY))
        if cuts.count >= Self.capacity { cuts.removeAll() }
        // The source is kept with its cut, so that its identifier is not reused by another image meanwhile.
        cuts[key] = (image, bitmap)
        return (bitmap, cut)
    }

    private static func pixels(_ deviceLength: CGFloat) -> Int {
        max(1, Int(min((deviceLength * pixelsPerPoint).rounded(.up), 1e6)))
    }
}
