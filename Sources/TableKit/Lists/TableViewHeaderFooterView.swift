import Canvas
import Foundation

/// A section header or footer, like `UITableViewHeaderFooterView`: a title
/// label, and a detail label on the trailing side, in a content view over an
/// optional background view.
open class TableViewHeaderFooterView: View {
    /// Where the title sits when the view is taller than its text.
    enum TitlePlacement {
        case center, top, bottom
    }

    /// The identifier the table queues the view under for reuse.
    public let reuseIdentifier: String?
    /// Holds the labels; add custom subviews here, as in UIKit.
    public let contentView = View()
    /// The title, in the secondary label colour; in a table it takes the style's font (and upper case in grouped headers).
    public let textLabel: Label? = Label()
    /// Secondary text on the trailing side of the title, on the same baseline.
    public let detailTextLabel: Label? = Label()

    /// The text shown, like `UITableViewHeaderFooterView.contentConfiguration`:
    /// a ``ListContentConfiguration``'s text and secondary text go to the
    /// title and detail labels, which take the table style's title look.
    public var contentConfiguration: ContentConfiguration? { didSet { applyContentConfiguration() } }

    /// Drawn behind the content; by default none (the table shows through).
    public var backgroundView: View? {
        didSet {
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            setNeedsLayout()
        }
    }

    /// A floating plain header shows the chrome material behind its title, as
    /// iOS 15+ headers do once pinned; in place they are transparent.
    var showsFloatingMaterial: Bool {
        get { backgroundView is VisualEffectView }
        set {
            guard newValue != showsFloatingMaterial else { return }
            backgroundView = newValue ? VisualEffectView(effect: BlurEffect(style: .systemChromeMaterial)) : nil
        }
    }

    var titlePlacement = TitlePlacement.center
    /// The least height the table gives the view (plain headers' 28 pt).
    var minimumHeight: CGFloat = 0

    /// A view for `reuseIdentifier`, as `init(reuseIdentifier:)`; the table calls it for registered classes.
    public init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
        addSubview(contentView)
        [textLabel, detailTextLabel].compactMap { $0 }.forEach(contentView.addSubview)
        textLabel?.textColor = .secondaryLabel
        detailTextLabel?.textColor = .secondaryLabel
        detailTextLabel?.textAlignment = .right
    }

    /// A view without a reuse identifier, at `frame`.
    public convenience override init(frame: CGRect) {
        self.init(reuseIdentifier: nil)
        self.frame = frame
    }

    /// What ``TableView/register(_:forHeaderFooterViewReuseIdentifier:)-(TableViewHeaderFooterView.Type,_)``
    /// makes. Convenience, so a subclass that overrides `init(reuseIdentifier:)`
    /// and `init?(coder:)`, as UIKit subclasses do, inherits it. Not in UIKit;
    /// a subclass with designated initializers of its own and not
    /// `init(reuseIdentifier:)` gets one that returns nil from the
    /// UIKitSources plugin (see ``TableViewCell/init(registeredFor:)``).
    public required convenience init?(registeredFor reuseIdentifier: String) {
        self.init(reuseIdentifier: reuseIdentifier)
    }

    /// Always nil: TableSnap reads no nibs or storyboards.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Resets the view before the table hands it out again.
    open func prepareForReuse() {}

    /// The margins plus the title's wrapped height, at least `minimumHeight`;
    /// for views of its own placed by constraints in the content view, the
    /// height those give at this width, as UIKit sizes such headers.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        if contentView.hasConstraintsInSubtree {
            return CGSize(width: size.width, height: max(minimumHeight, contentView.constrainedHeight(width: size.width)))
        }
        let columns = self.columns(width: size.width)
        let text = max(columns.text.height, columns.detail.height)
        let height = text > 0 ? layoutMargins.top + text + layoutMargins.bottom : 0
        return CGSize(width: size.width, height: max(minimumHeight, height.pixelCeiled(scale: traits.displayScale)))
    }

    /// Lays out the title and detail between the layout margins, at the title placement.
    open override func layoutSubviews() {
        backgroundView?.frame = CGRect(origin: .zero, size: bounds.size)
        contentView.frame = CGRect(origin: .zero, size: bounds.size)
        let columns = self.columns(width: bounds.width)
        let height = max(columns.text.height, columns.detail.height)
        let y: CGFloat = switch titlePlacement {
        case .center: (bounds.height - height) / 2
        case .top: layoutMargins.top
        case .bottom: bounds.height - layoutMargins.bottom - height
        }
        let top = y.pixelRounded(scale: traits.displayScale)
        let rtl = traits.layoutDirection == .rightToLeft
        for (label, column) in [(textLabel, columns.text), (detailTextLabel, columns.detail)] {
            let frame = CGRect(x: column.x, y: top, width: column.width, height: column.height)
            label?.frame = rtl ? frame.mirrored(in: bounds.width) : frame
            label?.isHidden = column.height == 0
        }
    }

    /// The title's and detail's x, width and height between the margins; the
    /// detail keeps its natural width and the title takes the rest.
    private func columns(width: CGFloat) -> (text: (x: CGFloat, width: CGFloat, height: CGFloat), detail: (x: CGFloat, width: CGFloat, height: CGFloat)) {
        let rtl = traits.layoutDirection == .rightToLeft
        let leading = rtl ? layoutMargins.right : layoutMargins.left
        let trailing = width - (rtl ? layoutMargins.left : layoutMargins.right)
        let available = max(0, trailing - leading)
        let unbounded = CGFloat.greatestFiniteMagnitude
        var detailWidth: CGFloat = 0, detailHeight: CGFloat = 0
        if let detail = detailTextLabel, detail.hasText {
            let size = detail.sizeThatFits(CGSize(width: available / 2, height: unbounded))
            detailWidth = size.width
            detailHeight = size.height
        }
        let gap: CGFloat = detailWidth > 0 ? 8 : 0
        let textWidth = max(0, available - detailWidth - gap)
        let textHeight = textLabel.map { $0.hasText ? $0.sizeThatFits(CGSize(width: textWidth, height: unbounded)).height : 0 } ?? 0
        return ((leading, textWidth, textHeight), (trailing - detailWidth, detailWidth, detailHeight))
    }
}
