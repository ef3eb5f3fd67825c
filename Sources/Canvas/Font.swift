import Foundation

/// A font: size, weight and the text style it came from, drawn with Inter as
/// the stand-in for SF Pro.
///
/// Like SF Pro, the family switches from the Text to the Display cut at 20 pt,
/// and text is tracked as SF Pro is at each size.
public struct Font: Hashable, Sendable {
    /// UIKit's font weights (`UIFont.Weight`), raw values on the OpenType 100–900 scale.
    public enum Weight: Int, CaseIterable, Sendable {
        case ultraLight = 100, thin = 200, light = 300, regular = 400, medium = 500, semibold = 600, bold = 700, heavy = 800, black = 900
    }

    /// The size in points, as `UIFont.pointSize`.
    public var pointSize: CGFloat
    /// How heavy the glyphs are; `regular` by default.
    public var weight: Weight
    /// The Dynamic Type style a preferred font was made for, which a label
    /// with `adjustsFontForContentSizeCategory` follows; nil for fixed fonts.
    /// Not part of equality: two fonts that draw the same are equal.
    public var textStyle: TextStyle?
    /// The name `UIFont(name:size:)` was given, which ``fontName`` reports; nil for the system font.
    package var givenName: String?

    /// The system font at `pointSize` points, like `UIFont.systemFont(ofSize:weight:)`.
    public init(pointSize: CGFloat, weight: Weight = .regular) {
        self.pointSize = pointSize
        self.weight = weight
    }

    /// `UIFont.systemFont(ofSize:weight:)`.
    public static func systemFont(ofSize size: CGFloat, weight: Weight = .regular) -> Font {
        Font(pointSize: size, weight: weight)
    }

    /// `UIFont.boldSystemFont(ofSize:)`: the system font at `size` points, bold.
    public static func boldSystemFont(ofSize size: CGFloat) -> Font { Font(pointSize: size, weight: .bold) }

    /// `UIFont.preferredFont(forTextStyle:compatibleWith:)`.
    public static func preferredFont(forTextStyle style: TextStyle, contentSize: ContentSizeCategory) -> Font {
        var font = Font(pointSize: style.pointSize(for: contentSize), weight: style.weight)
        font.textStyle = style
        return font
    }

    /// `UIFont.italicSystemFont(ofSize:)`: drawn upright, as TableSnap has no italic cut of the system font.
    public static func italicSystemFont(ofSize size: CGFloat) -> Font { Font(pointSize: size) }

    /// The same font in another weight.
    public func withWeight(_ weight: Weight) -> Font {
        var font = self
        font.weight = weight
        return font
    }

    /// The same font at another size, as `UIFont.withSize(_:)`; a fixed size, so no longer following a text style.
    public func withSize(_ size: CGFloat) -> Font { Font(pointSize: size, weight: weight) }

    public static func == (a: Font, b: Font) -> Bool { a.pointSize == b.pointSize && a.weight == b.weight }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(pointSize)
        hasher.combine(weight)
    }

    /// SF Pro Text's tracking at this size (Apple's published table), in points.
    var tracking: CGFloat {
        let table: [(size: CGFloat, em: CGFloat)] = [
            (6, 0.041), (11, 0.006), (12, 0.0), (13, -0.006), (15, -0.016),
            (17, -0.024), (19, -0.024), (20, 0),
        ]
        guard pointSize > table[0].size else { return table[0].em * pointSize }
        guard pointSize < 20 else { return 0 }
        for (lower, upper) in zip(table, table.dropFirst()) where pointSize <= upper.size {
            let t = (pointSize - lower.size) / (upper.size - lower.size)
            return (lower.em + t * (upper.em - lower.em)) * pointSize
        }
        return 0
    }

    /// Ascent, descent and line height, from the font's own metrics.
    public var metrics: FontLineMetrics { FontLibrary.current.metrics(for: self) }

    /// The height of one line of text (`UIFont.lineHeight`).
    public var lineHeight: CGFloat { metrics.lineHeight }
}

/// Vertical font metrics in points.
public struct FontLineMetrics: Equatable, Sendable {
    /// From the baseline up to the top of the line box.
    public var ascender: CGFloat
    /// From the baseline down to the bottom of the line box (positive).
    public var descender: CGFloat
    /// The height of the line box, ascender plus descender.
    public var lineHeight: CGFloat { ascender + descender }
}
