import Canvas
import Foundation

/// What a design decides about tables: row heights, card shapes, section
/// titles and accessories. One value per design (`TableDesign+iOS18.swift`,
/// `TableDesign+iOS26.swift`); what both designs share stays in ``TableMetrics``.
struct TableDesign {
    /// The height of a row not yet measured.
    var estimatedRowHeight: CGFloat
    /// The least space above and below a cell's text (iOS 18's rule, half
    /// the text's line height rounded up, when that is more).
    var minimumTextMargin: CGFloat
    /// Added to iOS's least row height (twice the body leading), and shared
    /// above and below an image that sizes its row.
    var minimumRowHeightPadding: CGFloat
    /// Inset-grouped cards' corner radius; a card of one row shorter than
    /// twice this is a capsule.
    var cardCornerRadius: CGFloat
    /// Grouped and inset-grouped section titles.
    var groupedHeader: SectionTitleStyle
    var groupedFooter: SectionTitleStyle
    /// Space a grouped header or footer without a title takes, and a header
    /// without a title above the first section.
    var groupedSpacing: CGFloat
    var groupedFirstSpacing: CGFloat
    /// Visible gap between cell content (a value1 detail) and an accessory.
    var contentToAccessoryGap: CGFloat
    /// How far inside the cell's trailing margin a standard accessory (a
    /// chevron, checkmark or info button) and an accessory view (a switch) end.
    var standardAccessoryTrailingPadding: CGFloat
    var accessoryViewTrailingPadding: CGFloat
    /// Separators end at the cell's trailing margin, as they start at its
    /// text, instead of running to its trailing edge.
    var separatorsEndAtTrailingMargin: Bool
    /// The separators' thickness in points; nil for one device pixel.
    var separatorPoints: CGFloat?
    /// Headers and rows start on the pixel grid (UIKit rounds them down to it),
    /// so 1-pt separators and card edges stay sharp.
    var alignsSectionsToPixels: Bool
    /// A table's separator colour unless the app sets one.
    var separatorColor: Color
    /// The buttons a swiped row reveals.
    var swipeActions: SwipeActionStyle

    /// How thick separators are at `scale` pixels per point.
    func separatorThickness(scale: CGFloat) -> CGFloat {
        separatorPoints ?? 1 / scale
    }

    /// The least height of a row at the traits' text size: twice the body
    /// leading (capped at xxxLarge) and this design's padding.
    func minimumRowHeight(_ traits: Traits) -> CGFloat {
        let category = min(traits.preferredContentSizeCategory, .extraExtraExtraLarge)
        return 2 * TextStyle.body.leading(for: category) + minimumRowHeightPadding
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
