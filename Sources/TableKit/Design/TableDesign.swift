import Canvas
import Foundation

/// What a design decides about tables: row heights, card shapes, section
/// titles and accessories. One value per design (`TableDesign+iOS18.swift`,
/// `TableDesign+iOS26.swift`); what both designs share stays in ``TableMetrics``.
struct TableDesign {
    /// The height of a row not yet measured.
    var estimatedRowHeight: CGFloat
    /// Added above and below a cell's text, and twice over to iOS's least row
    /// height (twice the body leading), so one line of body text makes a row
    /// this design's height.
    var rowTextPadding: CGFloat
    /// Inset-grouped cards' corner radius; a card of one row shorter than
    /// twice this is a capsule.
    var cardCornerRadius: CGFloat
    /// Grouped and inset-grouped section titles.
    var groupedHeader: SectionTitleStyle
    var groupedFooter: SectionTitleStyle
    /// Space a grouped header or footer without a title takes (twice over
    /// above the first section).
    var groupedSpacing: CGFloat
    /// Visible gap between cell content (a value1 detail) and an accessory.
    var contentToAccessoryGap: CGFloat
    /// Space between a standard accessory and the cell's trailing edge,
    /// beyond the cell's trailing margin.
    var accessoryTrailingPadding: CGFloat
    /// The disclosure chevron's point size for a given body text size.
    var chevronScale: CGFloat
    /// Where separators end before the cell's trailing edge in plain and
    /// grouped tables (inset-grouped separators end at the card's edge).
    var separatorTrailingInset: CGFloat

    /// The least height of a row at the traits' text size: twice the body
    /// leading (capped at xxxLarge) and this design's padding.
    func minimumRowHeight(_ traits: Traits) -> CGFloat {
        let category = min(traits.preferredContentSizeCategory, .extraExtraExtraLarge)
        return 2 * TextStyle.body.leading(for: category) + 2 * rowTextPadding
    }
}

/// How a design sets a grouped section's header or footer title.
struct SectionTitleStyle {
    var textStyle: TextStyle
    var weight: Font.Weight?
    /// iOS 13–18 headers show their title in capitals.
    var isUppercased: Bool
    /// Space above the title: in the first section, and in the others.
    var firstTopMargin: CGFloat
    var topMargin: CGFloat
    /// Space between the title and the card (a header's) or the next section (a footer's).
    var bottomMargin: CGFloat
}
