import CGraphics
import Foundation

/// Drawing recorded in points, replayed later into any context, as vectors
/// on a vector surface: a review sheet records each variant on its own
/// thread and places the pictures on its pages.
public final class Picture: @unchecked Sendable {
    /// The recorded area in points, from the origin; drawing outside it is cut off.
    public let size: CGSize
    let surface: OpaquePointer

    /// Records what `draw` draws into a `size`-point area: a context in
    /// points resolving colours for `appearance`, with the device `scale`
    /// for the few things drawn as pixels (shadows).
    public init(size: CGSize, appearance: Appearance, scale: CGFloat, _ draw: (GraphicsContext) throws -> Void) rethrows {
        self.size = size
        var extents = cairo_rectangle_t(x: 0, y: 0, width: Double(size.width), height: Double(size.height))
        surface = cairo_recording_surface_create(CAIRO_CONTENT_COLOR_ALPHA, &extents)
        try draw(GraphicsContext(surface: surface, unitsPerPoint: 1, scale: scale, appearance: appearance))
    }

    deinit { cairo_surface_destroy(surface) }
}

extension GraphicsContext {
    /// Replays `picture` scaled into `rect`.
    public func draw(_ picture: Picture, in rect: CGRect) {
        guard picture.size.width > 0, picture.size.height > 0 else { return }
        withSavedState {
            cairo_translate(cairo, Double(rect.minX), Double(rect.minY))
            cairo_scale(cairo, Double(rect.width / picture.size.width), Double(rect.height / picture.size.height))
            cairo_set_source_surface(cairo, picture.surface, 0, 0)
            cairo_paint(cairo)
        }
    }
}
