import Canvas
import Foundation

/// A rectangle in the view tree, like `UIView`: a frame in its superview,
/// bounds of its own, subviews drawn back to front, layout on demand.
open class View: Responder {
    /// The view's rectangle in its superview's coordinates.
    open var frame: CGRect {
        get { CGRect(origin: origin, size: bounds.size) }
        set {
            let rect = finite(newValue, "frame")
            origin = rect.origin
            if bounds.size != rect.size {
                bounds.size = rect.size
                setNeedsLayout()
            }
        }
    }

    /// The view's own coordinate space; a non-zero origin scrolls the contents.
    public var bounds: CGRect {
        get { storedBounds }
        set {
            let oldSize = storedBounds.size
            storedBounds = finite(newValue, "bounds")
            if storedBounds.size != oldSize { resizeSubviews(from: oldSize) }
        }
    }
    private var storedBounds: CGRect = .zero
    private var origin: CGPoint = .zero

    /// An integer that identifies the view to ``viewWithTag(_:)``; 0 by default.
    public var tag = 0
    /// Whether touches reach the view; kept for source compatibility (a picture is never touched).
    public var isUserInteractionEnabled = true
    /// The gesture recognizers added to the view, in order; nil without any, as in UIKit.
    public internal(set) var gestureRecognizers: [GestureRecognizer]?

    /// The child views, drawn back to front over this view's own content.
    public private(set) var subviews: [View] = []
    /// The view this one is in; nil for the root.
    ///
    /// A plain reference the superview clears when it goes (its `deinit`),
    /// not a weak one: a weak reference to an object gives it a side table,
    /// and every retain and release of the object then goes through it, a
    /// slow path every view would take. Not `unowned` either, which traps
    /// when read while the object is going, as a subclass's `deinit` that
    /// removes its subviews reads it.
    /// It is set and cleared only where ``subviews`` changes, so it names a
    /// live view or nil.
    public private(set) unowned(unsafe) var superview: View?

    /// Fills the bounds, rounded by ``cornerRadius``, behind the content; nil (the default) fills nothing.
    open var backgroundColor: Color?
    /// Opacity applied to the view and everything in it as one layer.
    public var alpha: CGFloat = 1
    /// A hidden view and its subviews are not drawn, though they are still laid out.
    public var isHidden = false { didSet { if isHidden != oldValue { visibilityChanged() } } }
    /// Clips the view's drawing and its subviews to the bounds, rounded by ``cornerRadius``; off by default, as in UIKit.
    public var clipsToBounds = false
    /// Rounds the background (and the clip, when clipping) like `layer.cornerRadius`.
    public var cornerRadius: CGFloat = 0
    /// Which corners `cornerRadius` rounds (`layer.maskedCorners`).
    public var maskedCorners: RectCorner = .all
    /// Turns, scales or moves what the view draws about its centre, as
    /// `UIView.transform` with the layer's anchor point in the middle. Only
    /// the drawing: ``frame`` stays the rectangle layout gave the view.
    public var transform: CGAffineTransform {
        get { storedLayer?.affine ?? .identity }
        set { layer.affine = newValue }
    }
    /// The class of the view's ``layer``, as `UIView.layerClass`: override it
    /// to return ``GradientLayer`` or ``ShapeLayer`` and the view draws that
    /// layer's gradient or shape over its background. A subclass of either
    /// is made as the TableKit class it extends (its own code is not run).
    open class var layerClass: AnyClass { Layer.self }
    /// The view's ``layer`` (with the transform, border, shadow, mask and
    /// sublayers it adds); nil until app code first reaches for it, so that
    /// plain views stay one reference larger and draw as before.
    var storedLayer: Layer?
    /// Insets the content is laid out within, 8 pt a side by default as in UIKit; a table sets its cells' and title views' for the style.
    public var layoutMargins = EdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    /// The colour symbol images and controls draw in, as `UIView.tintColor`:
    /// this view's own, else an ancestor's, else the traits' tint. Never nil
    /// when read; setting nil inherits again.
    open var tintColor: Color! {
        get { ownTintColor ?? superview?.tintColor ?? traits.tintColor }
        set { ownTintColor = newValue }
    }
    /// The tint set on this view itself, if any (a refresh control is grey unless given one).
    private(set) var ownTintColor: Color?

    /// Traits for this view and its subviews; nil inherits the superview's.
    public var overrideTraits: Traits? {
        didSet { setNeedsLayout() }
    }
    /// The screen's safe area (status bar, bars, home indicator) on the root
    /// view a ``Renderer`` lays out; nil elsewhere.
    var screenSafeArea: EdgeInsets? {
        didSet { if screenSafeArea != oldValue { safeAreaInsetsDidChange() } }
    }

    /// The part of the screen's safe area this view lies under, as
    /// `UIView.safeAreaInsets` (what ``safeAreaLayoutGuide`` is inset by);
    /// zero for a view not on a rendered screen.
    open var safeAreaInsets: EdgeInsets { insetsFromScreenSafeArea() }

    /// Called when ``safeAreaInsets`` changes; lays the view out again.
    open func safeAreaInsetsDidChange() {
        setNeedsLayout()
    }

    /// Light or dark for this view and its subviews whatever the traits say,
    /// as `overrideUserInterfaceStyle`; `.unspecified`, the default, inherits.
    public var overrideUserInterfaceStyle = Appearance.unspecified {
        didSet { setNeedsLayout() }
    }

    private(set) var needsLayout = true
    /// Whether this view sets its subviews' frames itself, so that their
    /// constraints are solved apart from its superview's (a table and its cells).
    var placesSubviewsItself: Bool { false }
    /// Auto Layout's state, made on first use (View+AutoLayout.swift).
    var autoLayout: AutoLayoutState?

    /// A view with `frame`, no background and no subviews.
    public init(frame: CGRect) {
        super.init()
        self.frame = frame
    }

    /// A view with a zero frame, as `UIView()`.
    public override convenience init() {
        self.init(frame: .zero)
    }

    /// Declared, as in UIKit, so that subclasses' `required init?(coder:)`
    /// compiles; TableSnap reads no nibs or storyboards, so it always fails.
    public required init?(coder: NSCoder) {
        return nil
    }

    deinit {
        for view in subviews { view.superview = nil }
        storedLayer?.view = nil
    }

    // MARK: Hierarchy

    /// Adds `view` in front of the other subviews, taking it from any previous superview first.
    public func addSubview(_ view: View) {
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
    }

    /// Inserts `view` at `index` in the drawing order (0 is at the back, out-of-range indexes clamped).
    public func insertSubview(_ view: View, at index: Int) {
        view.removeFromSuperview()
        subviews.insert(view, at: min(max(0, index), subviews.count))
        view.superview = self
    }

    /// Takes the view out of its superview, so it is no longer drawn or laid out with it.
    public func removeFromSuperview() {
        guard let superview else { return }
        superview.storedLayer?.subviewWillLeave(self)
        superview.subviews.removeAll { $0 === self }
        self.superview = nil
    }

    /// The traits this view draws with: its own override, its superview's, or
    /// outside a view tree ``Traits/current`` (the table's, while it asks its
    /// data source for a cell), in the light or dark of the nearest
    /// ``overrideUserInterfaceStyle`` on the way.
    public var traits: Traits {
        // A walk up, not a recursion: every view lays out and draws with its
        // traits, and each level of a recursion would copy them.
        var style: Appearance?
        var view: View? = self
        while let current = view, current.overrideTraits == nil {
            style = style ?? current.overrideUserInterfaceStyle.specified
            view = current.superview
        }
        var traits = view?.overrideTraits ?? Traits.current
        if let style = style ?? view?.overrideUserInterfaceStyle.specified { traits.userInterfaceStyle = style }
        return traits
    }

    /// The view's ``traits``, under UIKit's name.
    open var traitCollection: Traits { traits }

    /// Called when the traits change; a render's traits never change while it draws, so never called.
    open func traitCollectionDidChange(_ previousTraitCollection: Traits?) {}

    /// The superview, next in the responder chain.
    open override var next: Responder? { superview }

    // MARK: Layout

    /// Marks the view for ``layoutSubviews()`` at the next ``layoutIfNeeded()``, as in UIKit.
    public func setNeedsLayout() { needsLayout = true }

    /// Lays out this view if needed, then its subviews.
    public func layoutIfNeeded() {
        if needsLayout {
            needsLayout = false
            solveConstraintsIfNeeded()
            layoutSubviews()
        }
        subviews.forEach { $0.layoutIfNeeded() }
    }

    /// Positions subviews; override it, as in UIKit.
    open func layoutSubviews() {}

    /// The size the content wants in Auto Layout; ``noIntrinsicMetric`` on both axes by default.
    open var intrinsicContentSize: CGSize { CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric) }

    /// Updates the view's constraints before layout, after ``setNeedsUpdateConstraints()``; override it and call `super`, as in UIKit.
    open func updateConstraints() {}

    /// The size the view would like within `size`; by default its current size.
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

    /// The smallest size the constraints of this view's subtree allow,
    /// nearest to `targetSize` (``layoutFittingCompressedSize`` for the smallest).
    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
    }

    /// The size the constraints give this view when its width and height
    /// want to be `targetSize` at the priorities given: `.required` fixes a
    /// dimension, `.fittingSizeLevel` lets it fit the content. Open, as in
    /// UIKit, for a view that measures itself its own way.
    open func systemLayoutSizeFitting(_ targetSize: CGSize, withHorizontalFittingPriority horizontal: LayoutPriority,
                                      verticalFittingPriority vertical: LayoutPriority) -> CGSize {
        constrainedSize(fitting: targetSize, horizontal: horizontal, vertical: vertical)
    }

    /// Resizes the view to `sizeThatFits` its current size.
    public func sizeToFit() {
        let fitting = sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude))
        frame.size = fitting
    }

    /// Converts a point from this view's coordinates to `view`'s (an ancestor, or nil for the root).
    public func convert(_ point: CGPoint, to view: View?) -> CGPoint {
        var p = point
        var current: View? = self
        while let v = current, v !== view {
            p.x += v.origin.x - v.bounds.minX
            p.y += v.origin.y - v.bounds.minY
            current = v.superview
        }
        return p
    }

    /// Converts a rectangle from this view's coordinates to `view`'s.
    public func convert(_ rect: CGRect, to view: View?) -> CGRect {
        CGRect(origin: convert(rect.origin, to: view), size: rect.size)
    }

    /// Converts a point from `view`'s coordinates (the root's when nil) to this view's.
    public func convert(_ point: CGPoint, from view: View?) -> CGPoint {
        let inRoot = view?.convert(point, to: nil) ?? point
        let origin = convert(CGPoint.zero, to: nil)
        return CGPoint(x: inRoot.x - origin.x, y: inRoot.y - origin.y)
    }

    /// Converts a rectangle from `view`'s coordinates (the root's when nil) to this view's.
    public func convert(_ rect: CGRect, from view: View?) -> CGRect {
        CGRect(origin: convert(rect.origin, from: view), size: rect.size)
    }

    // MARK: Accessibility (drawn by nothing; kept for VoiceOver-minded code and its tests)
    // Held in ``accessibility`` once code sets any, so that the views a
    // render makes by the hundred carry one reference, not a dozen fields.

    /// Whether assistive technologies see this view as one element.
    open var isAccessibilityElement: Bool {
        get { self[accessibility: \.isElement] }
        set { self[accessibility: \.isElement] = newValue }
    }
    /// What VoiceOver reads for the element.
    open var accessibilityLabel: String? {
        get { self[accessibility: \.label] }
        set { self[accessibility: \.label] = newValue }
    }
    /// What VoiceOver reads after a pause: what activating the element does.
    open var accessibilityHint: String? {
        get { self[accessibility: \.hint] }
        set { self[accessibility: \.hint] = newValue }
    }
    /// The element's value (a slider's position, a switch's state).
    open var accessibilityValue: String? {
        get { self[accessibility: \.value] }
        set { self[accessibility: \.value] = newValue }
    }
    /// What kind of element it is (a button, a header …).
    open var accessibilityTraits: AccessibilityTraits {
        get { self[accessibility: \.traits] }
        set { self[accessibility: \.traits] = newValue }
    }
    /// An identifier for UI tests.
    open var accessibilityIdentifier: String? {
        get { self[accessibility: \.identifier] }
        set { self[accessibility: \.identifier] = newValue }
    }
    /// The elements inside this view, in reading order, when it is a container.
    open var accessibilityElements: [Any]? {
        get { self[accessibility: \.elements] }
        set { self[accessibility: \.elements] = newValue }
    }
    /// Actions offered beside activation.
    open var accessibilityCustomActions: [AccessibilityCustomAction]? {
        get { self[accessibility: \.customActions] }
        set { self[accessibility: \.customActions] = newValue }
    }
    /// Whether the view's subviews are hidden from assistive technologies.
    open var accessibilityElementsHidden: Bool {
        get { self[accessibility: \.elementsHidden] }
        set { self[accessibility: \.elementsHidden] = newValue }
    }
    /// Whether VoiceOver ignores the view's siblings.
    open var accessibilityViewIsModal: Bool {
        get { self[accessibility: \.viewIsModal] }
        set { self[accessibility: \.viewIsModal] = newValue }
    }
    /// Whether VoiceOver reads the subviews as a group.
    open var shouldGroupAccessibilityChildren: Bool {
        get { self[accessibility: \.groupsChildren] }
        set { self[accessibility: \.groupsChildren] = newValue }
    }
    /// The element's frame on the screen; the view's frame in its root unless set.
    open var accessibilityFrame: CGRect {
        get { self[accessibility: \.frame] ?? convert(bounds, to: nil) }
        set { self[accessibility: \.frame] = newValue }
    }
    /// The element's outline on the screen, when it is not its frame.
    open var accessibilityPath: BezierPath? {
        get { self[accessibility: \.path] }
        set { self[accessibility: \.path] = newValue }
    }
    /// The accessibility settings code has made; nil until it sets one.
    var accessibility: AccessibilitySettings?
    /// Activates the element; false: nothing is done unless overridden.
    open func accessibilityActivate() -> Bool { false }
    /// Raises an adjustable element's value; nothing unless overridden.
    open func accessibilityIncrement() {}
    /// Lowers an adjustable element's value; nothing unless overridden.
    open func accessibilityDecrement() {}

    // MARK: Drawing

    /// Draws the view's own content over its background, in its bounds'
    /// coordinates; by default, what ``draw(_:)`` draws.
    open func draw(in context: GraphicsContext) {
        CGContext.drawing(in: context) { draw(bounds) }
    }

    /// Draws the view's own content, as `UIView.draw(_:)`: into
    /// `CGContext.current` (`UIGraphicsGetCurrentContext()`), with
    /// `UIBezierPath`, `UIColor.setFill()` and the rest, over the background.
    /// `rect` is the whole bounds: a render draws every view once.
    open func draw(_ rect: CGRect) {}

    /// Nothing to do: a render draws every view, as UIKit redraws a view marked as needing it.
    open func setNeedsDisplay() {}

    /// Nothing to do; see ``setNeedsDisplay()``.
    open func setNeedsDisplay(_ rect: CGRect) {}

    /// The opacity the view is composited at: its ``alpha``, which a disabled control dims further.
    var renderedAlpha: CGFloat { alpha }

    /// The subviews that paint their whole frame opaque over this view's
    /// background, with those frames in the background's coordinates (the
    /// bounds' origin at zero): shown whole, untransformed, their background
    /// opaque. A rounded subview's frame is taken less bands of twice the
    /// radius at the rounded edges, which hold its corners, continuous ones too.
    private func opaqueCovers(in appearance: Appearance) -> [(owner: ObjectIdentifier, frame: CGRect)] {
        subviews.compactMap { subview in
            guard let color = subview.backgroundColor, color.resolved(for: appearance).alpha >= 1, subview.isShownWhole else { return nil }
            let frame = CGRect(origin: subview.origin, size: subview.bounds.size).offsetBy(dx: -bounds.minX, dy: -bounds.minY)
            var top = frame.minY, bottom = frame.maxY
            if subview.cornerRadius > 0 {
                let band = 2 * subview.cornerRadius, corners = subview.maskedCorners
                if !corners.isDisjoint(with: [.topLeft, .topRight]) { top += band }
                if !corners.isDisjoint(with: [.bottomLeft, .bottomRight]) { bottom -= band }
            }
            return (ObjectIdentifier(subview), CGRect(x: frame.minX, y: top, width: frame.width, height: max(0, bottom - top)))
        }
    }

    /// Draws the view and its subviews; the ``Renderer`` calls this on the root.
    func render(in context: GraphicsContext) {
        let alpha = renderedAlpha
        guard !isHidden, alpha > 0 else { return }
        context.withSavedState {
            if let transform = storedLayer?.affine, !transform.isIdentity {
                context.translateBy(x: origin.x + bounds.width / 2, y: origin.y + bounds.height / 2)
                context.concatenate(transform)
                context.translateBy(x: -bounds.width / 2, y: -bounds.height / 2)
            } else {
                context.translateBy(x: origin.x, y: origin.y)
            }
            Layer.composite(alpha: alpha, mask: storedLayer?.mask, boundsOrigin: bounds.origin, in: context) {
                renderContents(in: context)
            }
        }
    }

    private func renderContents(in context: GraphicsContext) {
        var box = LayerBox(bounds: bounds, cornerRadius: cornerRadius, maskedCorners: maskedCorners,
                           cornerCurve: storedLayer?.cornerCurve ?? .circular, masksToBounds: clipsToBounds, backgroundColor: backgroundColor)
        if backgroundColor != nil, !box.isRounded, context.sparesCoveredPixels { box.covers = opaqueCovers(in: context.appearance) }
        box.draw(layer: storedLayer, in: context) {
            context.endSparing(for: ObjectIdentifier(self))
            storedLayer?.drawContents(in: context)
            draw(in: context)
            guard let storedLayer, !storedLayer.children.isEmpty else {
                subviews.forEach { $0.render(in: context) }
                return
            }
            for piece in drawnPieces {
                switch piece {
                case .subview(let subview): subview.render(in: context)
                case .sublayer(let layer): layer.render(in: context)
                }
            }
        }
    }
}

extension Appearance {
    /// The appearance, or nil for `.unspecified` (which inherits).
    var specified: Appearance? { self == .unspecified ? nil : self }
}
