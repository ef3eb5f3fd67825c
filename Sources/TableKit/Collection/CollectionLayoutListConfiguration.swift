import Canvas
import Foundation

/// How a list section of a compositional layout looks, like
/// `UICollectionLayoutListConfiguration`: an appearance that draws as the
/// matching table style (rows, separators, cards, headers), header and
/// footer modes, and the swipe actions rows reveal.
public struct CollectionLayoutListConfiguration {
    /// The list's look (`UICollectionLayoutListConfiguration.Appearance`).
    public enum Appearance: Sendable, CaseIterable {
        /// As a plain table: full-width rows, pinned headers.
        case plain
        /// As a grouped table: full-width rows between section lines.
        case grouped
        /// As an inset-grouped table: rows on rounded cards.
        case insetGrouped
        /// A sidebar: inset-grouped rows on the grouped background, clear and without separators.
        case sidebar
        /// A plain sidebar: plain rows without separators.
        case sidebarPlain
    }

    /// What supplies a section's header (`UICollectionLayoutListConfiguration.HeaderMode`).
    public enum HeaderMode: Sendable {
        /// No header: grouped appearances keep their spacing between sections.
        case none
        /// A supplementary view of kind `elementKindSectionHeader`, sized to fit.
        case supplementary
        /// The section's first item, drawn as a header above the section's rows.
        case firstItemInSection
    }

    /// What supplies a section's footer (`UICollectionLayoutListConfiguration.FooterMode`).
    public enum FooterMode: Sendable {
        /// No footer.
        case none
        /// A supplementary view of kind `elementKindSectionFooter`, sized to fit.
        case supplementary
    }

    /// Makes the actions a row reveals on one side; nil reveals none.
    public typealias SwipeActionsConfigurationProvider = (IndexPath) -> SwipeActionsConfiguration?

    /// The list's look: which table style its rows, separators and headers draw as.
    public var appearance: Appearance
    /// Whether rows are divided by lines; every appearance but the sidebars shows them by default.
    public var showsSeparators: Bool
    /// The separators' look (`UIListSeparatorConfiguration`).
    public var separatorConfiguration: ListSeparatorConfiguration
    /// The list's background; nil takes the appearance's (the matching table style's).
    public var backgroundColor: Color?
    /// What supplies each section's header; none by default.
    public var headerMode = HeaderMode.none
    /// What supplies each section's footer; none by default.
    public var footerMode = FooterMode.none
    /// Space above each header; nil takes the appearance's (a plain table's `sectionHeaderTopPadding`).
    public var headerTopPadding: CGFloat?
    /// The actions a row reveals at its leading edge; drawn for a row revealed with ``CollectionView/revealSwipeActions(_:forItemAt:)``.
    public var leadingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?
    /// The actions a row reveals at its trailing edge; drawn for a row revealed with ``CollectionView/revealSwipeActions(_:forItemAt:)``.
    public var trailingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?

    /// A list in `appearance`, with its defaults.
    public init(appearance: Appearance) {
        self.appearance = appearance
        showsSeparators = appearance != .sidebar && appearance != .sidebarPlain
        separatorConfiguration = ListSeparatorConfiguration(listAppearance: appearance)
    }

    /// The table style the appearance draws as.
    var tableStyle: TableViewStyle {
        switch appearance {
        case .plain, .sidebarPlain: .plain
        case .grouped: .grouped
        case .insetGrouped, .sidebar: .insetGrouped
        }
    }

    /// Whether rows are clear, showing the list's background (the sidebars).
    var hasClearRows: Bool { appearance == .sidebar || appearance == .sidebarPlain }
}

/// The separators of a list, like `UIListSeparatorConfiguration`.
public struct ListSeparatorConfiguration {
    /// Whether a separator shows (`UIListSeparatorConfiguration.Visibility`).
    public enum Visibility: Sendable {
        /// As the appearance draws it (as the matching table style does).
        case automatic
        /// Shown, on every row.
        case visible
        /// Hidden, on every row.
        case hidden

        /// Whether the separator shows whatever the style decides; nil lets it decide.
        var forced: Bool? {
            switch self {
            case .automatic: nil
            case .visible: true
            case .hidden: false
            }
        }
    }

    /// Whether the line above each row shows.
    public var topSeparatorVisibility = Visibility.automatic
    /// Whether the line below each row shows.
    public var bottomSeparatorVisibility = Visibility.automatic
    /// The separators' colour; nil takes the design's.
    public var color: Color?
    /// Insets of the bottom separator from the row's edges (leading, trailing); nil starts it where the text starts, as a table does.
    public var bottomSeparatorInsets: DirectionalEdgeInsets?

    /// The separators a list in `listAppearance` draws: the appearance's (every setting automatic).
    public init(listAppearance: CollectionLayoutListConfiguration.Appearance) {}
}
