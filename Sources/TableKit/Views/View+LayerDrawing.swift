import Canvas
import Foundation

extension View {
    /// The layer's border: a ring inside the bounds, `borderWidth` wide,
    /// following the rounded corners (its inner corners rounded by what is
    /// left of the radius), and its colour; nil when there is none to draw.
    func border(of layer: LayerAttributes) -> (ring: Path, color: Color)? {
        guard layer.borderWidth > 0, let color = layer.borderColor else { return nil }
        let rect = CGRect(origin: .zero, size: bounds.size)
        let inner = rect.insetBy(dx: layer.borderWidth, dy: layer.borderWidth)
        let ring = Path { path in
            path.addRoundedRect(rect, cornerRadius: cornerRadius, corners: maskedCorners, curve: layer.cornerCurve)
            // A border as wide as half the view fills it.
            guard !inner.isEmpty else { return }
            path.addRoundedRect(inner, cornerRadius: max(0, cornerRadius - layer.borderWidth), corners: maskedCorners, curve: layer.cornerCurve)
        }
        return (ring, color)
    }

    /// Draws the layer's shadow under the view. Core Animation casts it from
    /// the alpha of everything the layer draws, subviews included, unless a
    /// `shadowPath` gives the shape; TableSnap approximates that alpha by the
    /// background (`shape`, the rounded bounds) at the background's alpha, so
    /// a view without a background (whose visible parts are its subviews or
    /// border) casts no shadow unless it has a `shadowPath`.
    func drawShadow(of layer: LayerAttributes, shape: Path, in context: GraphicsContext) {
        let caster: (path: Path, coverage: Color?)
        if let shadowPath = layer.shadowPath {
            // The path is in the bounds' coordinates; the shadow is drawn before they are entered.
            caster = (shadowPath.applying(scale: 1, translation: CGPoint(x: -bounds.minX, y: -bounds.minY)), nil)
        } else if let backgroundColor, backgroundColor.resolved(for: context.appearance).alpha > 0 {
            caster = (shape, backgroundColor)
        } else {
            return
        }
        guard let shadow = layer.shadow(coverage: caster.coverage) else { return }
        context.drawShadow(shadow, of: caster.path)
    }
}
