import Canvas
import Foundation

/// The screen an app asks about, as `UIScreen`: an iPhone 15's (the size a
/// controller's view is made at until a renderer lays it out at its
/// device's), at the scale of the traits being drawn with. A render has one
/// screen, so `main` is every screen.
public final class Screen: Sendable {
    /// The screen, as `UIScreen.main`.
    public static let main = Screen()

    /// The portrait screen in points.
    public var bounds: CGRect { CGRect(origin: .zero, size: Device.iPhone15.size) }
    /// Device pixels per point: ``Traits/current``'s display scale.
    public var scale: CGFloat { Traits.current.displayScale }
    /// The same as ``scale``: TableSnap draws no zoomed display.
    public var nativeScale: CGFloat { scale }
    /// The screen in pixels.
    public var nativeBounds: CGRect { CGRect(origin: .zero, size: CGSize(width: bounds.width * scale, height: bounds.height * scale)) }
    /// The traits the screen's content is drawn with: ``Traits/current``.
    public var traitCollection: Traits { Traits.current }
}
