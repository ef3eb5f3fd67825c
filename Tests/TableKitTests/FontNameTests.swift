import Foundation
import Testing
@testable import TableKit
import TableSnapTesting

/// `Font(name:size:)` draws with the system font at the weight the name's suffix says.
@Suite(.design(.iOS18)) struct FontNameTests {
    @Test func namesChooseTheWeightTheirSuffixSays() throws {
        let cases: [(String, Font.Weight)] = [
            ("Helvetica-Bold", .bold), ("Georgia-Bold", .bold), ("HelveticaNeue", .regular),
            ("HelveticaNeue-Light", .light), ("AvenirNext-DemiBold", .semibold), ("GillSans-SemiBold", .semibold),
            ("Helvetica-BoldOblique", .bold), ("HelveticaNeue-UltraLight", .ultraLight), ("NoSuchFont", .regular),
        ]
        for (name, weight) in cases {
            let font = try #require(Font(name: name, size: 16))
            #expect(font.weight == weight, "\(name)")
            #expect(font.pointSize == 16)
        }
    }

    @Test func systemFontVariants() {
        #expect(Font.systemFont(ofSize: 12, weight: .heavy).weight == .heavy)
        #expect(Font.boldSystemFont(ofSize: 14) == Font(pointSize: 14, weight: .bold))
        #expect(Font.italicSystemFont(ofSize: 14) == Font(pointSize: 14))
        #expect(Font.preferredFont(forTextStyle: .body).withSize(20).textStyle == nil)
    }

    @Test func aPreferredFontFollowsTheTextSizeOnlyWhenTheLabelAdjusts() {
        let traits = Traits(preferredContentSizeCategory: .accessibilityMedium)
        let fixed = Label(), adjusting = Label()
        for label in [fixed, adjusting] {
            label.font = .preferredFont(forTextStyle: .headline)
            label.overrideTraits = traits
        }
        adjusting.adjustsFontForContentSizeCategory = true
        #expect(fixed.font.pointSize == 17)
        #expect(adjusting.font.pointSize == 28)
        #expect(adjusting.font.weight == .semibold)
    }
}
