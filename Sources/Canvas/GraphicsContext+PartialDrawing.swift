import CGraphics
import Foundation

/// One mechanism for every context that draws less than the whole picture.
///
/// Cairo keeps most drawing to a band of rows by its clip, and a recording
/// surface notes every operation's extent. What neither does for us is
/// drawing of TableSnap's own that reads pixels back or samples across the
/// clip: a blur (and a shadow, which is blurred), a scaled image, and the
/// background's fill, which a probe leaves out. Each of those asks the
/// context's ``PartialDrawing`` once, here, whether and how it is drawn.
extension GraphicsContext {
    /// What a context draws of the picture when it does not draw all of it.
    enum PartialDrawing {
        /// Only these device rows of its bitmap, the canvas's own edges left
        /// open (``GraphicsContext/init(bitmap:rows:appearance:)``).
        case band(Range<Int>)
        /// No pixel: an ``InkProbe`` records the picture, and these notes
        /// hold the rows that effects and images paint and read.
        case probe(InkProbe.Notes)
    }

    /// Whether an effect that changes `rect` (in the current coordinates) and
    /// reads `reach` device pixels around it, a blur or a shadow, is drawn:
    /// always on a whole surface; on a band only when it changes rows of the
    /// band and reads none beyond it (one that would is noted in
    /// ``drawingCrossedBand``); in a probe never, the rows it paints and
    /// reads noted instead.
    func drawsEffect(changing rect: CGRect, reach: Int) -> Bool {
        switch partial {
        case nil:
            return true
        case .band(let band):
            return bandDrawsEffect(changing: rect, reach: reach, band: band)
        case .probe(let notes):
            probeNotesEffect(changing: rect, reach: reach, in: notes)
            return false
        }
    }

    /// Whether a scaled image is drawn into `rect` (in the current
    /// coordinates): on a band always, one across its edge noted in
    /// ``drawingCrossedBand``; in a probe never, its rows noted instead.
    func drawsImage(in rect: CGRect) -> Bool {
        switch partial {
        case nil:
            return true
        case .band(let band):
            bandNotesImage(in: rect, band: band)
            return true
        case .probe(let notes):
            probeNotesImage(in: rect, in: notes)
            return false
        }
    }

    /// Whether a fill of `rect` in `color` is left out: only in a probe, and
    /// only the background's (``isProbedBackground(_:color:in:)``).
    func leavesOutFill(of rect: CGRect, color: Color) -> Bool {
        guard case .probe(let notes) = partial else { return false }
        return isProbedBackground(rect, color: color, in: notes)
    }
}
