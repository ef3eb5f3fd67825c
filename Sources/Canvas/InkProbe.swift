import CGraphics
import Foundation

/// How far down a picture draws, found by recording it instead of painting
/// its pixels.
///
/// A screen whose content ends above its bottom leaves the rows below it to
/// the background, which is the same in every one of them; a renderer that
/// knows where they start draws and keeps only the rows above
/// (``PNGCodec/encode(_:extendedTo:drawingRowsFrom:with:)``). A one-row table
/// on a 3x screen is then a 1.6 MB canvas instead of a 12 MB one, most of
/// which the kernel had to clear, the background fill write again and the
/// encoder read back.
///
/// The probe's ``context`` records on a Cairo recording surface in device
/// pixels, whose ink extents Cairo computes as it does for a PDF's fallback
/// images: from every operation's bounds, rounded out. Around that:
/// - a fill of the whole canvas in an opaque colour is left out: that is the
///   background, which every row shows alike;
/// - blurs, shadows and images are noted by the rows they paint and read,
///   not drawn: nothing would be read back, and their work would be wasted;
/// - a scaled image inside a layer is noted as well (``drewImageInLayer``):
///   a picture drawn in two bands redraws such a one whole, which changes
///   how its PNG is split into strips.
public final class InkProbe {
    /// Records what is drawn into it; draw the picture there, its background left out.
    public let context: GraphicsContext
    private let surface: OpaquePointer
    private let notes: Notes

    /// Rows kept below the last one drawn on: one for the last kept row to
    /// be the background's alone, and three against any rounding between
    /// Cairo's estimate of a shape's extent and its rasterization.
    static let margin = 4

    /// A probe of a canvas of `pixelWidth` × `pixelHeight` device pixels,
    /// `scale` of them a point, resolving colours for `appearance`.
    public init(pixelWidth: Int, pixelHeight: Int, scale: CGFloat, appearance: Appearance) {
        var extents = cairo_rectangle_t(x: 0, y: 0, width: Double(pixelWidth), height: Double(pixelHeight))
        surface = cairo_recording_surface_create(CAIRO_CONTENT_COLOR_ALPHA, &extents)
        notes = Notes(canvas: PixelBox(x: 0..<pixelWidth, y: 0..<pixelHeight))
        context = GraphicsContext(surface: surface, unitsPerPoint: scale, scale: scale, appearance: appearance)
        context.partial = .probe(notes)
    }

    deinit { cairo_surface_destroy(surface) }

    /// How many rows from the top hold everything drawn so far, with
    /// ``margin`` rows of background below it, at most the canvas's height;
    /// every row below them is the background's alone.
    public var drawnRowCount: Int {
        let height = notes.canvas.y.count
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else { return height }
        var x = 0.0, y = 0.0, width = 0.0, inkHeight = 0.0
        cairo_recording_surface_ink_extents(surface, &x, &y, &width, &inkHeight)
        var bottom = width > 0 && inkHeight > 0 ? Int((y + inkHeight).rounded(.up)) : 0
        if let rows = notes.rows { bottom = max(bottom, rows.upperBound) }
        return min(height, max(0, bottom) + Self.margin)
    }

    /// Whether a scaled image was drawn inside a layer (see the type's notes).
    public var drewImageInLayer: Bool { notes.imageInLayer }

    /// What the probe notes beside Cairo's record; its context holds it.
    final class Notes {
        let canvas: PixelBox
        /// Device rows blurs, shadows and images paint or read.
        var rows: Range<Int>?
        var imageInLayer = false

        init(canvas: PixelBox) { self.canvas = canvas }

        func note(_ noted: Range<Int>) {
            rows = rows.map { min($0.lowerBound, noted.lowerBound)..<max($0.upperBound, noted.upperBound) } ?? noted
        }
    }
}

extension GraphicsContext {
    /// ``drawsEffect(changing:reach:)`` in a probe, which draws none: notes
    /// that the effect paints and reads `rect` and `reach` device pixels
    /// around it (every row, when `rect` is out of reach).
    func probeNotesEffect(changing rect: CGRect, reach: Int, in notes: InkProbe.Notes) {
        guard let rows = deviceRows(of: rect) else { return notes.note(notes.canvas.y) }
        notes.note((rows.lowerBound - reach)..<(rows.upperBound + reach))
    }

    /// ``drawsImage(in:)`` in a probe, which draws none: notes a scaled
    /// image's rows, and whether it is inside a layer.
    func probeNotesImage(in rect: CGRect, in notes: InkProbe.Notes) {
        if !drawsIntoTarget { notes.imageInLayer = true }
        // The filter reads a pixel beyond the image's edge.
        probeNotesEffect(changing: rect, reach: 1, in: notes)
    }

    /// Whether a fill of `rect` in `color` is the background in a probe:
    /// opaque, painted over (not erasing), straight onto the surface,
    /// unclipped, over every pixel of the canvas.
    func isProbedBackground(_ rect: CGRect, color: Color, in notes: InkProbe.Notes) -> Bool {
        guard drawsIntoTarget, cairo_get_operator(cairo) == CAIRO_OPERATOR_OVER, color.resolved(for: appearance).alpha >= 1,
              let filled = deviceBounds(of: rect), let clip = deviceBounds(of: clipExtents) else { return false }
        func covers(_ bounds: DeviceBounds, _ canvas: PixelBox) -> Bool {
            bounds.minX <= Double(canvas.x.lowerBound) && bounds.maxX >= Double(canvas.x.upperBound)
                && bounds.minY <= Double(canvas.y.lowerBound) && bounds.maxY >= Double(canvas.y.upperBound)
        }
        return covers(filled, notes.canvas) && covers(clip, notes.canvas)
    }
}
