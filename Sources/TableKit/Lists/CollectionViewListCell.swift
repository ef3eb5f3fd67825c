import Canvas
import Foundation

/// A row of a collection list, like `UICollectionViewListCell`: a content
/// view (by default a list content configuration), accessories at its
/// edges, indentation for outlines and separators. It lays out through the
/// same row mechanism as ``TableViewCell``, and the list section gives it the
/// placement a table gives its rows, so a list row draws as a table row.
open class CollectionViewListCell: CollectionViewCell, RowCell {
    /// Actions behind the leading edge, as the cell's own `leadingSwipeActionsConfiguration`; kept (a revealed row shows its list configuration's provider's actions, see ``CollectionView/revealSwipeActions(_:forItemAt:)``).
    public var leadingSwipeActionsConfiguration: SwipeActionsConfiguration?
    /// Actions behind the trailing edge; kept, as the leading ones.
    public var trailingSwipeActionsConfiguration: SwipeActionsConfiguration?
    /// The accessories shown at the cell's edges, in order, leading-most first on each side.
    public var accessories: [CellAccessory] = [] { didSet { accessoriesChanged() } }
    /// How many ``indentationWidth`` steps the content starts in; an outline's level by default.
    public var indentationLevel = 0 { didSet { setNeedsLayout() } }
    /// The width of one indentation step, in points; 10, as a table cell's (UIKit documents none for lists).
    public var indentationWidth: CGFloat = TableMetrics.indentationWidth { didSet { setNeedsLayout() } }
    /// Whether the row shows its editing accessories; the collection view sets it from its own `isEditing`.
    public var isEditing = false { didSet { if isEditing != oldValue { accessoriesChanged(); stateChanged(oldValue, isEditing) } } }

    let rowChrome = RowChrome()
    private let trailingAccessories = CellAccessoriesView()
    /// The header or footer title drawn as the table draws its section titles, when the cell is one.
    private var titleView: TableViewHeaderFooterView?
    /// Set by the collection view: whether the outline row's children show.
    var isExpanded = false { didSet { if isExpanded != oldValue { accessoriesChanged(); stateChanged(oldValue, isExpanded) } } }

    /// The item's state with the list's editing and the outline row's expansion.
    open override var configurationState: CellConfigurationState {
        var state = super.configurationState
        state.isEditing = isEditing
        state.isExpanded = isExpanded
        return state
    }
    /// The trailing accessories' views, made for the text size they were made at; nil until asked for again.
    private var trailingViews: (contentSize: ContentSizeCategory, views: [View])?

    /// A list cell with the row's chrome (separators, accessories, editing controls) installed.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        rowChrome.install(in: self)
    }

    /// Always nil: TableSnap reads no nibs or storyboards.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// A row's content as the cell style: body text, for `contentConfiguration`.
    public func defaultContentConfiguration() -> ListContentConfiguration { .cell() }

    // MARK: Background

    /// The background: the colour set, else the grey of a selected row, else the list style's.
    open override var backgroundColor: Color? {
        get { explicitBackgroundColor ?? (isSelected || isHighlighted ? .tableCellSelectedBackground : styleBackgroundColor) }
        set { explicitBackgroundColor = newValue }
    }
    private var explicitBackgroundColor: Color?
    /// Set by the list: its style's row background.
    var styleBackgroundColor: Color = .clear

    // MARK: The row mechanism

    var contentParts: CellContentParts {
        if let list = configuredContentView as? ListContentView { return CellContentParts(listContentView: list) }
        return CellContentParts(customContentIn: contentView)
    }

    var editingControlKind: EditingControlView.Kind? {
        for accessory in shownAccessories where accessory.isLeading {
            switch accessory.kind {
            case .delete: return rowChrome.revealedActions?.edge == .trailing ? .deleteConfirming : .delete
            case .insert: return .insert
            case .multiselect: return .selection(isSelected: isSelected)
            default: continue
            }
        }
        return nil
    }

    var indentsWithoutEditingControl: Bool { false }

    var showsReorderGrip: Bool {
        shownAccessories.contains { if case .reorder = $0.kind { true } else { false } } && rowChrome.revealedActions == nil
    }

    private var shownAccessories: [CellAccessory] { accessories.filter { $0.isShown(editing: isEditing) } }

    /// The accessories' views are made again at the next layout.
    private func accessoriesChanged() {
        trailingViews = nil
        setNeedsLayout()
    }

    /// The views of the shown trailing accessories but the grip (which the
    /// chrome places), made once for the accessories, editing state and text size.
    private func trailingAccessoryViews() -> [View] {
        let contentSize = traits.preferredContentSizeCategory
        if let trailingViews, trailingViews.contentSize == contentSize { return trailingViews.views }
        let views = makeTrailingAccessoryViews()
        trailingViews = (contentSize, views)
        return views
    }

    private func makeTrailingAccessoryViews() -> [View] {
        shownAccessories.filter { !$0.isLeading }.compactMap { accessory -> View? in
            let view: View? = switch accessory.kind {
            case .disclosureIndicator: StandardAccessoryView(type: .disclosureIndicator, traits: traits)
            case .checkmark: StandardAccessoryView(type: .checkmark, traits: traits)
            case .detail: StandardAccessoryView(type: .detailButton, traits: traits)
            case .outlineDisclosure: outlineDisclosureView()
            case .label(let text, let options): labelView(text, options: options)
            case .customView(let view): view
            case .delete, .insert, .reorder, .multiselect: nil
            }
            if let color = accessory.tintColor, !(view is Label) { view?.tintColor = color }
            return view
        }
    }

    private func outlineDisclosureView() -> View {
        let name = isExpanded ? "chevron.down" : "chevron.forward"
        return ImageView(image: StandardAccessoryView.image(name, size: TableMetrics.chevronPointSize(traits), weight: .semibold, color: nil, flips: true))
    }

    private func labelView(_ text: String, options: CellAccessory.LabelOptions) -> View {
        let label = Label()
        label.text = text
        label.font = options.font
        label.adjustsFontForContentSizeCategory = options.adjustsFontForContentSizeCategory
        label.textColor = options.tintColor ?? .secondaryLabel
        return label
    }

    /// The trailing accessories as one accessory, in the cell's view tree, or nil without any.
    private func installedAccessory() -> View? {
        let views = trailingAccessoryViews()
        guard !views.isEmpty else {
            trailingAccessories.removeFromSuperview()
            return nil
        }
        trailingAccessories.show(views)
        if trailingAccessories.superview !== self { insertSubview(trailingAccessories, at: subviews.firstIndex { $0 === rowChrome.separatorView } ?? subviews.count) }
        return trailingAccessories
    }

    // MARK: Layout

    /// Takes the list layout's look for this cell: a row's placement and revealed swipe actions, or a header or footer title.
    open override func apply(_ layoutAttributes: CollectionViewLayoutAttributes) {
        switch layoutAttributes.listLook {
        case .row(let placement, let revealed)?:
            showTitle(nil)
            apply(placement)
            rowChrome.revealedActions = revealed
        case .title(let style, let isHeader, let section)?:
            showTitle((style, isHeader, section))
        case nil:
            break
        }
    }

    /// Lays out the backgrounds, then the title (for a list header or footer) or the row's content and accessories.
    open override func layoutSubviews() {
        backgroundView?.frame = bounds
        selectedBackgroundView?.frame = bounds
        selectedBackgroundView?.isHidden = !(isSelected || isHighlighted)
        if let titleView {
            titleView.frame = bounds
            return
        }
        layoutRow(accessory: installedAccessory())
    }

    /// The height the cell needs at `size.width`: the title's, or the row's content plus margins, never below the minimum row height.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        if let titleView { return titleView.sizeThatFits(size) }
        return CGSize(width: size.width, height: rowFittingHeight(width: size.width, height: size.height, accessory: installedAccessory()))
    }

    /// A row's height comes from the row mechanism (content, chrome, minimum height), never from the content view alone.
    override func fittingSize(width: CGFloat, fitsWidth: Bool) -> CGSize {
        sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude))
    }

    /// A list header or footer shows its text through the table's title view,
    /// styled as the table style styles its section titles; nil shows the cell as a row.
    private func showTitle(_ look: (style: TableStyleLayout, isHeader: Bool, section: Int)?) {
        guard let look, let text = (contentConfiguration as? ListContentConfiguration)?.shownText else {
            titleView?.removeFromSuperview()
            titleView = nil
            contentView.isHidden = false
            return
        }
        let view = titleView ?? TableViewHeaderFooterView(reuseIdentifier: nil)
        if view.superview !== self { addSubview(view) }
        titleView = view
        contentView.isHidden = true
        styleBackgroundColor = .clear
        // As a table does with a header view of the app's: its configuration, then the style's title look.
        view.contentConfiguration = contentConfiguration
        look.style.configureTitleView(view, title: text, isHeader: look.isHeader, section: look.section)
        view.applyProminentTitleLook()
        setNeedsLayout()
    }
}
