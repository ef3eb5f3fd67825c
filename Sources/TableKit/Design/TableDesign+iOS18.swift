import Canvas
import Foundation

extension TableDesign {
    /// iOS 13–18 tables (ios-table-metrics.md).
    ///
    /// UIKit's title constants (17/32 above and 6 below a header, 6 above and
    /// 12 below a footer) put text 1–2.5 pt off where the iOS 15/16
    /// swiftui-form screenshot (375 pt at 2.88 px/pt) and the iOS 9 grouped
    /// screenshot agree; the title margins are re-derived from them: header
    /// text ends 10.4 pt above its card, footer text starts 10.8 pt below its
    /// card, a footer plus a header part cards by 76.7 pt, a header alone by
    /// 56.6, and the first titled card starts 56 pt down.
    static let iOS18 = TableDesign(
        // §2.1: 44-pt rows, one line of 22-pt-leading body text and 11 pt either side.
        estimatedRowHeight: 44,
        minimumTextMargin: 0,
        minimumRowHeightPadding: 0,
        // §1.3.
        cardCornerRadius: 10,
        groupedHeader: SectionTitleStyle(textStyle: .footnote, weight: nil, isUppercased: true,
                                         firstTopMargin: 33, topMargin: 16, bottomMargin: 7),
        groupedFooter: SectionTitleStyle(textStyle: .footnote, weight: nil, isUppercased: false,
                                         firstTopMargin: 8.5, topMargin: 8.5, bottomMargin: 14),
        // UIKit's 17.5, 35 above the first section.
        groupedSpacing: 17.5,
        groupedFirstSpacing: 35,
        // The reference gives 16 for UIKit's constant; real iOS 15–16 screens
        // show about 10 between a value1 detail and the chevron.
        contentToAccessoryGap: 10,
        standardAccessoryTrailingPadding: 0,
        accessoryViewTrailingPadding: 0,
        separatorsEndAtTrailingMargin: false,
        separatorPoints: nil,
        // Today's pictures keep their sums unrounded, byte for byte.
        alignsSectionsToPixels: false,
        separatorColor: .separator,
        swipeActions: .flush)
}
