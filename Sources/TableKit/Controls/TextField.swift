import Canvas
import Foundation

/// A single line of editable text, like `UITextField`, drawn as it looks
/// when not being edited: the text (or the grey placeholder), an optional
/// rounded-rect border, and the clear button.
open class TextField: Control, TextInputTraits {
    /// The border drawn around the text, like `UITextField.BorderStyle`.
    public enum BorderStyle: Sendable {
        /// No border: the text fills the bounds.
        case none
        /// A 34-pt rounded rectangle with a hairline border on a white (dark: grey) fill.
        case roundedRect
    }

    /// When the clear button shows, like `UITextField.ViewMode`. A picture
    /// shows the field not being edited: `.always` and `.unlessEditing` show it.
    public enum ViewMode: Sendable {
        /// Never shown.
        case never
        /// Shown only while editing, so never in a picture.
        case whileEditing
        /// Shown while not editing, as in a picture.
        case unlessEditing
        /// Always shown.
        case always
    }

    /// The text; nil or empty shows the placeholder.
    public var text: String?
    /// The grey text shown while there is no text.
    public var placeholder: String?
    /// The font; body text at the view's text size unless set.
    public var font: Font {
        get { explicitFont ?? traits.font(.body) }
        set { explicitFont = newValue }
    }
    /// The text's colour; `label` by default.
    public var textColor: Color = .label
    /// How the text is aligned; `natural` follows the layout direction.
    public var textAlignment: TextAlignment = .natural
    /// The border; `.none` by default, as in UIKit.
    public var borderStyle: BorderStyle = .none
    /// When the clear button shows; `.never` by default.
    public var clearButtonMode: ViewMode = .never

    /// The keyboard's traits; a secure entry draws its text as dots.
    public var textInputTraitValues = TextInputTraitValues()
    /// Told about editing, which a render never starts; kept for the code that sets it.
    public weak var delegate: TextFieldDelegate?
    /// Whether the font follows the text size; a field's default body font always does.
    public var adjustsFontForContentSizeCategory = false

    private var explicitFont: Font?
    private var keyboardViews: (input: View?, accessory: View?)

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

    /// A text field at `frame`, empty, without a border.
    public override init(frame: CGRect = .zero) {
        super.init(frame: frame)
    }

    /// Always nil: TableSnap reads no nibs or storyboards.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Whether the clear button is drawn: there is text and the mode shows it when not editing.
    public var showsClearButton: Bool {
        !(text ?? "").isEmpty && (clearButtonMode == .always || clearButtonMode == .unlessEditing)
    }

    /// The text's (or placeholder's) width plus the border's insets and the
    /// clear button; the font's line height, or 34 pt for a rounded rect.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let shown = TextLayout(text: shownText.text, font: font, width: nil)
        let scale = traits.displayScale
        let insets = horizontalInsets
        let width = shown.size.width.pixelCeiled(scale: scale) + insets.leading + insets.trailing
        let lineHeight = font.lineHeight.pixelCeiled(scale: scale)
        let height = borderStyle == .roundedRect ? max(ControlMetrics.roundedRectHeight, lineHeight) : lineHeight
        return CGSize(width: width, height: height)
    }

    /// Where the text is drawn, in the bounds: ``textRect(forBounds:)``.
    public var textRect: CGRect { textRect(forBounds: bounds) }

    /// Where the text is drawn within `bounds`: inside the rounded rect's
    /// insets and clear of the clear button. Override to move it, as in UIKit.
    open func textRect(forBounds bounds: CGRect) -> CGRect {
        let insets = horizontalInsets
        let left = isRightToLeft ? insets.trailing : insets.leading
        return CGRect(x: bounds.minX + left, y: bounds.minY, width: max(0, bounds.width - insets.leading - insets.trailing), height: bounds.height)
    }

    /// Where the placeholder is drawn within `bounds`; the text's rect by default. Override to move it, as in UIKit.
    open func placeholderRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }

    /// Where the text would be while it is edited; the text's rect by default. A render never edits, so it is never drawn.
    open func editingRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }

    /// The clear button's disc, at the trailing end; zero when it is not shown.
    public var clearButtonRect: CGRect {
        guard showsClearButton else { return .zero }
        let d = ControlMetrics.clearButtonDiameter, pad = ControlMetrics.clearButtonPadding
        let trailingEdge = borderStyle == .roundedRect ? pad : 0
        let frame = CGRect(x: bounds.width - trailingEdge - d, y: ((bounds.height - d) / 2).pixelRounded(scale: traits.displayScale), width: d, height: d)
        return isRightToLeft ? frame.mirrored(in: bounds.width) : frame
    }

    /// Draws the border (for the rounded-rect style), the text or placeholder, and the clear button when it shows.
    open override func draw(in context: GraphicsContext) {
        if borderStyle == .roundedRect { drawRoundedRect(in: context) }
        let showsText = !(text ?? "").isEmpty
        let rect = showsText ? textRect(forBounds: bounds) : placeholderRect(forBounds: bounds)
        let shown = shownText
        let layout = TextLayout(text: shown.text, font: font, width: rect.width, alignment: textAlignment, direction: traits.layoutDirection)
        let top = rect.minY + ((rect.height - layout.size.height) / 2).pixelRounded(scale: traits.displayScale)
        context.draw(layout, at: CGPoint(x: rect.minX, y: top), color: shown.color)
        if showsClearButton, let symbol = Symbol.builtIn("xmark.circle.fill") {
            symbol.draw(in: context, rect: clearButtonRect, color: .tertiaryLabel)
        }
    }

    /// A text field can be edited, so it can become first responder.
    open override var canBecomeFirstResponder: Bool { isEnabled }

    /// The text (as dots when secure), or the placeholder in its grey when there is none.
    private var shownText: (text: String, color: Color) {
        if let text, !text.isEmpty { return (isSecureTextEntry ? String(repeating: "•", count: text.count) : text, textColor) }
        return (placeholder ?? "", .placeholderText)
    }

    /// Room kept at each end: the rounded rect's inset, and the clear button's.
    private var horizontalInsets: (leading: CGFloat, trailing: CGFloat) {
        let border = borderStyle == .roundedRect ? ControlMetrics.roundedRectTextInset : 0
        let clear = showsClearButton ? ControlMetrics.clearButtonDiameter + 2 * ControlMetrics.clearButtonPadding : 0
        return (border, max(border, clear))
    }

    private func drawRoundedRect(in context: GraphicsContext) {
        // The hairline is one device pixel, stroked on the pixel inside the edge.
        let hairline = 1 / traits.displayScale
        let rect = CGRect(origin: .zero, size: bounds.size)
        context.fill(Path { $0.addRoundedRect(rect, cornerRadius: ControlMetrics.roundedRectCornerRadius) }, with: .tertiarySystemBackground)
        let edge = rect.insetBy(dx: hairline / 2, dy: hairline / 2)
        context.stroke(Path { $0.addRoundedRect(edge, cornerRadius: ControlMetrics.roundedRectCornerRadius - hairline / 2) },
                       with: ControlMetrics.textFieldBorder, lineWidth: hairline)
    }
}
