import Canvas
import Foundation

/// A row of a table, like `UITableViewCell`: a content view holding a text
/// label, a detail label and an image laid out by ``style``, an accessory on
/// the trailing side, and a separator along the bottom edge.
open class TableViewCell: View, RowCell, ConfigurationUpdating {
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

    /// The content shown instead of the style's labels and image, like
    /// `UITableViewCell.contentConfiguration`; see ``defaultContentConfiguration()``.
    public var contentConfiguration: ContentConfiguration? { didSet { applyContentConfiguration() } }
    /// The background, like `UITableViewCell.backgroundConfiguration`; nil keeps ``backgroundColor`` and ``backgroundView``.
    public var backgroundConfiguration: BackgroundConfiguration? { didSet { applyBackgroundConfiguration() } }
    /// The view showing ``contentConfiguration``, in the content view.
    var configuredContentView: (View & ContentView)?

    /// The standard accessory on the trailing side; `none` by default, and unused while ``accessoryView`` is set.
    public var accessoryType: TableViewCellAccessoryType = .none { didSet { setNeedsLayout() } }
    /// A custom accessory that replaces ``accessoryType``.
    public var accessoryView: View? {
        didSet {
            oldValue?.removeFromSuperview()
            setNeedsLayout()
        }
    }

    // MARK: Selection

    /// Whether the row is selected; the table sets it from its selection as the row comes on screen.
    public var isSelected: Bool {
        get { selected }
        set { setSelected(newValue, animated: false) }
    }
    /// Whether the row is highlighted, as while a finger is down on it.
    public var isHighlighted: Bool {
        get { highlighted }
        set { setHighlighted(newValue, animated: false) }
    }
    /// `default` draws the selection background and highlighted labels; `none` shows nothing.
    public var selectionStyle: TableViewCellSelectionStyle = .default { didSet { selectionChanged() } }
    /// Drawn behind the content of a highlighted or selected row; nil uses the style's grey (`systemGray4`),
    /// clipped to an inset-grouped card's corners.
    public var selectedBackgroundView: View? {
        didSet { replaceSelectionBackground(oldValue) }
    }
    /// Drawn behind a selected row in multiple-selection editing; nil uses a light grey (`systemGray5`).
    public var multipleSelectionBackgroundView: View? {
        didSet { replaceSelectionBackground(oldValue) }
    }
    private var selected = false { didSet { selectionChanged(); stateChanged(oldValue, selected) } }
    private var highlighted = false { didSet { selectionChanged(); stateChanged(oldValue, highlighted) } }
    private let defaultSelectedBackground = View()
    private let defaultMultipleSelectionBackground = View()

    /// Selects or deselects the row; animation is accepted for source compatibility (a picture has none).
    open func setSelected(_ selected: Bool, animated: Bool) {
        self.selected = selected
    }

    /// Highlights the row or ends the highlight.
    open func setHighlighted(_ highlighted: Bool, animated: Bool) {
        self.highlighted = highlighted
    }

    /// A highlighted or selected row's labels take their highlighted colour; the background changes at the next layout.
    private func selectionChanged() {
        let parts = contentParts
        parts.textLabel?.isHighlighted = showsSelection
        parts.detailTextLabel?.isHighlighted = showsSelection
        setNeedsLayout()
    }

    // MARK: Editing

    /// Whether the row shows its editing controls; the table sets it from its own `isEditing`.
    public var isEditing: Bool {
        get { editing }
        set { setEditing(newValue, animated: false) }
    }
    /// The control editing mode shows at the leading edge; the table sets it from its delegate.
    public internal(set) var editingStyle: TableViewCellEditingStyle = .delete { didSet { setNeedsLayout() } }
    /// The standard accessory shown instead of ``accessoryType`` while editing; `none` by default.
    public var editingAccessoryType: TableViewCellAccessoryType = .none { didSet { setNeedsLayout() } }
    /// A custom accessory shown while editing, replacing ``editingAccessoryType``.
    public var editingAccessoryView: View? {
        didSet {
            oldValue?.removeFromSuperview()
            setNeedsLayout()
        }
    }
    /// Shows the reorder grip at the trailing edge while editing, when the data source lets the row move.
    public var showsReorderControl = false { didSet { setNeedsLayout() } }
    /// Whether the content moves aside for the editing control; true by default.
    public var shouldIndentWhileEditing = true { didSet { setNeedsLayout() } }
    /// Whether editing mode shows the row's Delete button (the minus turned upright, the content slid aside).
    /// The table sets it; see ``TableView/revealSwipeActions(_:forRowAt:)``.
    public internal(set) var showingDeleteConfirmation = false
    private var editing = false

    /// Enters or leaves editing mode; animation is accepted for source compatibility.
    open func setEditing(_ editing: Bool, animated: Bool) {
        stateChanged(self.editing, editing)
        self.editing = editing
        setNeedsLayout()
    }

    // MARK: Configuration updates

    /// The row's state, as `configurationState`: its traits, selection, highlight and editing.
    open var configurationState: CellConfigurationState {
        var state = CellConfigurationState(traitCollection: traits)
        state.isSelected = selected
        state.isHighlighted = highlighted
        state.isEditing = editing
        state.isSwiped = showingDeleteConfirmation
        return state
    }

    /// Called with ``configurationState`` before the cell is first shown and
    /// after its state changed; override it to set the content and background
    /// configurations for the state. Nothing by default.
    open func updateConfiguration(using state: CellConfigurationState) {}

    /// Run after ``updateConfiguration(using:)``, as `configurationUpdateHandler`.
    public var configurationUpdateHandler: ((TableViewCell, CellConfigurationState) -> Void)? {
        didSet { setNeedsUpdateConfiguration() }
    }

    /// Asks for ``updateConfiguration(using:)`` before the next layout.
    public func setNeedsUpdateConfiguration() {
        needsConfigurationUpdate = true
        setNeedsLayout()
    }

    var needsConfigurationUpdate = true

    func runConfigurationUpdateHandler(_ state: CellConfigurationState) {
        configurationUpdateHandler?(self, state)
    }

    /// Set by the table: the selection circle of multiple selection replaces the editing control.
    var showsSelectionControl = false { didSet { setNeedsLayout() } }
    /// Set by the table: whether the row may be edited at all (no control and no indent when not).
    var canEdit = true { didSet { setNeedsLayout() } }
    /// Set by the table: the delegate's `shouldIndentWhileEditingRowAt`, which
    /// must agree with the cell's own ``shouldIndentWhileEditing`` for the content to move.
    var delegateIndentsWhileEditing = true { didSet { setNeedsLayout() } }
    /// Set by the table: whether the data source lets the row move (the grip needs it too).
    var canMove = true { didSet { setNeedsLayout() } }
    /// The editing control, grip, swipe actions and separators around the content.
    let rowChrome = RowChrome()
    private var standardEditingAccessory: StandardAccessoryView?

    /// How many ``indentationWidth`` steps the content starts in from the leading margin; 0 by default.
    public var indentationLevel = 0 { didSet { setNeedsLayout() } }
    /// The width of one indentation step, in points; 10 by default, as in UIKit.
    public var indentationWidth: CGFloat = TableMetrics.indentationWidth { didSet { setNeedsLayout() } }

    /// Insets of the separator from the cell's edges (left = leading). By
    /// default the separator starts where the text starts and runs to the
    /// trailing edge; setting this replaces that.
    public var separatorInset: EdgeInsets {
        get { rowChrome.separatorInset }
        set { rowChrome.customSeparatorInset = newValue; setNeedsLayout() }
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

    var separatorColor: Color {
        get { rowChrome.separatorColor ?? traits.design.table.separatorColor }
        set { rowChrome.separatorColor = newValue }
    }
    /// The line along the bottom edge, for redlines.
    package var separatorView: View { rowChrome.separatorView }

    private var standardAccessory: StandardAccessoryView?

    /// A cell with one of the standard styles, as `init(style:reuseIdentifier:)`,
    /// 320 × 44 pt until a table sizes it, as in UIKit.
    public init(style: TableViewCellStyle, reuseIdentifier: String?) {
        self.style = style
        self.reuseIdentifier = reuseIdentifier
        textLabel = Label()
        detailTextLabel = style == .default ? nil : Label()
        imageView = style == .value2 ? nil : ImageView()
        imageView?.scalesSymbolsWithContentSize = true
        super.init(frame: TableMetrics.initialCellFrame)
        restoreStyleDefaults()
        contentView.frame = bounds
        addSubview(contentView)
        [imageView, textLabel, detailTextLabel].compactMap { $0 }.forEach(contentView.addSubview)
        defaultSelectedBackground.backgroundColor = .tableCellSelectedBackground
        defaultMultipleSelectionBackground.backgroundColor = TableMetrics.multipleSelectionBackground
        rowChrome.install(in: self)
    }

    /// A `default`-style cell without a reuse identifier, at `frame`.
    public convenience override init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    /// What ``TableView/register(_:forCellReuseIdentifier:)-(TableViewCell.Type,_)`` makes: a
    /// `default`-style cell, as UIKit makes one. Convenience, so a subclass
    /// that overrides `init(style:reuseIdentifier:)` and `init?(coder:)`, as
    /// UIKit subclasses do, inherits it.
    ///
    /// Not in UIKit. A subclass that declares designated initializers of its
    /// own and not `init(style:reuseIdentifier:)` inherits no convenience
    /// initializer, so it must declare this one: the UIKitSources plugin
    /// gives it one that returns nil, as UIKit cannot make such a cell
    /// either. The table then warns and draws an empty `default`-style cell
    /// where UIKit would trap.
    public required convenience init?(registeredFor reuseIdentifier: String) {
        self.init(style: .default, reuseIdentifier: reuseIdentifier)
    }

    /// Always nil: TableSnap reads no nibs or storyboards.
    public required init?(coder: NSCoder) {
        return nil
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
            label.isEnabled = true
            label.highlightedTextColor = nil
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

    /// What UIKit resets before ``prepareForReuse()``: the highlight and the revealed actions.
    func resetForReuse() {
        highlighted = false
        rowChrome.revealedActions = nil
        showingDeleteConfirmation = false
        setNeedsLayout()
    }

    /// The accessory in effect: while editing the editing accessory (view or
    /// type), otherwise the custom view or the standard one for the type.
    package var effectiveAccessoryView: View? {
        if editing {
            return editingAccessoryView ?? standardView(for: editingAccessoryType, current: &standardEditingAccessory)
        }
        return accessoryView ?? standardView(for: accessoryType, current: &standardAccessory)
    }

    /// The standard view for `type`, rebuilt only when the type or the text size changed.
    private func standardView(for type: TableViewCellAccessoryType, current: inout StandardAccessoryView?) -> View? {
        let contentSize = traits.preferredContentSizeCategory
        if current?.type != type || current?.contentSize != contentSize {
            current?.removeFromSuperview()
            current = StandardAccessoryView(type: type, traits: traits)
        }
        return current
    }

    /// The accessories not in effect, taken out of the view tree.
    private func removeUnusedAccessories(keeping accessory: View?) {
        for view in [accessoryView, editingAccessoryView, standardAccessory, standardEditingAccessory] as [View?] {
            if let view, view !== accessory, view.superview === self { view.removeFromSuperview() }
        }
    }

    /// The horizontal margins text starts and ends at, in leading/trailing
    /// terms: the table's, or for a cell outside a table, the rule for its width.
    package func contentMargins(cellWidth: CGFloat) -> (leading: CGFloat, trailing: CGFloat) {
        rowMargins(cellWidth: cellWidth)
    }

    /// Whether the row shows its selection: highlighted or selected, unless the style is `none`.
    var showsSelection: Bool { selectionStyle != .none && (highlighted || selected) }

    var indentsWithoutEditingControl: Bool {
        editing && canEdit && shouldIndentWhileEditing && delegateIndentsWhileEditing
    }

    var showsReorderGrip: Bool { editing && showsReorderControl && canMove && !showingDeleteConfirmation }

    /// The control at the leading edge while editing, if any.
    var editingControlKind: EditingControlView.Kind? {
        guard editing else { return nil }
        if showsSelectionControl { return .selection(isSelected: selected) }
        guard canEdit else { return nil }
        switch editingStyle {
        case .none: return nil
        case .insert: return .insert
        case .delete: return showingDeleteConfirmation ? .deleteConfirming : .delete
        }
    }

    /// The accessory in effect, in the cell's view tree (and the others out
    /// of it), so that it measures with the cell's traits: a switch's size is the design's.
    private func installedAccessory() -> View? {
        let accessory = effectiveAccessoryView
        removeUnusedAccessories(keeping: accessory)
        if let accessory, accessory.superview !== self {
            // Below the separators, which draw over everything.
            insertSubview(accessory, at: subviews.firstIndex { $0 === rowChrome.separatorView } ?? subviews.count)
        }
        return accessory
    }

    /// Applies the configuration, then lays out the backgrounds, the content, the accessory and the editing controls.
    open override func layoutSubviews() {
        updateConfigurationIfNeeded()
        backgroundView?.frame = CGRect(origin: .zero, size: bounds.size)
        layoutSelectionBackground()
        layoutRow(accessory: installedAccessory())
    }

    /// Puts the selection background in effect behind the content, or none.
    private func layoutSelectionBackground() {
        let multiple = editing && showsSelectionControl
        let wanted: View? = showsSelection || (multiple && selected)
            ? (multiple ? multipleSelectionBackgroundView ?? defaultMultipleSelectionBackground : selectedBackgroundView ?? defaultSelectedBackground)
            : nil
        for view in [selectedBackgroundView, multipleSelectionBackgroundView, defaultSelectedBackground, defaultMultipleSelectionBackground] as [View?] {
            if let view, view !== wanted, view.superview === self { view.removeFromSuperview() }
        }
        guard let wanted else { return }
        if wanted.superview !== self { insertSubview(wanted, at: backgroundView == nil ? 0 : 1) }
        wanted.frame = CGRect(origin: .zero, size: bounds.size)
    }

    private func replaceSelectionBackground(_ old: View?) {
        old?.removeFromSuperview()
        setNeedsLayout()
    }

    /// The height the cell needs at `size.width`: its content plus margins, never below iOS's minimum row height.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: rowFittingHeight(width: size.width, height: size.height, accessory: installedAccessory()))
    }

    /// What a self-sizing table asks of the cell, as UIKit does: the
    /// content's height at `targetSize`'s width when that is required, else
    /// at the cell's own (its constraints, else the style's labels, as
    /// `sizeThatFits(_:)`). Apps override it to give a row a least height.
    open override func systemLayoutSizeFitting(_ targetSize: CGSize, withHorizontalFittingPriority horizontal: LayoutPriority,
                                               verticalFittingPriority vertical: LayoutPriority) -> CGSize {
        sizeThatFits(CGSize(width: horizontal == .required ? targetSize.width : bounds.width, height: .greatestFiniteMagnitude))
    }
}
