import Canvas
import Foundation

/// The environment a view is drawn in, like `UITraitCollection`: appearance,
/// display scale, text size, layout direction, the tint colour, and the
/// iOS design (TableSnap's own trait).
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
    /// The horizontal margin the screen gives table content at the least, as
    /// `UIViewController.systemMinimumLayoutMargins` does: 16 pt on phones
    /// narrower than 414 pt, 20 on wider phones and on iPads. nil (the
    /// default) applies that rule to the width of the view being laid out;
    /// a ``Renderer`` sets it from its device's screen.
    public var systemMinimumLayoutMargin: CGFloat?
    /// The iOS look to draw: iOS 26 unless set (see ``init(userInterfaceStyle:displayScale:preferredContentSizeCategory:layoutDirection:tintColor:systemMinimumLayoutMargin:design:)``).
    public var design: Design

    /// Traits as an iPhone app gets them by default: light, 3×, `large` text,
    /// left-to-right, blue tint. A nil `design` takes the design of
    /// ``current``: ``Design/current`` unless a test suite pins its own by
    /// running under `Traits.$current.withValue(Traits(design: .iOS18)) { … }`.
    public init(
        userInterfaceStyle: Appearance = .light, displayScale: CGFloat = 3,
        preferredContentSizeCategory: ContentSizeCategory = .large,
        layoutDirection: LayoutDirection = .leftToRight, tintColor: Color = .systemBlue,
        systemMinimumLayoutMargin: CGFloat? = nil, design: Design? = nil
    ) {
        self.userInterfaceStyle = userInterfaceStyle
        self.displayScale = displayScale
        self.preferredContentSizeCategory = preferredContentSizeCategory
        self.layoutDirection = layoutDirection
        self.tintColor = tintColor
        self.systemMinimumLayoutMargin = systemMinimumLayoutMargin
        self.design = design ?? Traits.current.design
    }

    /// The horizontal content margin for a view `width` points wide: the
    /// screen's ``systemMinimumLayoutMargin``, else the rule applied to `width`.
    public func layoutMargin(forWidth width: CGFloat) -> CGFloat {
        systemMinimumLayoutMargin ?? TableMetrics.layoutMargin(forScreenWidth: width)
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
