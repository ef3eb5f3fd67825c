import Foundation

extension View {
    /// How a view's content fills its bounds (`UIView.ContentMode`); ``ImageView`` honours it.
    public enum ContentMode: Int, CaseIterable, Sendable {
        /// Stretched to fill the bounds.
        case scaleToFill
        /// Scaled to fit inside the bounds, keeping the aspect ratio, and centred.
        case scaleAspectFit
        /// Scaled to cover the bounds, keeping the aspect ratio, and centred.
        case scaleAspectFill
        /// Redrawn when the bounds change; an image view fills its bounds, as with ``scaleToFill``.
        case redraw
        /// At its own size, centred.
        case center
        /// At its own size, at the top, centred horizontally.
        case top
        /// At its own size, at the bottom, centred horizontally.
        case bottom
        /// At its own size, at the left, centred vertically.
        case left
        /// At its own size, at the right, centred vertically.
        case right
        /// At its own size, in the top-left corner.
        case topLeft
        /// At its own size, in the top-right corner.
        case topRight
        /// At its own size, in the bottom-left corner.
        case bottomLeft
        /// At its own size, in the bottom-right corner.
        case bottomRight
    }
}

extension ImageView {
    /// Where an image of `natural` size is drawn in the bounds for ``contentMode``;
    /// without one, scaled down (never up) to fit and centred.
    func imageRect(natural: CGSize) -> CGRect {
        guard let contentMode else { return centred(scaled(natural, by: min(bounds.width / natural.width, bounds.height / natural.height, 1))) }
        switch contentMode {
        case .scaleToFill, .redraw: return CGRect(origin: .zero, size: bounds.size)
        case .scaleAspectFit: return centred(scaled(natural, by: min(bounds.width / natural.width, bounds.height / natural.height)))
        case .scaleAspectFill: return centred(scaled(natural, by: max(bounds.width / natural.width, bounds.height / natural.height)))
        default: return aligned(natural, contentMode)
        }
    }

    private func scaled(_ size: CGSize, by factor: CGFloat) -> CGSize {
        CGSize(width: size.width * factor, height: size.height * factor)
    }

    private func centred(_ size: CGSize) -> CGRect {
        CGRect(x: (bounds.width - size.width) / 2, y: (bounds.height - size.height) / 2, width: size.width, height: size.height)
    }

    /// The image at its own size, against the edges `mode` names (centred along the others).
    private func aligned(_ size: CGSize, _ mode: ContentMode) -> CGRect {
        var rect = centred(size)
        if [.left, .topLeft, .bottomLeft].contains(mode) { rect.origin.x = 0 }
        if [.right, .topRight, .bottomRight].contains(mode) { rect.origin.x = bounds.width - size.width }
        if [.top, .topLeft, .topRight].contains(mode) { rect.origin.y = 0 }
        if [.bottom, .bottomLeft, .bottomRight].contains(mode) { rect.origin.y = bounds.height - size.height }
        return rect
    }
}
