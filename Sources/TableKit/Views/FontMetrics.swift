import Canvas
import Foundation

/// Scales custom fonts and values with Dynamic Type, as `UIFontMetrics`:
/// by how much the text size of the traits (``Traits/current`` unless
/// given: the table's, inside `cellForRowAt`) enlarges this text style
/// over its `large` size.
public struct FontMetrics: Sendable {
    /// The text style whose growth is followed.
    public let textStyle: TextStyle

    /// Metrics that follow `textStyle`, as `UIFontMetrics(forTextStyle:)`.
    public init(forTextStyle textStyle: TextStyle) {
        self.textStyle = textStyle
    }

    /// Metrics that follow body text, as `UIFontMetrics.default`.
    public static let `default` = FontMetrics(forTextStyle: .body)

    /// `font` enlarged as the text style is at the current text size.
    public func scaledFont(for font: Font) -> Font {
        scaledFont(for: font, compatibleWith: nil)
    }

    /// `font` enlarged as the text style is, no larger than `maximumPointSize`.
    public func scaledFont(for font: Font, maximumPointSize: CGFloat) -> Font {
        scaledFont(for: font, maximumPointSize: maximumPointSize, compatibleWith: nil)
    }

    /// `font` enlarged as the text style is at `traits`' text size (the current traits' when nil),
    /// no larger than `maximumPointSize` when that is given.
    public func scaledFont(for font: Font, maximumPointSize: CGFloat = .greatestFiniteMagnitude, compatibleWith traits: Traits?) -> Font {
        var scaled = font
        scaled.pointSize = min(maximumPointSize, font.pointSize * scale(for: traits))
        return scaled
    }

    /// `value` enlarged as the text style is at the current text size, as `scaledValue(for:)`.
    public func scaledValue(for value: CGFloat) -> CGFloat {
        scaledValue(for: value, compatibleWith: nil)
    }

    /// `value` enlarged as the text style is at `traits`' text size (the current traits' when nil).
    public func scaledValue(for value: CGFloat, compatibleWith traits: Traits?) -> CGFloat {
        value * scale(for: traits)
    }

    private func scale(for traits: Traits?) -> CGFloat {
        let category = (traits ?? Traits.current).preferredContentSizeCategory
        return textStyle.pointSize(for: category) / textStyle.pointSize(for: .large)
    }
}
