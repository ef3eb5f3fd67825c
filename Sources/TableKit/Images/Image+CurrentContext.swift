import Canvas
import Foundation

/// `UIImage`'s drawing into the current context (`UIGraphicsGetCurrentContext()`:
/// an image renderer's, a view's `draw(_:)`), in the appearance and tint of
/// ``Traits/current``; without a current context it draws nothing, as in UIKit.
extension Image {
    /// Draws the image scaled into `rect`, as `UIImage.draw(in:)`.
    public func draw(in rect: CGRect) {
        draw(in: rect, blendMode: .normal, alpha: 1)
    }

    /// Draws the image at its size with its top-left at `point`, as `UIImage.draw(at:)`.
    public func draw(at point: CGPoint) {
        draw(in: CGRect(origin: point, size: size))
    }

    /// Draws the image at its size at `point`, at `alpha`; see ``draw(in:blendMode:alpha:)``.
    public func draw(at point: CGPoint, blendMode: CGBlendMode, alpha: CGFloat) {
        draw(in: CGRect(origin: point, size: size), blendMode: blendMode, alpha: alpha)
    }

    /// Draws the image scaled into `rect`, composited at `alpha` (and the
    /// context's own alpha); every ``CGBlendMode`` draws as `normal`.
    public func draw(in rect: CGRect, blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = CGContext.current else { return }
        let graphics = context.graphics
        graphics.withTransparencyLayer(alpha: min(max(alpha, 0), 1) * context.state.alpha) {
            draw(in: graphics, rect: rect, tintColor: Traits.current.tintColor)
        }
    }
}
