import Foundation

extension View {
    /// How a view's content fills its bounds (`UIView.ContentMode`); ``ImageView`` honours it.
    public enum ContentMode: Int, CaseIterable, Sendable {
        case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right, topLeft, topRight, bottomLeft, bottomRight
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
