import Canvas
import Foundation

extension TableDesign {
    /// iOS 26 tables, measured on iOS 26 screenshots (the metrics article in
    /// TableKit's documentation names each image and the numbers); SwiftUI lists among them are
    /// drawn by UIKit's list machinery, so their geometry is UIKit's.
    static let iOS26 = TableDesign(
        // One line of body text makes a 52-pt row at the large text size (a
        // UIKit table and a SwiftUI list on iOS 26.2) and 51 at medium (the
        // Home Assistant snapshots, iOS 26.4): the text's line box (20.3 pt,
        // 19.3) with 16 pt above and below, cut to whole points. The least
        // row is 8 pt taller than iOS 18's, so 29-pt icons make 52-pt rows too.
        estimatedRowHeight: 52,
        minimumTextMargin: 16,
        minimumRowHeightPadding: 8,
        // The top corners reach their straight edge 26 pt down; a one-row
        // card (51–52 pt) is a capsule.
        cardCornerRadius: 26,
        // Headers as written, in 17-pt semibold secondaryLabel, baseline 14 pt
        // above the card, 43 pt below the card before (Home Assistant
        // Gestures), 37.3 pt below the bar above the first (list picker).
        groupedHeader: SectionTitleStyle(textStyle: .body, weight: .semibold, isUppercased: false,
                                         firstTopMargin: 22, topMargin: 10.3, bottomMargin: 10),
        // Footers' first baseline 19.3 pt below the card, the next card 26.8
        // pt below the last baseline (Home Assistant Privacy and Servers).
        groupedFooter: SectionTitleStyle(textStyle: .footnote, weight: nil, isUppercased: false,
                                         firstTopMargin: 7.9, topMargin: 7.9, bottomMargin: 6.3),
        // 35 pt between cards without titles, as iOS 18; 19 pt under the bar
        // above an untitled first section (Gestures).
        groupedSpacing: 17.5,
        groupedFirstSpacing: 19,
        contentToAccessoryGap: 13,
        // The chevron's ink ends 18.3 pt inside the card (Gestures), 2 pt
        // inside the margin; a switch ends 14 pt inside (Privacy), 2 pt past it.
        standardAccessoryTrailingPadding: 2,
        accessoryViewTrailingPadding: -2,
        // Separators run from the text to 16 pt before the card's edge.
        separatorsEndAtTrailingMargin: true,
        // One point thick since iOS 26, and paler so that they weigh what a
        // pixel did (OsmAnd-iOS#5520; 3-px lines at 3x in every iOS 26
        // snapshot): #E7E7E8 on a white card (RevenueCat, Home Assistant),
        // #38383B on a #1C1C1E one (Home Assistant dark), i.e. iOS 18's
        // separator colours at 12.3 % and 50 % opacity.
        separatorPoints: 1,
        // Every card edge and line of the iOS 26 snapshots lies on the pixel grid.
        alignsSectionsToPixels: true,
        separatorColor: Color(light: .init(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.123),
                              dark: .init(red: 84 / 255, green: 84 / 255, blue: 88 / 255, alpha: 0.5)),
        // No iOS 26 screenshot of a swiped row was found. Reports say each
        // action is its own rounded shape inside the row, no longer a flush
        // full-height block: "the 'Delete' button … has been reduced to a
        // round button" (FurAffinityApp#20), circles for images, capsules for
        // titles (SAP cloud-sdk-ios-fiori#1777, lemonade-design-system#363).
        // Chosen: 8 pt apart and from the row and edge, the row's height less
        // 6 pt above and below (at most 50), titles 14 pt from the ends.
        swipeActions: SwipeActionStyle(spacing: 8, verticalInset: 6, maximumHeight: 50, titlePadding: 14))
}
