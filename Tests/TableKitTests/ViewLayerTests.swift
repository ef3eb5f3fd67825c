import Foundation
import Testing
@testable import TableKit
import TableSnapTesting

/// `view.layer`: corner rounding and clipping, the border and shadow it
/// draws, and the view's own properties under their layer names.
@Suite(.design(.iOS18)) struct ViewLayerTests {
    @Test func layerPropertiesAreTheViews() {
        let photo = ImageView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        photo.layer.cornerRadius = 8
        photo.layer.masksToBounds = true
        #expect(photo.cornerRadius == 8)
        #expect(photo.clipsToBounds)
        #expect(photo.layer.maskedCorners == .all)
        photo.layer.opacity = 0.5
        photo.layer.isHidden = true
        photo.layer.frame = CGRect(x: 4, y: 4, width: 20, height: 20)
        #expect(photo.alpha == 0.5 && photo.isHidden && photo.frame == CGRect(x: 4, y: 4, width: 20, height: 20))
        #expect(photo.layer.position == CGPoint(x: 14, y: 14) && photo.layer.bounds.size == CGSize(width: 20, height: 20))
        photo.layer.setAffineTransform(CGAffineTransform(scaleX: 2, y: 2))
        #expect(photo.transform == CGAffineTransform(scaleX: 2, y: 2))
    }

    /// In UIKit a view's background is its layer's: one property under two names.
    @Test func layerBackgroundColorIsTheViewsBackgroundColor() {
        let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.layer.backgroundColor = .systemRed
        #expect(view.backgroundColor == .systemRed)
        view.backgroundColor = .systemBlue
        #expect(view.layer.backgroundColor == .systemBlue)
        view.layer.backgroundColor = nil
        #expect(view.backgroundColor == nil)
    }

    /// Core Animation's defaults, read before anything is set: black border
    /// and shadow, the shadow 3 pt up, 3 pt soft and hidden.
    @Test func layerAttributesStartAtCoreAnimationsDefaults() {
        let layer = View().layer
        #expect(layer.borderWidth == 0 && layer.borderColor == .black)
        #expect(layer.shadowOpacity == 0 && layer.shadowColor == .black && layer.shadowRadius == 3)
        #expect(layer.shadowOffset == CGSize(width: 0, height: -3) && layer.shadowPath == nil)
        #expect(layer.cornerCurve == .circular && layer.zPosition == 0 && layer.name == nil && !layer.shouldRasterize)
        layer.name = "card"
        layer.zPosition = 2
        #expect(layer.name == "card" && layer.zPosition == 2)
    }

    /// A layer kept past its view (`let layer = UIView().layer`) stays usable instead of trapping.
    @Test func aLayerOutlivesTheExpressionThatMadeIt() {
        let layer = View(frame: .zero).layer
        layer.cornerRadius = 4
        #expect(layer.cornerRadius == 4)
    }

    /// Core Animation draws the border inside the bounds and over the
    /// sublayers, following the rounded corners.
    @Test func theBorderIsDrawnInsideTheBoundsOverSubviews() throws {
        let card = View(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
        card.backgroundColor = .white
        card.layer.cornerRadius = 10
        card.layer.borderWidth = 2
        card.layer.borderColor = Color.red.cgColor
        card.layer.masksToBounds = true
        let photo = View(frame: card.bounds)
        photo.backgroundColor = Color(red: 0, green: 0, blue: 1)
        card.addSubview(photo)
        let bitmap = try renderLayered(card, size: CGSize(width: 60, height: 60))
        #expect(isColor(bitmap.pixel(x: 11, y: 30), red: 255, green: 0, blue: 0), "the border's inner pixel, over the subview")
        #expect(bitmap.pixel(x: 9, y: 30).alpha == 0, "nothing outside the bounds")
        #expect(isColor(bitmap.pixel(x: 14, y: 30), red: 0, green: 0, blue: 255), "the subview inside the border")
        // On the corner's diagonal the ring lies about 0.29 r in from the corner point, not at it.
        #expect(bitmap.pixel(x: 10, y: 10).alpha == 0, "the rounded corner is cut")
        #expect(isColor(bitmap.pixel(x: 13, y: 13), red: 255, green: 0, blue: 0), "the border follows the corner")
    }

    @Test func aNilBorderColorDrawsNoBorder() throws {
        let view = View(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        view.backgroundColor = .white
        view.layer.borderWidth = 4
        view.layer.borderColor = nil
        #expect(isColor(try renderLayered(view, size: CGSize(width: 20, height: 20)).pixel(x: 1, y: 10), red: 255, green: 255, blue: 255))
    }

    /// A shadow falls outside the bounds, by its offset, only when its opacity is above 0 and the layer does not mask.
    @Test(arguments: [(Float(0.5), false, true), (0, false, false), (0.5, true, false)])
    func aShadowFallsOutsideTheBounds(opacity: Float, masks: Bool, shows: Bool) throws {
        let card = View(frame: CGRect(x: 20, y: 20, width: 40, height: 40))
        card.backgroundColor = .white
        card.layer.cornerRadius = 8
        card.layer.shadowOpacity = opacity
        card.layer.shadowOffset = CGSize(width: 0, height: 4)
        card.layer.shadowRadius = 2
        card.layer.masksToBounds = masks
        let bitmap = try renderLayered(card, size: CGSize(width: 80, height: 80))
        let below = bitmap.pixel(x: 40, y: 62), above = bitmap.pixel(x: 40, y: 18)
        #expect((below.alpha > 40) == shows, "2 pt under the card, inside the shadow moved 4 pt down")
        #expect(above.alpha < 10, "2 pt over it, where the moved shadow has faded")
        #expect(isColor(bitmap.pixel(x: 40, y: 40), red: 255, green: 255, blue: 255), "the card over its shadow")
    }

    /// Core Animation's default offset, (0, -3), casts the shadow up.
    @Test func theDefaultShadowFallsUp() throws {
        let card = View(frame: CGRect(x: 20, y: 20, width: 40, height: 40))
        card.backgroundColor = .white
        card.layer.shadowOpacity = 1
        let bitmap = try renderLayered(card, size: CGSize(width: 80, height: 80))
        #expect(bitmap.pixel(x: 40, y: 18).alpha > bitmap.pixel(x: 40, y: 62).alpha + 40)
    }

    /// `shadowRadius` is the blur's standard deviation σ: 5.5 pt (0.92 σ)
    /// outside a straight edge, a Gaussian-blurred opaque shape has
    /// 1 − Φ(0.92) ≈ 18 % of its opacity left (with the radius taken as a
    /// CSS blur, σ = r/2, it would be 3 %).
    @Test func theShadowRadiusIsTheBlursStandardDeviation() throws {
        let card = View(frame: CGRect(x: 40, y: 40, width: 80, height: 80))
        card.backgroundColor = .white
        card.layer.shadowOpacity = 1
        card.layer.shadowOffset = .zero
        card.layer.shadowRadius = 6
        let bitmap = try renderLayered(card, size: CGSize(width: 160, height: 160))
        // The pixel's centre is 5.5 pt under the card's bottom edge, at 120.
        let alpha = Double(bitmap.pixel(x: 80, y: 125).alpha) / 255
        #expect(abs(alpha - 0.18) < 0.04, "alpha \(alpha)")
    }

    /// Without a background the shape that casts the shadow is the `shadowPath`.
    @Test func aShadowPathCastsTheShadowOfAViewWithoutBackground() throws {
        let card = View(frame: CGRect(x: 20, y: 20, width: 40, height: 40))
        card.layer.shadowOpacity = 1
        card.layer.shadowRadius = 0
        card.layer.shadowOffset = .zero
        #expect(try renderLayered(card, size: CGSize(width: 80, height: 80)).pixel(x: 40, y: 40).alpha == 0, "no background, no path: no shadow")
        card.layer.shadowPath = CGPath(Path { $0.addRect(CGRect(x: 0, y: 0, width: 10, height: 10)) })
        let bitmap = try renderLayered(card, size: CGSize(width: 80, height: 80))
        #expect(bitmap.pixel(x: 25, y: 25).alpha == 255 && bitmap.pixel(x: 35, y: 35).alpha == 0)
    }

    /// A continuous corner starts bending further from the corner than a
    /// quarter circle of the same radius, so they cut different pixels.
    @Test func continuousCornersDrawOtherwiseThanCircularOnes() throws {
        func corner(_ curve: CornerCurve) throws -> Bitmap {
            let view = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            view.backgroundColor = .black
            view.layer.cornerRadius = 30
            view.layer.cornerCurve = curve
            return try renderLayered(view, size: view.bounds.size)
        }
        let circular = try corner(.circular), continuous = try corner(.continuous)
        // 30–31 pt back along the top edge from the corner: on a circle's
        // straight edge (which bends from 30 pt), on a continuous curve's
        // bend (from 46 pt).
        #expect(circular.pixel(x: 69, y: 0).alpha == 255)
        #expect(continuous.pixel(x: 69, y: 0).alpha < 240)
    }

    /// `transform` turns the drawing about the view's centre and leaves its frame alone, as an expanded section's chevron turns.
    @Test func aRotationTurnsTheDrawingAboutTheCentre() throws {
        let bar = View(frame: CGRect(x: 10, y: 25, width: 40, height: 10))
        bar.backgroundColor = .black
        bar.transform = CGAffineTransform(rotationAngle: .pi / 2)
        #expect(bar.frame == CGRect(x: 10, y: 25, width: 40, height: 10))
        let bitmap = try renderLayered(bar, size: CGSize(width: 60, height: 60))
        #expect(bitmap.pixel(x: 30, y: 12).alpha == 255, "the turned bar stands upright through the centre")
        #expect(bitmap.pixel(x: 14, y: 30).alpha == 0, "and no longer lies across it")
    }
}
