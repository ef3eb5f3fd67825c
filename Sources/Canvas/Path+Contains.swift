import CGraphics
import Foundation

extension Path {
    /// Whether `point` lies inside the path filled by `rule`, as Cairo fills it.
    public func contains(_ point: CGPoint, rule: FillRule = .nonZero) -> Bool {
        guard isFinite, point.x.isFinite, point.y.isFinite, let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, 1, 1) else { return false }
        defer { cairo_surface_destroy(surface) }
        let context = GraphicsContext(surface: surface, unitsPerPoint: 1, scale: 1, appearance: .light)
        return context.insideFill(self, at: point, rule: rule)
    }
}

extension GraphicsContext {
    /// Whether `point` (in user space) lies inside `path` filled by `rule`.
    fileprivate func insideFill(_ path: Path, at point: CGPoint, rule: FillRule) -> Bool {
        addPath(path)
        cairo_set_fill_rule(cairo, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
        return cairo_in_fill(cairo, Double(point.x), Double(point.y)) != 0
    }
}
