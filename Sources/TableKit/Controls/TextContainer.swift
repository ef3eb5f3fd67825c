import Foundation

/// The region a text view lays its text out in, as `NSTextContainer`: as
/// wide as the view less its insets, each line inset by ``lineFragmentPadding``.
public final class TextContainer {
    /// Space at both ends of every line, 5 pt as in TextKit.
    public var lineFragmentPadding: CGFloat = 5
    /// The most lines laid out; 0 for no limit.
    public var maximumNumberOfLines = 0
    /// How lines break; word wrapping is drawn, the other modes are kept.
    public var lineBreakMode = LineBreakMode.byWordWrapping
    /// The container's size; zero follows the view. Kept.
    public var size = CGSize.zero
    /// Whether the container's width follows the view's; kept, as it always does here.
    public var widthTracksTextView = true
    /// Whether the container's height follows the view's; kept.
    public var heightTracksTextView = false

    /// A container that follows its view, as `NSTextContainer()`.
    public init() {}
}
