import CGraphics
import Foundation
import Synchronization

/// A picture's drawing replayed into pixels once per placement
/// (``PicturePlacement``: size, rotation and fraction of a pixel) and kept,
/// so that every row, item and review-sheet card showing the picture at the
/// same placement composites the same raster instead of replaying the
/// drawing again. Cairo would make that raster for each draw and let it go;
/// compositing it at whole pixels gives the pixels drawing the picture gives.
///
/// Shared by every thread that draws the picture (a raster depends on its
/// placement alone, so whichever thread makes it, it is the same). Each
/// render pays for the rasters it shows from its ``RasterBudget``, which
/// holds them until the render ends; the pictures keep them for later
/// renders (a review sheet's next card) while all of them together keep at
/// most ``maximumKeptPixels``.
final class PictureRasters: Sendable {
    /// The largest raster made: a picture drawn larger (a large part of it
    /// cut off, as a rule) is replayed for each draw, as Cairo replays it,
    /// into the pixels that show, and each replay is paid for.
    static let maximumRasterPixels = 4 << 20
    /// The most pixels of rasters all pictures keep together; a raster made past them is held by its render alone.
    static let maximumKeptPixels = 64 << 20
    private static let keptEverywhere = Atomic(0)

    private struct Kept {
        var rasters: [PicturePlacement.Key: Bitmap] = [:]
        var pixels = 0
        var made = 0
    }

    private let kept = Mutex(Kept())

    deinit {
        let pixels = kept.withLock { $0.pixels }
        Self.keptEverywhere.subtract(pixels, ordering: .relaxed)
    }

    /// How many rasters have been made.
    var madeCount: Int { kept.withLock { $0.made } }

    /// The raster of `picture` at `placement`, once `budget` has paid for it:
    /// kept, or made now; nil when the budget cannot pay, or it cannot be allocated.
    func raster(of picture: Picture, at placement: PicturePlacement, budget: RasterBudget) -> Bitmap? {
        budget.raster(of: picture, at: placement) {
            kept.withLock { kept in
                if let raster = kept.rasters[placement.key] { return raster }
                guard let raster = Self.make(picture, at: placement) else { return nil }
                kept.made += 1
                if Self.keptEverywhere.add(placement.pixels, ordering: .relaxed).newValue <= Self.maximumKeptPixels {
                    kept.rasters[placement.key] = raster
                    kept.pixels += placement.pixels
                } else {
                    Self.keptEverywhere.subtract(placement.pixels, ordering: .relaxed)
                }
                return raster
            }
        }
    }

    /// A transparent bitmap with `picture` drawn into it as `placement` says:
    /// replayed, as Cairo replays it, or drawn again when it keeps its drawing.
    private static func make(_ picture: Picture, at placement: PicturePlacement) -> Bitmap? {
        guard let raster = try? Bitmap(pixelWidth: placement.width, pixelHeight: placement.height, scale: 1, isOpaque: false) else { return nil }
        let context = GraphicsContext(surface: raster.surface, unitsPerPoint: 1, scale: picture.scale, appearance: picture.appearance)
        var matrix = placement.transform
        if let redraw = picture.redraw {
            cairo_set_matrix(context.cairo, &matrix)
            redraw(context)
        } else {
            guard cairo_matrix_invert(&matrix) == CAIRO_STATUS_SUCCESS else { return nil }
            cairo_set_source_surface(context.cairo, picture.surface, 0, 0)
            cairo_pattern_set_matrix(cairo_get_source(context.cairo), &matrix)
            cairo_paint(context.cairo)
        }
        cairo_surface_flush(raster.surface)
        return raster
    }
}

extension GraphicsContext {
    /// Draws `picture`, whose points the current transform maps, into this
    /// context's pixels: its raster for this placement composited at whole
    /// pixels, or, too large a raster to keep, the picture replayed as
    /// Cairo replays it; either paid for from ``rasterBudget``, and left out when it cannot be.
    func drawRasterized(_ picture: Picture) {
        guard let placement = PicturePlacement(of: picture, in: self) else { return replay(picture) }
        guard placement.pixels <= PictureRasters.maximumRasterPixels else {
            if rasterBudget.afford(RasterBudget.work(of: picture, at: placement, pixels: shownPixels(of: placement)), for: picture) { replay(picture) }
            return
        }
        guard let raster = picture.rasters.raster(of: picture, at: placement, budget: rasterBudget) else { return }
        cairo_identity_matrix(cairo)
        cairo_set_source_surface(cairo, raster.surface, placement.deviceX, placement.deviceY)
        cairo_paint(cairo)
    }

    /// The pixels of `placement`'s raster inside the clip: what a replay fills.
    private func shownPixels(of placement: PicturePlacement) -> Int {
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        withSavedState {
            cairo_identity_matrix(cairo)
            cairo_clip_extents(cairo, &x1, &y1, &x2, &y2)
        }
        let raster = CGRect(x: placement.deviceX, y: placement.deviceY, width: Double(placement.width), height: Double(placement.height))
        let shown = raster.intersection(CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1))
        guard !shown.isNull else { return 0 }
        return Int(min(shown.width * shown.height, Double(Int32.max)))
    }
}
