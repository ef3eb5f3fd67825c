import Foundation
import TableKit

// Core Animation's names over TableKit's, for the layers table code builds
// and reaches through `view.layer`: TableKit holds the behaviour under names
// without the CA prefix.

/// `CALayer`, a view's layer or one of its own: see ``Layer``.
public typealias CALayer = Layer
/// `CAShapeLayer`: see ``ShapeLayer``.
public typealias CAShapeLayer = ShapeLayer
/// `CAGradientLayer`: see ``GradientLayer``.
public typealias CAGradientLayer = GradientLayer
/// `CAGradientLayerType` (`.axial`, `.radial`, `.conic`): see ``GradientLayer/GradientType``.
public typealias CAGradientLayerType = GradientLayer.GradientType
/// `CAShapeLayerLineCap` (`.butt`, `.round`, `.square`): see ``LineCap``.
public typealias CAShapeLayerLineCap = LineCap
/// `CAShapeLayerLineJoin` (`.miter`, `.round`, `.bevel`): see ``LineJoin``.
public typealias CAShapeLayerLineJoin = LineJoin
/// `CAShapeLayerFillRule` (`.nonZero`, `.evenOdd`): see ``FillRule``.
public typealias CAShapeLayerFillRule = FillRule

/// `CALayerCornerCurve`: see ``CornerCurve``.
public typealias CALayerCornerCurve = CornerCurve
/// `CACornerMask`, the bits of `layer.maskedCorners`: see ``RectCorner``.
public typealias CACornerMask = RectCorner
/// `CAAnimation`: see ``LayerAnimation``.
public typealias CAAnimation = LayerAnimation
/// `CAAnimationDelegate`: see ``LayerAnimationDelegate``.
public typealias CAAnimationDelegate = LayerAnimationDelegate
/// `CAPropertyAnimation`: see ``PropertyAnimation``.
public typealias CAPropertyAnimation = PropertyAnimation
/// `CABasicAnimation`: see ``BasicAnimation``.
public typealias CABasicAnimation = BasicAnimation
/// `CASpringAnimation`: see ``SpringAnimation``.
public typealias CASpringAnimation = SpringAnimation
/// `CAKeyframeAnimation`: see ``KeyframeAnimation``.
public typealias CAKeyframeAnimation = KeyframeAnimation
/// `CAAnimationGroup`: see ``AnimationGroup``.
public typealias CAAnimationGroup = AnimationGroup
/// `CATransition`: see ``LayerTransition``.
public typealias CATransition = LayerTransition
/// `CATransitionType`: see ``LayerTransition/TransitionType``.
public typealias CATransitionType = LayerTransition.TransitionType
/// `CATransitionSubtype`: see ``LayerTransition/TransitionSubtype``.
public typealias CATransitionSubtype = LayerTransition.TransitionSubtype
/// `CAMediaTimingFunction`: see ``MediaTimingFunction``.
public typealias CAMediaTimingFunction = MediaTimingFunction
/// `CAMediaTimingFunctionName`: see ``MediaTimingFunction/Name``.
public typealias CAMediaTimingFunctionName = MediaTimingFunction.Name
/// `CAMediaTimingFillMode`: see ``MediaTimingFillMode``.
public typealias CAMediaTimingFillMode = MediaTimingFillMode
/// `CATransaction`: see ``LayerTransaction``.
public typealias CATransaction = LayerTransaction
/// `CFTimeInterval`, the seconds Core Animation counts in.
public typealias CFTimeInterval = TimeInterval

/// The key Core Animation adds a ``LayerTransition`` under (`kCATransition`).
public let kCATransition = "transition"

/// Seconds since the machine started, as `CACurrentMediaTime()`: the clock an
/// animation's `beginTime` is set against.
public func CACurrentMediaTime() -> CFTimeInterval {
    ProcessInfo.processInfo.systemUptime
}

extension RectCorner {
    /// `CACornerMask`'s name for ``topLeft`` (in a view's flipped layer, y runs down).
    public static let layerMinXMinYCorner = RectCorner.topLeft
    /// `CACornerMask`'s name for ``topRight``.
    public static let layerMaxXMinYCorner = RectCorner.topRight
    /// `CACornerMask`'s name for ``bottomLeft``.
    public static let layerMinXMaxYCorner = RectCorner.bottomLeft
    /// `CACornerMask`'s name for ``bottomRight``.
    public static let layerMaxXMaxYCorner = RectCorner.bottomRight
}
