import Testing
import TableSnapUIKit

/// What cells do through `view.layer` and UIView animation, in UIKit's and
/// Core Animation's names: the check is that this file compiles unchanged,
/// and that the names reach TableKit's behaviour.
@MainActor struct QuartzCoreNamesTests {
    final class GradientBackgroundView: UIView {
        override class var layerClass: AnyClass {
            return CAGradientLayer.self
        }

        override init(frame: CGRect) {
            super.init(frame: frame)
            guard let gradientLayer = layer as? CAGradientLayer else { return }
            gradientLayer.colors = [UIColor.systemTeal.cgColor, UIColor.systemIndigo.cgColor]
        }

        required init?(coder: NSCoder) {
            super.init(coder: coder)
        }
    }

    @Test func aLayerClassGivesTheViewThatLayer() {
        let view = GradientBackgroundView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        #expect((view.layer as? CAGradientLayer)?.colors?.count == 2 && view.layer === view.layer)
    }

    @Test func layerStylingUnderCoreAnimationsNames() {
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
        card.layer.cornerRadius = 12
        card.layer.cornerCurve = .continuous
        card.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        card.layer.borderWidth = 1
        card.layer.borderColor = UIColor.separator.cgColor
        card.layer.backgroundColor = UIColor.white.cgColor
        card.layer.shadowColor = UIColor.black.cgColor
        card.layer.shadowOpacity = 0.2
        card.layer.shadowOffset = CGSize(width: 0, height: 2)
        card.layer.shadowRadius = 4
        card.layer.shouldRasterize = true
        card.layer.rasterizationScale = 3
        let corners: CACornerMask = [.layerMinXMaxYCorner, .layerMaxXMaxYCorner]
        #expect(card.layer.maskedCorners == .top && corners == .bottom, "CACornerMask's bits are UIRectCorner's")
        #expect(card.backgroundColor == .white && card.layer.cornerCurve == CALayerCornerCurve.continuous)
    }

    @Test func coreAnimationCompilesAndIsKept() {
        let label = UILabel()
        let shake = CAKeyframeAnimation(keyPath: "transform.translation.x")
        shake.values = [-8, 8, -4, 4, 0]
        shake.duration = 0.4
        shake.timingFunction = CAMediaTimingFunction(name: CAMediaTimingFunctionName.linear)
        let fade = CATransition()
        fade.type = .fade
        fade.subtype = .fromTop
        let bounce = CASpringAnimation(keyPath: "transform.scale")
        bounce.damping = 8
        bounce.fillMode = CAMediaTimingFillMode.forwards
        let group = CAAnimationGroup()
        group.animations = [shake, bounce]
        group.beginTime = CACurrentMediaTime() + 0.1
        let interval: CFTimeInterval = group.beginTime
        label.layer.add(group, forKey: "group")
        label.layer.add(fade, forKey: kCATransition)
        #expect(label.layer.animationKeys() == ["group", "transition"] && interval > 0)

        var committed = false
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        CATransaction.setCompletionBlock { committed = true }
        label.layer.opacity = 0.5
        CATransaction.commit()
        #expect(committed && label.alpha == 0.5)
    }

    @Test func viewAnimationsUnderUIKitsNames() {
        let chevron = UIImageView(image: UIImage(systemName: "chevron.forward"))
        var finished = false
        UIView.animate(withDuration: 0.25, delay: 0, options: [.curveEaseInOut, .allowUserInteraction], animations: {
            chevron.transform = CGAffineTransform(rotationAngle: .pi / 2)
        }, completion: { finished = $0 })
        #expect(finished && chevron.transform == CGAffineTransform(rotationAngle: .pi / 2))
        let animator = UIViewPropertyAnimator(duration: 0.3, curve: .easeInOut) { chevron.transform = .identity }
        var position: UIViewAnimatingPosition?
        animator.addCompletion { position = $0 }
        animator.startAnimation()
        #expect(chevron.transform.isIdentity && position == .end && animator.state == UIViewAnimatingState.inactive)
        let curve: UIView.AnimationCurve = .linear
        let options: UIView.AnimationOptions = .transitionCrossDissolve
        #expect(curve.rawValue == 3 && options.rawValue == 5 << 20)
    }

    @Test func transformsIn3DUnderCoreAnimationsNames() {
        let chevron = UIImageView(image: UIImage(systemName: "chevron.down"))
        chevron.layer.transform = CATransform3DMakeRotation(.pi, 0, 0, 1)
        #expect(abs(chevron.transform.a + 1) < 1e-12)
        var flip = CATransform3DIdentity
        flip = CATransform3DScale(flip, -1, 1, 1)
        flip = CATransform3DTranslate(flip, 10, 0, 0)
        #expect(CATransform3DGetAffineTransform(flip) == CGAffineTransform(a: -1, b: 0, c: 0, d: 1, tx: -10, ty: 0))
        #expect(CATransform3DIsAffine(flip) && !CATransform3DIsIdentity(flip))
        #expect(CATransform3DEqualToTransform(CATransform3DConcat(CATransform3DMakeTranslation(1, 2, 0), CATransform3DMakeScale(2, 2, 1)),
                                             CATransform3DMakeAffineTransform(CGAffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 2, ty: 4))))
    }

    @Test func layersOfTheirOwnUnderCoreAnimationsNames() {
        let shape = CAShapeLayer()
        shape.lineCap = CAShapeLayerLineCap.round
        shape.lineJoin = CAShapeLayerLineJoin.bevel
        shape.fillRule = CAShapeLayerFillRule.evenOdd
        shape.lineDashPattern = [4, 2]
        let gradient = CAGradientLayer()
        gradient.type = CAGradientLayerType.radial
        gradient.colors = [UIColor.red.cgColor, UIColor.blue.cgColor] as [Any]
        gradient.locations = [0.0, 0.5]
        let base = CALayer()
        base.addSublayer(shape)
        base.insertSublayer(gradient, below: shape)
        let path = UIBezierPath()
        path.lineCapStyle = CGLineCap.round
        path.lineJoinStyle = CGLineJoin.round
        let cgPath: CGPath = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 4, height: 4), transform: nil)
        #expect(base.sublayers?.first === gradient && cgPath.contains(CGPoint(x: 2, y: 2), using: CGPathFillRule.winding))
    }
}
