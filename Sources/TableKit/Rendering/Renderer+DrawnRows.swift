import Canvas
import Foundation

extension Renderer {
    /// The PNG of a screen whose content ends above its bottom, drawn only
    /// down to where its drawing ends: the rows below show the background
    /// alone, alike, and the encoder repeats the last one drawn for them
    /// (``Canvas/PNGCodec/encode(_:extendedTo:drawingRowsFrom:with:)``), so a
    /// one-row table at 3x draws and encodes a 1.6 MB canvas, not a 12 MB one.
    /// An ``Canvas/InkProbe`` finds the rows, recording the picture without
    /// painting it; it is not made for a screen with rows or bars down to its
    /// bottom. Nil, for the whole canvas to be drawn, unless the drawing
    /// ends above the row where the two bands of a large picture meet and
    /// draws no image inside a layer: the picture is then encoded as those
    /// bands encode it, and the bytes are the same. Vector images are
    /// rasterised within `budget`, which the caller checks.
    func pngDataOfDrawnRows(of scrollView: ScrollView, size: CGSize, budget: RasterBudget) throws -> [UInt8]? {
        let width = pixels(size.width), height = pixels(size.height)
        guard mode == .screen, overlay == nil, !chrome.drawsAlongTheBottom,
              scrollView.contentSize.height - scrollView.contentOffset.y < scrollView.bounds.height,
              let split = PNGCodec.bandSplit(width: width, height: height, isOpaque: true) else { return nil }
        let appearance = traits.userInterfaceStyle
        let probe = InkProbe(pixelWidth: width, pixelHeight: height, scale: traits.displayScale, appearance: appearance)
        drawPicture(scrollView, in: probe.context)
        let rows = probe.drawnRowCount
        guard rows <= split, !probe.drewImageInLayer else { return nil }
        let bitmap = try Bitmap(pixelWidth: width, pixelHeight: rows, scale: traits.displayScale, isOpaque: true, cleared: false)
        drawOpaque(in: GraphicsContext(bitmap: bitmap, appearance: appearance, rasterBudget: budget), size: size, drawnFirst: drawnFirst(of: scrollView)) {
            drawPicture(scrollView, in: $0)
        }
        return try PNGCodec.encode(bitmap, extendedTo: height, drawingRowsFrom: split) { true }
    }
}
