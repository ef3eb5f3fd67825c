import CGraphics
import Foundation

/// Where a picture lands among a bitmap's pixels under a context's current
/// transform (picture points to pixels): what its raster holds (the
/// transform's scale, rotation and shear, and the fraction of a pixel the
/// picture's origin falls at) and the whole pixels the raster is moved by.
///
/// Cairo draws a recording into an image this way for every draw: it
/// replays it into an image of the pixels it covers and composites that
/// image at whole pixels. Placements with the same ``Key`` have the same
/// raster, so the one made for the first row serves every row.
struct PicturePlacement {
    /// What a raster depends on: the transform's linear part, exactly, and
    /// the fraction of a pixel the picture's origin falls at.
    struct Key: Hashable {
        let xx, yx, xy, yy: Double
        let fractionX, fractionY: Double
    }

    /// Steps a pixel's fraction is kept to: far finer than the 1/256 pixel
    /// Cairo places edges to, coarser than the rounding of a position
    /// thousands of pixels from the origin, so that rows whose positions
    /// differ only by that rounding share a raster.
    static let fractionSteps = Double(1 << 30)

    let key: Key
    /// The raster's size: every pixel the picture's area touches.
    let width: Int
    let height: Int
    /// Where the raster's top-left pixel lands, in the context's device space.
    let deviceX: Double
    let deviceY: Double

    /// The placement of `picture` in `context`, whose transform maps the
    /// picture's points; nil for a transform too far out or degenerate for a raster.
    init?(of picture: Picture, in context: GraphicsContext) {
        var matrix = cairo_matrix_t()
        cairo_get_matrix(context.cairo, &matrix)
        // A layer's surface starts at its clip, its pixels offset from the device space.
        var offsetX = 0.0, offsetY = 0.0
        if let target = cairo_get_group_target(context.cairo) { cairo_surface_get_device_offset(target, &offsetX, &offsetY) }
        guard let (wholeX, fractionX) = Self.split(matrix.x0 + offsetX), let (wholeY, fractionY) = Self.split(matrix.y0 + offsetY),
              offsetX == offsetX.rounded(), offsetY == offsetY.rounded() else { return nil }
        key = Key(xx: matrix.xx, yx: matrix.yx, xy: matrix.xy, yy: matrix.yy, fractionX: fractionX, fractionY: fractionY)
        // Cairo bounds a recording by its area in whole points.
        let areaWidth = Double(picture.size.width.rounded(.up)), areaHeight = Double(picture.size.height.rounded(.up))
        let xs = [0, matrix.xx * areaWidth, matrix.xy * areaHeight, matrix.xx * areaWidth + matrix.xy * areaHeight].map { $0 + fractionX }
        let ys = [0, matrix.yx * areaWidth, matrix.yy * areaHeight, matrix.yx * areaWidth + matrix.yy * areaHeight].map { $0 + fractionY }
        guard let left = xs.min(), let right = xs.max(), let top = ys.min(), let bottom = ys.max(),
              [left, right, top, bottom].allSatisfy({ abs($0) < Double(Int32.max) }) else { return nil }
        let firstColumn = Int(left.rounded(.down)), firstRow = Int(top.rounded(.down))
        width = Int(right.rounded(.up)) - firstColumn
        height = Int(bottom.rounded(.up)) - firstRow
        guard width > 0, height > 0 else { return nil }
        deviceX = Double(wholeX + firstColumn) - offsetX
        deviceY = Double(wholeY + firstRow) - offsetY
        shift = (Double(firstColumn), Double(firstRow))
    }

    /// The whole pixels between the picture's origin and the raster's top-left pixel.
    private let shift: (x: Double, y: Double)

    /// The raster's pixel count, or `Int.max` past it.
    var pixels: Int {
        let product = width.multipliedReportingOverflow(by: height)
        return product.overflow ? .max : product.partialValue
    }

    /// Picture points to raster pixels. It depends on ``key`` alone, so a
    /// raster is the same whichever placement made it.
    var transform: cairo_matrix_t {
        cairo_matrix_t(xx: key.xx, yx: key.yx, xy: key.xy, yy: key.yy, x0: key.fractionX - shift.x, y0: key.fractionY - shift.y)
    }

    /// A position's whole pixels and its fraction in ``fractionSteps``; nil far out.
    private static func split(_ position: Double) -> (Int, Double)? {
        guard position.isFinite, abs(position) < Double(Int32.max) else { return nil }
        let whole = position.rounded(.down)
        let fraction = ((position - whole) * fractionSteps).rounded() / fractionSteps
        return fraction < 1 ? (Int(whole), fraction) : (Int(whole) + 1, 0)
    }
}
