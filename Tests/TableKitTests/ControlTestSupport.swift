import Foundation
import Testing
@testable import TableKit

/// Renders `view` alone on `background` at `scale`, in `appearance`, for pixel checks.
func renderControl(_ view: View, appearance: Appearance = .light, scale: CGFloat = 2,
                   direction: LayoutDirection = .leftToRight, background: Color = .white) throws -> Bitmap {
    let root = View(frame: CGRect(origin: .zero, size: CGSize(width: view.frame.maxX, height: view.frame.maxY)))
    root.overrideTraits = Traits(userInterfaceStyle: appearance, displayScale: scale, layoutDirection: direction)
    root.backgroundColor = background
    root.addSubview(view)
    root.layoutIfNeeded()
    let bitmap = try Bitmap(pixelWidth: Int((root.frame.width * scale).rounded(.up)), pixelHeight: Int((root.frame.height * scale).rounded(.up)),
                            scale: scale, isOpaque: true)
    root.render(in: GraphicsContext(bitmap: bitmap, appearance: appearance))
    return bitmap
}

/// The pixel at point (`x`, `y`) as 0–255 RGB.
func rgb(_ bitmap: Bitmap, _ x: CGFloat, _ y: CGFloat) -> [Int] {
    let p = bitmap.pixel(x: Int(x * bitmap.scale), y: Int(y * bitmap.scale))
    return [Int(p.red), Int(p.green), Int(p.blue)]
}

/// Whether two colours are within `tolerance` per channel.
func close(_ a: [Int], _ b: [Int], tolerance: Int = 2) -> Bool {
    zip(a, b).allSatisfy { abs($0 - $1) <= tolerance }
}

/// A colour's resolved value as 0–255 RGB, alpha ignored.
func rgb(_ color: Color, _ appearance: Appearance) -> [Int] {
    let c = color.resolved(for: appearance)
    return [c.red, c.green, c.blue].map { Int(($0 * 255).rounded()) }
}

/// Wraps `view` in a view of its own traits, so a lone control can lay out right to left.
func inRightToLeft<V: View>(_ view: V) -> V {
    view.overrideTraits = Traits(layoutDirection: .rightToLeft)
    return view
}
