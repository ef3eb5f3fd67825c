import Canvas
import Foundation

/// A rectangle of drawing in a tree of layers, as Core Animation's `CALayer`:
/// a background, rounded corners, a border, a shadow, an opacity and a
/// transform, and sublayers drawn over it (see ``addSublayer(_:)``).
///
/// A view's layer (``View/layer``) is made on first use and kept by the
/// view; its geometry, background, corners, clipping, opacity and hiding are
/// the view's own properties under their layer names, as in UIKit, where a
/// view draws through its layer. A layer of its own (`CALayer()`,
/// ``ShapeLayer``, ``GradientLayer``) keeps them itself and is drawn where
/// it is added: its ``frame`` is in its superlayer's bounds' coordinates.
///
/// Drawn: everything here but what is marked as kept. Kept to read back:
/// the name, the z position (siblings draw in the order of ``sublayers``),
/// rasterization, the display and layout requests, and animations (see
/// ``LayerAnimation``), as a picture shows where every animation ends.
open class Layer {
    /// The view whose layer this is; nil for a layer of its own. Not held:
    /// the view holds its layer, and clears this when it goes (see
    /// ``View/superview`` for why a plain reference rather than a weak one).
    unowned(unsafe) var view: View?
    /// A layer of its own's values of what a view's layer shares with its view.
    private var own = SharedProperties()

    /// A layer of its own, empty and zero-sized, as `CALayer()`.
    public init() {}

    /// A layer like `layer`, as Core Animation makes presentation layers; here a new empty layer.
    public init(layer: Any) {}

    /// Declared, as in Core Animation, so that subclasses' `required init?(coder:)`
    /// compiles; TableSnap reads no archives, so it always fails.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The layer of `view`.
    init(view: View) {
        self.view = view
    }

    deinit {
        for child in children { child.parent = nil }
    }

    // MARK: Geometry

    /// The layer's own coordinate space: its size, and an origin that moves
    /// what it holds (as a scroll view's does). A view's layer's are the view's.
    public var bounds: CGRect {
        get { self[shared: \.bounds, \.bounds] }
        set { self[shared: \.bounds, \.bounds] = newValue }
    }

    /// Where the ``anchorPoint`` lies in the superlayer's coordinates; a view's layer's is the view's centre.
    public var position: CGPoint {
        get { self[shared: \.center, \.position] }
        set { self[shared: \.center, \.position] = newValue }
    }

    /// The point of the bounds, in units of its size, that sits at
    /// ``position`` and that the ``transform`` turns about; the middle,
    /// (0.5, 0.5), by default. Kept, not drawn by, on a view's layer: a view turns about its centre.
    public var anchorPoint = CGPoint(x: 0.5, y: 0.5)

    /// The layer's rectangle in its superlayer: its bounds placed by its
    /// position and anchor point (and, when read, the box of its turned
    /// corners). A view's layer's is the view's.
    public var frame: CGRect {
        get {
            if let view { return view.frame }
            let size = own.bounds.size
            let local = CGRect(x: -anchorPoint.x * size.width, y: -anchorPoint.y * size.height, width: size.width, height: size.height)
            return local.applying(affine).offsetBy(dx: own.position.x, dy: own.position.y)
        }
        set {
            if let view {
                view.frame = newValue
                return
            }
            own.bounds.size = newValue.size
            own.position = CGPoint(x: newValue.minX + anchorPoint.x * newValue.width, y: newValue.minY + anchorPoint.y * newValue.height)
        }
    }

    /// Turns, scales or moves the layer about its anchor point (a view's
    /// layer about the view's centre); drawn as what it does to x and y (see
    /// ``Transform3D``). A view's layer's is the view's ``View/transform3D``.
    public var transform = Transform3D.identity

    /// What ``transform`` does to x and y: the transform the layer is drawn
    /// with, and the view's ``View/transform``.
    var affine: CGAffineTransform {
        get { transform.affineTransform }
        set { transform = Transform3D(newValue) }
    }

    /// The 2-D transform the layer is drawn with, as `CALayer.affineTransform()`.
    public func affineTransform() -> CGAffineTransform { affine }

    /// Sets the 2-D transform the layer is drawn with, as `CALayer.setAffineTransform(_:)`.
    public func setAffineTransform(_ transform: CGAffineTransform) { affine = transform }

    // MARK: Appearance

    /// Fills the bounds, rounded by ``cornerRadius``, under everything else;
    /// nil (the default) fills nothing. A view's layer's is the view's ``View/backgroundColor``.
    public var backgroundColor: Color? {
        get { self[shared: \.backgroundColor, \.backgroundColor] }
        set { self[shared: \.backgroundColor, \.backgroundColor] = newValue }
    }

    /// Rounds the background, the border and, when masking, the clip; a view's layer's is the view's ``View/cornerRadius``.
    public var cornerRadius: CGFloat {
        get { self[shared: \.cornerRadius, \.cornerRadius] }
        set { self[shared: \.cornerRadius, \.cornerRadius] = newValue }
    }

    /// Which corners ``cornerRadius`` rounds; all by default. A view's layer's are the view's ``View/maskedCorners``.
    public var maskedCorners: RectCorner {
        get { self[shared: \.maskedCorners, \.maskedCorners] }
        set { self[shared: \.maskedCorners, \.maskedCorners] = newValue }
    }

    /// Clips what the layer draws and its sublayers to its rounded bounds;
    /// a masking layer also draws no shadow, as in Core Animation. A view's layer's is the view's ``View/clipsToBounds``.
    public var masksToBounds: Bool {
        get { self[shared: \.clipsToBounds, \.masksToBounds] }
        set { self[shared: \.clipsToBounds, \.masksToBounds] = newValue }
    }

    /// The opacity the layer and its sublayers are composited at, as one; a view's layer's is the view's ``View/alpha``.
    public var opacity: Float {
        get { view.map { Float($0.alpha) } ?? own.opacity }
        set {
            if let view { view.alpha = CGFloat(newValue) } else { own.opacity = newValue }
        }
    }

    /// A hidden layer and its sublayers are not drawn; a view's layer's is the view's ``View/isHidden``.
    public var isHidden: Bool {
        get { self[shared: \.isHidden, \.isHidden] }
        set { self[shared: \.isHidden, \.isHidden] = newValue }
    }

    /// How the rounded corners bend; `.circular` by default.
    public var cornerCurve = CornerCurve.circular

    /// The width of the border drawn inside the bounds over the content and
    /// sublayers, following the rounded corners; 0 (none) by default.
    public var borderWidth: CGFloat = 0

    // Core Animation's defaults: an opaque black border and shadow; the
    // shadow 3 pt up (Core Animation chose them for the Mac's y-up space,
    // where it falls down), 3 pt soft, and hidden until its opacity is raised.

    /// The border's colour; opaque black by default, nil draws no border.
    public var borderColor: Color? = .black

    /// The shadow's colour; opaque black by default.
    public var shadowColor: Color? = .black

    /// How opaque the shadow is, 0 to 1; 0 by default, so no shadow is drawn.
    public var shadowOpacity: Float = 0

    /// How far the shadow falls from the layer, y down; (0, -3), a little above it, by default.
    public var shadowOffset = CGSize(width: 0, height: -3)

    /// How soft the shadow is: the standard deviation of its blur, in points; 3 by default.
    public var shadowRadius: CGFloat = 3

    /// The shape that casts the shadow, in the bounds' coordinates; nil casts
    /// it from the background (see ``backgroundColor``).
    public var shadowPath: CGPath?

    /// An image (an `Image`, UIKit's `image.cgImage`) drawn over the
    /// background, stretched to the bounds, under the sublayers; other values are kept, not drawn.
    public var contents: Any?

    /// How ``contents`` fits the bounds; `.resize` by default. Kept, not drawn by: contents are stretched to fill.
    public var contentsGravity = ContentsGravity.resize

    /// How a layer's contents fit its bounds, as `CALayerContentsGravity`.
    public enum ContentsGravity: String, Sendable {
        /// At its own size, centred.
        case center
        /// At its own size, at the top edge, centred horizontally.
        case top
        /// At its own size, at the bottom edge, centred horizontally.
        case bottom
        /// At its own size, at the left edge, centred vertically.
        case left
        /// At its own size, at the right edge, centred vertically.
        case right
        /// At its own size, in the top-left corner.
        case topLeft
        /// At its own size, in the top-right corner.
        case topRight
        /// At its own size, in the bottom-left corner.
        case bottomLeft
        /// At its own size, in the bottom-right corner.
        case bottomRight
        /// Stretched to fill the bounds.
        case resize
        /// Scaled to fit inside the bounds, keeping the aspect ratio.
        case resizeAspect
        /// Scaled to cover the bounds, keeping the aspect ratio.
        case resizeAspectFill
    }

    /// Pixels per point of ``contents``; kept, not drawn by.
    public var contentsScale: CGFloat = 1

    // MARK: Kept

    /// Kept, not drawn by: sublayers draw in the order of ``sublayers``, subviews in the order of ``View/subviews``.
    public var zPosition: CGFloat = 0

    /// A name for the layer, kept for app code that looks layers up by it.
    public var name: String?

    /// Kept: a picture is drawn once, so caching the layer as a bitmap changes nothing.
    public var shouldRasterize = false

    /// Kept with ``shouldRasterize``; 1 by default.
    public var rasterizationScale: CGFloat = 1

    /// Kept: the layer is drawn afresh in every picture, whatever its size was.
    public var needsDisplayOnBoundsChange = false

    /// Kept: a picture draws the layer as it is now.
    open func setNeedsDisplay() {}

    /// Kept: sublayers are placed by their own frames.
    open func layoutSublayers() {}

    /// Kept, with ``layoutSublayers()``.
    open func setNeedsLayout() {}

    // MARK: Drawing (Layer+Rendering.swift)

    /// Draws what the layer holds over its background and under its
    /// sublayers, in its bounds' coordinates: its ``contents`` image here; a
    /// shape or gradient in the layers that draw one.
    func drawContents(in context: GraphicsContext) {
        guard let image = contents as? Image else { return }
        image.draw(in: context, rect: bounds, tintColor: .black)
    }

    /// Added animations in order, those added without a key among them.
    var animations: [(key: String?, animation: LayerAnimation)] = []

    // MARK: Tree (Layer+Sublayers.swift)

    /// The layer's own sublayers, back to front.
    var children: [Layer] = []
    /// The layer this one is a sublayer of, which clears this when it goes;
    /// set and cleared only where its ``children`` change.
    unowned(unsafe) var parent: Layer?
    /// In a view's layer: the subview this sublayer lies just above; nil, under them all.
    weak var subviewBelow: View?
    /// The layer whose alpha masks this one's drawing.
    var storedMask: Layer?
    /// Set while the layer draws, so that a mask that leads back to it draws nothing instead of looping.
    var isBeingDrawn = false

    /// One of the properties a view's layer shares with its view: the view's,
    /// or this layer's own when it has none.
    private subscript<Value>(shared viewProperty: ReferenceWritableKeyPath<View, Value>,
                             _ ownProperty: WritableKeyPath<SharedProperties, Value>) -> Value {
        get { view.map { $0[keyPath: viewProperty] } ?? own[keyPath: ownProperty] }
        set {
            if let view { view[keyPath: viewProperty] = newValue } else { own[keyPath: ownProperty] = newValue }
        }
    }
}

/// What a view's layer shares with its view, as a layer of its own holds it.
private struct SharedProperties {
    var bounds = CGRect.zero
    var position = CGPoint.zero
    var backgroundColor: Color?
    var cornerRadius: CGFloat = 0
    var maskedCorners = RectCorner.all
    var masksToBounds = false
    var opacity: Float = 1
    var isHidden = false
}
