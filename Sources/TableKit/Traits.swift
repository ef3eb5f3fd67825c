import Canvas
import Foundation

/// The environment a view is drawn in, like `UITraitCollection`: appearance,
/// display scale, text size, layout direction, and the tint colour.
public struct Traits: Equatable, Sendable {
    public var userInterfaceStyle: Appearance
    public var displayScale: CGFloat
    public var preferredContentSizeCategory: ContentSizeCategory
    public var layoutDirection: LayoutDirection
    public var tintColor: Color

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
