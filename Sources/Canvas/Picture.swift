import CGraphics
import Foundation
import Synchronization

/// Drawing recorded in points, replayed later into any context: as vectors
/// on a vector surface (a review sheet records each variant on its own
/// thread and places the pictures on its pages), and into a bitmap through
/// its ``PictureRasters``, one raster per size and pixel position, made once
/// and composited by every row, item and card that shows it there.
public final class Picture: @unchecked Sendable, CustomStringConvertible {
    /// The recorded area in points, from the origin; drawing outside it is cut off.
    public let size: CGSize
    /// What replaying the drawing asks, as its maker measured it (nothing
    /// when it did not): part of what each raster of it costs the render (``RasterBudget``).
    public let drawingSize: DrawingSize
    let surface: OpaquePointer
    /// The appearance and device scale the drawing was made for.
    let appearance: Appearance
    let scale: CGFloat
    /// The drawing, kept to be drawn again into each raster, when its maker
    /// gave it so (see ``init(size:appearance:scale:name:drawingSize:redrawing:)``); nil to replay the recording.
    let redraw: (@Sendable (GraphicsContext) -> Void)?
    /// The drawing replayed into pixels, by placement.
    let rasters = PictureRasters()
    private let naming: Mutex<String?>

    /// Records what `draw` draws into a `size`-point area: a context in
    /// points resolving colours for `appearance`, with the device `scale`
    /// for the few things drawn as pixels (shadows). `name` is what errors
    /// call the picture (see ``name``); `drawingSize` what `draw` draws (see ``drawingSize``).
    public convenience init(size: CGSize, appearance: Appearance, scale: CGFloat, name: String? = nil, drawingSize: DrawingSize = DrawingSize(),
                            _ draw: (GraphicsContext) throws -> Void) rethrows {
        try self.init(size: size, appearance: appearance, scale: scale, name: name, drawingSize: drawingSize, redraw: nil, draw)
    }

    /// Records `draw` as ``init(size:appearance:scale:name:drawingSize:_:)``
    /// does, and keeps it to draw each raster with: Cairo replays a
    /// recording with its scale rounded to 1/256, which moves the edges of a
    /// drawing that paths drawn in place put elsewhere (a symbol's).
    package convenience init(size: CGSize, appearance: Appearance, scale: CGFloat, name: String?, drawingSize: DrawingSize,
                             redrawing draw: @escaping @Sendable (GraphicsContext) -> Void) {
        self.init(size: size, appearance: appearance, scale: scale, name: name, drawingSize: drawingSize, redraw: draw, draw)
    }

    private init(size: CGSize, appearance: Appearance, scale: CGFloat, name: String?, drawingSize: DrawingSize,
                 redraw: (@Sendable (GraphicsContext) -> Void)?, _ draw: (GraphicsContext) throws -> Void) rethrows {
        self.size = size
        self.drawingSize = drawingSize
        self.appearance = appearance
        self.scale = scale
        self.redraw = redraw
        naming = Mutex(name)
        var extents = cairo_rectangle_t(x: 0, y: 0, width: Double(size.width), height: Double(size.height))
        surface = cairo_recording_surface_create(CAIRO_CONTENT_COLOR_ALPHA, &extents)
        try draw(GraphicsContext(surface: surface, unitsPerPoint: 1, scale: scale, appearance: appearance))
    }

    deinit { cairo_surface_destroy(surface) }

    /// What errors call the picture, such as `image "icons/map.pdf"` or
    /// `symbol "globe"`; nil until it is named.
    public var name: String? { naming.withLock { $0 } }

    /// Names the picture unless it has a name: a picture decoded once for
    /// many mockups keeps the name the first one gave it.
    package func nameIfUnnamed(_ name: String) {
        naming.withLock { if $0 == nil { $0 = name } }
    }

    /// The name, or what the picture is.
    public var description: String {
        name ?? "a PDF or SVG image of \(Int(size.width.rounded())) × \(Int(size.height.rounded())) pt"
    }
}

extension GraphicsContext {
    /// Replays `picture` scaled into `rect`: as vectors on a vector surface,
    /// through its raster for this placement on a bitmap.
    public func draw(_ picture: Picture, in rect: CGRect) {
        guard picture.size.width > 0, picture.size.height > 0, abs(rect.width) > 0, abs(rect.height) > 0 else { return }
        withSavedState {
            cairo_translate(cairo, Double(rect.minX), Double(rect.minY))
            cairo_scale(cairo, Double(rect.width / picture.size.width), Double(rect.height / picture.size.height))
            if drawsIntoPixels {
                drawRasterized(picture)
            } else {
                replay(picture)
            }
        }
    }

    /// Replays `picture`'s drawing in the current coordinates: on a bitmap,
    /// Cairo replays it into a device-space image and composites that.
    func replay(_ picture: Picture) {
        cairo_set_source_surface(cairo, picture.surface, 0, 0)
        cairo_paint(cairo)
    }
}
