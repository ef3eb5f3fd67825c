import Canvas
import Foundation

/// A system button, like `UIButton(type: .system)`: a title in the tint
/// colour (17-pt regular, as iOS 15+ draws plain buttons), an optional image
/// before it, a title and image per ``ControlState``. Disabled, the title
/// turns grey; highlighted, it fades. With a ``configuration`` it is drawn
/// in that configuration's style instead (`Button+Configured.swift`).
open class Button: Control {
    /// The label showing the current title (optional, as UIKit's is, so that
    /// `button.titleLabel?.font = …` ports unchanged); its text is set from ``title(for:)`` at layout.
    public var titleLabel: Label? { label }
    /// The view showing the current image, empty when the state has none.
    public var imageView: ImageView? { icon }

    /// The button's look and content, like `UIButton.configuration`; nil
    /// (the default) draws a system button from the per-state titles and images.
    public var configuration: Configuration? {
        didSet {
            configurationChanged()
            menuChanged()
        }
    }
    /// The menu a tap (with ``Control/showsMenuAsPrimaryAction``) or a long
    /// press opens; kept, never opened by a render. A pop-up button
    /// (``changesSelectionAsPrimaryAction``) shows its checked action's title.
    public var menu: Menu? {
        didSet { menuChanged() }
    }
    /// Whether the button is a pop-up button: it shows the title of its menu's
    /// checked action (checking the first when none is), as iOS 15's do.
    public var changesSelectionAsPrimaryAction = false {
        didSet { menuChanged() }
    }

    let label = Label()
    let icon = ImageView()
    /// A configuration's subtitle, added only while one is shown.
    var subtitleView: Label?

    private var titles: [ControlState: String] = [:]
    private var images: [ControlState: Image] = [:]
    private var titleColors: [ControlState: Color] = [:]
    private var backgroundImages: [ControlState: Image] = [:]

    /// Whether the image grows at accessibility text sizes; kept.
    public var adjustsImageSizeForAccessibilityContentSizeCategory = false

    /// Room between the bounds and the title and image, as the pre-iOS 15 `contentEdgeInsets` (still in many apps); zero by default.
    public var contentEdgeInsets = EdgeInsets() { didSet { setNeedsLayout() } }

    /// A system button at `frame`, without title or image.
    public override init(frame: CGRect = .zero) {
        super.init(frame: frame)
        label.font = .systemFont(ofSize: 17)
        addSubview(icon)
        addSubview(label)
    }

    /// Always nil: TableSnap reads no nibs or storyboards.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Sets the title shown in `state`; states without one show the normal title, as in UIKit.
    public func setTitle(_ title: String?, for state: ControlState) {
        titles[state] = title
        setNeedsLayout()
    }

    /// The title for `state`, or the normal one when `state` has none.
    public func title(for state: ControlState) -> String? { titles[state] ?? titles[.normal] }

    /// Sets the image shown in `state` (a symbol takes the title's colour); states without one show the normal image.
    public func setImage(_ image: Image?, for state: ControlState) {
        images[state] = image
        setNeedsLayout()
    }

    /// The image for `state`, or the normal one when `state` has none.
    public func image(for state: ControlState) -> Image? { images[state] ?? images[.normal] }

    /// Sets the title's colour in `state`; states without one use the normal colour, else the tint.
    public func setTitleColor(_ color: Color?, for state: ControlState) {
        titleColors[state] = color
        setNeedsLayout()
    }

    /// The title colour for `state`, or the normal one when `state` has none.
    public func titleColor(for state: ControlState) -> Color? { titleColors[state] ?? titleColors[.normal] }

    /// Sets an image stretched over the bounds behind the title in `state`.
    public func setBackgroundImage(_ image: Image?, for state: ControlState) {
        backgroundImages[state] = image
        setNeedsLayout()
    }

    /// The background image for `state`, or the normal one when `state` has none.
    public func backgroundImage(for state: ControlState) -> Image? { backgroundImages[state] ?? backgroundImages[.normal] }

    /// The title shown now: the configuration's when it has one, else the state's.
    public var currentTitle: String? { configuration?.title ?? title(for: state) }

    /// A system button never dims as a whole: its title and image turn grey instead.
    override var disabledAlpha: CGFloat { 1 }

    /// The title and image side by side, plus 7 pt above and below the title,
    /// as a 17-pt system button sizes itself ("Button" ≈ 52 × 34 pt).
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        if let configuration { return configuredSize(configuration) }
        let content = contentSizes()
        let titleHeight = content.title.height > 0 ? content.title.height + 2 * ControlMetrics.buttonVerticalPadding : 0
        let insets = contentEdgeInsets
        return CGSize(width: content.image.width + content.title.width + insets.left + insets.right,
                      height: max(titleHeight, content.image.height) + insets.top + insets.bottom)
    }

    /// Centres the image and title, the image leading.
    open override func layoutSubviews() {
        if let configuration { return layoutConfigured(configuration) }
        updateContent()
        let content = contentSizes()
        let width = content.image.width + content.title.width
        let area = bounds.inset(by: contentEdgeInsets)
        let x = area.minX + ((area.width - width) / 2).pixelRounded(scale: traits.displayScale)
        var imageFrame = CGRect(x: x, y: area.minY + ((area.height - content.image.height) / 2).pixelRounded(scale: traits.displayScale),
                                width: content.image.width, height: content.image.height)
        var titleFrame = CGRect(x: imageFrame.maxX, y: area.minY, width: content.title.width, height: area.height)
        if isRightToLeft {
            imageFrame = imageFrame.mirrored(in: bounds.width)
            titleFrame = titleFrame.mirrored(in: bounds.width)
        }
        icon.frame = imageFrame
        label.frame = titleFrame
    }

    /// A configured button draws its style's background; a system button its state's background image, if any.
    open override func draw(in context: GraphicsContext) {
        if configuration == nil, let background = backgroundImage(for: state) {
            background.draw(in: context, rect: CGRect(origin: .zero, size: bounds.size), tintColor: tintColor, direction: traits.layoutDirection)
        }
        drawConfiguredBackground(in: context)
    }

    private func contentSizes() -> (image: CGSize, title: CGSize) {
        updateContent()
        let unbounded = CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude)
        return (icon.sizeThatFits(unbounded), label.sizeThatFits(unbounded))
    }

    /// Shows the current state's title and image, in the state's colour.
    private func updateContent() {
        // Setting a label's text drops its cached layout: only set a new one.
        if label.text != currentTitle { label.text = currentTitle }
        icon.image = image(for: state)
        if !isEnabled {
            label.textColor = .tertiaryLabel
            icon.tintColor = .tertiaryLabel
        } else if isHighlighted {
            label.textColor = tintColor.withAlphaComponent(ControlMetrics.buttonHighlightedAlpha)
            icon.tintColor = label.textColor
        } else if let color = titleColor(for: state) {
            label.textColor = color
            icon.tintColor = color
        } else {
            label.followsTintColor = true
            icon.tintColor = nil
        }
    }
}
