import Foundation
import Testing
@testable import TableKit
import TableSnapTesting

/// A system button: tinted 17-pt title, a title per state with the normal
/// one as fallback, sized to its content plus 7 pt above and below.
@Suite(.design(.iOS18)) struct ButtonTests {
    private func button(_ title: String?, image: Image? = nil) -> Button {
        let button = Button()
        button.overrideTraits = Traits(displayScale: 3)
        button.setTitle(title, for: .normal)
        button.setImage(image, for: .normal)
        return button
    }

    @Test func sizesLikeASeventeenPointSystemButton() {
        let plain = button("Button")
        plain.sizeToFit()
        let font = Font.systemFont(ofSize: 17)
        let text = TextLayout(text: "Button", font: font, width: nil).size.width.pixelCeiled(scale: 3)
        #expect(plain.frame.width == text)
        #expect(abs(plain.frame.width - 53) <= 2, "\"Button\" is about 53 pt wide at 17 pt")
        #expect(plain.frame.height == font.lineHeight.pixelCeiled(scale: 3) + 14)
        #expect(abs(plain.frame.height - 34) <= 1)
    }

    @Test func anImageLeadsTheTitle() throws {
        let symbol = try #require(Image(systemName: "star"))
        let button = button("Star", image: symbol)
        button.sizeToFit()
        button.layoutIfNeeded()
        let imageView = try #require(button.imageView), titleLabel = try #require(button.titleLabel)
        #expect(imageView.frame.width == symbol.size.width)
        #expect(titleLabel.frame.minX == imageView.frame.maxX)
        #expect(button.frame.width == symbol.size.width + titleLabel.frame.width)
        let mirrored = inRightToLeft(self.button("Star", image: symbol))
        mirrored.sizeToFit()
        mirrored.layoutIfNeeded()
        #expect(mirrored.imageView?.frame.maxX == mirrored.bounds.width, "right to left, the image is on the right")
    }

    @Test func statesFallBackToTheNormalTitle() {
        let button = button("Send")
        button.setTitle("Sent", for: .disabled)
        #expect(button.title(for: .highlighted) == "Send")
        #expect(button.title(for: .disabled) == "Sent")
        button.isEnabled = false
        #expect(button.state == .disabled)
        #expect(button.currentTitle == "Sent")
        button.isEnabled = true
        button.isSelected = true
        #expect(button.state == .selected)
        #expect(button.currentTitle == "Send")
    }

    @Test func titleIsTintedAndGreyWhenDisabled() throws {
        let button = button("MMMM")
        button.tintColor = .systemRed
        button.sizeToFit()
        let red = rgb(.systemRed, .light)
        let enabled = try inkColours(button)
        #expect(enabled.contains { close($0, red, tolerance: 8) }, "the title is drawn in the tint")
        button.isEnabled = false
        let disabled = try inkColours(button)
        #expect(!disabled.isEmpty && disabled.allSatisfy { $0[0] - $0[2] < 20 }, "disabled, it is grey")
    }

    /// The colours of the darkest pixels along the button's middle row.
    private func inkColours(_ button: Button) throws -> [[Int]] {
        let bitmap = try renderControl(button, scale: 3)
        let y = button.frame.midY
        return stride(from: 0, to: button.frame.width, by: 1 / 3).map { rgb(bitmap, $0, y) }.filter { $0.reduce(0, +) < 600 }
    }
}
