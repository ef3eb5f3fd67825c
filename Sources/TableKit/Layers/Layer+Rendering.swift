import Canvas
import Foundation

extension Layer {
    /// Draws the layer and its sublayers in its superlayer's bounds'
    /// coordinates; a view's layer draws its view. A layer met again while
    /// it draws (a mask that leads back to it) draws nothing.
    func render(in context: GraphicsContext) {
        guard !isBeingDrawn else { return }
        isBeingDrawn = true
        defer { isBeingDrawn = false }
        if let view {
            view.render(in: context)
            return
        }
        let box = LayerBox(bounds: bounds, cornerRadius: cornerRadius, maskedCorners: maskedCorners, cornerCurve: cornerCurve,
                           masksToBounds: masksToBounds, backgroundColor: backgroundColor)
        guard !isHidden, opacity > 0, isFinite(box) else { return }
        context.withSavedState {
            context.translateBy(x: position.x, y: position.y)
            if !affine.isIdentity { context.concatenate(affine) }
            context.translateBy(x: -anchorPoint.x * box.bounds.width, y: -anchorPoint.y * box.bounds.height)
            Self.composite(alpha: CGFloat(opacity), mask: mask, boundsOrigin: box.bounds.origin, in: context) {
                box.draw(layer: self, in: context) {
                    drawContents(in: context)
                    children.forEach { $0.render(in: context) }
                }
            }
        }
    }

    /// Draws what `body` draws composited at `alpha` and masked by `mask`,
    /// which is drawn in the bounds' coordinates (whose origin is `boundsOrigin`).
    static func composite(alpha: CGFloat, mask: Layer?, boundsOrigin: CGPoint, in context: GraphicsContext, _ body: () -> Void) {
        func composited() {
            if alpha < 1 { context.withTransparencyLayer(alpha: alpha, body) } else { body() }
        }
        guard let mask else {
            composited()
            return
        }
        context.withMask({
            context.withSavedState {
                context.translateBy(x: -boundsOrigin.x, y: -boundsOrigin.y)
                mask.render(in: context)
            }
        }, composited)
    }

    /// Whether the geometry Cairo will be handed is all finite numbers (it stops drawing for good at the first that is not).
    private func isFinite(_ box: LayerBox) -> Bool {
        [box.bounds.minX, box.bounds.minY, box.bounds.width, box.bounds.height, position.x, position.y, anchorPoint.x, anchorPoint.y,
         affine.a, affine.b, affine.c, affine.d, affine.tx, affine.ty, box.cornerRadius].allSatisfy(\.isFinite)
    }
}
