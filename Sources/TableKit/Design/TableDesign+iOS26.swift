import Foundation

extension TableDesign {
    /// iOS 26 tables, measured on iOS 26 screenshots (the README's metrics
    /// table names each image); SwiftUI lists among them are drawn by UIKit's
    /// list machinery, so their geometry is UIKit's.
    static let iOS26 = TableDesign(
        // One line of body text makes a 52-pt row: 4 pt more either side than iOS 18.
        estimatedRowHeight: 52,
        rowTextPadding: 4,
        // A one-row card is a capsule: 26 is half a 52-pt row.
        cardCornerRadius: 26,
        groupedHeader: SectionTitleStyle(textStyle: .body, weight: .semibold, isUppercased: false,
                                         firstTopMargin: 33, topMargin: 16, bottomMargin: 7),
        groupedFooter: SectionTitleStyle(textStyle: .footnote, weight: nil, isUppercased: false,
                                         firstTopMargin: 8.5, topMargin: 8.5, bottomMargin: 14),
        groupedSpacing: 17.5,
        contentToAccessoryGap: 13,
        accessoryTrailingPadding: 2,
        chevronScale: 1,
        separatorTrailingInset: 0)
}
