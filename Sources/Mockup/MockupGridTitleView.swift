import Canvas
import Foundation
import TableKit

/// A collection section's header or footer from a mockup. UIKit has no
/// standard grid header, so the header is drawn as its prominent list
/// header (`UIListContentConfiguration.prominentInsetGroupedHeader()`:
/// title 3, bold, in `label`), the look Photos, the App Store and Music
/// give the titles over their grids; a detail ("See All") sits on the
/// trailing side in the tint colour, as those apps' buttons do. The footer
/// is footnote text in `secondaryLabel`, as a plain list footer.
final class MockupGridTitleView: CollectionReusableView {
    static let reuseIdentifier = "title"
    /// Space above and below a header's title: the prominent header's 8 pt
    /// below it, and more above it, which separates it from the grid before.
    private static let headerPadding = (top: CGFloat(16), bottom: CGFloat(8))
    /// A footer's text sits 8 pt under the items and 12 pt over what follows.
    private static let footerPadding = (top: CGFloat(8), bottom: CGFloat(12))

    private let titleLabel = Label()
    private let detailLabel = Label()
    private var isHeader = true
    /// The text's distance from the view's leading and trailing edges.
    private var insets = (leading: CGFloat(0), trailing: CGFloat(0))

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(titleLabel)
        addSubview(detailLabel)
    }

    required init?(coder: NSCoder) {
        return nil
    }

    /// Shows `title` as a header or footer whose text is `leading` and `trailing` points in from its edges.
    func show(_ title: Mockup.Title?, isHeader: Bool, leading: CGFloat, trailing: CGFloat) {
        self.isHeader = isHeader
        insets = (leading, trailing)
        titleLabel.text = title?.title
        detailLabel.text = title?.detail
        Self.style(titleLabel, isHeader: isHeader)
        detailLabel.textStyle = isHeader ? .body : .footnote
        detailLabel.textColor = isHeader ? tintColor : .secondaryLabel
        setNeedsLayout()
    }

    private static func style(_ label: Label, isHeader: Bool) {
        label.textStyle = isHeader ? .title3 : .footnote
        label.textStyleWeight = isHeader ? .bold : nil
        label.textColor = isHeader ? .label : .secondaryLabel
    }

    /// The height a header or footer title needs at `traits`' text size: one line and its padding.
    static func fittingHeight(isHeader: Bool, traits: Traits) -> CGFloat {
        let font = traits.font(isHeader ? .title3 : .footnote).withWeight(isHeader ? .bold : .regular)
        let padding = isHeader ? headerPadding : footerPadding
        return (padding.top + font.lineHeight + padding.bottom).rounded(.up)
    }

    override func layoutSubviews() {
        let padding = isHeader ? Self.headerPadding : Self.footerPadding
        let width = max(0, bounds.width - insets.leading - insets.trailing)
        let detailWidth = detailLabel.hasText ? min(width / 2, detailLabel.intrinsicContentSize.width) : 0
        let titleWidth = max(0, width - detailWidth - (detailWidth > 0 ? 8 : 0))
        let height = max(titleLabel.intrinsicContentSize.height, detailLabel.intrinsicContentSize.height)
        // A header's text sits on its bottom padding, next to the items it titles; a footer's under its top padding.
        let y = isHeader ? bounds.height - padding.bottom - height : padding.top
        titleLabel.frame = leadingFrame(CGRect(x: insets.leading, y: y, width: titleWidth, height: height))
        detailLabel.frame = leadingFrame(CGRect(x: bounds.width - insets.trailing - detailWidth, y: y, width: detailWidth, height: height))
    }
}
