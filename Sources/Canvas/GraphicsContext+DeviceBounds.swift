import CGraphics
import Foundation

/// A rectangle's extent in device pixels, its edges exactly as Cairo
/// transforms them (a `CGRect` would recompute the far edges from a width).
struct DeviceBounds {
    let minX, maxX, minY, maxY: Double
}

extension GraphicsContext {
    /// The device-space extent of `rect` (in the current coordinates) under
    /// any transform: the bounds of its four corners, each computed as
    /// `cairo_user_to_device` computes a point (the current transform only,
    /// without a group's device offset). Nil when an edge lies beyond any
    /// surface's reach, so that callers can turn edges into pixel indices
    /// without overflow. It runs for every spared fill and every image drawn,
    /// so it reads the matrix once and allocates nothing.
    func deviceBounds(of rect: CGRect) -> DeviceBounds? {
        deviceBounds(of: rect, under: currentMatrix)
    }

    /// The device rows `rect` (in the current coordinates) touches; nil when they are out of any surface's reach.
    func deviceRows(of rect: CGRect) -> Range<Int>? {
        guard let bounds = deviceBounds(of: rect) else { return nil }
        let first = Int(bounds.minY.rounded(.down))
        return first..<max(first, Int(bounds.maxY.rounded(.up)))
    }

    /// Cairo's transform from user space to device space, as it is now.
    var currentMatrix: cairo_matrix_t {
        var m = cairo_matrix_t()
        cairo_get_matrix(cairo, &m)
        return m
    }

    /// `rect`'s bounds in device space under the transform `m`.
    func deviceBounds(of rect: CGRect, under m: cairo_matrix_t) -> DeviceBounds? {
        func x(_ u: Double, _ v: Double) -> Double { m.xx * u + m.xy * v + m.x0 }
        func y(_ u: Double, _ v: Double) -> Double { m.yx * u + m.yy * v + m.y0 }
        let (left, right, top, bottom) = (Double(rect.minX), Double(rect.maxX), Double(rect.minY), Double(rect.maxY))
        // A NaN corner would slip past min and max.
        guard left.isFinite, right.isFinite, top.isFinite, bottom.isFinite else { return nil }
        let xs = (x(left, top), x(right, top), x(left, bottom), x(right, bottom))
        let ys = (y(left, top), y(right, top), y(left, bottom), y(right, bottom))
        // Pairwise: the variadic min and max take an array.
        let bounds = DeviceBounds(minX: min(min(xs.0, xs.1), min(xs.2, xs.3)), maxX: max(max(xs.0, xs.1), max(xs.2, xs.3)),
                                  minY: min(min(ys.0, ys.1), min(ys.2, ys.3)), maxY: max(max(ys.0, ys.1), max(ys.2, ys.3)))
        let reach = 1e9
        guard abs(bounds.minX) < reach, abs(bounds.maxX) < reach, abs(bounds.minY) < reach, abs(bounds.maxY) < reach else { return nil }
        return bounds
    }
}
