import Foundation
#if canImport(UIKit)
import UIKit
#else
import TableSnapUIKit
#endif
import Testing

/// Attributed strings built as screens build them compile and keep their
/// attributes; a label draws their characters.
struct AttributedStringAttributesTests {
    @Test func stringsBuiltWithUIKitsAttributesKeepThem() throws {
        let paragraph = NSMutableParagraphStyle()
        paragraph.lineHeightMultiple = 1.3
        let style: NSParagraphStyle = paragraph
        let result = NSMutableAttributedString()
        result.append(NSAttributedString(string: "Call ", attributes: [.foregroundColor: UIColor.secondaryLabel, .paragraphStyle: style]))
        result.append(NSAttributedString(string: "now", attributes: [NSAttributedString.Key.font: UIFont.systemFont(ofSize: 15, weight: .semibold)]))
        result.addAttribute(.kern, value: 1.5, range: NSRange(location: 0, length: 4))
        #expect(result.string == "Call now" && NSAttributedString().length == 0)
        let font = try #require(result.attribute(.font, at: 5, effectiveRange: nil) as? UIFont)
        #expect(font.weight == .semibold && (result.attribute(.paragraphStyle, at: 0, effectiveRange: nil) as? NSParagraphStyle)?.lineHeightMultiple == 1.3)
        #expect(NSAttributedString.Key.foregroundColor.rawValue == "NSColor" && NSAttributedString.Key.font.rawValue == "NSFont")
        let label = UILabel()
        label.attributedText = result
        #expect(label.text == "Call now")
    }
}
