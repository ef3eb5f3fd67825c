import Canvas
import Foundation

/// A read-only text view, like `UILabel`: one or more lines, truncated at the
/// tail with an ellipsis, drawn vertically centred in its bounds.
open class Label: View {
    /// The text shown; nil or empty draws nothing and fits to zero size.
    public var text: String? { didSet { if text != oldValue { invalidateText() } } }
    /// The font; setting it stops the label following ``textStyle``.
    public var font: Font {
        get {
            guard let explicitFont else { return traits.font(textStyle).withWeight(textStyleWeight ?? textStyle.weight) }
            guard adjustsFontForContentSizeCategory, let style = explicitFont.textStyle else { return explicitFont }
            return traits.font(style).withWeight(explicitFont.weight)
        }
        set { explicitFont = newValue; invalidateText() }
    }
    /// Whether a ``font`` set from `Font.preferredFont(forTextStyle:)` follows
    /// the traits' text size, as in UIKit; false by default, so such a font keeps
    /// the size it was made at. (Until ``font`` is set, the label follows
    /// ``textStyle`` regardless.)
    public var adjustsFontForContentSizeCategory = false { didSet { invalidateText() } }
    /// The Dynamic Type style the font follows until ``font`` is set, as with
    /// `adjustsFontForContentSizeCategory`.
    public var textStyle: TextStyle = .body { didSet { explicitFont = nil; invalidateText() } }
    /// A weight that overrides the text style's own (e.g. semibold headers).
    public var textStyleWeight: Font.Weight? { didSet { invalidateText() } }
    /// The text colour, `UIColor!` as in UIKit (setting nil restores `label`);
    /// setting it stops the label following the tint colour.
    public var textColor: Color! {
        get { followsTintColor ? tintColor : explicitTextColor }
        set { explicitTextColor = newValue ?? .label; followsTintColor = false }
    }
    /// Draws the text in the view's tint colour (value2 cells' text label).
    var followsTintColor = false
    /// The text colour while ``isHighlighted`` (a highlighted or selected row's labels); nil keeps ``textColor``.
    public var highlightedTextColor: Color?
    /// Draws with ``highlightedTextColor``; a cell sets it on its labels while it shows its selection.
    public var isHighlighted = false
    /// A disabled label's text dims as UIKit dims a disabled row's: `label`
    /// text to `tertiaryLabel`, `secondaryLabel` to `quaternaryLabel`, other
    /// colours to 30 % opacity.
    public var isEnabled = true
    /// How lines are aligned; `natural` (the default) follows the layout direction, as in UIKit.
    public var textAlignment: TextAlignment = .natural { didSet { invalidateText() } }
    /// The most lines shown; 0 for no limit.
    public var numberOfLines = 1 { didSet { invalidateText() } }
    /// Accepted for source compatibility (`UILabel.lineBreakMode`): text wraps by word and its last line truncates at the tail.
    public var lineBreakMode = LineBreakMode.byTruncatingTail
    /// Whether a one-line label shrinks its font, down to ``minimumScaleFactor``
    /// of its size, to fit its width when drawn (its intrinsic size stays the
    /// full font's, as in UIKit); false by default.
    public var adjustsFontSizeToFitWidth = false { didSet { setNeedsDisplay() } }
    /// The smallest fraction of the font's size ``adjustsFontSizeToFitWidth``
    /// shrinks to; 0 (the default) keeps the font's size, as in UIKit.
    public var minimumScaleFactor: CGFloat = 0 { didSet { setNeedsDisplay() } }
    /// Where text shrunk by ``adjustsFontSizeToFitWidth`` sits: on the
    /// full-size text's baseline by default, as in UIKit.
    public var baselineAdjustment = BaselineAdjustment.alignBaselines { didSet { setNeedsDisplay() } }
    /// The width a wrapping label's intrinsic size is measured at; 0 (the default) lets the layout give it.
    public var preferredMaxLayoutWidth: CGFloat = 0 { didSet { invalidateText() } }
    /// Whether there is any text to show.
    public var hasText: Bool { !(text ?? "").isEmpty }

    private var explicitFont: Font?
    private var explicitTextColor: Color = .label
    /// The two latest layouts: a cell measures its labels at its whole width
    /// and then lays them out at the widths it gives them, on every layout
    /// pass, so with one kept each would be made again each time.
    private var latestLayout, earlierLayout: (key: LayoutKey, layout: TextLayout)?

    private struct LayoutKey: Equatable {
        let width: CGFloat
        let font: Font
        let direction: LayoutDirection
    }

    /// An empty label with `frame`: body font, label colour, one line.
    public override init(frame: CGRect = .zero) {
        super.init(frame: frame)
    }

    /// Always nil: TableSnap reads no nibs or storyboards.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The laid-out text at `width`, or nil without text.
    public func textLayout(width: CGFloat) -> TextLayout? {
        textLayout(width: width, font: font)
    }

    /// The laid-out text at `width` in `font`, or nil without text.
    private func textLayout(width: CGFloat, font: Font) -> TextLayout? {
        guard let text, !text.isEmpty else { return nil }
        let key = LayoutKey(width: width, font: font, direction: traits.layoutDirection)
        if let latest = latestLayout, latest.key == key { return latest.layout }
        if let earlier = earlierLayout, earlier.key == key { return earlier.layout }
        let layout = TextLayout(text: text, font: key.font, width: width, numberOfLines: numberOfLines, alignment: textAlignment, direction: key.direction)
        (latestLayout, earlierLayout) = ((key, layout), latestLayout)
        return layout
    }

    /// The text's size within `size`, its height rounded up to whole device pixels as UIKit rounds it.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        guard let layout = textLayout(width: size.width) else { return .zero }
        let scale = traits.displayScale
        return CGSize(width: min(size.width, layout.size.width.pixelCeiled(scale: scale)), height: layout.size.height.pixelCeiled(scale: scale))
    }

    /// The text's size (see ``preferredMaxLayoutWidth``).
    open override var intrinsicContentSize: CGSize { intrinsicTextSize }

    /// Draws the text centred vertically in the bounds (shrunk text where
    /// ``baselineAdjustment`` puts it), in the colour its highlighted and enabled states give it.
    open override func draw(in context: GraphicsContext) {
        let drawnFont = fittingFont(width: bounds.width)
        guard let layout = textLayout(width: bounds.width, font: drawnFont) else { return }
        var top = textTop(layout)
        if drawnFont != font, baselineAdjustment != .alignCenters, let full = textLayout(width: bounds.width) {
            let fullTop = textTop(full)
            top = baselineAdjustment == .none ? fullTop : (fullTop + full.firstBaseline - layout.firstBaseline).pixelRounded(scale: traits.displayScale)
        }
        context.draw(layout, at: CGPoint(x: 0, y: top), color: drawnTextColor)
    }

    /// The font the text is drawn in at `width`: ``font``, or with
    /// ``adjustsFontSizeToFitWidth`` on one line the largest size down to
    /// ``minimumScaleFactor`` of it, in half points, at which the text fits.
    private func fittingFont(width: CGFloat) -> Font {
        let font = self.font
        guard adjustsFontSizeToFitWidth, numberOfLines == 1, minimumScaleFactor > 0, let text, !text.isEmpty else { return font }
        let smallest = font.pointSize * min(1, minimumScaleFactor)
        var size = font.pointSize
        while size > smallest, TextLayout(text: text, font: font.withSize(size), width: nil).size.width > width {
            size = max(smallest, size - 0.5)
        }
        return size == font.pointSize ? font : font.withSize(size)
    }

    /// The colour the text is drawn in, after the highlighted and enabled states.
    var drawnTextColor: Color {
        let normal: Color = textColor
        let color = isHighlighted ? highlightedTextColor ?? normal : normal
        guard !isEnabled else { return color }
        switch color {
        case .label: return .tertiaryLabel
        case .secondaryLabel: return .quaternaryLabel
        default: return color.withAlphaComponent(0.3)
        }
    }

    private func textTop(_ layout: TextLayout) -> CGFloat {
        ((bounds.height - layout.size.height) / 2).pixelRounded(scale: traits.displayScale)
    }

    private func invalidateText() {
        (latestLayout, earlierLayout) = (nil, nil)
        setNeedsLayout()
        invalidateIntrinsicContentSize()
    }
}
