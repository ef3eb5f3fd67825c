import Canvas
import Foundation

/// A layer filled with a gradient, as Core Animation's `CAGradientLayer`:
/// over its background, under its sublayers, across its bounds.
open class GradientLayer: Layer {
    /// How the colours spread from ``startPoint`` towards ``endPoint``, as `CAGradientLayerType`.
    public enum GradientType: Sendable {
        /// Along the line from the start point to the end point, the end colours carried on beyond.
        case axial
        /// In ellipses about the start point, reaching the end point's x and
        /// its y; the last colour carried on beyond.
        case radial
        /// Round the start point; drawn as ``axial`` here (Cairo has no conic gradient).
        case conic
    }

    /// The colours, as `CGColor`s (`Color`s) in UIKit's untyped array;
    /// other elements are skipped. Nil or empty draws nothing; one colour fills the bounds.
    public var colors: [Any]?
    /// Where each colour lies, 0 to 1; nil (the default), or a count other
    /// than the colours', spreads them evenly.
    public var locations: [NSNumber]?
    /// Where the first colour lies, in units of the bounds' size; (0.5, 0), the top middle, by default.
    public var startPoint = CGPoint(x: 0.5, y: 0)
    /// Where the last colour lies, in units of the bounds' size; (0.5, 1), the bottom middle, by default.
    public var endPoint = CGPoint(x: 0.5, y: 1)
    /// How the colours spread; `.axial` by default.
    public var type = GradientType.axial

    override func drawContents(in context: GraphicsContext) {
        super.drawContents(in: context)
        let colors = (colors ?? []).compactMap { $0 as? Color }
        guard !colors.isEmpty else { return }
        let gradient = Gradient(colors: colors, locations: locations?.map { CGFloat($0.doubleValue) })
        let size = bounds.size
        func point(_ unit: CGPoint) -> CGPoint { CGPoint(x: bounds.minX + unit.x * size.width, y: bounds.minY + unit.y * size.height) }
        context.withSavedState {
            // The gradient is the layer's background, so it is rounded as a background is.
            if cornerRadius > 0, !maskedCorners.isEmpty {
                context.clip(to: Path { $0.addRoundedRect(bounds, cornerRadius: cornerRadius, corners: maskedCorners, curve: cornerCurve) })
            } else {
                context.clip(to: bounds)
            }
            switch type {
            case .axial, .conic:
                context.drawLinearGradient(gradient, start: point(startPoint), end: point(endPoint))
            case .radial:
                drawRadial(gradient, center: point(startPoint), in: context)
            }
        }
    }

    /// An ellipse's gradient is a circle's in a stretched space: one unit
    /// wide is the ellipse's x radius, one high its y radius.
    private func drawRadial(_ gradient: Gradient, center: CGPoint, in context: GraphicsContext) {
        let radii = CGSize(width: abs(endPoint.x - startPoint.x) * bounds.width, height: abs(endPoint.y - startPoint.y) * bounds.height)
        guard radii.width > 0, radii.height > 0 else {
            // No ellipse to spread over: the last colour lies everywhere.
            if let last = gradient.stops.last { context.fill(bounds, with: last.color) }
            return
        }
        context.translateBy(x: center.x, y: center.y)
        context.scaleBy(x: radii.width, y: radii.height)
        context.drawRadialGradient(gradient, center: .zero, radius: 1)
    }
}
