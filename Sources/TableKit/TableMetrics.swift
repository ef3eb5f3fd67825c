import Canvas
import Foundation

/// The numbers UIKit lays tables out with (ios-table-metrics.md), in one place.
///
/// Where the reference marks a value unconfirmed or sources disagree, the
/// choice made is stated here.
enum TableMetrics {
    /// Default row height (§2.1).
    static let rowHeight: CGFloat = 44
    /// Cell text and separators start 20 pt in on screens wider than 320 pt,
    /// 16 pt on 320-pt screens: the recent measured value (§1.2).
    static func layoutMargin(forWidth width: CGFloat) -> CGFloat { width > 320 ? 20 : 16 }
    /// Space between the image and the text (§2.3).
    static let imageToTextPadding: CGFloat = 16
    /// Space kept above and below an image in a self-sizing row: 29-pt
    /// Settings icons make 44-pt rows, as in the Settings app.
    static let imageVerticalMargin: CGFloat = 7.5
    /// Width of the slot a symbol image is centred in, at the `large` size (§2.3).
    static let symbolSlotWidth: CGFloat = 24
    /// Visible gap between cell content and an accessory. The reference gives
    /// 16 for UIKit's constant; real iOS 15–16 screens show about 10 between
    /// a value1 detail and the chevron, which is what is drawn.
    static let contentToAccessoryGap: CGFloat = 10
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

    /// Grouped styles: the space a header or footer without a title takes,
    /// and the margins around header and footer titles (§1.4).
    static let groupedSpacing: CGFloat = 17.5
    static let groupedHeaderTopMargin: CGFloat = 17
    static let groupedFirstHeaderTopMargin: CGFloat = 32
    static let groupedHeaderBottomMargin: CGFloat = 6
    static let groupedFooterTopMargin: CGFloat = 6
    static let groupedFooterBottomMargin: CGFloat = 12
    /// Inset-grouped cards' corner radius, iOS 13–18 (§1.3).
    static let cardCornerRadius: CGFloat = 10

    /// Plain header font: 15-pt semibold, the emphasised subheadline (current SDK, §1.4).
    static let plainHeaderTextStyle = TextStyle.subheadline
    static let plainHeaderWeight = Font.Weight.semibold

    /// Height of a plain header: 28 pt scaled as its font scales with the text size.
    static func plainHeaderHeight(_ traits: Traits) -> CGFloat {
        let scale = traits.font(plainHeaderTextStyle).pointSize / plainHeaderTextStyle.pointSize(for: .large)
        return (plainHeaderBaseHeight * scale).pixelRounded(scale: traits.displayScale)
    }

    /// The translucent "chrome" behind a pinned plain header: systemChromeMaterial
    /// flattened: nearly opaque, since what shows through a real blur is a
    /// smear, not legible text.
    static let pinnedHeaderBackground = Color(
        light: Color.RGBA(red: 0.976, green: 0.976, blue: 0.976, alpha: 0.97),
        dark: Color.RGBA(red: 0.11, green: 0.11, blue: 0.118, alpha: 0.97))

    /// Accessory glyph sizes: the disclosure chevron is body-sized semibold at
    /// the small symbol scale, the checkmark body-sized semibold, the info
    /// button a 22-pt circle (rendered sizes are unconfirmed, §11).
    static func chevronPointSize(_ traits: Traits) -> CGFloat { traits.font(.body).pointSize }
    static func checkmarkPointSize(_ traits: Traits) -> CGFloat { traits.font(.body).pointSize * 0.88 }
    static func infoPointSize(_ traits: Traits) -> CGFloat { traits.font(.body).pointSize * 1.1 }
}
