import Foundation
import Testing
import TableSnapUIKit

/// A font's weight set through its descriptor's traits, as apps make a
/// weighted preferred font, and the PostScript name font screens show.
struct FontDescriptorTraitsTests {
    /// An app's helper: the preferred font of `style` at `weight`.
    func preferredFont(_ style: UIFont.TextStyle, weight: UIFont.Weight) -> UIFont {
        let traits = [UIFontDescriptor.TraitKey.weight: weight]
        let descriptor = UIFont.preferredFont(forTextStyle: style).fontDescriptor.addingAttributes([.traits: traits])
        return UIFont(descriptor: descriptor, size: 0)
    }

    @Test func aWeightTraitSetsTheWeight() {
        let font = preferredFont(.body, weight: .semibold)
        #expect(font.weight == .semibold && font.pointSize == UIFont.preferredFont(forTextStyle: .body).pointSize)
        let attributes = font.fontDescriptor.fontAttributes
        #expect(attributes.isEmpty, "the font's own descriptor describes it afresh")
        let widened = UIFont.systemFont(ofSize: 15).fontDescriptor
            .addingAttributes([.traits: [UIFontDescriptor.TraitKey.width: 0.2, .slant: 0.1]])
        #expect(UIFont(descriptor: widened, size: 0).weight == .regular, "width and slant are kept, not drawn")
        #expect((widened.fontAttributes[.traits] as? [UIFontDescriptor.TraitKey: Double])?[.width] == 0.2)
    }

    @Test func postscriptNamesAreTheFontsNames() throws {
        #expect(UIFont.systemFont(ofSize: 17, weight: .semibold).fontDescriptor.postscriptName == ".SFUI-Semibold")
        let helvetica = try #require(UIFont(name: "Helvetica-Bold", size: 14))
        #expect(helvetica.fontDescriptor.postscriptName == "Helvetica-Bold")
        #expect(UIFont(descriptor: helvetica.fontDescriptor, size: 20).fontName == "Helvetica-Bold")
        #expect(preferredFont(.headline, weight: .bold).fontDescriptor.postscriptName == ".SFUI-Bold")
    }
}
