/// The user's preferred text size (Dynamic Type), smallest to largest.
///
/// Raw values are the mockup format's names.
public enum ContentSizeCategory: String, CaseIterable, Comparable, Sendable {
    case extraSmall = "xSmall"
    case small
    case medium
    case large
    case extraLarge = "xLarge"
    case extraExtraLarge = "xxLarge"
    case extraExtraExtraLarge = "xxxLarge"
    case accessibilityMedium = "ax1"
    case accessibilityLarge = "ax2"
    case accessibilityExtraLarge = "ax3"
    case accessibilityExtraExtraLarge = "ax4"
    case accessibilityExtraExtraExtraLarge = "ax5"

    /// Position in the scale: 0 for xSmall … 11 for ax5.
    public var index: Int { Self.allCases.firstIndex(of: self) ?? 3 }

    /// The five accessibility sizes.
    public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }

    /// Orders the categories from `xSmall` to `ax5`, as `UIContentSizeCategory` compares.
    public static func < (a: Self, b: Self) -> Bool { a.index < b.index }
}
