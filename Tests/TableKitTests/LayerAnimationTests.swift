import Foundation
import Testing
@testable import TableKit
import TableSnapTesting

/// Core Animation's stand-ins: animations added to a layer are kept without
/// changing a pixel, and transactions complete when they commit.
@Suite(.design(.iOS18)) struct LayerAnimationTests {
    /// Animations added to a layer are kept for the app (and its tests) to find, and draw nothing.
    @Test func layerAnimationsAreKeptAndChangeNoPixel() throws {
        let card = View(frame: CGRect(x: 5, y: 5, width: 20, height: 20))
        card.backgroundColor = .systemBlue
        let before = try render(card)

        let fade = BasicAnimation(keyPath: "opacity")
        fade.fromValue = 1
        fade.toValue = 0
        fade.duration = 0.3
        fade.fillMode = .forwards
        fade.isRemovedOnCompletion = false
        fade.timingFunction = MediaTimingFunction(name: .easeInEaseOut)
        card.layer.add(fade, forKey: "fade")
        let shake = KeyframeAnimation(keyPath: "transform.translation.x")
        shake.values = [-10, 10, -5, 5, 0]
        shake.keyTimes = [0, 0.25, 0.5, 0.75, 1]
        card.layer.add(shake, forKey: "shake")
        card.layer.add(AnimationGroup(), forKey: nil)
        #expect(card.layer.animationKeys() == ["fade", "shake"])
        #expect(card.layer.animation(forKey: "fade") === fade && fade.keyPath == "opacity")
        #expect(try render(card) == before, "the picture is the model's")

        let spin = BasicAnimation(keyPath: "transform.rotation.z")
        card.layer.add(spin, forKey: "fade")
        #expect(card.layer.animationKeys() == ["shake", "fade"] && card.layer.animation(forKey: "fade") === spin, "a key's animation is replaced")
        card.layer.removeAnimation(forKey: "shake")
        #expect(card.layer.animationKeys() == ["fade"])
        card.layer.removeAllAnimations()
        #expect(card.layer.animationKeys() == nil && card.layer.animation(forKey: "fade") == nil)
    }

    @Test func namedTimingFunctionsHaveCoreAnimationsControlPoints() {
        func isNear(_ p: CGPoint, _ x: CGFloat, _ y: CGFloat) -> Bool { abs(p.x - x) < 1e-6 && abs(p.y - y) < 1e-6 }
        let ease = MediaTimingFunction(name: .easeInEaseOut)
        #expect(isNear(ease.controlPoint1, 0.42, 0) && isNear(ease.controlPoint2, 0.58, 1))
        #expect(isNear(MediaTimingFunction(name: .linear).controlPoint1, 0, 0))
    }

    /// A transaction's completion runs when it commits, the innermost first;
    /// its settings read back until then, a nested one's over its outer one's.
    @Test func aTransactionCompletesWhenItCommits() {
        var done: [String] = []
        LayerTransaction.begin()
        LayerTransaction.setAnimationDuration(0.5)
        LayerTransaction.setDisableActions(true)
        LayerTransaction.setCompletionBlock { done.append("outer") }
        LayerTransaction.begin()
        LayerTransaction.setAnimationDuration(0.1)
        LayerTransaction.setCompletionBlock { done.append("inner") }
        #expect(LayerTransaction.animationDuration() == 0.1 && LayerTransaction.disableActions(), "the outer transaction's setting shows through")
        #expect(done.isEmpty)
        LayerTransaction.commit()
        #expect(done == ["inner"] && LayerTransaction.animationDuration() == 0.5)
        LayerTransaction.commit()
        #expect(done == ["inner", "outer"] && LayerTransaction.animationDuration() == 0.25 && !LayerTransaction.disableActions())

        LayerTransaction.setCompletionBlock { done.append("implicit") }
        #expect(done.last == "implicit", "outside any transaction it runs at once")
    }

    private func render(_ view: View) throws -> [UInt8] {
        let root = View(frame: CGRect(x: 0, y: 0, width: 30, height: 30))
        root.overrideTraits = Traits(displayScale: 1)
        root.addSubview(view)
        let bitmap = try Bitmap(pixelWidth: 30, pixelHeight: 30, scale: 1, isOpaque: false)
        root.render(in: GraphicsContext(bitmap: bitmap, appearance: .light))
        return (0..<30).flatMap { y in (0..<30).flatMap { x in
            let p = bitmap.pixel(x: x, y: y)
            return [p.red, p.green, p.blue, p.alpha]
        } }
    }
}
