import Foundation
import Testing
@testable import TableKit
import TableSnapTesting

/// The layer tree: a view's one layer, sublayers in Core Animation's order
/// among the subviews, masks, and what is refused.
@Suite(.design(.iOS18)) struct LayerTreeTests {
    @Test func aViewHasOneLayerMadeOnFirstUse() {
        let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(view.storedLayer == nil, "a view that never reaches for its layer has none")
        #expect(view.layer === view.layer)
        #expect(view.layer.view === view)
        let parent = View()
        parent.addSubview(view)
        #expect(view.layer.superlayer === parent.layer)
    }

    /// Superviews, superlayers and a layer's view are plain references, not
    /// weak ones, that their object clears when it goes: what outlives it reads nil.
    @Test func whatOutlivesItsSuperviewOrViewReadsNil() {
        let child = View(), sublayer = Layer()
        var layer: Layer?
        do {
            let parent = View()
            parent.addSubview(child)
            layer = parent.layer
            #expect(child.superview === parent && child.layer.superlayer === parent.layer && layer?.view === parent)
        }
        #expect(child.superview == nil && child.layer.superlayer == nil)
        #expect(layer != nil && layer?.view == nil)
        layer?.addSublayer(sublayer)
        #expect(sublayer.superlayer === layer)
        layer = nil
        #expect(sublayer.superlayer == nil)
    }

    /// A subclass's `deinit` runs while the view is going: its subviews and
    /// its layer still reach it, as UIKit code that tidies up there expects.
    @Test func aDeinitMayTidyItsSubviewsAndLayer() {
        final class Tidying: View {
            deinit {
                layer.cornerRadius = 0
                subviews.forEach { $0.removeFromSuperview() }
            }
        }
        let child = View()
        do {
            let parent = Tidying()
            parent.addSubview(child)
            parent.layer.cornerRadius = 8
        }
        #expect(child.superview == nil)
    }

    @Test func plainViewsDrawWithoutMakingALayer() throws {
        let card = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        card.backgroundColor = .white
        card.addSubview(View(frame: CGRect(x: 0, y: 0, width: 5, height: 5)))
        _ = try renderLayered(card, size: CGSize(width: 10, height: 10))
        #expect(card.storedLayer == nil && card.subviews[0].storedLayer == nil)
    }

    @Test func aLayerOfItsOwnKeepsItsGeometry() {
        let layer = Layer()
        layer.frame = CGRect(x: 10, y: 20, width: 40, height: 30)
        #expect(layer.bounds == CGRect(x: 0, y: 0, width: 40, height: 30))
        #expect(layer.position == CGPoint(x: 30, y: 35))
        layer.anchorPoint = .zero
        layer.position = CGPoint(x: 5, y: 5)
        #expect(layer.frame == CGRect(x: 5, y: 5, width: 40, height: 30))
        layer.cornerRadius = 4
        layer.opacity = 0.5
        layer.masksToBounds = true
        #expect(layer.cornerRadius == 4 && layer.opacity == 0.5 && layer.masksToBounds && layer.view == nil)
    }

    @Test func sublayersKeepTheOrderTheyAreGiven() throws {
        let root = Layer()
        let a = Layer(), b = Layer(), c = Layer(), d = Layer()
        #expect(root.sublayers == nil)
        root.addSublayer(a)
        root.addSublayer(b)
        root.insertSublayer(c, at: 0)
        root.insertSublayer(d, above: c)
        #expect(try #require(root.sublayers).map(ObjectIdentifier.init) == [c, d, a, b].map(ObjectIdentifier.init))
        #expect(a.superlayer === root)
        root.insertSublayer(b, below: c)
        #expect(root.sublayers?.first === b && root.sublayers?.count == 4)
        let e = Layer()
        root.replaceSublayer(d, with: e)
        #expect(root.sublayers?[2] === e && d.superlayer == nil)
        a.removeFromSuperlayer()
        #expect(root.sublayers?.contains { $0 === a } == false && a.superlayer == nil)
        root.sublayers?.forEach { $0.removeFromSuperlayer() }
        #expect(root.sublayers == nil)
    }

    @Test func aLayerMovesFromOneSuperlayerToAnother() {
        let first = Layer(), second = Layer(), moving = Layer()
        first.addSublayer(moving)
        second.addSublayer(moving)
        #expect(first.sublayers == nil && second.sublayers?.first === moving && moving.superlayer === second)
    }

    /// A layer in itself, in its own sublayer, or a view's layer (which its view draws) is refused.
    @Test func cyclesAndViewLayersAreRefused() {
        let root = Layer(), child = Layer()
        root.addSublayer(child)
        root.addSublayer(root)
        child.addSublayer(root)
        child.insertSublayer(root, at: 0)
        child.replaceSublayer(Layer(), with: root)
        #expect(root.superlayer == nil && child.sublayers == nil)
        let view = View()
        root.addSublayer(view.layer)
        #expect(root.sublayers?.count == 1)
        root.mask = root
        child.mask = root
        #expect(root.mask == nil && child.mask == nil)
    }

    @Test func masksAreKept() {
        let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let mask = ShapeLayer()
        view.layer.mask = mask
        #expect(view.layer.mask === mask)
        let maskView = View(frame: view.bounds)
        view.mask = maskView
        #expect(view.mask === maskView && view.layer.mask === maskView.layer)
    }

    /// Two layers that mask each other draw (nothing through the loop) rather than recursing for ever.
    @Test func masksThatLeadBackDrawOnce() throws {
        let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.backgroundColor = .black
        let other = filledLayer(.black, frame: view.bounds)
        view.layer.mask = other
        other.mask = view.layer
        _ = try renderLayered(view, size: CGSize(width: 10, height: 10))
    }

    /// Core Animation's order: a layer inserted at 0 lies under every
    /// subview, one added lies over the subviews the view had then and
    /// under those added later, and the border over all.
    @Test func sublayersInterleaveWithSubviewsAsInCoreAnimation() throws {
        let view = View(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        view.backgroundColor = .white
        let red = View(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        red.backgroundColor = .red
        view.addSubview(red)
        view.layer.insertSublayer(filledLayer(Color(red: 0, green: 0, blue: 1), frame: CGRect(x: 10, y: 0, width: 20, height: 20)), at: 0)
        view.layer.addSublayer(filledLayer(Color(red: 0, green: 1, blue: 0), frame: CGRect(x: 15, y: 0, width: 10, height: 6)))
        let yellow = View(frame: CGRect(x: 0, y: 0, width: 40, height: 3))
        yellow.backgroundColor = Color(red: 1, green: 1, blue: 0)
        view.addSubview(yellow)
        let bitmap = try renderLayered(view, size: view.bounds.size)
        #expect(isColor(bitmap.pixel(x: 15, y: 15), red: 255, green: 0, blue: 0), "the subview over the layer inserted at 0")
        #expect(isColor(bitmap.pixel(x: 25, y: 15), red: 0, green: 0, blue: 255), "that layer over the background")
        #expect(isColor(bitmap.pixel(x: 17, y: 4), red: 0, green: 255, blue: 0), "the added layer over the subview it followed")
        #expect(isColor(bitmap.pixel(x: 17, y: 1), red: 255, green: 255, blue: 0), "and under the subview added after it")
    }

    /// A sublayer whose subview below leaves stays where it was: over the subview before that one.
    @Test func aSublayerStaysPutWhenTheSubviewBelowItLeaves() throws {
        let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let first = View(frame: view.bounds), second = View(frame: view.bounds)
        view.addSubview(first)
        view.addSubview(second)
        let layer = Layer()
        view.layer.addSublayer(layer)
        #expect(layer.subviewBelow === second)
        second.removeFromSuperview()
        #expect(layer.subviewBelow === first)
        view.layer.insertSublayer(Layer(), at: 1)
        #expect(view.layer.sublayers?.first?.subviewBelow === first, "index 1 counts the subview's layer first")
    }

    /// A layer's mask cuts everything it draws by the mask's alpha, subviews included.
    @Test func aMaskCutsTheViewAndItsSubviews() throws {
        let view = View(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        view.backgroundColor = .red
        let lower = View(frame: CGRect(x: 0, y: 10, width: 20, height: 10))
        lower.backgroundColor = Color(red: 0, green: 0, blue: 1)
        view.addSubview(lower)
        let mask = ShapeLayer()
        mask.path = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 20), transform: nil)
        view.layer.mask = mask
        let bitmap = try renderLayered(view, size: view.bounds.size)
        #expect(isColor(bitmap.pixel(x: 5, y: 5), red: 255, green: 0, blue: 0))
        #expect(isColor(bitmap.pixel(x: 5, y: 15), red: 0, green: 0, blue: 255))
        #expect(bitmap.pixel(x: 15, y: 5).alpha == 0 && bitmap.pixel(x: 15, y: 15).alpha == 0)
    }

    /// `view.mask` masks by the mask view's alpha, placed by its frame.
    @Test func aMaskViewCutsByItsAlpha() throws {
        let view = View(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        view.backgroundColor = .red
        let mask = View(frame: CGRect(x: 10, y: 0, width: 10, height: 20))
        mask.backgroundColor = Color(red: 0, green: 0, blue: 0, alpha: 0.5)
        view.mask = mask
        let bitmap = try renderLayered(view, size: view.bounds.size)
        #expect(bitmap.pixel(x: 5, y: 5).alpha == 0)
        #expect(abs(Int(bitmap.pixel(x: 15, y: 5).alpha) - 128) <= 2)
    }

    @Test func masksToBoundsClipsSublayers() throws {
        let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.layer.masksToBounds = true
        view.layer.addSublayer(filledLayer(.black, frame: CGRect(x: 0, y: 0, width: 20, height: 20)))
        let bitmap = try renderLayered(view, size: CGSize(width: 20, height: 20))
        #expect(bitmap.pixel(x: 5, y: 5).alpha == 255 && bitmap.pixel(x: 15, y: 15).alpha == 0)
    }

    /// Positions, transforms and opacity of sublayers nest in their superlayers'.
    @Test func sublayerGeometryAndOpacityNest() throws {
        let outer = filledLayer(.clear, frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        outer.opacity = 0.5
        let inner = filledLayer(.black, frame: CGRect(x: 0, y: 0, width: 10, height: 4))
        outer.addSublayer(inner)
        outer.setAffineTransform(CGAffineTransform(rotationAngle: .pi / 2))
        let view = View(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        view.layer.addSublayer(outer)
        let bitmap = try renderLayered(view, size: view.bounds.size)
        // Turned a quarter about the outer layer's centre (20, 20): the bar at its top-left now stands at its top-right.
        #expect(abs(Int(bitmap.pixel(x: 28, y: 14).alpha) - 128) <= 2, "half opaque, turned to the top right")
        #expect(bitmap.pixel(x: 14, y: 11).alpha == 0, "no longer at the top left")
    }

    /// A half turn about the y axis, seen straight on, mirrors the drawing; a turn about z is the 2-D turn.
    @Test func threeDimensionalTransformsDrawAsTheir2DPart() throws {
        #expect(Transform3D(rotationAngle: .pi / 3, x: 0, y: 0, z: 2).affineTransform == CGAffineTransform(rotationAngle: .pi / 3))
        let view = View(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
        view.layer.addSublayer(filledLayer(.black, frame: CGRect(x: 0, y: 0, width: 5, height: 10)))
        view.layer.transform = Transform3D(rotationAngle: .pi, x: 0, y: 1, z: 0)
        #expect(abs(view.transform.a + 1) < 1e-12 && view.transform3D == view.layer.transform)
        let bitmap = try renderLayered(view, size: view.bounds.size)
        #expect(bitmap.pixel(x: 17, y: 5).alpha == 255 && bitmap.pixel(x: 2, y: 5).alpha == 0, "the left bar drawn at the right")
        let moved = Transform3D(translationX: 3, y: 4, z: 5).concatenating(Transform3D(scaleX: 2, y: 2, z: 1))
        #expect(moved.affineTransform == CGAffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 6, ty: 8) && !moved.isAffine)
    }

    /// An image as a layer's contents is stretched over its bounds, over the background.
    @Test func contentsAreStretchedOverTheBounds() throws {
        let pixels = try Bitmap(pixelWidth: 2, pixelHeight: 2, scale: 1, isOpaque: true)
        GraphicsContext(bitmap: pixels, appearance: .light).fill(CGRect(x: 0, y: 0, width: 2, height: 2), with: Color(red: 0, green: 0, blue: 1))
        let layer = filledLayer(.red, frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        layer.contents = Image(bitmap: pixels)
        let view = View(frame: layer.frame)
        view.layer.addSublayer(layer)
        #expect(isColor(try renderLayered(view, size: view.bounds.size).pixel(x: 10, y: 10), red: 0, green: 0, blue: 255))
    }

    final class GradientView: View {
        override class var layerClass: AnyClass { GradientLayer.self }
    }

    /// A view whose layer class is a gradient layer draws the gradient over its background, under its subviews.
    @Test func aViewDrawsTheLayerOfItsLayerClass() throws {
        let view = GradientView(frame: CGRect(x: 0, y: 0, width: 10, height: 100))
        let gradient = try #require(view.layer as? GradientLayer)
        gradient.colors = [Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 0, blue: 1)]
        let bitmap = try renderLayered(view, size: view.bounds.size)
        #expect(bitmap.pixel(x: 5, y: 1).red > 245 && bitmap.pixel(x: 5, y: 98).blue > 245)
        #expect(!(View().layer is GradientLayer))
    }
}
