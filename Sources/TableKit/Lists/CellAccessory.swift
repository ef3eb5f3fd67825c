import Canvas
import Foundation

/// An accessory of a collection list cell, like `UICellAccessory`: a
/// standard glyph, a label, a control or a custom view, at the leading or
/// trailing edge, shown always, only while editing or only while not.
/// Each draws as the table's matching accessory or editing control. Action
/// handlers are accepted for source compatibility: a picture is never tapped.
public struct CellAccessory {
    /// When an accessory shows (`UICellAccessory.DisplayedState`).
    public enum DisplayedState: Sendable {
        /// Shown in both states.
        case always
        /// Shown only while the cell is editing.
        case whenEditing
        /// Shown only while the cell is not editing.
        case whenNotEditing
    }

    /// Which edge of the cell a custom view sits at (`UICellAccessory.Placement`).
    public enum Placement: Sendable {
        /// At the leading edge, before the content.
        case leading(displayed: DisplayedState = .always)
        /// At the trailing edge, after the content.
        case trailing(displayed: DisplayedState = .always)
    }

    /// The options every standard accessory takes (`UICellAccessory.DisclosureIndicatorOptions` and its siblings).
    public struct Options {
        /// Whether the accessory is hidden; a hidden accessory takes no room.
        public var isHidden = false
        /// The glyph's colour; nil keeps the accessory's own (the tint, or grey for a chevron).
        public var tintColor: Color?
        /// Whether an outline disclosure toggles from the whole row (`.header`) or its chevron (`.cell`); kept, as nothing is tapped.
        public var style = OutlineDisclosureStyle.automatic
        /// Options with the given visibility and colour.
        public init(isHidden: Bool = false, tintColor: Color? = nil) {
            self.isHidden = isHidden
            self.tintColor = tintColor
        }

        /// An outline disclosure's options, as `UICellAccessory.OutlineDisclosureOptions(style:isHidden:tintColor:)`.
        public init(style: OutlineDisclosureStyle, isHidden: Bool = false, tintColor: Color? = nil) {
            self.init(isHidden: isHidden, tintColor: tintColor)
            self.style = style
        }
    }

    /// `UICellAccessory.OutlineDisclosureOptions.Style`.
    public enum OutlineDisclosureStyle: Sendable {
        /// The header style for a header cell, the cell style otherwise.
        case automatic
        /// The whole row toggles.
        case header
        /// Only the chevron toggles.
        case cell
    }

    /// A label's options (`UICellAccessory.LabelOptions`).
    public struct LabelOptions {
        /// Whether the label is hidden.
        public var isHidden = false
        /// The label's font; body by default.
        public var font = Font.preferredFont(forTextStyle: .body, contentSize: .large)
        /// The label's text colour; nil draws it in the secondary label colour.
        public var tintColor: Color?
        /// Whether the font follows the cell's text size.
        public var adjustsFontForContentSizeCategory = true
        /// Label options with the given visibility and colour.
        public init(isHidden: Bool = false, tintColor: Color? = nil) {
            self.isHidden = isHidden
            self.tintColor = tintColor
        }
    }

    /// A custom view and where it sits (`UICellAccessory.CustomViewConfiguration`).
    public struct CustomViewConfiguration {
        /// The view shown as the accessory.
        public var customView: View
        /// The edge the view sits at, and when it shows.
        public var placement: Placement
        /// Whether the view is hidden.
        public var isHidden = false
        /// The width kept for the view; accepted, the view's own width is used.
        public var reservedLayoutWidth: CGFloat = 0
        /// A tint given to the view; nil leaves the view's own.
        public var tintColor: Color?
        /// Accepted: the view always keeps the size it fits.
        public var maintainsFixedSize = false

        /// A configuration of a custom view at an edge.
        public init(customView: View, placement: Placement, isHidden: Bool = false, reservedLayoutWidth: CGFloat = 0,
                    tintColor: Color? = nil, maintainsFixedSize: Bool = false) {
            self.customView = customView
            self.placement = placement
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
            self.maintainsFixedSize = maintainsFixedSize
        }
    }

    /// What the accessory is.
    enum Kind {
        case disclosureIndicator, checkmark, detail, delete, insert, reorder, multiselect, outlineDisclosure
        case label(String, LabelOptions)
        case customView(View)
    }

    let kind: Kind
    let displayed: DisplayedState
    let isLeading: Bool
    let isHidden: Bool
    let tintColor: Color?

    private init(_ kind: Kind, displayed: DisplayedState, leading: Bool = false, options: Options) {
        self.kind = kind
        self.displayed = displayed
        isLeading = leading
        isHidden = options.isHidden
        tintColor = options.tintColor
    }

    /// Whether the accessory shows in the cell's editing state.
    func isShown(editing: Bool) -> Bool {
        guard !isHidden else { return false }
        switch displayed {
        case .always: return true
        case .whenEditing: return editing
        case .whenNotEditing: return !editing
        }
    }

    // MARK: Makers

    /// The grey chevron of a row leading somewhere.
    public static func disclosureIndicator(displayed: DisplayedState = .always, options: Options = Options()) -> Self {
        Self(.disclosureIndicator, displayed: displayed, options: options)
    }

    /// A checkmark in the tint colour.
    public static func checkmark(displayed: DisplayedState = .always, options: Options = Options()) -> Self {
        Self(.checkmark, displayed: displayed, options: options)
    }

    /// The info button.
    public static func detail(displayed: DisplayedState = .always, options: Options = Options(), actionHandler: (() -> Void)? = nil) -> Self {
        Self(.detail, displayed: displayed, options: options)
    }

    /// The red minus at the leading edge, while editing by default.
    public static func delete(displayed: DisplayedState = .whenEditing, options: Options = Options(), actionHandler: (() -> Void)? = nil) -> Self {
        Self(.delete, displayed: displayed, leading: true, options: options)
    }

    /// The green plus at the leading edge, while editing by default.
    public static func insert(displayed: DisplayedState = .whenEditing, options: Options = Options(), actionHandler: (() -> Void)? = nil) -> Self {
        Self(.insert, displayed: displayed, leading: true, options: options)
    }

    /// The reorder grip at the trailing edge, while editing by default.
    public static func reorder(displayed: DisplayedState = .whenEditing, options: Options = Options()) -> Self {
        Self(.reorder, displayed: displayed, options: options)
    }

    /// The selection circle at the leading edge, while editing by default; filled when the cell is selected.
    public static func multiselect(displayed: DisplayedState = .whenEditing, options: Options = Options()) -> Self {
        Self(.multiselect, displayed: displayed, leading: true, options: options)
    }

    /// The chevron that expands and collapses an outline row's children: forward when collapsed, down when expanded.
    public static func outlineDisclosure(displayed: DisplayedState = .always, options: Options = Options(), actionHandler: (() -> Void)? = nil) -> Self {
        Self(.outlineDisclosure, displayed: displayed, options: options)
    }

    /// Text before the trailing glyphs, in the secondary label colour.
    public static func label(text: String, displayed: DisplayedState = .always, options: LabelOptions = LabelOptions()) -> Self {
        Self(.label(text, options), displayed: displayed, options: Options(isHidden: options.isHidden, tintColor: options.tintColor))
    }

    /// A view of the app's own, at the configuration's edge.
    public static func customView(configuration: CustomViewConfiguration) -> Self {
        let (leading, displayed): (Bool, DisplayedState) = switch configuration.placement {
        case .leading(let displayed): (true, displayed)
        case .trailing(let displayed): (false, displayed)
        }
        return Self(.customView(configuration.customView), displayed: displayed, leading: leading,
                    options: Options(isHidden: configuration.isHidden, tintColor: configuration.tintColor))
    }
}
