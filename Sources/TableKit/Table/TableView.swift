import Canvas
import Foundation

/// The table's look (`UITableView.Style`).
public enum TableViewStyle: String, CaseIterable, Sendable {
    /// Full-width rows, headers that stick to the top while their section scrolls.
    case plain
    /// Sections separated by space on a grey background, with upper-case titles.
    case grouped
    /// Grouped, each section a card with rounded corners inset from the edges.
    case insetGrouped
}

/// Whether rows are divided by lines (`UITableViewCell.SeparatorStyle`).
public enum TableViewCellSeparatorStyle: String, CaseIterable, Sendable {
    /// No lines between rows.
    case none
    /// A hairline between rows, in the separator colour.
    case singleLine
}

/// A scrolling list of rows in sections, laid out and drawn as `UITableView`.
///
/// Counts, cells and titles come from ``dataSource``; heights and display
/// callbacks from ``delegate``. Layout asks for cells only for rows inside
/// the visible rectangle, through the reuse queues, exactly as UIKit does,
/// so a table of a million rows costs what its first screen costs.
open class TableView: ScrollView {
    /// Size a row, header or footer from its content (`UITableView.automaticDimension`).
    public static let automaticDimension: CGFloat = -1

    /// Plain, grouped or inset grouped, fixed at creation as in UIKit.
    public let style: TableViewStyle
    /// Supplies the counts, cells and titles; held weakly, and setting it reloads the data.
    public weak var dataSource: TableViewDataSource? { didSet { reloadData() } }
    /// Supplies heights and custom header and footer views; held weakly, and setting it reloads the data.
    public weak var delegate: TableViewDelegate? { didSet { reloadData() } }

    override var scrollDelegate: ScrollViewDelegate? { delegate }

    /// Every row's height, or ``automaticDimension`` to size rows from their content.
    public var rowHeight: CGFloat = automaticDimension { didSet { remeasure() } }
    /// The height assumed for rows not yet laid out; ``automaticDimension`` uses the design's one-line row (44 pt on iOS 18, 52 on iOS 26), or `rowHeight` when fixed.
    public var estimatedRowHeight: CGFloat = automaticDimension { didSet { remeasure() } }
    /// Every header's height, or ``automaticDimension`` (the default) to fit its title or view, else the style's spacing.
    public var sectionHeaderHeight: CGFloat = automaticDimension { didSet { remeasure() } }
    /// Every footer's height, or ``automaticDimension`` (the default) to fit its title or view, else the style's spacing.
    public var sectionFooterHeight: CGFloat = automaticDimension { didSet { remeasure() } }
    /// The height assumed for headers not yet measured; kept (a header before
    /// it is shown takes its title's one-line height or the style's spacing).
    public var estimatedSectionHeaderHeight: CGFloat = automaticDimension
    /// The height assumed for footers not yet measured; kept, as ``estimatedSectionHeaderHeight``.
    public var estimatedSectionFooterHeight: CGFloat = automaticDimension

    /// The height of the empty rows a plain table draws below its last row
    /// (`fillerRowHeight`, iOS 15): 0, the default, draws none, as iOS 15 and
    /// later do; ``automaticDimension`` draws them as tall as the last row,
    /// as iOS did before; a positive value draws them that tall.
    public var fillerRowHeight: CGFloat = 0 { didSet { setNeedsLayout() } }
    /// Space above every header of a plain table (iOS 15's
    /// `sectionHeaderTopPadding`); ``automaticDimension``, the default, is 22 pt.
    public var sectionHeaderTopPadding: CGFloat = automaticDimension { didSet { remeasure() } }

    /// The horizontal margins cells' text, separators, header and footer
    /// titles and inset-grouped cards follow, inside the safe area (inside an
    /// inset-grouped card, text keeps the screen's least margin). Until set,
    /// the screen's ``Traits/systemMinimumLayoutMargin`` on both sides (16 pt
    /// on phones narrower than 414 pt, 20 pt on wider ones and iPads).
    public override var layoutMargins: EdgeInsets {
        get { explicitLayoutMargins ?? systemLayoutMargins }
        set { explicitLayoutMargins = newValue; remeasure() }
    }
    private(set) var explicitLayoutMargins: EdgeInsets?
    var systemLayoutMargins: EdgeInsets {
        let margin = traits.layoutMargin(forWidth: bounds.width)
        return EdgeInsets(top: 8, left: margin, bottom: 8, right: margin)
    }

    /// Whether rows are divided by lines (iOS 26 rows keep a point for theirs); `singleLine` by default.
    public var separatorStyle: TableViewCellSeparatorStyle = .singleLine { didSet { remeasure() } }
    /// The colour of the lines between rows; by default the design's: the
    /// dynamic `separator` colour through iOS 18, a paler one in iOS 26.
    public var separatorColor: Color {
        get { customSeparatorColor ?? traits.design.table.separatorColor }
        set {
            customSeparatorColor = newValue
            setNeedsLayout()
        }
    }
    private var customSeparatorColor: Color?
    /// Rows draw their separator over their content, as a collection-view
    /// list (and so a SwiftUI `List`) does, instead of below it as a table does.
    package var rowsOverlapSeparators = false { didSet { remeasure() } }
    /// The default separator inset of every cell; nil keeps each cell's own (the text start).
    public var separatorInset: EdgeInsets? { didSet { setNeedsLayout() } }

    /// Whether rows can be selected outside editing mode; true by default.
    public var allowsSelection = true
    /// Whether several rows can be selected at once outside editing mode; false by default.
    public var allowsMultipleSelection = false
    /// Whether rows can be selected in editing mode; false by default.
    public var allowsSelectionDuringEditing = false
    /// Whether editing mode selects several rows with selection circles instead of editing controls; false by default.
    public var allowsMultipleSelectionDuringEditing = false { didSet { setNeedsLayout() } }
    /// Whether the rows show their editing controls, indents, editing accessories and reorder grips.
    public var isEditing: Bool {
        get { editing }
        set { setEditing(newValue, animated: false) }
    }
    var editing = false
    /// The selected rows, in no order; see ``indexPathsForSelectedRows``.
    var selectedRows: Set<IndexPath> = [] { didSet { setNeedsLayout() } }
    /// Rows drawn with their swipe actions revealed (TableSnap only).
    var revealedSwipeActions: [IndexPath: SwipeActionsEdge] = [:] { didSet { setNeedsLayout() } }

    /// The index titles' colour; nil uses the tint colour.
    public var sectionIndexColor: Color? { didSet { setNeedsLayout() } }
    /// Behind the index column; nil leaves it clear.
    public var sectionIndexBackgroundColor: Color? { didSet { setNeedsLayout() } }
    /// The index shows only when the table has at least this many rows.
    public var sectionIndexMinimumDisplayRowCount = 0 { didSet { remeasure() } }

    /// A view above the first section, full width, as tall as its frame.
    public var tableHeaderView: View? {
        didSet { replaceSubview(oldValue, with: tableHeaderView) }
    }
    /// A view below the last section; a plain table draws no filler rows with one.
    public var tableFooterView: View? {
        didSet { replaceSubview(oldValue, with: tableFooterView) }
    }
    /// A view behind everything, sized to the table and not scrolled.
    public var backgroundView: View? {
        didSet { replaceSubview(oldValue, with: backgroundView, at: 0) }
    }

    /// Cells and header views are placed by the table, each solving its own constraints.
    override var placesSubviewsItself: Bool { true }

    /// Measured heights depend on the safe area's sides, so a new one re-measures everything.
    open override func safeAreaInsetsDidChange() {
        remeasure()
    }

    /// Self-sized heights depend on the width, so a new width re-measures everything.
    open override var frame: CGRect {
        didSet { if frame.width != oldValue.width { remeasure() } }
    }

    /// Heights depend on the text size and scale, so new traits re-measure everything.
    public override var overrideTraits: Traits? {
        didSet { if overrideTraits != oldValue { remeasure() } }
    }

    /// A table in `style`, on `systemBackground` (plain) or `systemGroupedBackground` (grouped styles), clipping to its bounds.
    public init(frame: CGRect = .zero, style: TableViewStyle = .plain) {
        self.style = style
        super.init(frame: frame)
        backgroundColor = style == .plain ? .systemBackground : .systemGroupedBackground
        clipsToBounds = true
    }

    /// Always nil: TableSnap reads no nibs or storyboards.
    public required init?(coder: NSCoder) {
        return nil
    }

    // MARK: Reuse

    private let cellQueue = ReuseQueue<TableViewCell>()
    let headerFooterQueue = ReuseQueue<TableViewHeaderFooterView>()
    /// The views TableSnap makes for title strings, kept apart from the user's.
    let titleViewQueue = ReuseQueue<TableViewHeaderFooterView>()
    static let titleViewIdentifier = "TableSnap.TitleHeaderFooter"

    /// Registers the class to make cells for `identifier` with (in the `default` style).
    public func register(_ cellClass: TableViewCell.Type, forCellReuseIdentifier identifier: String) {
        cellQueue.register(identifier) { [unowned self] in
            cellClass.init(registeredFor: identifier)
                ?? self.unmade(cellClass, identifier, empty: TableViewCell(style: .default, reuseIdentifier: identifier))
        }
    }

    /// Registers the class to make header and footer views for `identifier` with.
    public func register(_ viewClass: TableViewHeaderFooterView.Type, forHeaderFooterViewReuseIdentifier identifier: String) {
        headerFooterQueue.register(identifier) { [unowned self] in
            viewClass.init(registeredFor: identifier)
                ?? self.unmade(viewClass, identifier, empty: TableViewHeaderFooterView(reuseIdentifier: identifier))
        }
    }

    /// A cell waiting for reuse or, as in UIKit, a new one of the class registered for
    /// `identifier`; nil only when none is waiting and no class is registered.
    public func dequeueReusableCell(withIdentifier identifier: String) -> TableViewCell? {
        cellQueue.dequeueOrMake(identifier).map(prepared)
    }

    /// A cell waiting for reuse or a new one of the registered class.
    ///
    /// An identifier never registered stops the program in UIKit; here it
    /// gives a `default`-style cell and a warning (see ``ScrollView``'s
    /// `warnUnregistered`), as a storyboard's prototype cells cannot be read.
    public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> TableViewCell {
        guard let cell = cellQueue.dequeueOrMake(identifier) else {
            warnUnregistered("a cell", identifier)
            return prepared(TableViewCell(style: .default, reuseIdentifier: identifier))
        }
        return prepared(cell)
    }

    /// A header/footer view waiting for reuse or a new one of the registered class; nil when unregistered.
    public func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> TableViewHeaderFooterView? {
        headerFooterQueue.dequeueOrMake(identifier).map { view in
            view.prepareForReuse()
            return view
        }
    }

    private func prepared(_ cell: TableViewCell) -> TableViewCell {
        cell.resetForReuse()
        cell.prepareForReuse()
        return cell
    }

    // MARK: Geometry

    private var geometry: TableGeometry?
    private(set) var cells: [IndexPath: TableViewCell] = [:]
    package var sectionViews: [TitleViewKey: View] = [:]
    let sectionIndexView = SectionIndexView()
    /// The section index column's width; 0 without an index.
    var sectionIndexWidth: CGFloat = 0

    /// The size of everything that scrolls: the rows' and section views'
    /// height at the table's width; the table sizes it, setting it does nothing.
    open override var contentSize: CGSize {
        get { CGSize(width: bounds.width, height: currentGeometry.contentHeight) }
        set {}
    }

    override var isEditingContent: Bool { isEditing }

    /// Discards every height, cell and selection and asks the data source again at the next layout.
    public func reloadData() {
        selectedRows = []
        remeasure()
    }

    /// Discards every height and cell (a new width, text size or setting), keeping the selection.
    func remeasure() {
        geometry = nil
        recycleCells(where: { _ in true })
        recycleSectionViews()
        setNeedsLayout()
    }

    /// The data source's section count, cached until the next ``reloadData()``.
    public var numberOfSections: Int { currentGeometry.sections.count }

    /// The data source's row count for `section`, cached until the next ``reloadData()``.
    public func numberOfRows(inSection section: Int) -> Int { currentGeometry.sections[section].rows.count }

    /// The rectangle of a whole section (header padding, header, rows, footer), in content coordinates.
    public func rect(forSection section: Int) -> CGRect { currentGeometry.sectionRect(section, width: bounds.width) }

    /// The row's cell frame: full width, or inset as a card in `insetGrouped`, narrowed for a section index.
    public func rectForRow(at indexPath: IndexPath) -> CGRect { cellFrame(currentGeometry.rowRect(indexPath, width: bounds.width)) }

    /// The header's rectangle where it scrolls with its section (not where it is pinned).
    public func rectForHeader(inSection section: Int) -> CGRect { currentGeometry.headerRect(section, width: bounds.width) }

    /// The footer's rectangle where it scrolls with its section (not where it is pinned), in content coordinates.
    public func rectForFooter(inSection section: Int) -> CGRect { currentGeometry.footerRect(section, width: bounds.width) }

    /// The rows with a cell on screen, in order; optional as in UIKit, and never nil (empty when none is).
    public var indexPathsForVisibleRows: [IndexPath]? { visibleRows }

    /// The rows with a cell on screen, in order.
    package var visibleRows: [IndexPath] { cells.keys.sorted() }

    /// The cells on screen, in row order.
    public var visibleCells: [TableViewCell] { visibleRows.compactMap { cells[$0] } }

    /// The cell shown for `indexPath`, if that row is on screen.
    public func cellForRow(at indexPath: IndexPath) -> TableViewCell? { cells[indexPath] }

    /// The header view shown for `section`, if it is on screen and a ``TableViewHeaderFooterView``.
    public func headerView(forSection section: Int) -> TableViewHeaderFooterView? {
        sectionViews[TitleViewKey(section: section, isHeader: true)] as? TableViewHeaderFooterView
    }

    /// The footer view shown for `section`, if it is on screen and a ``TableViewHeaderFooterView``.
    public func footerView(forSection section: Int) -> TableViewHeaderFooterView? {
        sectionViews[TitleViewKey(section: section, isHeader: false)] as? TableViewHeaderFooterView
    }

    /// The visible rectangle in content coordinates, less the content inset.
    var visibleContentRect: CGRect {
        let inset = adjustedContentInset
        return CGRect(x: bounds.minX, y: bounds.minY + inset.top, width: bounds.width, height: max(0, bounds.height - inset.top - inset.bottom))
    }

    var currentGeometry: TableGeometry {
        if let geometry { return geometry }
        let built = buildGeometry()
        geometry = built
        return built
    }

    /// Scrolls so that `indexPath` is at the top, middle or bottom of the
    /// visible area, within the content, as `scrollToRow(at:at:animated:)`
    /// (there is no animation to run; `animated` may be left out).
    public func scrollToRow(at indexPath: IndexPath, at position: ScrollPosition, animated: Bool = false) {
        defer { scrollDelegate?.scrollViewDidScroll(self) }
        // The first pass measures the rows around the target, the second places it exactly. Estimated
        // section titles measured on the way can move it again: then a few more passes, until it stays.
        for pass in 0..<8 {
            let row = rectForRow(at: indexPath)
            let visible = visibleContentRect.height
            let current = contentOffset.y + adjustedContentInset.top
            let top: CGFloat = switch position {
            case .top: row.minY
            case .middle: row.midY - visible / 2
            case .bottom: row.maxY - visible
            // As little as brings the row fully on screen.
            case .none: row.minY < current ? row.minY : max(current, row.maxY - visible)
            }
            let maxTop = max(0, currentGeometry.contentHeight - visible)
            let offset = CGPoint(x: 0, y: min(max(0, top), maxTop) - adjustedContentInset.top)
            if pass >= 2, offset == contentOffset { return }
            moveContent(to: offset)
            layoutIfNeeded()
        }
    }

    /// Where ``TableView/scrollToRow(at:at:animated:)`` puts the row; `none` scrolls as little as shows it whole.
    public enum ScrollPosition: String, CaseIterable, Sendable {
        /// As little as shows the row whole; no scroll when it already shows.
        case none
        /// The row at the top of the visible area.
        case top
        /// The row in the middle of the visible area.
        case middle
        /// The row at the bottom of the visible area.
        case bottom
    }

    // MARK: Layout

    /// The strip a section index takes from the trailing edge, the safe area
    /// beyond it included; 0 without an index.
    var sectionIndexInset: CGFloat {
        guard sectionIndexWidth > 0 else { return 0 }
        return sectionIndexWidth + (traits.layoutDirection == .rightToLeft ? safeAreaInsets.left : safeAreaInsets.right)
    }

    /// The safe area content is laid out in: with an index, its trailing
    /// side lies beyond the index strip, so content no longer keeps clear of it.
    var contentSafeArea: EdgeInsets {
        guard sectionIndexWidth > 0 else { return safeAreaInsets }
        var safe = safeAreaInsets
        if traits.layoutDirection == .rightToLeft { safe.left = 0 } else { safe.right = 0 }
        return safe
    }

    /// `rect` narrowed on the trailing side by the section index strip.
    func contentColumn(_ rect: CGRect) -> CGRect {
        let inset = sectionIndexInset
        guard inset > 0 else { return rect }
        var column = rect
        column.size.width = max(0, rect.width - inset)
        if traits.layoutDirection == .rightToLeft { column.origin.x += inset }
        return column
    }

    /// A row's cell frame from its full-width rectangle.
    private func cellFrame(_ rect: CGRect, layout: TableStyleLayout? = nil) -> CGRect {
        let insets = (layout ?? styleLayout).cellInsets
        return contentColumn(rect).inset(by: EdgeInsets(left: insets.left, right: insets.right))
    }

    /// Lays out the table header and footer, the cells of the visible rows (measuring them as they come into view), the section headers and footers and the section index.
    open override func layoutSubviews() {
        restIfNeverScrolled()
        backgroundView?.frame = bounds
        var geometry = currentGeometry
        layoutTableHeaderFooter(geometry)
        measureVisibleSectionViews(&geometry)
        layoutVisibleRows(&geometry)
        // Measured rows can bring sections with estimated headers into view.
        while measureVisibleSectionViews(&geometry) { layoutVisibleRows(&geometry) }
        self.geometry = geometry
        layoutSectionViews(geometry)
        layoutSectionIndex()
    }

    /// Measures and places a cell for every row inside the visible rectangle;
    /// cells of rows that left it go back to the reuse queue.
    private func layoutVisibleRows(_ geometry: inout TableGeometry) {
        let visible = bounds
        let layout = styleLayout
        // Free the cells that scrolled away first, so the rows coming in can reuse them.
        recycleCells(where: { !geometry.rowRect($0, width: bounds.width).intersects(visible) })
        var shown: [IndexPath: TableViewCell] = [:]
        var next = geometry.firstRow(below: visible.minY)
        while let indexPath = next, geometry.rowRect(indexPath, width: bounds.width).minY < visible.maxY {
            let cell = cells.removeValue(forKey: indexPath) ?? makeCell(at: indexPath)
            configure(cell, at: indexPath, geometry: geometry, layout: layout)
            if !geometry.isMeasured(indexPath) {
                geometry.setHeight(height(forRowAt: indexPath, cell: cell, layout: layout), of: indexPath)
            }
            cell.frame = cellFrame(geometry.rowRect(indexPath, width: bounds.width), layout: layout)
            cell.layoutIfNeeded()
            shown[indexPath] = cell
            next = geometry.row(after: indexPath)
        }
        recycleCells(where: { _ in true })
        cells = shown
        hideSeparatorsAroundSelection()
    }

    private func makeCell(at indexPath: IndexPath) -> TableViewCell {
        guard let dataSource else { return TableViewCell(style: .default, reuseIdentifier: nil) }
        let cell = Traits.$current.withValue(traits) { dataSource.tableView(self, cellForRowAt: indexPath) }
        insertSubview(cell, at: backgroundView == nil ? 0 : 1)
        delegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
        return cell
    }

    /// Returns the cells of the rows matching `condition` to the reuse queue,
    /// in row order so that which cell shows which row never depends on hashing.
    private func recycleCells(where condition: (IndexPath) -> Bool) {
        for indexPath in cells.keys.sorted() where condition(indexPath) {
            if let cell = cells.removeValue(forKey: indexPath) { recycle(cell) }
        }
    }

    private func recycle(_ cell: TableViewCell) {
        cell.removeFromSuperview()
        if let identifier = cell.reuseIdentifier { cellQueue.enqueue(cell, identifier: identifier) }
    }

    /// Gives a cell the table style's margins, background, corners and separators for its row.
    private func configure(_ cell: TableViewCell, at indexPath: IndexPath, geometry: TableGeometry, layout: TableStyleLayout) {
        cell.apply(RowPlacement(style: layout, row: indexPath.row, rowCount: geometry.sections[indexPath.section].rows.count,
                                isLastRowOfList: geometry.row(after: indexPath) == nil, showsSeparators: separatorStyle == .singleLine,
                                separatorColor: separatorColor, separatorSpace: separatorThicknessAddedToRows))
        if let separatorInset { cell.separatorInset = separatorInset }
        configureSelectionAndEditing(cell, at: indexPath)
        cell.updateConfigurationIfNeeded()
    }

    private func height(forRowAt indexPath: IndexPath, cell: TableViewCell, layout: TableStyleLayout) -> CGFloat {
        let height = delegate?.tableView(self, heightForRowAt: indexPath) ?? rowHeight
        guard height < 0 else { return height }
        let width = cellFrame(CGRect(x: 0, y: 0, width: bounds.width, height: 0), layout: layout).width
        // A self-sized row is its content and, in iOS 26, its separator below.
        // UIKit asks the cell's systemLayoutSizeFitting, which apps override to set a least height.
        let fitting = cell.systemLayoutSizeFitting(CGSize(width: width, height: View.layoutFittingCompressedSize.height),
                                                   withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        return fitting.height + separatorThicknessAddedToRows
    }

    /// What a separator adds to a self-sized row: a table puts iOS 26's
    /// 1-pt line below the cell's content (iOS 18's measured rows already
    /// hold their pixel); a list (`rowsOverlapSeparators`) draws it over the row.
    private var separatorThicknessAddedToRows: CGFloat {
        guard separatorStyle == .singleLine, !rowsOverlapSeparators else { return 0 }
        return traits.design.table.separatorPoints ?? 0
    }

    private func replaceSubview(_ old: View?, with new: View?, at index: Int? = nil) {
        old?.removeFromSuperview()
        if let new {
            if let index { insertSubview(new, at: index) } else { addSubview(new) }
        }
        remeasure()
    }

    /// Draws the filler rows' separators below the last row, when the table has any.
    open override func draw(in context: GraphicsContext) {
        drawFillerRows(in: context)
    }

    private func layoutTableHeaderFooter(_ geometry: TableGeometry) {
        tableHeaderView?.frame = CGRect(x: 0, y: 0, width: bounds.width, height: geometry.tableHeaderHeight)
        tableFooterView?.frame = CGRect(x: 0, y: geometry.tableFooterTop, width: bounds.width, height: geometry.tableFooterHeight)
    }
}

/// The section of a table's or collection view's index path.
extension IndexPath {
    /// The section (the first index).
    public var section: Int { self[0] }
}
