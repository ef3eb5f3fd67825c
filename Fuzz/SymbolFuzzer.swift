// The libFuzzer entry point for the SVG readers behind symbols: every input
// is read as an SVG document, as an SF Symbols template, and as path data and
// a transform list; what is read is drawn. `Scripts/fuzz symbol` builds it
// against Canvas built for testing (the readers are internal), with
// AddressSanitizer.
@testable import Canvas
import Foundation

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let input = Array(UnsafeBufferPointer(start: bytes, count: count))
    let text = String(decoding: input, as: UTF8.self)
    draw(SVGPathData.path(Substring(text)))
    _ = SVGTransform.parse(Substring(text))
    guard let document = try? SVGDocument.read(input) else { return 0 }
    document.shapes.forEach { draw($0.path) }
    if let template = try? SymbolTemplate(document), let context {
        let symbol = Symbol(name: "fuzz", template: template)
        for rendering in [SymbolRenderingMode.monochrome, .hierarchical(nil), .palette([.systemRed]), .multicolor] {
            symbol.draw(in: context, rect: CGRect(x: 2, y: 2, width: 28, height: 28), color: .black, weight: .bold, scale: .large, rendering: rendering)
        }
    }
    return 0
}

private let context = (try? Bitmap(pixelWidth: 32, pixelHeight: 32, scale: 1, isOpaque: false)).map { GraphicsContext(bitmap: $0, appearance: .light) }

/// Draws `path` fitted into the small bitmap, as a symbol would be.
private func draw(_ path: Path) {
    guard let context else { return }
    let box = path.tightBounds
    guard !box.isNull, box.width > 0, box.height > 0 else { return }
    let fit = 28 / max(box.width, box.height)
    context.fill(path.applying(scale: fit, translation: CGPoint(x: 2 - box.minX * fit, y: 2 - box.minY * fit)), with: .black, evenOdd: true)
}
