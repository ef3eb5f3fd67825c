import Foundation
import Testing
import TableSnapUIKit

/// The descriptor idioms app code uses: a bold preferred font, and
/// monospaced digits asked for as an OpenType feature.
struct FontDescriptorTests {
    @Test func aBoldPreferredFontKeepsItsStylesSize() throws {
        let descriptor = try #require(UIFontDescriptor.preferredFontDescriptor(withTextStyle: .headline).withSymbolicTraits(.traitBold))
        let bold = UIFont(descriptor: descriptor, size: 0)
        #expect(bold.pointSize == UIFont.preferredFont(forTextStyle: .headline).pointSize && bold.weight == .bold)
        #expect(UIFont(descriptor: descriptor, size: 20).pointSize == 20)
        let plain = try #require(bold.fontDescriptor.withSymbolicTraits([]))
        #expect(UIFont(descriptor: plain, size: 0).weight == .regular)
    }

    @Test func featureSettingsAreKept() {
        let settings: [[UIFontDescriptor.FeatureKey: Int]] = [[.featureIdentifier: kNumberSpacingType, .typeIdentifier: kMonospacedNumbersSelector]]
        let descriptor = UIFont.systemFont(ofSize: 17).fontDescriptor.addingAttributes([.featureSettings: settings])
        #expect((descriptor.fontAttributes[.featureSettings] as? [[UIFontDescriptor.FeatureKey: Int]])?.first?[.type] == 6)
        #expect(UIFont(descriptor: descriptor, size: 0).pointSize == 17)
    }
}
