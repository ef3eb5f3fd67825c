import TableKit

/// `UIColor`: see `Color`.
public typealias UIColor = Color
/// `UIFont`: see `Font`.
public typealias UIFont = Font
/// `UIImage`: see `Image`.
public typealias UIImage = Image
/// `UIImageAsset`: see `ImageAsset`.
public typealias UIImageAsset = ImageAsset
/// `UIEdgeInsets`: see `EdgeInsets`.
public typealias UIEdgeInsets = EdgeInsets
/// `NSDirectionalEdgeInsets`: see `DirectionalEdgeInsets`.
public typealias NSDirectionalEdgeInsets = DirectionalEdgeInsets
/// `NSDirectionalRectEdge`: see `DirectionalRectEdge`.
public typealias NSDirectionalRectEdge = DirectionalRectEdge
/// `NSTextAlignment`: see `TextAlignment`.
public typealias NSTextAlignment = TextAlignment
/// `NSLineBreakMode`: see `LineBreakMode`.
public typealias NSLineBreakMode = LineBreakMode
/// `UIBaselineAdjustment`: see `BaselineAdjustment`.
public typealias UIBaselineAdjustment = BaselineAdjustment
/// `NSParagraphStyle`: see `ParagraphStyle`.
public typealias NSParagraphStyle = ParagraphStyle
/// `NSMutableParagraphStyle`: see `MutableParagraphStyle`.
public typealias NSMutableParagraphStyle = MutableParagraphStyle
/// `CGColor`, as layer properties take it from `UIColor.cgColor`: see `Color`.
public typealias CGColor = Color
/// `UIFontMetrics`: see `FontMetrics`.
public typealias UIFontMetrics = FontMetrics
/// `UIBezierPath`: see `BezierPath`.
public typealias UIBezierPath = BezierPath
// `CGPath` and `CGMutablePath` are Canvas's own classes, named as Core
// Graphics names them (as `CGAffineTransform` is): see ``CGPath``.

/// `CGLineCap`, a `UIBezierPath`'s `lineCapStyle`: see `LineCap`.
public typealias CGLineCap = LineCap
/// `CGLineJoin`, a `UIBezierPath`'s `lineJoinStyle`: see `LineJoin`.
public typealias CGLineJoin = LineJoin
/// `CGPathFillRule`, as `CGPath.contains(_:using:transform:)` takes it: see `FillRule`.
public typealias CGPathFillRule = FillRule

/// Core Graphics' name for the non-zero rule.
extension FillRule {
    /// `CGPathFillRule`'s name for `nonZero`.
    public static let winding = FillRule.nonZero
}
/// `CGImage`, as `layer.contents` takes it from `UIImage.cgImage`: see `Image`.
public typealias CGImage = Image

/// Images as Core Graphics takes them.
extension Image {
    /// The image as a layer's `contents` takes it: itself.
    public var cgImage: CGImage? { self }
}
/// `UIRectCorner`: see `RectCorner`.
public typealias UIRectCorner = RectCorner

/// UIKit's name for all four corners.
extension RectCorner {
    /// `UIRectCorner`'s name for `all`.
    public static let allCorners = RectCorner.all
}
/// `UIFontDescriptor`: see `FontDescriptor`.
public typealias UIFontDescriptor = FontDescriptor

/// Core Text's number-spacing feature type, for `UIFontDescriptor.FeatureKey` settings (kept, not drawn).
public let kNumberSpacingType = 6
/// Core Text's monospaced-digits selector.
public let kMonospacedNumbersSelector = 0
/// Core Text's proportional-digits selector.
public let kProportionalNumbersSelector = 1

/// `UIGraphicsImageRenderer`: see `GraphicsImageRenderer`.
public typealias UIGraphicsImageRenderer = GraphicsImageRenderer
/// `UIGraphicsImageRendererFormat`: see `GraphicsImageRendererFormat`.
public typealias UIGraphicsImageRendererFormat = GraphicsImageRendererFormat
/// `UIGraphicsImageRendererContext`: see `GraphicsImageRendererContext`.
public typealias UIGraphicsImageRendererContext = GraphicsImageRendererContext
/// `CGPathDrawingMode`: see `PathDrawingMode`.
public typealias CGPathDrawingMode = PathDrawingMode

/// The context drawing goes into now: in a view's `draw(_:)`, an image renderer's actions or an image context (see `CGContext/current`).
public func UIGraphicsGetCurrentContext() -> CGContext? { CGContext.current }
/// Makes `context` the current one until ``UIGraphicsPopContext()``.
public func UIGraphicsPushContext(_ context: CGContext) { CGContext.pushCurrent(context) }
/// Makes the context before the last pushed one current again.
public func UIGraphicsPopContext() { CGContext.popCurrent() }
/// Begins a transparent image context at scale 1, as UIKit does (see `CGContext/beginImageContext(size:opaque:scale:)`).
public func UIGraphicsBeginImageContext(_ size: CGSize) { CGContext.beginImageContext(size: size, opaque: false, scale: 1) }
/// Begins an image context; a `scale` of 0 is the display scale.
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    CGContext.beginImageContext(size: size, opaque: opaque, scale: scale)
}
/// The current image context's picture so far.
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? { CGContext.imageFromCurrentImageContext() }
/// Ends the current image context.
public func UIGraphicsEndImageContext() { CGContext.endImageContext() }

/// Fills `rect` with the current context's fill colour.
public func UIRectFill(_ rect: CGRect) { CGContext.current?.fill(rect) }
/// Draws a 1 pt frame just inside `rect` in the current context's fill colour.
public func UIRectFrame(_ rect: CGRect) {
    let inner = rect.insetBy(dx: 1, dy: 1)
    guard !inner.isEmpty else { return UIRectFill(rect) }
    CGContext.current?.fill([
        CGRect(x: rect.minX, y: rect.minY, width: rect.width, height: 1),
        CGRect(x: rect.minX, y: inner.maxY, width: rect.width, height: 1),
        CGRect(x: rect.minX, y: inner.minY, width: 1, height: inner.height),
        CGRect(x: inner.maxX, y: inner.minY, width: 1, height: inner.height),
    ])
}
/// Limits later drawing in the current context to `rect`.
public func UIRectClip(_ rect: CGRect) { CGContext.current?.clip(to: rect) }
