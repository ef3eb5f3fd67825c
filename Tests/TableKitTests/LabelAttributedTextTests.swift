import Foundation
import Testing
@testable import TableKit
import TableSnapTesting

/// `Label.attributedText` shows its characters, in the label's own font and colour.
@Suite(.design(.iOS18)) struct LabelAttributedTextTests {
    @Test func attributedTextShowsItsCharacters() {
        let label = Label()
        label.attributedText = NSAttributedString(string: "Apple Inc., $648.11, up 1.85%.")
        #expect(label.text == "Apple Inc., $648.11, up 1.85%.")
        #expect(label.attributedText?.string == label.text)
    }
}
