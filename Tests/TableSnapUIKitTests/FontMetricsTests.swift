import Foundation
import Testing
import TableSnapUIKit

/// `UIFontMetrics` scales custom fonts and values as the text style grows at the current text size.
struct FontMetricsTests {
    @Test func atTheDefaultSizeNothingChanges() {
        let font = UIFont.systemFont(ofSize: 20, weight: .semibold)
        #expect(UIFontMetrics.default.scaledFont(for: font) == font)
        #expect(UIFontMetrics(forTextStyle: .title1).scaledValue(for: 44) == 44)
    }

    @Test func atTheLargestAccessibilitySizeBodyGrowsFrom17To53() {
        Traits.$current.withValue(Traits(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)) {
            let scaled = UIFontMetrics(forTextStyle: .body).scaledFont(for: .systemFont(ofSize: 20, weight: .semibold))
            #expect(abs(scaled.pointSize - 20 * 53 / 17) < 1e-9 && scaled.weight == .semibold)
            #expect(UIFontMetrics.default.scaledFont(for: .systemFont(ofSize: 20), maximumPointSize: 30).pointSize == 30)
            #expect(abs(UIFontMetrics.default.scaledValue(for: 17) - 53) < 1e-9)
        }
        let small = UIFontMetrics.default.scaledFont(for: .systemFont(ofSize: 17), compatibleWith: UITraitCollection(preferredContentSizeCategory: .extraSmall))
        #expect(small.pointSize == 14)
    }
}
