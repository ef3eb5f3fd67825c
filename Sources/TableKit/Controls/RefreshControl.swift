import Canvas
import Foundation

/// The pull-to-refresh control of a scroll view, like `UIRefreshControl`.
///
/// While it refreshes (after ``beginRefreshing()``), the scroll view's
/// ``ScrollView/adjustedContentInset`` makes room for it above the content,
/// as UIKit's does, so a view at rest shows the spinner over its first rows;
/// after ``endRefreshing()`` it takes no room and draws nothing. Give it to a
/// table through ``TableViewController/refreshControl`` or to any scroll
/// view through ``ScrollView/refreshControl``. Its action (`.valueChanged`)
/// is kept and never sent: no one pulls.
open class RefreshControl: Control {
    /// Whether ``beginRefreshing()`` was called last.
    public private(set) var isRefreshing = false
    /// A title drawn below the spinner, in the footnote style.
    public var attributedTitle: NSAttributedString? { didSet { setNeedsLayout() } }

    private let spinner = ActivityIndicatorView(style: .medium)
    private let titleLabel = Label()

    /// A control that is not refreshing, as UIKit makes one.
    public init() {
        super.init(frame: CGRect(x: 0, y: 0, width: 0, height: ControlMetrics.refreshHeight))
        spinner.hidesWhenStopped = true
        titleLabel.font = .preferredFont(forTextStyle: .footnote)
        titleLabel.textColor = .secondaryLabel
        titleLabel.textAlignment = .center
        addSubview(spinner)
        addSubview(titleLabel)
    }

    /// Always nil: TableSnap reads no nibs or storyboards.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Shows the control refreshing: the spinner spins (drawn as one frame)
    /// and the scroll view makes room for it above the content.
    open func beginRefreshing() {
        isRefreshing = true
        spinner.startAnimating()
        superview?.setNeedsLayout()
    }

    /// Ends refreshing: the control takes no room and draws nothing.
    open func endRefreshing() {
        isRefreshing = false
        spinner.stopAnimating()
        superview?.setNeedsLayout()
    }

    /// The room the control takes above its scroll view's content: its height while refreshing, else none.
    var occupiedHeight: CGFloat { isRefreshing ? bounds.height : 0 }

    /// The spinner, in the tint colour (systemGray unless set), centred;
    /// with a title, the two centred together, the title below.
    open override func layoutSubviews() {
        super.layoutSubviews()
        spinner.color = ownTintColor ?? .systemGray
        titleLabel.text = attributedTitle?.string
        titleLabel.isHidden = !isRefreshing || titleLabel.text?.isEmpty != false
        let title = titleLabel.isHidden ? .zero : titleLabel.sizeThatFits(CGSize(width: bounds.width, height: .greatestFiniteMagnitude))
        let side = spinner.bounds.height
        let block = side + (titleLabel.isHidden ? 0 : ControlMetrics.refreshTitleSpacing + title.height)
        let top = ((bounds.height - block) / 2).rounded()
        spinner.frame = CGRect(x: ((bounds.width - side) / 2).rounded(), y: top, width: side, height: side)
        titleLabel.frame = CGRect(x: 0, y: top + side + ControlMetrics.refreshTitleSpacing, width: bounds.width, height: title.height)
    }
}
