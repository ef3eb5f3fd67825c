import Foundation
import Testing
@testable import TableKit
import TableSnapTesting

/// UITextField as drawn when not being edited: text or placeholder, the
/// rounded-rect border at 34 pt, the clear button when asked for.
@Suite(.design(.iOS18)) struct TextFieldTests {
    private func field(_ text: String?, border: TextField.BorderStyle = .none) -> TextField {
        let field = TextField()
        field.overrideTraits = Traits(displayScale: 3)
        field.text = text
        field.borderStyle = border
        return field
    }

    @Test func heightIsTheLineHeightOr34ForARoundedRect() {
        let plain = field("Hello")
        plain.sizeToFit()
        let body = Font.preferredFont(forTextStyle: .body)
        let textWidth = TextLayout(text: "Hello", font: body, width: nil).size.width.pixelCeiled(scale: 3)
        #expect(plain.frame.size == CGSize(width: textWidth, height: body.lineHeight.pixelCeiled(scale: 3)))
        let rounded = field("Hello", border: .roundedRect)
        rounded.sizeToFit()
        #expect(rounded.frame.size == CGSize(width: textWidth + 14, height: 34))
    }

    @Test func placeholderSizesAnEmptyField() {
        let empty = field(nil)
        empty.placeholder = "Placeholder"
        empty.sizeToFit()
        let body = Font.preferredFont(forTextStyle: .body)
        #expect(empty.frame.width == TextLayout(text: "Placeholder", font: body, width: nil).size.width.pixelCeiled(scale: 3))
    }

    @Test func clearButtonShowsWithTextWhenAlways() {
        let field = field("Hello", border: .roundedRect)
        field.frame = CGRect(x: 0, y: 0, width: 200, height: 34)
        #expect(field.clearButtonRect == .zero, "never, by default")
        field.clearButtonMode = .whileEditing
        #expect(!field.showsClearButton, "a picture is not editing")
        field.clearButtonMode = .always
        #expect(field.clearButtonRect == CGRect(x: 178, y: 9, width: 16, height: 16))
        #expect(field.textRect == CGRect(x: 7, y: 0, width: 165, height: 34))
        field.text = ""
        #expect(!field.showsClearButton, "not without text")
        let mirrored = inRightToLeft(self.field("Hello", border: .roundedRect))
        mirrored.clearButtonMode = .always
        mirrored.frame = CGRect(x: 0, y: 0, width: 200, height: 34)
        #expect(mirrored.clearButtonRect.minX == 6)
        #expect(mirrored.textRect.minX == 28)
    }

    @Test func roundedRectIsFilledAndOutlined() throws {
        let field = field(nil, border: .roundedRect)
        field.frame = CGRect(x: 10, y: 10, width: 100, height: 34)
        let light = try renderControl(field, background: .systemGroupedBackground)
        #expect(rgb(light, 60, 27) == [255, 255, 255])
        #expect(rgb(light, 60, 10.1)[0] < 235, "a hairline along the top")
        #expect(close(rgb(light, 5, 27), rgb(.systemGroupedBackground, .light)))
        let dark = try renderControl(field, appearance: .dark, background: .systemGroupedBackground)
        #expect(close(rgb(dark, 60, 27), rgb(.tertiarySystemBackground, .dark)))
    }

    @Test func placeholderIsDrawnInPlaceholderGrey() throws {
        let field = field(nil)
        field.placeholder = "MMM"
        field.sizeToFit()
        let bitmap = try renderControl(field, scale: 3)
        let darkest = stride(from: 0, to: field.frame.width, by: 1 / 3).map { rgb(bitmap, $0, field.frame.midY) }.min { $0[0] < $1[0] }
        // placeholderText is rgba(60, 60, 67, 0.3): (197, 197, 201) on white at full coverage.
        #expect(darkest.map { $0[0] >= 190 && $0[2] > $0[0] } == true)
    }
}
