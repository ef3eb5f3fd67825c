import Canvas
import Foundation

/// The environment a view is drawn in, like `UITraitCollection`: appearance,
/// display scale, text size, layout direction, and the tint colour.
public struct Traits: Equatable, Sendable {
    /// Light or dark mode, which picks the variant of every dynamic colour; light by default.
    public var userInterfaceStyle: Appearance
    /// Device pixels per point; 3 by default.
    public var displayScale: CGFloat
    /// The Dynamic Type size that text styles follow; `large` (iOS's default) unless set.
    public var preferredContentSizeCategory: ContentSizeCategory
    /// Left-to-right or right-to-left; right-to-left mirrors the layout. Left-to-right by default.
    public var layoutDirection: LayoutDirection
    /// The app-wide tint for symbol images, checkmarks, the section index and value2 labels, when no view sets its own; `systemBlue` by default.
    public var tintColor: Color

    /// Traits as an iPhone app gets them by default: light, 3×, `large` text, left-to-right, blue tint.
    public init(
        userInterfaceStyle: Appearance = .light, displayScale: CGFloat = 3,
        preferredContentSizeCategory: ContentSizeCategory = .large,
        layoutDirection: LayoutDirection = .leftToRight, tintColor: Color = .systemBlue
    ) {
        self.userInterfaceStyle = userInterfaceStyle
        self.displayScale = displayScale
        self.preferredContentSizeCategory = preferredContentSizeCategory
        self.layoutDirection = layoutDirection
        self.tintColor = tintColor
    }

    /// How much Dynamic Type enlarges body text (and the symbols sized with it) over `large`.
    public var bodyTextScale: CGFloat {
        font(.body).pointSize / TextStyle.body.pointSize(for: .large)
    }

    /// The font of `style` at this content size.
    public func font(_ style: TextStyle) -> Font {
        Font.preferredFont(forTextStyle: style, contentSize: preferredContentSizeCategory)
    }
}
