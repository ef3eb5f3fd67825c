import Foundation

/// iOS's Dynamic Type text styles, with their sizes at every content size.
public enum TextStyle: String, CaseIterable, Sendable {
    case largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2

    /// Point sizes xSmall … ax5 (ios-table-metrics.md §8.1, measured on iOS 13.3).
    private var sizes: [CGFloat] {
        switch self {
        case .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]
        case .title1: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]
        case .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]
        case .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]
        case .headline, .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
        case .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]
        case .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]
        case .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]
        case .caption1: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]
        case .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 41]
        }
    }

    /// Leading (line spacing) at the default `large` size (§8.1).
    private var leadingAtLarge: CGFloat {
        switch self {
        case .largeTitle: 41
        case .title1: 34
        case .title2: 28
        case .title3: 25
        case .headline, .body: 22
        case .callout: 21
        case .subheadline: 20
        case .footnote: 18
        case .caption1: 16
        case .caption2: 13
        }
    }

    /// The weight UIKit gives the style: semibold for `headline`, regular for the rest.
    public var weight: Font.Weight { self == .headline ? .semibold : .regular }

    /// The point size of this style at `category`.
    public func pointSize(for category: ContentSizeCategory) -> CGFloat { sizes[category.index] }

    /// The style's leading at `category`. Apple publishes it only for `large`;
    /// other sizes keep the same leading-to-size ratio (an assumption).
    public func leading(for category: ContentSizeCategory) -> CGFloat {
        (pointSize(for: category) * leadingAtLarge / pointSize(for: .large)).rounded()
    }
}
