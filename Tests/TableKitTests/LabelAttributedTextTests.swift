import Foundation
import Testing
@testable import TableKit

/// `Label.attributedText` shows its characters, in the label's own font and colour.
@Suite struct LabelAttributedTextTests {
    @Test func attributedTextShowsItsCharacters() {
        let label = Label()
        label.attributedText = NSAttributedString(string: "Apple Inc., $648.11, up 1.85%.")
        #expect(label.text == "Apple Inc., $648.11, up 1.85%.")
        #expect(label.attributedText?.string == label.text)
    }
}
