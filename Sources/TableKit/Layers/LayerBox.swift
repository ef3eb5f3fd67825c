import Canvas
import Foundation

/// What Core Animation draws of every layer, a view's or one of its own,
/// around what the layer holds: its bounds as a rounded rectangle, filled by
/// the background, clipped to when masking, casting the shadow, and ringed by
/// the border.
struct LayerBox {
    var bounds: CGRect
    var cornerRadius: CGFloat
    var maskedCorners: RectCorner
    var cornerCurve: CornerCurve
    var masksToBounds: Bool
    var backgroundColor: Color?
    /// Views drawn over the background that paint their whole frame, whose
    /// pixels a square background leaves to them (``GraphicsContext/fill(_:with:sparing:)``).
    var covers: [(owner: ObjectIdentifier, frame: CGRect)] = []

    /// Whether the box has rounded corners, which its background fills as a path.
    var isRounded: Bool { cornerRadius > 0 && !maskedCorners.isEmpty }

    /// Draws the box, with `layer`'s shadow and border when there is a layer,
    /// around `content`, which draws in the bounds' coordinates: the shadow,
    /// the background, `content`, then the border over it.
    func draw(layer: Layer?, in context: GraphicsContext, content: () -> Void) {
        let rect = CGRect(origin: .zero, size: bounds.size)
        // Most views are square-cornered; only rounded ones pay for a path.
        let shape = isRounded
            ? Path { $0.addRoundedRect(rect, cornerRadius: cornerRadius, corners: maskedCorners, curve: cornerCurve) }
            : nil
        if masksToBounds {
            if let shape { context.clip(to: shape) } else { context.clip(to: rect) }
        } else if let layer {
            // Core Animation draws no shadow outside a layer that masks to its bounds.
            layer.drawShadow(of: self, shape: shape ?? Path { $0.addRect(rect) }, in: context)
        }
        if let backgroundColor {
            if let shape { context.fill(shape, with: backgroundColor) } else { context.fill(rect, with: backgroundColor, sparing: covers) }
        }
        context.translateBy(x: -bounds.minX, y: -bounds.minY)
        content()
        if let layer, let border = layer.border(of: self) {
            // The border lies over the sublayers, in the bounds' own place.
            context.translateBy(x: bounds.minX, y: bounds.minY)
            context.fill(border.ring, with: border.color, evenOdd: true)
        }
    }
}

extension Layer {
    /// The border of `box`: a ring inside the bounds, ``borderWidth`` wide,
    /// following the rounded corners (its inner corners rounded by what is
    /// left of the radius), and its colour; nil when there is none to draw.
    func border(of box: LayerBox) -> (ring: Path, color: Color)? {
        guard borderWidth > 0, let color = borderColor else { return nil }
        let rect = CGRect(origin: .zero, size: box.bounds.size)
        let inner = rect.insetBy(dx: borderWidth, dy: borderWidth)
        let ring = Path { path in
            path.addRoundedRect(rect, cornerRadius: box.cornerRadius, corners: box.maskedCorners, curve: box.cornerCurve)
            // A border as wide as half the layer fills it.
            guard !inner.isEmpty else { return }
            path.addRoundedRect(inner, cornerRadius: max(0, box.cornerRadius - borderWidth), corners: box.maskedCorners, curve: box.cornerCurve)
        }
        return (ring, color)
    }

    /// Draws the shadow under `box`. Core Animation casts it from the alpha
    /// of everything the layer draws, sublayers included, unless a
    /// ``shadowPath`` gives the shape; TableSnap approximates that alpha by
    /// the background (`shape`, the rounded bounds) at the background's
    /// alpha, so a layer without a background (whose visible parts are its
    /// content, sublayers or border) casts no shadow unless it has a ``shadowPath``.
    func drawShadow(of box: LayerBox, shape: Path, in context: GraphicsContext) {
        let caster: (path: Path, coverage: Color?)
        if let shadowPath {
            // The path is in the bounds' coordinates; the shadow is drawn before they are entered.
            caster = (shadowPath.path.applying(scale: 1, translation: CGPoint(x: -box.bounds.minX, y: -box.bounds.minY)), nil)
        } else if let backgroundColor = box.backgroundColor, backgroundColor.resolved(for: context.appearance).alpha > 0 {
            caster = (shape, backgroundColor)
        } else {
            return
        }
        guard caster.path.isFinite, let shadow = shadow(coverage: caster.coverage) else { return }
        context.drawShadow(shadow, of: caster.path)
    }

    /// The shadow a shape whose coverage is `coverage` (the alpha of what
    /// casts it; nil for a ``shadowPath``, which casts fully) throws, or nil
    /// when it would not show.
    ///
    /// ``shadowRadius`` is the Gaussian's standard deviation, twice as soft as
    /// a CSS blur of the same number: a design tool's blur B (CSS's, whose
    /// deviation is B/2) is written `shadowRadius = B / 2` in iOS code, and
    /// side-by-side renders match that way (Bjango, "Matching drop shadows
    /// across CSS, Android, iOS, Figma, and Sketch"). ``Shadow/blur`` is the
    /// CSS blur, so it is twice the radius.
    private func shadow(coverage: Color?) -> Shadow? {
        guard shadowOpacity > 0, let shadowColor else { return nil }
        func tinted(_ color: Color.RGBA, _ cover: Color.RGBA?) -> Color.RGBA {
            var color = color
            color.alpha *= Double(shadowOpacity) * (cover?.alpha ?? 1)
            return color
        }
        let color = Color(light: tinted(shadowColor.light, coverage?.light), dark: tinted(shadowColor.dark, coverage?.dark))
        guard color.light.alpha > 0 || color.dark.alpha > 0 else { return nil }
        return Shadow(offset: shadowOffset, blur: 2 * shadowRadius, color: color)
    }
}
