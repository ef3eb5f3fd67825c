import Canvas
import Foundation

/// Shows a ``ListContentConfiguration``, like `UIListContentView`. In a
/// row it fills the content view and the cell lays its labels and image out
/// as the matching built-in style lays out its own; anywhere else it lays
/// them out itself.
public final class ListContentView: View, ContentView {
    /// The configuration shown.
    public private(set) var listConfiguration: ListContentConfiguration
    let textLabel = Label()
    let secondaryTextLabel = Label()
    let imageView = ImageView()

    /// A view showing `configuration`.
    public init(configuration: ListContentConfiguration) {
        listConfiguration = configuration
        super.init(frame: .zero)
        imageView.scalesSymbolsWithContentSize = true
        [imageView, textLabel, secondaryTextLabel].forEach(addSubview)
        apply(configuration)
    }

    /// Always nil: TableSnap reads no nibs or storyboards.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// In a row the cell lays the parts out; anywhere else the view does (`ListContentView+StandaloneLayout.swift`).
    public override func layoutSubviews() {
        if !isLaidOutByRow { layoutStandalone() }
    }

    /// Outside a row, the height the parts need at the current width (no
    /// width of its own), so constraints placing the view need not give its height.
    public override var intrinsicContentSize: CGSize {
        guard !isLaidOutByRow else { return super.intrinsicContentSize }
        let width = bounds.width > 0 ? bounds.width : .greatestFiniteMagnitude
        return CGSize(width: View.noIntrinsicMetric, height: standaloneSize(fitting: CGSize(width: width, height: 0)).height)
    }

    /// The height the parts need within the margins, outside a row.
    public override func sizeThatFits(_ size: CGSize) -> CGSize {
        isLaidOutByRow ? super.sizeThatFits(size) : standaloneSize(fitting: size)
    }

    /// The configuration shown; a ``ListContentConfiguration`` replaces it, any other kind is ignored.
    public var configuration: ContentConfiguration {
        get { listConfiguration }
        set {
            guard let list = newValue as? ListContentConfiguration else { return }
            apply(list)
        }
    }

    private func apply(_ configuration: ListContentConfiguration) {
        listConfiguration = configuration
        textLabel.apply(configuration.textProperties, text: configuration.shownText)
        secondaryTextLabel.apply(configuration.secondaryTextProperties, text: configuration.shownSecondaryText)
        // Side by side, the secondary text is trailing-aligned, as the value1 style's detail is.
        if configuration.cellStyle == .value1, configuration.secondaryTextProperties.alignment == .natural {
            secondaryTextLabel.textAlignment = .right
        }
        let image = configuration.imageProperties
        imageView.image = configuration.image
        imageView.tintColor = image.tintColor
        imageView.preferredSymbolConfiguration = image.preferredSymbolConfiguration
        imageView.cornerRadius = image.cornerRadius
        imageView.clipsToBounds = image.cornerRadius > 0
        setNeedsLayout()
        // The cell lays the parts out, so it has to lay out again.
        superview?.superview?.setNeedsLayout()
    }
}

extension Label {
    /// Shows `text` with a configuration's text properties.
    func apply(_ properties: ListContentConfiguration.TextProperties, text: String?) {
        self.text = text
        font = properties.font
        adjustsFontForContentSizeCategory = properties.adjustsFontForContentSizeCategory
        textColor = properties.color
        highlightedTextColor = properties.highlightedColor
        numberOfLines = properties.numberOfLines
        textAlignment = properties.alignment == .center ? .center : .natural
        lineBreakMode = properties.lineBreakMode
    }
}
