import Canvas
import Foundation

/// What a font is, as `UIFontDescriptor`: its size, weight and the text
/// style it came from, and the traits asked of it. App code reaches fonts
/// through descriptors mostly to make a preferred font bold
/// (`withSymbolicTraits(.traitBold)`) or to ask for OpenType features;
/// bold changes the weight, italic is drawn upright (TableSnap's font has no
/// italic), and features are kept but not applied.
public final class FontDescriptor {
    /// The size in points.
    public let pointSize: CGFloat
    /// The traits asked of the font.
    public let symbolicTraits: SymbolicTraits
    /// The attributes added with ``addingAttributes(_:)``, kept as given.
    public let fontAttributes: [AttributeName: Any]
    let weight: Font.Weight
    /// The name the font was made with (`UIFont(name:size:)`); nil for the system font.
    let name: String?

    init(pointSize: CGFloat, weight: Font.Weight, symbolicTraits: SymbolicTraits = [], attributes: [AttributeName: Any] = [:], name: String? = nil) {
        self.pointSize = pointSize
        self.weight = weight
        self.symbolicTraits = symbolicTraits
        fontAttributes = attributes
        self.name = name
    }

    /// The font's PostScript name, as `postscriptName`: the name the font
    /// was made with, else the system font's as iOS reports it (`.SFUI-Semibold` …).
    public var postscriptName: String { font(size: pointSize).fontName }

    /// The font the descriptor describes at `size`.
    func font(size: CGFloat) -> Font {
        var font = Font(pointSize: size, weight: weight)
        font.givenName = name
        return font
    }

    /// The descriptor of `style`'s font at the current text size, as `preferredFontDescriptor(withTextStyle:)`.
    public static func preferredFontDescriptor(withTextStyle style: TextStyle) -> FontDescriptor {
        Font.preferredFont(forTextStyle: style).fontDescriptor
    }

    /// The descriptor with `traits` instead of its own, as `withSymbolicTraits(_:)`: bold is the bold weight.
    public func withSymbolicTraits(_ traits: SymbolicTraits) -> FontDescriptor? {
        let regularWeight = symbolicTraits.contains(.traitBold) ? Font.Weight.regular : weight
        return FontDescriptor(pointSize: pointSize, weight: traits.contains(.traitBold) ? .bold : regularWeight,
                              symbolicTraits: traits, attributes: fontAttributes, name: name)
    }

    /// The descriptor at `pointSize`.
    public func withSize(_ pointSize: CGFloat) -> FontDescriptor {
        FontDescriptor(pointSize: pointSize, weight: weight, symbolicTraits: symbolicTraits, attributes: fontAttributes, name: name)
    }

    /// The descriptor with `attributes` added: a `.traits` dictionary's
    /// ``TraitKey/weight`` (a `UIFont.Weight`) sets the weight; width, slant
    /// and OpenType features are kept, not drawn.
    public func addingAttributes(_ attributes: [AttributeName: Any]) -> FontDescriptor {
        let traits = attributes[.traits] as? [TraitKey: Any]
        return FontDescriptor(pointSize: pointSize, weight: traits?[.weight] as? Font.Weight ?? weight, symbolicTraits: symbolicTraits,
                              attributes: fontAttributes.merging(attributes) { $1 }, name: name)
    }

    /// Traits a font can have, as `UIFontDescriptor.SymbolicTraits`.
    public struct SymbolicTraits: OptionSet, Hashable, Sendable {
        /// The traits' bits, as UIKit numbers them.
        public let rawValue: UInt32
        /// Traits from their bits.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Italic; drawn upright, as TableSnap's font has no italic.
        public static let traitItalic = Self(rawValue: 1 << 0)
        /// Bold: the bold weight.
        public static let traitBold = Self(rawValue: 1 << 1)
        /// Wider letters; kept, not drawn.
        public static let traitExpanded = Self(rawValue: 1 << 5)
        /// Narrower letters; kept, not drawn.
        public static let traitCondensed = Self(rawValue: 1 << 6)
        /// Every glyph the same width; kept, not drawn.
        public static let traitMonoSpace = Self(rawValue: 1 << 10)
        /// Vertical glyphs; kept, not drawn.
        public static let traitVertical = Self(rawValue: 1 << 11)
        /// Metrics tuned for user interfaces; kept.
        public static let traitUIOptimized = Self(rawValue: 1 << 12)
        /// Less space between lines; kept, not drawn.
        public static let traitTightLeading = Self(rawValue: 1 << 15)
        /// More space between lines; kept, not drawn.
        public static let traitLooseLeading = Self(rawValue: 1 << 16)
    }

    /// A descriptor attribute's name, as `UIFontDescriptor.AttributeName`.
    public struct AttributeName: Hashable, RawRepresentable, Sendable {
        /// The attribute's key, as UIKit spells it.
        public let rawValue: String
        /// An attribute name from its key.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The font family's name.
        public static let family = Self(rawValue: "NSFontFamilyAttribute")
        /// The font's name.
        public static let name = Self(rawValue: "NSFontNameAttribute")
        /// The point size.
        public static let size = Self(rawValue: "NSFontSizeAttribute")
        /// A dictionary of traits (weight, width, slant, symbolic traits).
        public static let traits = Self(rawValue: "NSCTFontTraitsAttribute")
        /// The text style the font came from.
        public static let textStyle = Self(rawValue: "NSCTFontUIUsageAttribute")
        /// An array of OpenType feature settings, each a dictionary keyed by ``FontDescriptor/FeatureKey``.
        public static let featureSettings = Self(rawValue: "NSCTFontFeatureSettingsAttribute")
    }

    /// A key of an OpenType feature setting, as `UIFontDescriptor.FeatureKey`.
    public struct FeatureKey: Hashable, RawRepresentable, Sendable {
        /// The key, as UIKit spells it.
        public let rawValue: String
        /// A feature key from its spelling.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The feature's type identifier.
        public static let type = Self(rawValue: "CTFeatureTypeIdentifier")
        /// The selector identifier of the feature's setting.
        public static let selector = Self(rawValue: "CTFeatureSelectorIdentifier")
        /// The pre-iOS 15 name of ``type``.
        public static let featureIdentifier = type
        /// The pre-iOS 15 name of ``selector``.
        public static let typeIdentifier = selector
    }
}

/// Fonts and their descriptors, as `UIFont.fontDescriptor` and `UIFont(descriptor:size:)`.
extension Font {
    /// The font's descriptor, as `UIFont.fontDescriptor`.
    public var fontDescriptor: FontDescriptor {
        FontDescriptor(pointSize: pointSize, weight: weight, symbolicTraits: weight.rawValue >= Weight.bold.rawValue ? .traitBold : [], name: givenName)
    }

    /// The font `descriptor` describes at `size` (its own size when 0), as `UIFont(descriptor:size:)`.
    public init(descriptor: FontDescriptor, size: CGFloat) {
        self = descriptor.font(size: size > 0 ? size : descriptor.pointSize)
    }
}
