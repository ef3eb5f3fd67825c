import Canvas
import Foundation

/// A row of a table, like `UITableViewCell`: a content view holding a text
/// label, a detail label and an image laid out by ``style``, an accessory on
/// the trailing side, and a separator along the bottom edge.
open class TableViewCell: View {
    /// The cell's layout of labels and image, fixed at creation as in UIKit.
    public let style: TableViewCellStyle
    /// The identifier the table queues the cell under for reuse; a cell without one is never reused.
    public let reuseIdentifier: String?

    /// Holds the labels, the image and any custom content.
    public let contentView = View()
    /// The main text; body font, label colour (value2: footnote, tint colour).
    public let textLabel: Label?
    /// The secondary text; nil in the `default` style.
    public let detailTextLabel: Label?
    /// The leading image; nil in the `value2` style.
    public let imageView: ImageView?

    /// The standard accessory on the trailing side; `none` by default, and unused while ``accessoryView`` is set.
    public var accessoryType: TableViewCellAccessoryType = .none { didSet { setNeedsLayout() } }
    /// A custom accessory that replaces ``accessoryType``.
    public var accessoryView: View? {
        didSet {
            oldValue?.removeFromSuperview()
            setNeedsLayout()
        }
    }

    /// How many ``indentationWidth`` steps the content starts in from the leading margin; 0 by default.
    public var indentationLevel = 0 { didSet { setNeedsLayout() } }
    /// The width of one indentation step, in points; 10 by default, as in UIKit.
    public var indentationWidth: CGFloat = TableMetrics.indentationWidth { didSet { setNeedsLayout() } }

    /// Insets of the separator from the cell's edges (left = leading). By
    /// default the separator starts where the text starts and runs to the
    /// trailing edge; setting this replaces that.
    public var separatorInset: EdgeInsets {
        get { customSeparatorInset ?? defaultSeparatorInset }
        set { customSeparatorInset = newValue; setNeedsLayout() }
    }

    /// Replaces the background colour, behind the content view.
    public var backgroundView: View? {
        didSet {
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            setNeedsLayout()
        }
    }

    /// The background; by default the table style's cell colour.
    open override var backgroundColor: Color? {
        get { explicitBackgroundColor ?? styleBackgroundColor }
        set { explicitBackgroundColor = newValue }
    }
    private var explicitBackgroundColor: Color?
    /// Set by the table: the style's cell background.
    var styleBackgroundColor: Color = .systemBackground

    /// Separator state, set by the table for each row.
    var showsSeparator = false { didSet { separatorView.isHidden = !showsSeparator } }
    /// The bottom separator ignores the inset (a grouped section's last row).
    var separatorRunsFullWidth = false
    /// A full-width line along the top edge (a grouped section's first row).
    var showsTopSeparator = false { didSet { topSeparatorView.isHidden = !showsTopSeparator } }
    var separatorColor: Color {
        get { separatorView.backgroundColor ?? .separator }
        set {
            separatorView.backgroundColor = newValue
            topSeparatorView.backgroundColor = newValue
        }
    }

    let separatorView = View()
    let topSeparatorView = View()
    private var customSeparatorInset: EdgeInsets?
    private var defaultSeparatorInset = EdgeInsets()
    private var standardAccessory: StandardAccessoryView?
    /// Set by the table: the cell's leading/trailing content margin.
    var hasTableMargins = false

    /// A cell with one of the standard styles, as `init(style:reuseIdentifier:)`.
    public required init(style: TableViewCellStyle, reuseIdentifier: String?) {
        self.style = style
        self.reuseIdentifier = reuseIdentifier
        textLabel = Label()
        detailTextLabel = style == .default ? nil : Label()
        imageView = style == .value2 ? nil : ImageView()
        imageView?.scalesSymbolsWithContentSize = true
        super.init()
        restoreStyleDefaults()
        addSubview(contentView)
        [imageView, textLabel, detailTextLabel].compactMap { $0 }.forEach(contentView.addSubview)
        for separator in [separatorView, topSeparatorView] {
            separator.backgroundColor = .separator
            separator.isHidden = true
            addSubview(separator)
        }
    }

    /// Returns the labels to the style's fonts, colours, alignment and single
    /// line, and clears the image. Not in UIKit: data sources that set only
    /// some properties per row call it first so a reused cell keeps nothing
    /// from the row it showed before.
    public func restoreStyleDefaults() {
        for label in [textLabel, detailTextLabel].compactMap({ $0 }) {
            label.textStyle = .body
            label.textStyleWeight = nil
            label.textColor = .label
            label.textAlignment = .natural
            label.numberOfLines = 1
        }
        imageView?.image = nil
        switch style {
        case .default, .value1:
            detailTextLabel?.textColor = .secondaryLabel
            detailTextLabel?.textAlignment = .right
        case .value2:
            textLabel?.textStyle = .footnote
            textLabel?.followsTintColor = true
            textLabel?.textAlignment = .right
            detailTextLabel?.textStyle = .footnote
        case .subtitle:
            detailTextLabel?.textStyle = .caption1
        }
    }

    /// Resets the cell before the table hands it out again; call `super` when overriding.
    open func prepareForReuse() {}

    /// The accessory in effect: the custom view, or the standard one for the type.
    var effectiveAccessoryView: View? {
        if let accessoryView { return accessoryView }
        let contentSize = traits.preferredContentSizeCategory
        if standardAccessory?.type != accessoryType || standardAccessory?.contentSize != contentSize {
            standardAccessory?.removeFromSuperview()
            standardAccessory = StandardAccessoryView(type: accessoryType, traits: traits)
        }
        return standardAccessory
    }

    /// The horizontal margins text starts and ends at, in leading/trailing
    /// terms: the table's, or for a cell outside a table, the rule for its width.
    func contentMargins(cellWidth: CGFloat) -> (leading: CGFloat, trailing: CGFloat) {
        if hasTableMargins {
            let rtl = traits.layoutDirection == .rightToLeft
            return rtl ? (layoutMargins.right, layoutMargins.left) : (layoutMargins.left, layoutMargins.right)
        }
        let margin = traits.layoutMargin(forWidth: cellWidth)
        return (margin, margin)
    }

    open override func layoutSubviews() {
        backgroundView?.frame = CGRect(origin: .zero, size: bounds.size)
        let rtl = traits.layoutDirection == .rightToLeft
        let accessoryFrame = accessoryFrame(cellWidth: bounds.width)
        if let accessory = effectiveAccessoryView, let frame = accessoryFrame {
            // Below the separators, which draw over everything.
            if accessory.superview !== self { insertSubview(accessory, at: subviews.firstIndex { $0 === separatorView } ?? subviews.count) }
            accessory.frame = rtl ? frame.mirrored(in: bounds.width) : frame
        }
        let contentFrame = CGRect(x: 0, y: 0, width: contentWidth(cellWidth: bounds.width, accessoryFrame: accessoryFrame), height: bounds.height)
        contentView.frame = rtl ? contentFrame.mirrored(in: bounds.width) : contentFrame
        let layout = CellContentLayout(cell: self, width: contentFrame.width, hasAccessory: accessoryFrame != nil, cellWidth: bounds.width)
        defaultSeparatorInset = EdgeInsets(left: layout.apply(height: bounds.height))
        layoutSeparator()
    }

    /// The accessory's frame at the trailing margin, centred vertically, in leading-based coordinates.
    private func accessoryFrame(cellWidth: CGFloat) -> CGRect? {
        guard let accessory = effectiveAccessoryView else { return nil }
        let size = accessory.sizeThatFits(CGSize(width: cellWidth, height: bounds.height))
        return CGRect(
            x: cellWidth - contentMargins(cellWidth: cellWidth).trailing - size.width,
            y: ((bounds.height - size.height) / 2).pixelRounded(scale: traits.displayScale),
            width: size.width, height: size.height)
    }

    /// The content view's width: the whole cell, or up to the gap before the accessory.
    private func contentWidth(cellWidth: CGFloat, accessoryFrame: CGRect?) -> CGFloat {
        guard let accessoryFrame else { return cellWidth }
        return max(0, accessoryFrame.minX - TableMetrics.contentToAccessoryGap)
    }

    private func layoutSeparator() {
        let inset = separatorRunsFullWidth ? EdgeInsets() : separatorInset
        let thickness = 1 / traits.displayScale
        let width = max(0, bounds.width - inset.left - inset.right)
        let frame = CGRect(x: inset.left, y: bounds.height - thickness, width: width, height: thickness)
        separatorView.frame = traits.layoutDirection == .rightToLeft ? frame.mirrored(in: bounds.width) : frame
        topSeparatorView.frame = CGRect(x: 0, y: 0, width: bounds.width, height: thickness)
    }

    /// The height the cell needs at `size.width`: its content plus margins, never below iOS's minimum row height.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let accessory = accessoryFrame(cellWidth: size.width)
        let width = contentWidth(cellWidth: size.width, accessoryFrame: accessory)
        let layout = CellContentLayout(cell: self, width: width, hasAccessory: accessory != nil, cellWidth: size.width)
        return CGSize(width: size.width, height: layout.fittingHeight())
    }
}
