import Foundation

extension FontDescriptor {
    /// A key of the dictionary under ``AttributeName/traits``, as
    /// `UIFontDescriptor.TraitKey`: apps make a weight of a preferred font
    /// with `addingAttributes([.traits: [TraitKey.weight: weight]])`.
    public struct TraitKey: Hashable, RawRepresentable, Sendable {
        /// The key, as UIKit spells it.
        public let rawValue: String
        /// A trait key from its spelling.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The symbolic traits (``FontDescriptor/SymbolicTraits``); kept.
        public static let symbolic = Self(rawValue: "NSCTFontSymbolicTrait")
        /// The weight, a `UIFont.Weight`: drawn.
        public static let weight = Self(rawValue: "NSCTFontWeightTrait")
        /// The width, from condensed to expanded; kept, not drawn.
        public static let width = Self(rawValue: "NSCTFontProportionTrait")
        /// The slant; kept, drawn upright.
        public static let slant = Self(rawValue: "NSCTFontSlantTrait")
    }
}
