import Canvas
import Foundation

/// Scrollable, editable text of many lines, like `UITextView`, drawn as it
/// looks when not being edited: the text wrapped to the view's width inside
/// ``textContainerInset`` (8 pt above and below) and the container's
/// ``TextContainer/lineFragmentPadding`` (5 pt a side), clipped to the view.
/// With scrolling off its intrinsic height is its text's, so it sizes
/// self-sizing cells as in UIKit.
open class TextView: ScrollView, TextInputTraits {
    /// The text; setting nil empties it.
    public var text: String! {
        get { storedText }
        set {
            storedText = newValue ?? ""
            invalidateIntrinsicContentSize()
        }
    }
    private var storedText = ""
    /// The font; nil draws the system font at 12 pt, as UIKit does.
    public var font: Font? {
        didSet { invalidateIntrinsicContentSize() }
    }
    /// The text's colour; nil draws in the label colour.
    public var textColor: Color?
    /// How the text is aligned; `natural` follows the layout direction.
    public var textAlignment = TextAlignment.natural
    /// Whether the text can be edited; kept, as a render never edits.
    public var isEditable = true
    /// Whether the text can be selected; kept.
    public var isSelectable = true
    /// The inset of the text container from the bounds: 8 pt above and below.
    public var textContainerInset = EdgeInsets(top: 8, left: 0, bottom: 8, right: 0) {
        didSet { invalidateIntrinsicContentSize() }
    }
    /// The region the text is laid out in.
    public let textContainer = TextContainer()
    /// Told about editing, which a render never starts; kept for the code that sets it.
    public weak var delegate: TextViewDelegate?
    /// The keyboard's traits.
    public var textInputTraitValues = TextInputTraitValues()
    /// Whether the font follows the text size; kept.
    public var adjustsFontForContentSizeCategory = false
    private var keyboardViews: (input: View?, accessory: View?)

    /// An empty text view at `frame`.
    public override init(frame: CGRect = .zero) {
        super.init(frame: frame)
        backgroundColor = .systemBackground
    }

    /// Always nil: TableSnap reads no nibs or storyboards.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The text as an attributed string; setting one keeps its characters,
    /// drawn in the view's font and colour, as a label draws them.
    public var attributedText: NSAttributedString! {
        get { NSAttributedString(string: storedText) }
        set { text = newValue?.string }
    }

    /// The view shown above the keyboard while editing; kept, never drawn, as no keyboard is.
    open override var inputAccessoryView: View? {
        get { keyboardViews.accessory }
        set { keyboardViews.accessory = newValue }
    }
    /// The view shown in place of the keyboard while editing; kept, never drawn.
    open override var inputView: View? {
        get { keyboardViews.input }
        set { keyboardViews.input = newValue }
    }

    /// Whether a text view can be edited and so become first responder.
    open override var canBecomeFirstResponder: Bool { isEditable }

    private var drawnFont: Font { font ?? .systemFont(ofSize: 12) }

    /// The text wrapped at `width` (the view's), less the insets and the padding.
    private func textLayout(width: CGFloat) -> TextLayout {
        let lineWidth = max(0, width - textContainerInset.left - textContainerInset.right - 2 * textContainer.lineFragmentPadding)
        return TextLayout(text: storedText, font: drawnFont, width: lineWidth, numberOfLines: textContainer.maximumNumberOfLines,
                          alignment: textAlignment, direction: traits.layoutDirection)
    }

    /// The insets and the text's height at `size`'s width (one empty line's without text).
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let lineHeight = storedText.isEmpty ? drawnFont.lineHeight : textLayout(width: size.width).size.height
        let height = textContainerInset.top + lineHeight.pixelCeiled(scale: traits.displayScale) + textContainerInset.bottom
        return CGSize(width: size.width, height: height)
    }

    /// With scrolling on, none (the view scrolls); with it off, the height
    /// of the text at the current width.
    open override var intrinsicContentSize: CGSize {
        guard !isScrollEnabled else { return CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric) }
        return intrinsicContentSize(forWidth: bounds.width)
    }

    /// Draws the text from the top inset and the padding, clipped to the bounds.
    open override func draw(in context: GraphicsContext) {
        guard !storedText.isEmpty else { return }
        let layout = textLayout(width: bounds.width)
        context.withSavedState {
            context.clip(to: bounds)
            let origin = CGPoint(x: bounds.minX + textContainerInset.left + textContainer.lineFragmentPadding, y: textContainerInset.top)
            context.draw(layout, at: origin, color: textColor ?? .label)
        }
    }
}

/// A text view that does not scroll grows with its text, at the width the layout gives it.
extension TextView: WrapsToSolvedWidth {
    var wrapsToSolvedWidth: Bool { !isScrollEnabled }

    func intrinsicContentSize(forWidth width: CGFloat) -> CGSize {
        CGSize(width: View.noIntrinsicMetric, height: sizeThatFits(CGSize(width: width, height: 0)).height)
    }
}
