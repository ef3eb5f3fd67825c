import CGraphics
import Foundation

/// A rectangle's extent in device pixels, its edges exactly as Cairo
/// transformed them (a `CGRect` would recompute the far edges from a width).
struct DeviceBounds {
    let minX, maxX, minY, maxY: Double
}

extension GraphicsContext {
    /// The device-space extent of `rect` (in the current coordinates) under
    /// any transform: the bounds of its four corners as Cairo transforms them
    /// (the current transform only, without a group's device offset). Nil
    /// when an edge lies beyond any surface's reach, so that callers can turn
    /// edges into pixel indices without overflow.
    func deviceBounds(of rect: CGRect) -> DeviceBounds? {
        var xs: [Double] = [], ys: [Double] = []
        for (x, y) in [(rect.minX, rect.minY), (rect.maxX, rect.minY), (rect.minX, rect.maxY), (rect.maxX, rect.maxY)] {
            var (dx, dy) = (Double(x), Double(y))
            cairo_user_to_device(cairo, &dx, &dy)
            xs.append(dx)
            ys.append(dy)
        }
        guard let left = xs.min(), let right = xs.max(), let top = ys.min(), let bottom = ys.max(),
              [left, right, top, bottom].allSatisfy({ abs($0) < 1e9 }) else { return nil }
        return DeviceBounds(minX: left, maxX: right, minY: top, maxY: bottom)
    }

    /// Whether the current transform only scales (by positive factors) and
    /// moves, so that a rectangle's edges stay edges of whole device pixels
    /// when they fall on them.
    var transformOnlyScalesAndMoves: Bool {
        var m = cairo_matrix_t()
        cairo_get_matrix(cairo, &m)
        return m.xy == 0 && m.yx == 0 && m.xx > 0 && m.yy > 0
    }
}
