import CGraphics
import Foundation

/// Drawing a bitmap a band of rows at a time, so that the rows drawn can be
/// encoded on one core while the rest are drawn on the other
/// (``PNGCodec/encode(_:drawingRowsFrom:with:)``).
///
/// A band is the whole picture drawn under a clip to its rows, on the
/// bitmap's own surface and coordinates, so every operation Cairo clips
/// gives each pixel in the band what drawing the picture whole gives it, and
/// none outside, with two exceptions, which are noted
/// (``drawingCrossedBand``) so that the caller draws the picture whole
/// instead: a blur (ours, not Cairo's) that would read across the band's
/// edge, which is left out, and a scaled image across it. Both are asked
/// through the one mechanism of partial drawing (``PartialDrawing``).
extension GraphicsContext {
    /// A context that draws only rows `rows` of `bitmap` (device pixels): the
    /// picture drawn into it changes no pixel outside them. Its pictures are
    /// paid for from `rasterBudget`, which the other band shares.
    public convenience init(bitmap: Bitmap, rows: Range<Int>, appearance: Appearance, rasterBudget: RasterBudget = RasterBudget()) {
        self.init(bitmap: bitmap, appearance: appearance, rasterBudget: rasterBudget)
        let rows = rows.clamped(to: 0..<bitmap.pixelHeight)
        withSavedState {
            cairo_identity_matrix(cairo)
            cairo_rectangle(cairo, 0, Double(rows.lowerBound), Double(bitmap.pixelWidth), Double(rows.count))
        }
        cairo_clip(cairo)
        partial = .band((rows.lowerBound == 0 ? Int.min : rows.lowerBound)..<(rows.upperBound == bitmap.pixelHeight ? Int.max : rows.upperBound))
    }

    /// ``drawsEffect(changing:reach:)`` on `band`: whether the effect changes
    /// rows of the band and reads none beyond it, one that would read across
    /// its edge noted in ``drawingCrossedBand``.
    func bandDrawsEffect(changing rect: CGRect, reach: Int, band: Range<Int>) -> Bool {
        guard let changes = deviceRows(of: rect) else {
            drawingCrossedBand = true
            return false
        }
        guard changes.overlaps(band) else { return false }
        let reads = (changes.lowerBound - reach)..<(changes.upperBound + reach)
        if reads.clamped(to: band) != reads { drawingCrossedBand = true }
        // Once the band is crossed it is drawn in vain: no effect is worth doing.
        return !drawingCrossedBand
    }

    /// ``drawsImage(in:)`` on `band`: notes a scaled image drawn into `rect`
    /// that crosses the band's edge. Cairo samples an image clipped at the
    /// edge from another origin than the whole image, and rounds some pixels
    /// one level apart, so one across the edge, or in a layer whose top the
    /// band's top cut (a layer starts at its clip's top), crosses it.
    func bandNotesImage(in rect: CGRect, band: Range<Int>) {
        guard let rows = deviceRows(of: rect) else {
            drawingCrossedBand = true
            return
        }
        let crossesEdge = rows.overlaps(band) && rows.clamped(to: band) != rows
        let layerReachesTop = !drawsIntoTarget && (deviceRows(of: clipExtents).map { $0.lowerBound <= band.lowerBound } ?? true)
        if crossesEdge || layerReachesTop { drawingCrossedBand = true }
    }
}
