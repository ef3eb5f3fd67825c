import Canvas
import Foundation

/// A section header or footer, like `UITableViewHeaderFooterView`: a title
/// label in a content view over an optional background view.
open class TableViewHeaderFooterView: View {
    public let reuseIdentifier: String?
    public let contentView = View()
    public let textLabel: Label? = Label()

    /// Drawn behind the content; by default none (the table shows through).
    public var backgroundView: View? {
        didSet {
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            setNeedsLayout()
        }
    }

    public required init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init()
        addSubview(contentView)
        if let textLabel { contentView.addSubview(textLabel) }
    }

    /// Resets the view before the table hands it out again.
    open func prepareForReuse() {}

    /// The title sits between the table's margins, centred vertically.
    open override func layoutSubviews() {
        backgroundView?.frame = CGRect(origin: .zero, size: bounds.size)
        contentView.frame = CGRect(origin: .zero, size: bounds.size)
        guard let textLabel else { return }
        let width = max(0, bounds.width - layoutMargins.left - layoutMargins.right)
        let height = textLabel.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height
        textLabel.frame = CGRect(x: layoutMargins.left, y: ((bounds.height - height) / 2).pixelRounded(scale: traits.displayScale), width: width, height: height)
    }
}
