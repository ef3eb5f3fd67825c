import Canvas
import Foundation

/// The numbers UIKit lays tables out with (ios-table-metrics.md), in one place.
///
/// Where the reference marks a value unconfirmed or sources disagree, the
/// choice made is stated here.
enum TableMetrics {
    /// A new cell's frame before a table sizes it, as UIKit's (320 × 44 pt).
    static let initialCellFrame = CGRect(x: 0, y: 0, width: 320, height: 44)
    /// Cell text, separators and inset-grouped cards start 16 pt in on phones
    /// narrower than 414 pt and 20 pt on wider phones and iPads (§1.2): a
    /// real 375-pt iPhone X and the swiftui-form cards show 16.
    static func layoutMargin(forScreenWidth width: CGFloat) -> CGFloat { width >= 414 ? 20 : 16 }
    /// Space between the image and the text (§2.3).
    static let imageToTextPadding: CGFloat = 16
    /// Space kept above and below an image in a self-sizing row: 29-pt
    /// Settings icons make 44-pt rows, as in the Settings app.
    static let imageVerticalMargin: CGFloat = 7.5
    /// Width of the slot a symbol image is centred in, at the `large` size (§2.3).
    static let symbolSlotWidth: CGFloat = 24
    /// Space between a value1 cell's text and its detail beside it: about
    /// 10 pt on real iOS 15–16 screens.
    static let textToDetailGap: CGFloat = 10
    /// Gap between the info button and the chevron of a detail disclosure button.
    static let detailDisclosureGap: CGFloat = 12
    /// value2: the text column's width and the gap before the detail (§2.2).
    static let value2TextColumnWidth: CGFloat = 91
    static let value2ColumnGap: CGFloat = 6
    /// Subtitle cells' top and bottom margins (§2.2).
    static let subtitleVerticalMargin: CGFloat = 4
    /// Indentation per `indentationLevel` (§1.2).
    static let indentationWidth: CGFloat = 10

    /// Plain header: 28 pt at `large`, scaled with the header font, with the
    /// iOS 15+ 22-pt padding above it (§1.4).
    static let plainHeaderBaseHeight: CGFloat = 28
    static let plainHeaderTopPadding: CGFloat = 22
    /// Plain header and footer label margins (§1.4).
    static let plainHeaderVerticalMargin: CGFloat = 4

    /// Plain header font: 15-pt semibold, the emphasised subheadline (current SDK, §1.4).
    static let plainHeaderTextStyle = TextStyle.subheadline
    static let plainHeaderWeight = Font.Weight.semibold

    /// Height of a plain header: 28 pt scaled as its font scales with the text size.
    static func plainHeaderHeight(_ traits: Traits) -> CGFloat {
        let scale = traits.font(plainHeaderTextStyle).pointSize / plainHeaderTextStyle.pointSize(for: .large)
        return (plainHeaderBaseHeight * scale).pixelRounded(scale: traits.displayScale)
    }

    // MARK: Selection and editing (§3, §4)

    /// Behind a selected row in multiple-selection editing: systemGray5. The
    /// reference's systemGray6 (§3.3) is the grouped background itself (and
    /// the dark grouped cell colour), so a selected row would vanish into it.
    static let multipleSelectionBackground = Color.systemGray5
    /// The editing control's diameter at `large`: 22 pt, as the iOS 9
    /// references measure (the modern size is unconfirmed, §11); it scales with body text.
    static let editingControlSide: CGFloat = 22
    /// The control starts 3.5 pt before the leading margin (iOS 9: x 11.5 with a 15-pt margin).
    static let editingControlOffset: CGFloat = -3.5
    /// Space between the editing control and the content, which shifts by
    /// the control's width plus this: 38 pt at `large`, as measured on the
    /// iOS 9 references and commonly quoted for modern iOS (§3.1).
    static let editingContentPadding: CGFloat = 16
    /// Space between the content (or an editing accessory) and the reorder grip (§3.2).
    static let reorderControlPadding: CGFloat = 16

    /// Swipe buttons: title or image plus 6 pt a side, 74 to 120 pt wide,
    /// 15-pt medium white titles on at most two lines, an image above the
    /// title only on rows of 91 pt and more (§3.4).
    static let swipeButtonMinimumWidth: CGFloat = 74
    static let swipeButtonMaximumWidth: CGFloat = 120
    static let swipeButtonPadding: CGFloat = 6
    static let swipeImageToTitleSpacing: CGFloat = 5
    static let swipeImageAndTitleMinimumRowHeight: CGFloat = 91
    static let swipeTitleFont = Font.systemFont(ofSize: 15, weight: .medium)

    /// Accessory glyph sizes: the disclosure chevron is body-sized semibold at
    /// the small symbol scale, the checkmark body-sized semibold, the info
    /// button a 22-pt circle (rendered sizes are unconfirmed, §11).
    static func chevronPointSize(_ traits: Traits) -> CGFloat { traits.font(.body).pointSize }
    static func checkmarkPointSize(_ traits: Traits) -> CGFloat { traits.font(.body).pointSize * 0.88 }
    static func infoPointSize(_ traits: Traits) -> CGFloat { traits.font(.body).pointSize * 1.1 }
}
