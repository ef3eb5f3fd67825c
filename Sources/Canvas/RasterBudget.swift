import Foundation

/// The work one render may spend turning vector drawings (PDF and SVG
/// images, large symbols) into pixels, counted so that the same input is
/// refused or drawn alike on every machine.
///
/// A picture drawn into a bitmap is rasterised once per size and pixel
/// position (``PictureRasters``); each raster a render shows costs it the
/// drawing's size (``Picture/drawingSize``: its path elements, and the
/// pixel rows its edges cross at that size) plus one unit per
/// ``pixelsPerUnit`` of its pixels (what a replay fills), once
/// however many rows show it, and whether this render made it or an
/// earlier one did (a review sheet's cards share rasters, and which card
/// comes first depends on the threads): so a thousand rows of one icon
/// cost one raster, a drawing shown at a thousand sizes or pixel positions
/// a thousand. A raster the budget cannot afford is not drawn, and the
/// renderer refuses the render (``check()``) rather than return it.
public final class RasterBudget {
    /// The most work a render may spend: the largest symbol a symbols folder
    /// can hold (its file's 4 MiB make a few hundred thousand path elements)
    /// at about ten sizes, or 64 megapixels of rasters (as many as the
    /// bitmap images a PNG render may show), which the render holds until it
    /// ends; a screen of ordinary vector icons costs a small part of it.
    public static let maximumWork = 4_000_000
    /// Pixels filled per unit of work: filling a pixel costs far less than
    /// walking a path element, which sorts and clips its edges.
    public static let pixelsPerUnit = 16

    /// The work spent so far.
    public private(set) var spent = 0
    /// The first picture whose raster the budget could not afford; nil while there is none.
    public private(set) var refused: Picture?
    /// The rasters paid for, by picture, held until the render ends: one is
    /// never made twice in a render, whatever other renders push out of the
    /// pictures' keeping (and no other picture takes a held one's identifier).
    private var held: [ObjectIdentifier: (picture: Picture, rasters: [PicturePlacement.Key: Bitmap])] = [:]

    /// A budget with nothing spent.
    public init() {}

    /// What replaying `picture` at `placement` into `pixels` of its raster costs.
    static func work(of picture: Picture, at placement: PicturePlacement, pixels: Int) -> Int {
        let work = picture.drawingSize.work(yx: placement.key.yx, yy: placement.key.yy) + Double(pixels / pixelsPerUnit + 1)
        return work < Double(maximumWork) ? Int(work) : maximumWork + 1
    }

    /// The raster of `picture` at `placement`: the one this render holds, or
    /// else, once paid for, the one `raster` gives (kept or made), then held;
    /// nil when the budget cannot pay for it or it cannot be made.
    func raster(of picture: Picture, at placement: PicturePlacement, _ raster: () -> Bitmap?) -> Bitmap? {
        let id = ObjectIdentifier(picture)
        if let held = held[id]?.rasters[placement.key] { return held }
        guard afford(Self.work(of: picture, at: placement, pixels: placement.pixels), for: picture), let made = raster() else { return nil }
        held[id, default: (picture, [:])].rasters[placement.key] = made
        return made
    }

    /// Spends `work` on a raster of `picture` when the budget affords it;
    /// otherwise notes the picture and refuses this and every later raster:
    /// the render is refused anyway, and nothing more is worth drawing.
    func afford(_ work: Int, for picture: Picture) -> Bool {
        guard refused == nil, work <= Self.maximumWork - spent else {
            if refused == nil { refused = picture }
            return false
        }
        spent += work
        return true
    }

    /// Throws when a raster was refused: the picture drawn is not the render.
    public func check() throws(BitmapError) {
        guard let refused else { return }
        throw .overRasterWork(image: refused.description, limit: Self.maximumWork)
    }
}
