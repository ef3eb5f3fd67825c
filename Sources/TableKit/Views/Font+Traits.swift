import Canvas
import Foundation

/// Preferred fonts at the text size of the current traits, as `UIFont.preferredFont(forTextStyle:)`.
extension Font {
    /// `UIFont.preferredFont(forTextStyle:)`: the style's font at the text
    /// size of ``Traits/current`` (the table's, inside `cellForRowAt`).
    public static func preferredFont(forTextStyle style: TextStyle) -> Font {
        preferredFont(forTextStyle: style, contentSize: Traits.current.preferredContentSizeCategory)
    }

    /// `UIFont.preferredFont(forTextStyle:compatibleWith:)`: the style's font at `traits`' text size, or the current traits'.
    public static func preferredFont(forTextStyle style: TextStyle, compatibleWith traits: Traits?) -> Font {
        preferredFont(forTextStyle: style, contentSize: (traits ?? Traits.current).preferredContentSizeCategory)
    }
}
