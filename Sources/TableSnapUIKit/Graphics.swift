import TableKit

/// `UIColor`: see ``Color``.
public typealias UIColor = Color
/// `UIFont`: see ``Font``.
public typealias UIFont = Font
/// `UIImage`: see ``Image``.
public typealias UIImage = Image
/// `UIEdgeInsets`: see ``EdgeInsets``.
public typealias UIEdgeInsets = EdgeInsets
/// `NSDirectionalEdgeInsets`: see ``DirectionalEdgeInsets``.
public typealias NSDirectionalEdgeInsets = DirectionalEdgeInsets
/// `NSDirectionalRectEdge`: see ``DirectionalRectEdge``.
public typealias NSDirectionalRectEdge = DirectionalRectEdge
/// `NSTextAlignment`: see ``TextAlignment``.
public typealias NSTextAlignment = TextAlignment
/// `NSLineBreakMode`: see ``LineBreakMode``.
public typealias NSLineBreakMode = LineBreakMode
/// `CGColor`, as layer properties take it from `UIColor.cgColor`: see ``Color``.
public typealias CGColor = Color
/// `UIFontMetrics`: see ``FontMetrics``.
public typealias UIFontMetrics = FontMetrics
/// `UIBezierPath`: see ``BezierPath``.
public typealias UIBezierPath = BezierPath
// `CGPath` and `CGMutablePath` are Canvas's own classes, named as Core
// Graphics names them (as `CGAffineTransform` is): see ``CGPath``.

/// `CGLineCap`, a `UIBezierPath`'s `lineCapStyle`: see ``LineCap``.
public typealias CGLineCap = LineCap
/// `CGLineJoin`, a `UIBezierPath`'s `lineJoinStyle`: see ``LineJoin``.
public typealias CGLineJoin = LineJoin
/// `CGPathFillRule`, as `CGPath.contains(_:using:transform:)` takes it: see ``FillRule``.
public typealias CGPathFillRule = FillRule

extension FillRule {
    /// `CGPathFillRule`'s name for ``nonZero``.
    public static let winding = FillRule.nonZero
}
/// `CGImage`, as `layer.contents` takes it from `UIImage.cgImage`: see ``Image``.
public typealias CGImage = Image

extension Image {
    /// The image as a layer's `contents` takes it: itself.
    public var cgImage: CGImage? { self }
}
/// `UIRectCorner`: see ``RectCorner``.
public typealias UIRectCorner = RectCorner

extension RectCorner {
    /// `UIRectCorner`'s name for ``all``.
    public static let allCorners = RectCorner.all
}
/// `UIFontDescriptor`: see ``FontDescriptor``.
public typealias UIFontDescriptor = FontDescriptor

/// Core Text's number-spacing feature type, for `UIFontDescriptor.FeatureKey` settings (kept, not drawn).
public let kNumberSpacingType = 6
/// Core Text's monospaced-digits selector.
public let kMonospacedNumbersSelector = 0
/// Core Text's proportional-digits selector.
public let kProportionalNumbersSelector = 1
