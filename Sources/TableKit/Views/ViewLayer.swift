import Canvas
import Foundation

/// The part of `CALayer` table code reaches through `view.layer`. What the
/// view already has (corners, clipping, background, alpha, hiding, frame) is
/// the view's own, as in UIKit, where a view draws through its layer; the
/// border and shadow are drawn with the view; the rest (name, z position,
/// rasterization, animations) is kept to read back. There is no tree of
/// layers: sublayers cannot be added.
public final class ViewLayer {
    // Strong: `view.layer` is made on each access and may be kept after the
    // view is gone; the view never holds its layer, so there is no cycle.
    private let view: View

    init(view: View) {
        self.view = view
    }

    /// The view's ``View/cornerRadius``.
    public var cornerRadius: CGFloat {
        get { view.cornerRadius }
        set { view.cornerRadius = newValue }
    }

    /// The view's ``View/clipsToBounds``; a masking layer also draws no shadow, as in Core Animation.
    public var masksToBounds: Bool {
        get { view.clipsToBounds }
        set { view.clipsToBounds = newValue }
    }

    /// The view's ``View/maskedCorners``.
    public var maskedCorners: RectCorner {
        get { view.maskedCorners }
        set { view.maskedCorners = newValue }
    }

    /// The view's ``View/backgroundColor``: in UIKit they are one.
    public var backgroundColor: Color? {
        get { view.backgroundColor }
        set { view.backgroundColor = newValue }
    }

    /// The view's ``View/alpha``.
    public var opacity: Float {
        get { Float(view.alpha) }
        set { view.alpha = CGFloat(newValue) }
    }

    /// The view's ``View/isHidden``.
    public var isHidden: Bool {
        get { view.isHidden }
        set { view.isHidden = newValue }
    }

    /// The view's ``View/frame``.
    public var frame: CGRect {
        get { view.frame }
        set { view.frame = newValue }
    }

    /// The view's ``View/bounds``.
    public var bounds: CGRect {
        get { view.bounds }
        set { view.bounds = newValue }
    }

    /// The view's ``View/center``: the layer's anchor point is always the middle.
    public var position: CGPoint {
        get { view.center }
        set { view.center = newValue }
    }

    /// The width of the border drawn inside the bounds over the content and
    /// subviews, following the rounded corners; 0 (none) by default.
    public var borderWidth: CGFloat {
        get { self[\.borderWidth] }
        set { self[\.borderWidth] = newValue }
    }

    /// The border's colour; opaque black by default, nil draws no border.
    public var borderColor: Color? {
        get { self[\.borderColor] }
        set { self[\.borderColor] = newValue }
    }

    /// The shadow's colour; opaque black by default.
    public var shadowColor: Color? {
        get { self[\.shadowColor] }
        set { self[\.shadowColor] = newValue }
    }

    /// How opaque the shadow is, 0 to 1; 0 by default, so no shadow is drawn.
    public var shadowOpacity: Float {
        get { self[\.shadowOpacity] }
        set { self[\.shadowOpacity] = newValue }
    }

    /// How far the shadow falls from the view, y down; (0, -3), a little above it, by default.
    public var shadowOffset: CGSize {
        get { self[\.shadowOffset] }
        set { self[\.shadowOffset] = newValue }
    }

    /// How soft the shadow is: the standard deviation of its blur, in points; 3 by default.
    public var shadowRadius: CGFloat {
        get { self[\.shadowRadius] }
        set { self[\.shadowRadius] = newValue }
    }

    /// The shape that casts the shadow, in the bounds' coordinates; nil casts
    /// it from the view's background (see ``View/backgroundColor``).
    public var shadowPath: Path? {
        get { self[\.shadowPath] }
        set { self[\.shadowPath] = newValue }
    }

    /// How the rounded corners bend; `.circular` by default.
    public var cornerCurve: CornerCurve {
        get { self[\.cornerCurve] }
        set { self[\.cornerCurve] = newValue }
    }

    /// Kept, not drawn by: subviews draw in the order of ``View/subviews``.
    public var zPosition: CGFloat {
        get { self[\.zPosition] }
        set { self[\.zPosition] = newValue }
    }

    /// A name for the layer, kept for app code that looks layers up by it.
    public var name: String? {
        get { self[\.name] }
        set { self[\.name] = newValue }
    }

    /// Kept: a picture is drawn once, so caching the layer as a bitmap changes nothing.
    public var shouldRasterize: Bool {
        get { self[\.shouldRasterize] }
        set { self[\.shouldRasterize] = newValue }
    }

    /// Kept with ``shouldRasterize``; 1 by default.
    public var rasterizationScale: CGFloat {
        get { self[\.rasterizationScale] }
        set { self[\.rasterizationScale] = newValue }
    }

    /// The view's ``View/transform``.
    public func affineTransform() -> CGAffineTransform { view.transform }

    /// Sets the view's ``View/transform``.
    public func setAffineTransform(_ transform: CGAffineTransform) { view.transform = transform }

    /// One of the layer's own attributes, Core Animation's default until it is set.
    subscript<Value>(_ attribute: ReferenceWritableKeyPath<LayerAttributes, Value>) -> Value {
        get { (view.layerAttributes ?? LayerAttributes())[keyPath: attribute] }
        set { view.madeLayerAttributes[keyPath: attribute] = newValue }
    }
}

extension View {
    /// The view's layer as `UIView.layer` exposes it: `layer.cornerRadius`, `borderWidth`, `shadowOpacity` and the rest.
    public var layer: ViewLayer { ViewLayer(view: self) }
}
