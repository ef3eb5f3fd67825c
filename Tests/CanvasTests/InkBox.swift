import Foundation
@testable import Canvas

/// What a drawing leaves in a bitmap, for tests that check where and how much it drew.
struct Ink {
    let bitmap: Bitmap

    /// A transparent bitmap of `size` points at `scale`, with `draw` run on it.
    init(width: CGFloat, height: CGFloat, scale: CGFloat = 1, _ draw: (GraphicsContext) -> Void) throws {
        bitmap = try Bitmap(pixelWidth: Int((width * scale).rounded(.up)), pixelHeight: Int((height * scale).rounded(.up)), scale: scale, isOpaque: false)
        draw(GraphicsContext(bitmap: bitmap, appearance: .light))
    }

    /// The pixels at least half opaque.
    var count: Int { pixels.count }

    /// The box of the pixels at least half opaque, in pixels; nil when there are none.
    var box: CGRect? {
        let points = pixels
        guard let xs = points.map(\.x).min(), let xm = points.map(\.x).max(), let ys = points.map(\.y).min(), let ym = points.map(\.y).max() else { return nil }
        return CGRect(x: xs, y: ys, width: xm - xs + 1, height: ym - ys + 1)
    }

    private var pixels: [(x: Int, y: Int)] {
        var found: [(x: Int, y: Int)] = []
        for y in 0..<bitmap.pixelHeight {
            for x in 0..<bitmap.pixelWidth where bitmap.pixel(x: x, y: y).alpha >= 128 { found.append((x, y)) }
        }
        return found
    }
}
