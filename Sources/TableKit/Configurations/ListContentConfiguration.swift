import Canvas
import Foundation

/// The standard content of a list row, header or footer as a value, like
/// `UIListContentConfiguration`: text, secondary text and an image, with
/// their properties and the spacing between them.
///
/// On a cell it lays out exactly as the built-in cell styles do: ``cell()``
/// as `default`, ``subtitleCell()`` as `subtitle`, ``valueCell()`` as
/// `value1` (and a `cell()` given secondary text stacks it, as `subtitle`).
/// On a header or footer view the text takes the table style's title look.
public struct ListContentConfiguration: ContentConfiguration {
    /// The kind of list element a configuration is made for.
    enum Kind: Equatable {
        case cell, subtitleCell, valueCell, plainHeader, plainFooter, groupedHeader, groupedFooter, prominentInsetGroupedHeader
    }

    /// How a configuration's text is shown, like `UIListContentConfiguration.TextProperties`.
    public struct TextProperties: Equatable {
        /// Text alignment within the label's width (`TextProperties.TextAlignment`).
        public enum TextAlignment: Equatable, Sendable {
            /// Leading-aligned in the layout direction.
            case natural
            /// Centred.
            case center
            /// Justified; drawn as ``natural``.
            case justified
        }

        /// The font; a preferred font follows the text size while ``adjustsFontForContentSizeCategory`` is on.
        public var font: Font
        /// The text colour.
        public var color: Color
        /// The most lines shown; 0 for no limit.
        public var numberOfLines: Int
        /// Natural or centred (`justified` draws natural).
        public var alignment: TextAlignment = .natural
        /// Accepted for source compatibility; text wraps by word and truncates its last line at the tail.
        public var lineBreakMode: LineBreakMode = .byTruncatingTail
        /// Whether a preferred ``font`` follows the traits' text size; true by default, as in UIKit.
        public var adjustsFontForContentSizeCategory = true
        /// The colour of the text while the row is highlighted or selected; nil keeps ``color``.
        public var highlightedColor: Color?
    }

    /// How a configuration's image is shown, like `UIListContentConfiguration.ImageProperties`.
    public struct ImageProperties: Equatable {
        /// The colour of a symbol image; nil uses the view's tint.
        public var tintColor: Color?
        /// The largest size the image is shown at (aspect kept); zero for no limit.
        public var maximumSize: CGSize = .zero
        /// The width and height the image's slot takes at the least, so rows with and without images align; zero for the standard slot.
        public var reservedLayoutSize: CGSize = .zero
        /// Rounds the image's corners.
        public var cornerRadius: CGFloat = 0
        /// The size, weight and scale a symbol image is drawn with, over the cell's.
        public var preferredSymbolConfiguration: Image.SymbolConfiguration?
    }

    let kind: Kind
    /// The main text; nil shows none.
    public var text: String?
    /// Text whose characters are shown (in the text properties' font and colour: attributes are not drawn).
    public var attributedText: NSAttributedString?
    /// The secondary text; nil shows none.
    public var secondaryText: String?
    /// Secondary text whose characters are shown (attributes are not drawn).
    public var secondaryAttributedText: NSAttributedString?
    /// The image at the leading edge; nil shows none.
    public var image: Image?
    /// How ``text`` is shown.
    public var textProperties: TextProperties
    /// How ``secondaryText`` is shown.
    public var secondaryTextProperties: TextProperties
    /// How ``image`` is shown.
    public var imageProperties = ImageProperties()
    /// The space between the image and the text; 16 pt by default in cells.
    public var imageToTextPadding: CGFloat = 16
    /// Extra space between the text and the secondary text stacked under it: 3 pt in ``cell()``, 0 in the others.
    public var textToSecondaryTextVerticalPadding: CGFloat = 0
    /// The least space between text and secondary text side by side (value cells); 10 pt by default.
    public var textToSecondaryTextHorizontalPadding: CGFloat = 10
    /// Shows the secondary text beside the text, trailing-aligned, rather than under it; true for ``valueCell()``.
    public var prefersSideBySideTextAndSecondaryText = false
    /// Margins around the content, added to the cell's own along ``axesPreservingSuperviewLayoutMargins``.
    /// Until set, the cell styles' margins (half the text's line height above and below).
    public var directionalLayoutMargins = DirectionalEdgeInsets(top: 11, bottom: 11) {
        didSet { hasCustomMargins = true }
    }
    /// The axes along which the cell's margins are kept under ``directionalLayoutMargins``; horizontal by default.
    public var axesPreservingSuperviewLayoutMargins: LayoutAxes = .horizontal {
        didSet { hasCustomMargins = true }
    }
    /// Set once the margins are changed: the layout then uses them instead of the style's rule.
    private(set) var hasCustomMargins = false

    init(kind: Kind, text: TextProperties, secondary: TextProperties) {
        self.kind = kind
        textProperties = text
        secondaryTextProperties = secondary
    }

    /// The text drawn: ``text``, else the characters of ``attributedText``.
    var shownText: String? { text ?? attributedText?.string }
    /// The secondary text drawn: ``secondaryText``, else the characters of ``secondaryAttributedText``.
    var shownSecondaryText: String? { secondaryText ?? secondaryAttributedText?.string }

    /// The cell style whose layout this configuration takes.
    var cellStyle: TableViewCellStyle {
        if prefersSideBySideTextAndSecondaryText { return .value1 }
        return shownSecondaryText?.isEmpty == false || kind == .subtitleCell ? .subtitle : .default
    }

    /// A view that lays out and draws this configuration.
    public func makeContentView() -> View & ContentView { ListContentView(configuration: self) }
}

extension ListContentConfiguration.TextProperties {
    /// Properties following `style`, in `color`, one line unless `lines` says otherwise.
    static func style(_ style: TextStyle, color: Color, weight: Font.Weight? = nil, lines: Int = 1) -> Self {
        let font = Font.preferredFont(forTextStyle: style, contentSize: .large)
        return Self(font: weight.map(font.withWeight) ?? font, color: color, numberOfLines: lines)
    }
}

extension ListContentConfiguration {
    /// A plain row's content, as the `default` cell style: body text.
    public static func cell() -> Self {
        var configuration = Self(kind: .cell, text: .style(.body, color: .label), secondary: .style(.subheadline, color: .secondaryLabel))
        configuration.textToSecondaryTextVerticalPadding = 3
        return configuration
    }

    /// Text over smaller secondary text, as the `subtitle` cell style: caption 1 in the label colour, no padding between.
    public static func subtitleCell() -> Self {
        Self(kind: .subtitleCell, text: .style(.body, color: .label), secondary: .style(.caption1, color: .label))
    }

    /// Text with secondary text trailing-aligned beside it, as the `value1` cell style.
    public static func valueCell() -> Self {
        var configuration = Self(kind: .valueCell, text: .style(.body, color: .label), secondary: .style(.body, color: .secondaryLabel))
        configuration.prefersSideBySideTextAndSecondaryText = true
        return configuration
    }

    /// A plain table's section header: the table style's header look.
    public static func plainHeader() -> Self {
        Self(kind: .plainHeader, text: .style(.subheadline, color: .secondaryLabel, weight: .semibold), secondary: .style(.subheadline, color: .secondaryLabel))
    }

    /// A plain table's section footer.
    public static func plainFooter() -> Self {
        Self(kind: .plainFooter, text: .style(.subheadline, color: .secondaryLabel), secondary: .style(.subheadline, color: .secondaryLabel))
    }

    /// A grouped table's section header: upper-case footnote text, as the table draws titles.
    public static func groupedHeader() -> Self {
        Self(kind: .groupedHeader, text: .style(.footnote, color: .secondaryLabel, lines: 0), secondary: .style(.footnote, color: .secondaryLabel))
    }

    /// A grouped table's section footer: wrapping footnote text.
    public static func groupedFooter() -> Self {
        Self(kind: .groupedFooter, text: .style(.footnote, color: .secondaryLabel, lines: 0), secondary: .style(.footnote, color: .secondaryLabel))
    }

    /// An inset-grouped table's prominent header: bold title 3 text in the label colour, not upper case.
    public static func prominentInsetGroupedHeader() -> Self {
        Self(kind: .prominentInsetGroupedHeader, text: .style(.title3, color: .label, weight: .bold, lines: 0), secondary: .style(.subheadline, color: .secondaryLabel))
    }
}
