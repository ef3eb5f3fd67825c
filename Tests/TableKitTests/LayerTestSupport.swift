import Foundation
@testable import TableKit

/// `view` drawn alone at 1 pixel a point on a transparent `size`, as the layer tests probe it.
func renderLayered(_ view: View, size: CGSize) throws -> Bitmap {
    let root = View(frame: CGRect(origin: .zero, size: size))
    root.overrideTraits = Traits(displayScale: 1)
    root.addSubview(view)
    let bitmap = try Bitmap(pixelWidth: Int(size.width), pixelHeight: Int(size.height), scale: 1, isOpaque: false)
    root.render(in: GraphicsContext(bitmap: bitmap, appearance: .light))
    return bitmap
}

/// Whether `pixel` is opaque and within 2 of `red`, `green` and `blue`.
func isColor(_ pixel: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8), red: Int, green: Int, blue: Int) -> Bool {
    pixel.alpha == 255 && abs(Int(pixel.red) - red) <= 2 && abs(Int(pixel.green) - green) <= 2 && abs(Int(pixel.blue) - blue) <= 2
}

/// A standalone layer filled with `color` at `frame`.
func filledLayer(_ color: Color, frame: CGRect) -> Layer {
    let layer = Layer()
    layer.backgroundColor = color
    layer.frame = frame
    return layer
}
