import Foundation
import Testing
@testable import TableKit
import TableSnapTesting

/// The view basics UIKit code relies on.
@Suite(.design(.iOS18)) struct ViewTests {
    @Test func sizeToFitTakesTheLabelsTextSize() {
        let label = Label()
        label.overrideTraits = Traits(displayScale: 2)
        label.text = "Hello"
        label.sizeToFit()
        let layout = TextLayout(text: "Hello", font: label.font, width: nil)
        #expect(label.frame.width == layout.size.width.pixelCeiled(scale: 2))
        #expect(label.frame.height == layout.size.height.pixelCeiled(scale: 2))
    }

    @Test func tintedSymbolImagesDrawInTheirColour() throws {
        let image = try #require(Image(systemName: "heart.fill")).withTintColor(.systemRed)
        let view = ImageView(image: image)
        view.overrideTraits = Traits(displayScale: 1)
        view.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        view.tintColor = .systemBlue
        let bitmap = try Bitmap(pixelWidth: 40, pixelHeight: 40, scale: 1, isOpaque: false)
        view.render(in: GraphicsContext(bitmap: bitmap, appearance: .light))
        let centre = bitmap.pixel(x: 20, y: 21)
        #expect(centre.alpha == 255 && centre.red == 0xFF && centre.green == 0x3B && centre.blue == 0x30, "systemRed, not the view's blue tint")
    }

    @Test func alphaAndHiddenViewsAreComposited() throws {
        let root = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        root.overrideTraits = Traits(displayScale: 1)
        let half = View(frame: CGRect(x: 0, y: 0, width: 5, height: 10))
        half.backgroundColor = .black
        half.alpha = 0.5
        let hidden = View(frame: CGRect(x: 5, y: 0, width: 5, height: 10))
        hidden.backgroundColor = .black
        hidden.isHidden = true
        root.addSubview(half)
        root.addSubview(hidden)
        let bitmap = try Bitmap(pixelWidth: 10, pixelHeight: 10, scale: 1, isOpaque: false)
        root.render(in: GraphicsContext(bitmap: bitmap, appearance: .light))
        #expect(abs(Int(bitmap.pixel(x: 2, y: 5).alpha) - 128) <= 1)
        #expect(bitmap.pixel(x: 7, y: 5).alpha == 0)
    }
}
