import Foundation
import TableKit

// Core Animation's names over TableKit's, for the layers table code builds
// and reaches through `view.layer`: TableKit holds the behaviour under names
// without the CA prefix.

/// `CALayer`, a view's layer or one of its own: see `Layer`.
public typealias CALayer = Layer
/// `CALayerContentsGravity` (`.resize`, `.resizeAspect`, …): see `Layer.ContentsGravity`.
public typealias CALayerContentsGravity = Layer.ContentsGravity
/// `CAShapeLayer`: see `ShapeLayer`.
public typealias CAShapeLayer = ShapeLayer
/// `CAGradientLayer`: see `GradientLayer`.
public typealias CAGradientLayer = GradientLayer
/// `CAGradientLayerType` (`.axial`, `.radial`, `.conic`): see `GradientLayer/GradientType`.
public typealias CAGradientLayerType = GradientLayer.GradientType
/// `CAShapeLayerLineCap` (`.butt`, `.round`, `.square`): see `LineCap`.
public typealias CAShapeLayerLineCap = LineCap
/// `CAShapeLayerLineJoin` (`.miter`, `.round`, `.bevel`): see `LineJoin`.
public typealias CAShapeLayerLineJoin = LineJoin
/// `CAShapeLayerFillRule` (`.nonZero`, `.evenOdd`): see `FillRule`.
public typealias CAShapeLayerFillRule = FillRule

/// `CALayerCornerCurve`: see `CornerCurve`.
public typealias CALayerCornerCurve = CornerCurve
/// `CACornerMask`, the bits of `layer.maskedCorners`: see `RectCorner`.
public typealias CACornerMask = RectCorner
/// `CAAnimation`: see `LayerAnimation`.
public typealias CAAnimation = LayerAnimation
/// `CAAnimationDelegate`: see `LayerAnimationDelegate`.
public typealias CAAnimationDelegate = LayerAnimationDelegate
/// `CAPropertyAnimation`: see `PropertyAnimation`.
public typealias CAPropertyAnimation = PropertyAnimation
/// `CABasicAnimation`: see `BasicAnimation`.
public typealias CABasicAnimation = BasicAnimation
/// `CASpringAnimation`: see `SpringAnimation`.
public typealias CASpringAnimation = SpringAnimation
/// `CAKeyframeAnimation`: see `KeyframeAnimation`.
public typealias CAKeyframeAnimation = KeyframeAnimation
/// `CAAnimationGroup`: see `AnimationGroup`.
public typealias CAAnimationGroup = AnimationGroup
/// `CATransition`: see `LayerTransition`.
public typealias CATransition = LayerTransition
/// `CATransitionType`: see `LayerTransition/TransitionType`.
public typealias CATransitionType = LayerTransition.TransitionType
/// `CATransitionSubtype`: see `LayerTransition/TransitionSubtype`.
public typealias CATransitionSubtype = LayerTransition.TransitionSubtype
/// `CAMediaTimingFunction`: see `MediaTimingFunction`.
public typealias CAMediaTimingFunction = MediaTimingFunction
/// `CAMediaTimingFunctionName`: see `MediaTimingFunction/Name`.
public typealias CAMediaTimingFunctionName = MediaTimingFunction.Name
/// `CAMediaTimingFillMode`: see `MediaTimingFillMode`.
public typealias CAMediaTimingFillMode = MediaTimingFillMode
/// `CATransaction`: see `LayerTransaction`.
public typealias CATransaction = LayerTransaction
/// `CFTimeInterval`, the seconds Core Animation counts in.
public typealias CFTimeInterval = TimeInterval

/// The key Core Animation adds a `LayerTransition` under (`kCATransition`).
public let kCATransition = "transition"

/// Seconds since the machine started, as `CACurrentMediaTime()`: the clock an
/// animation's `beginTime` is set against.
public func CACurrentMediaTime() -> CFTimeInterval {
    ProcessInfo.processInfo.systemUptime
}

/// Core Animation's names for a layer's corners (`CACornerMask`).
extension RectCorner {
    /// `CACornerMask`'s name for `topLeft` (in a view's flipped layer, y runs down).
    public static let layerMinXMinYCorner = RectCorner.topLeft
    /// `CACornerMask`'s name for `topRight`.
    public static let layerMaxXMinYCorner = RectCorner.topRight
    /// `CACornerMask`'s name for `bottomLeft`.
    public static let layerMinXMaxYCorner = RectCorner.bottomLeft
    /// `CACornerMask`'s name for `bottomRight`.
    public static let layerMaxXMaxYCorner = RectCorner.bottomRight
}

/// `CATransform3D`: see `Transform3D`.
public typealias CATransform3D = Transform3D
/// The transform that changes nothing.
public let CATransform3DIdentity = Transform3D.identity

/// A turn by `angle` radians about the axis (`x`, `y`, `z`).
public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    Transform3D(rotationAngle: angle, x: x, y: y, z: z)
}

/// A scale by `sx`, `sy` and `sz`.
public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    Transform3D(scaleX: sx, y: sy, z: sz)
}

/// A move by `tx`, `ty` and `tz`.
public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    Transform3D(translationX: tx, y: ty, z: tz)
}

/// A turn followed by `t`.
public func CATransform3DRotate(_ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    CATransform3DMakeRotation(angle, x, y, z).concatenating(t)
}

/// A scale followed by `t`.
public func CATransform3DScale(_ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    CATransform3DMakeScale(sx, sy, sz).concatenating(t)
}

/// A move followed by `t`.
public func CATransform3DTranslate(_ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    CATransform3DMakeTranslation(tx, ty, tz).concatenating(t)
}

/// `a` followed by `b`.
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D {
    a.concatenating(b)
}

/// Whether `t` changes nothing.
public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool { t.isIdentity }

/// Whether `a` and `b` are the same transform.
public func CATransform3DEqualToTransform(_ a: CATransform3D, _ b: CATransform3D) -> Bool { a == b }

/// `m` as a transform of 3-D space that leaves z alone.
public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D { Transform3D(m) }

/// What `t` does to x and y.
public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform { t.affineTransform }

/// Whether `t` is a 2-D transform.
public func CATransform3DIsAffine(_ t: CATransform3D) -> Bool { t.isAffine }
