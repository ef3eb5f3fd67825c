import Canvas
import Foundation

extension View {
    /// Whether rendering the view paints every pixel of a canvas of `size`
    /// points at `scale` before anything else, so that nothing painted under
    /// it could show: the view is the canvas exactly, whose edges fall on
    /// whole pixels, shown whole (no transparency, mask or transform) with
    /// square corners, and its background is opaque in either appearance.
    /// A renderer then leaves out its own background, a fill of every pixel
    /// (a twelve-megabyte write at 3x) that the view's would cover.
    func coversCanvas(of size: CGSize, scale: CGFloat) -> Bool {
        guard let backgroundColor, isShownWhole, cornerRadius <= 0 || maskedCorners.isEmpty,
              frame == CGRect(origin: .zero, size: size) else { return false }
        let pixels = CGSize(width: size.width * scale, height: size.height * scale)
        return pixels.width == pixels.width.rounded() && pixels.height == pixels.height.rounded()
            && [Appearance.light, .dark].allSatisfy { backgroundColor.resolved(for: $0).alpha >= 1 }
    }

    /// Whether rendering draws the view as it is, straight onto what lies
    /// under it: shown, fully opaque, without a mask or a transform.
    var isShownWhole: Bool {
        !isHidden && renderedAlpha >= 1 && storedLayer?.mask == nil && storedLayer?.affine.isIdentity ?? true
    }
}
