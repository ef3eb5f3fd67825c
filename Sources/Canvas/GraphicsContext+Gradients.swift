import CGraphics
import Foundation

extension GraphicsContext {
    /// Fills the clip with `gradient` along the line from `start` to `end`,
    /// its first and last colours carried on beyond them.
    public func drawLinearGradient(_ gradient: Gradient, start: CGPoint, end: CGPoint) {
        guard [start.x, start.y, end.x, end.y].allSatisfy(\.isFinite) else { return }
        paint(gradient, cairo_pattern_create_linear(Double(start.x), Double(start.y), Double(end.x), Double(end.y)))
    }

    /// Fills the clip with `gradient` in circles about `center`, from its
    /// first colour there to its last at `radius`, carried on beyond.
    public func drawRadialGradient(_ gradient: Gradient, center: CGPoint, radius: CGFloat) {
        guard [center.x, center.y, radius].allSatisfy(\.isFinite), radius > 0 else { return }
        paint(gradient, cairo_pattern_create_radial(Double(center.x), Double(center.y), 0, Double(center.x), Double(center.y), Double(radius)))
    }

    private func paint(_ gradient: Gradient, _ pattern: OpaquePointer?) {
        guard let pattern, !gradient.stops.isEmpty else {
            cairo_pattern_destroy(pattern)
            return
        }
        defer { cairo_pattern_destroy(pattern) }
        for stop in gradient.stops where stop.location.isFinite {
            let color = stop.color.resolved(for: appearance)
            cairo_pattern_add_color_stop_rgba(pattern, Double(min(max(stop.location, 0), 1)), color.red, color.green, color.blue, color.alpha)
        }
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        withSavedState {
            cairo_set_source(cairo, pattern)
            cairo_paint(cairo)
        }
    }
}
