import Canvas
import Foundation

/// The attributes UIKit adds to Foundation's attributed strings, so strings
/// built for labels, buttons and bars compile. TableSnap keeps them with the
/// string and draws its characters in the view's own font and colour (see
/// ``Label/attributedText``).
extension NSAttributedString.Key {
    /// The text's font, a `UIFont`.
    public static var font: Self { Self("NSFont") }
    /// The text's colour, a `UIColor`.
    public static var foregroundColor: Self { Self("NSColor") }
    /// The colour behind the text.
    public static var backgroundColor: Self { Self("NSBackgroundColor") }
    /// The paragraph's layout, an `NSParagraphStyle`.
    public static var paragraphStyle: Self { Self("NSParagraphStyle") }
    /// Extra space between characters, in points.
    public static var kern: Self { Self("NSKern") }
    /// The underline, an `NSUnderlineStyle` raw value.
    public static var underlineStyle: Self { Self("NSUnderline") }
    /// The strikethrough, an `NSUnderlineStyle` raw value.
    public static var strikethroughStyle: Self { Self("NSStrikethrough") }
    /// How far the text sits above its baseline, in points.
    public static var baselineOffset: Self { Self("NSBaselineOffset") }
    /// A link's URL or string.
    public static var link: Self { Self("NSLink") }
}

extension NSAttributedString {
    /// An empty string, as `NSAttributedString()` and `NSMutableAttributedString()`
    /// make one on Apple's platforms (Foundation on Linux has only `init(string:)`;
    /// `init()` itself cannot be added from an extension).
    public convenience init(_ empty: Void = ()) {
        self.init(string: "")
    }
}

/// A paragraph's layout in attributed text, as `NSParagraphStyle`; kept
/// with the string, not drawn. Its properties can be set, as those of
/// ``MutableParagraphStyle`` (`NSMutableParagraphStyle`) are in UIKit.
open class ParagraphStyle {
    /// UIKit's default paragraph: natural alignment, word wrapping, no spacing.
    public static var `default`: ParagraphStyle { ParagraphStyle() }

    public var alignment = TextAlignment.natural
    public var lineBreakMode = LineBreakMode.byWordWrapping
    public var lineSpacing: CGFloat = 0
    public var paragraphSpacing: CGFloat = 0
    public var paragraphSpacingBefore: CGFloat = 0
    public var lineHeightMultiple: CGFloat = 0
    public var minimumLineHeight: CGFloat = 0
    public var maximumLineHeight: CGFloat = 0
    public var firstLineHeadIndent: CGFloat = 0
    public var headIndent: CGFloat = 0
    public var tailIndent: CGFloat = 0
    public var hyphenationFactor: Float = 0

    /// The default paragraph.
    public init() {}
}

/// `NSMutableParagraphStyle`: see ``ParagraphStyle``.
open class MutableParagraphStyle: ParagraphStyle {}
