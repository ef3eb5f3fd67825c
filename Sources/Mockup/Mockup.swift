import Canvas
import Foundation
import TableKit

/// A mockup file's content (format v1): the device and traits to render
/// with, and the table to draw.
public struct Mockup {
    /// `scroll`: where a screen render is scrolled to.
    public enum Scroll: Equatable {
        /// Points scrolled from the top.
        case offset(CGFloat)
        /// A row brought to the top, middle or bottom of the screen.
        case row(IndexPath, TableView.ScrollPosition)
        /// A collection's item (`{section, item, position}`) brought to the top, middle or bottom of the screen.
        case item(IndexPath, TableView.ScrollPosition)
    }

    /// `device`: the preset whose screen size, scale and safe area are used; `iphone-15` by default.
    public var device: Device = .iPhone15
    /// Overrides the device's size.
    public var size: CGSize?
    /// `scale`: pixels per point (1–4); nil uses the device's.
    public var scale: CGFloat?
    /// `safeArea`: `top`, `bottom`, `left` and `right` insets in points; nil uses the device's.
    public var safeArea: EdgeInsets?
    /// `design`, `appearance`, `contentSize`, `direction` and `tint`; the display scale comes from `scale` or the device.
    /// A mockup's design is its own (`design:`, iOS 26 by default), whatever the caller's context.
    public var traits = Traits(design: .current)
    /// `render`: `screen` (the device viewport, the default) or `content` (the whole table); `size.height: auto` also picks `content`.
    public var render: Renderer.Mode = .screen
    /// `scroll`: a point offset or `{section, row, position}`, for screen renders only; the top by default.
    public var scroll: Scroll = .offset(0)
    /// `table`: the table's style, colours, header, footer and sections.
    public var table = Table()
    /// `collection`: a grid of items drawn instead of the table; nil (the default) draws ``table``.
    public var collection: Collection?
    /// The bars around the table on screen (`statusBar`, `navigationBar`, `toolbar`, `tabBar`, `homeIndicator`); none by default.
    public var chrome = Chrome()
    /// Not a file key (a mockup shows a screen, not a spec): what the
    /// renderer draws over and around the picture; `--annotate` sets redlines
    /// (the `Review` module's `annotations` property).
    package var overlay: (any RenderOverlay)?
    /// The image files the mockup shows, their paths resolved: a run's
    /// outputs may not replace them.
    public internal(set) var imageFiles: [String] = []

    /// A mockup with every default: iPhone 15, light, `large` text, an empty plain table.
    public init() {}

    /// `table`: the table view's properties and its content.
    public struct Table {
        /// `style`: `plain` (the default), `grouped` or `insetGrouped`.
        public var style: TableViewStyle = .plain
        /// `kind`: `table` (the default, a `UITableView`) or `list` (a
        /// collection-view list, which a SwiftUI `List` or `Form` is): a list
        /// draws each separator over its row instead of below the row's
        /// content, so its iOS 26 rows are 1 pt shorter.
        public var kind: Kind = .table

        /// What draws the rows: a table view or a collection-view list.
        public enum Kind: String, CaseIterable, Sendable {
            /// `table`: a `UITableView`.
            case table
            /// `list`: a collection view with a list layout.
            case list
        }
        /// `rowHeight`: every row's height in points, or `automatic` (the default) to size rows from their content.
        public var rowHeight: CGFloat = TableView.automaticDimension
        /// `estimatedRowHeight`: the height assumed for rows not yet measured, or `automatic` (the default).
        public var estimatedRowHeight: CGFloat = TableView.automaticDimension
        /// `separatorStyle`: `singleLine` (the default) or `none`.
        public var separatorStyle: TableViewCellSeparatorStyle = .singleLine
        /// `separatorColor`: a system colour name or hex; nil keeps the dynamic `separator` colour.
        public var separatorColor: Color?
        /// `separatorInset`: `left` and `right` in points for every cell; nil keeps each cell's own (the text start).
        public var separatorInset: EdgeInsets?
        /// `editing`: the table in editing mode (editing controls, indents, grips); false by default.
        public var editing = false
        /// `allowsMultipleSelectionDuringEditing`: editing shows selection circles instead of editing controls; false by default.
        public var allowsMultipleSelectionDuringEditing = false
        /// `layoutMargins`: `left` and `right` in points, the margins cells, titles,
        /// separators and inset-grouped cards follow; nil keeps the device's (16 pt below 414 pt wide, else 20).
        public var layoutMargins: EdgeInsets?
        /// `fillerRowHeight`: 0 (the default, iOS 15+: no empty rows below the
        /// last), `automatic` (empty rows as tall as the last, as before iOS 15) or a height.
        public var fillerRowHeight: CGFloat = 0
        /// `sectionHeaderTopPadding`: space above each plain header in points; nil keeps iOS's 22.
        public var sectionHeaderTopPadding: CGFloat?
        /// `backgroundColor`: the table's background; nil keeps the style's.
        public var backgroundColor: Color?
        /// Section index titles; empty for none.
        public var sectionIndex: [String] = []
        /// `sectionIndexColor`: the index titles' colour; nil uses the tint colour.
        public var sectionIndexColor: Color?
        /// `sectionIndexBackgroundColor`: behind the index column; nil leaves it clear.
        public var sectionIndexBackgroundColor: Color?
        /// `header`: the table header view above the first section; nil for none.
        public var header: TextBlock?
        /// `footer`: the table footer view below the last section; nil for none.
        public var footer: TextBlock?
        /// `sections`: the sections in order, at most ``MockupLimits/maximumSections``.
        public var sections: [Section] = []
    }

    /// A table header or footer view: a centred image over centred text, in
    /// a view of a given or fitting height.
    public struct TextBlock {
        /// `text` in the table's header or footer: wrapped, centred footnote text in the secondary label colour.
        public var text: String
        /// `image` in the table's header or footer: a symbol mapping or PNG path, centred above the text; nil for none.
        public var image: Image?
        /// `height` in the table's header or footer: the view's height in points; nil fits the content with 10 pt above and below.
        public var height: CGFloat?
    }

    /// An entry of `sections`: its header and footer titles and its rows.
    public struct Section {
        /// `header` in a section: the header title; nil leaves the style's untitled spacing.
        public var header: Title?
        /// `footer` in a section: the footer title; nil for none.
        public var footer: Title?
        /// `rows` in a section: the rows in order, at most ``MockupLimits/maximumRows`` in all sections together.
        public var rows: [Row] = []
    }

    /// A section header or footer title, with trailing detail text and a fixed height if given.
    public struct Title {
        /// `title` in a header or footer, or the plain string given instead: the title text (upper-cased in grouped headers).
        public var title: String
        /// `detail` in a header or footer: secondary text on the trailing side; nil for none.
        public var detail: String?
        /// `height` in a header or footer: a fixed height in points; nil sizes it to its content.
        public var height: CGFloat?
    }

    /// An entry of a section's `rows`: one standard `TableViewCell` and what it shows.
    public struct Row {
        /// `text` in a row: the text label's text; nil for none.
        public var text: String?
        /// `detail` in a row: the detail label's text, not shown in the `default` style, which has no detail label.
        public var detail: String?
        /// `style` in a row: `default` (the default), `value1`, `value2` or `subtitle`.
        public var style: TableViewCellStyle = .default
        /// `image` in a row: a symbol mapping or PNG path for the leading image (none in `value2`); nil for none.
        public var image: Image?
        /// `accessory` in a row: a standard accessory type or a control on the trailing side; `none` by default.
        public var accessory: Accessory = .standard(.none)
        /// `control` in a row: a control in the content view, after the text or across the row.
        public var control: ContentControl?
        /// `height` in a row: a fixed height in points; nil uses the table's `rowHeight`.
        public var height: CGFloat?
        /// `lines` in a row: the most lines the text and detail labels wrap to; 0 for no limit, 1 by default.
        public var lines = 1
        /// `textColor` in a row: the text label's colour; nil keeps the style's.
        public var textColor: Color?
        /// `detailColor` in a row: the detail label's colour; nil keeps the style's.
        public var detailColor: Color?
        /// `textAlignment` in a row: the text label's alignment; nil keeps the style's (natural, or right in `value2`).
        public var textAlignment: TextAlignment?
        /// `indentation` in a row: the cell's `indentationLevel`, 10 pt a step (0–100); 0 by default.
        public var indentation = 0
        /// `selected` in a row: drawn selected (the grey background, or a filled circle in multiple-selection editing).
        public var selected = false
        /// `highlighted` in a row: drawn highlighted, as under a finger.
        public var highlighted = false
        /// `selectionStyle` in a row: `default` (the grey background) or `none`.
        public var selectionStyle: TableViewCellSelectionStyle = .default
        /// `disabled` in a row: its text dimmed as UIKit dims a disabled row.
        public var disabled = false
        /// `editingStyle` in a row: the editing control, `delete` (the default), `insert` or `none`.
        public var editingStyle: TableViewCellEditingStyle = .delete
        /// `reorder` in a row: the reorder grip while editing.
        public var reorder = false
        /// `shouldIndentWhileEditing` in a row: whether the content moves aside while editing; true by default.
        public var shouldIndentWhileEditing = true
        /// `editingAccessory` in a row: the standard accessory shown while editing; `none` by default.
        public var editingAccessory: TableViewCellAccessoryType = .none
        /// `showingDeleteConfirmation` in a row: editing mode's Delete button shown, the minus turned upright.
        public var showingDeleteConfirmation = false
        /// `deleteTitle` in a row: the Delete button's title; nil keeps "Delete".
        public var deleteTitle: String?
        /// `swipe` in a row: its swipe actions, drawn revealed.
        public var swipe: Swipe?
    }

    /// A row's `accessory`: a standard type, or a control (`enabled: false` dims it).
    public enum Accessory: Equatable {
        /// `none`, `disclosureIndicator`, `detailDisclosureButton`, `checkmark` or `detailButton`.
        case standard(TableViewCellAccessoryType)
        /// `{switch: true|false, enabled, onTintColor}`.
        case `switch`(isOn: Bool, enabled: Bool, onTintColor: Color?)
        /// `{button: Title, enabled, style, symbol, cornerStyle}`: a system
        /// button, or with `style` one drawn from that `Button.Configuration`
        /// maker; `symbol` adds an image (alone when the title is empty),
        /// `cornerStyle` rounds a configured button's corners.
        case button(String, enabled: Bool, style: Button.Configuration.Style? = nil, symbol: Image? = nil,
                    cornerStyle: Button.Configuration.CornerStyle? = nil)
        /// `{stepper: value, enabled}`: a stepper at `value` between 0 and 100.
        case stepper(Double, enabled: Bool)
        /// `{segments: [A, B], selected: 0, enabled}`.
        case segments([String], selected: Int, enabled: Bool)
        /// `{activity: true}`: a spinning activity indicator.
        case activity
        /// `{text: "…"}`: secondary text, as a label accessory view.
        case text(String)
    }

    /// A row's `control`: a control in its content view.
    public enum ContentControl: Equatable {
        /// `{textField: {placeholder, text}}`.
        case textField(placeholder: String?, text: String?)
        /// `{slider: value, minimumImage, maximumImage}`, the value between 0 and 1.
        case slider(Double, minimumImage: Image?, maximumImage: Image?)
        /// `{segments: [A, B], selected: N}`.
        case segments([String], selected: Int)
        /// `{progress: 0.3}`.
        case progress(Double)
    }

    /// A row's `swipe`: actions on either side, and the side drawn revealed.
    public struct Swipe {
        /// `leading`: the actions at the leading edge, outermost first.
        public var leading: [SwipeAction] = []
        /// `trailing`: the actions at the trailing edge, outermost first.
        public var trailing: [SwipeAction] = []
        /// `revealed`: the side drawn open; the only side given, or `trailing` when both are.
        public var revealed: SwipeActionsEdge = .trailing
    }

    /// One swipe button: `{title, style, color, image}`.
    public struct SwipeAction {
        /// `title`: the button's white title; nil for an image alone.
        public var title: String?
        /// `style`: `normal` (grey, the default) or `destructive` (red).
        public var style: ContextualAction.Style = .normal
        /// `color`: the button's colour; nil keeps the style's.
        public var color: Color?
        /// `image`: a symbol shown above the title on tall rows, alone on short ones.
        public var image: Image?
    }

    /// The renderer this mockup asks for.
    public var renderer: Renderer {
        var traits = traits
        traits.displayScale = scale ?? device.scale
        // A size of its own is a screen of its own: the table applies the margin rule to its width.
        traits.systemMinimumLayoutMargin = size == nil ? device.layoutMargin : nil
        let viewport = CGSize(width: size?.width ?? device.size.width, height: size?.height ?? device.size.height)
        var renderer = Renderer(size: viewport, traits: traits, safeAreaInsets: safeArea ?? device.safeAreaInsets, mode: render)
        renderer.chrome = chrome.makeScreenChrome()
        renderer.overlay = overlay
        return renderer
    }
}
