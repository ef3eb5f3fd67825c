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
        return CGSize(width: content.image.width + content.title.width, height: max(titleHeight, content.image.height))
    }

    /// Centres the image and title, the image leading.
    open override func layoutSubviews() {
        if let configuration { return layoutConfigured(configuration) }
        updateContent()
        let content = contentSizes()
        let width = content.image.width + content.title.width
        let x = ((bounds.width - width) / 2).pixelRounded(scale: traits.displayScale)
        var imageFrame = CGRect(x: x, y: ((bounds.height - content.image.height) / 2).pixelRounded(scale: traits.displayScale),
                                width: content.image.width, height: content.image.height)
        var titleFrame = CGRect(x: imageFrame.maxX, y: 0, width: content.title.width, height: bounds.height)
        if isRightToLeft {
            imageFrame = imageFrame.mirrored(in: bounds.width)
            titleFrame = titleFrame.mirrored(in: bounds.width)
        }
        icon.frame = imageFrame
        label.frame = titleFrame
    }

    /// A configured button draws its style's background; a system button none.
    open override func draw(in context: GraphicsContext) {
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
        } else {
            label.followsTintColor = true
            icon.tintColor = nil
        }
    }
}
