import Canvas
import Foundation

/// The look of a review sheet: a light grey board, white cards, captions in
/// the system font. Sheets are always drawn light, whatever their variants show.
enum SheetStyle {
    /// The kinds of text on a sheet.
    enum Text {
        case title, subtitle, heading, keyName, value, caption

        var font: Font {
            switch self {
            case .title: Font(pointSize: 34, weight: .bold)
            case .subtitle: Font(pointSize: 15)
            case .heading: Font(pointSize: 22, weight: .semibold)
            case .keyName: Font(pointSize: 12, weight: .medium)
            case .value: Font(pointSize: 17, weight: .semibold)
            case .caption: Font(pointSize: 12)
            }
        }

        var color: Color {
            switch self {
            case .title, .heading, .value: Color(red: 0.11, green: 0.11, blue: 0.118)
            case .subtitle, .keyName, .caption: Color(red: 0.43, green: 0.43, blue: 0.45)
            }
        }

        /// The height of its one line.
        var lineHeight: CGFloat { font.metrics.lineHeight }

        /// The width `text` needs on one line.
        func width(of text: String) -> CGFloat { TextLayout(text: text, font: font, width: nil).size.width.rounded(.up) }
    }

    static let background = Color(red: 0.925, green: 0.925, blue: 0.94)
    static let card = Color.white
    static let cardBorder = Color(red: 0.82, green: 0.82, blue: 0.84)
    static let cardShadow = Shadow(offset: CGSize(width: 0, height: 2), blur: 10, color: Color.black.withAlphaComponent(0.08))
    static let cardCornerRadius: CGFloat = 14
    static let thumbnailCornerRadius: CGFloat = 6

    /// Around the page.
    static let margin: CGFloat = 56
    /// Between the title and the subtitle, and between the subtitle and the grids.
    static let titleGap: CGFloat = 6
    static let headerGap: CGFloat = 40
    /// Above a sub-grid's heading, and below it.
    static let groupGap: CGFloat = 56
    static let headingGap: CGFloat = 18
    /// Inside a card around its thumbnail, and above its caption.
    static let cardPadding: CGFloat = 12
    static let captionGap: CGFloat = 8
    /// Between cards, both ways, and after the row captions.
    static let cardGap: CGFloat = 28
    static let rowLabelGap: CGFloat = 24
    /// Below the column captions.
    static let columnHeaderGap: CGFloat = 10
}
