import Canvas
import Foundation

/// A button in a navigation bar or toolbar, like `UIBarButtonItem`: a tinted
/// title or symbol; `done` items are semibold. A flexible or fixed space
/// (``flexibleSpace()``, ``fixedSpace(_:)``) parts a toolbar's items, and on
/// iOS 26 the glass platters they share.
public final class BarButtonItem {
    /// How the item's title is set (`UIBarButtonItem.Style`).
    public enum Style: Sendable {
        /// Regular weight.
        case plain
        /// Semibold, for the action that ends a mode.
        case done
        /// iOS 26's prominent item: on glass filled with the tint colour,
        /// white content (semibold in iOS 18, where the style is new).
        case prominent
    }

    /// The standard items with their system titles or symbols (`UIBarButtonItem.SystemItem`).
    public enum SystemItem: String, CaseIterable, Sendable {
        /// "Edit"; while its table is editing, drawn as ``done``.
        case edit
        /// "Done", semibold; on iOS 26 a checkmark on prominent glass.
        case done
        /// "Cancel".
        case cancel
        /// "Save", semibold.
        case save
        /// A plus symbol.
        case add
        /// A trash can symbol.
        case trash
        /// The share symbol (a square with an arrow up).
        case action
        /// A magnifying glass symbol.
        case search
        /// A bookmark symbol.
        case bookmarks
        /// A cross symbol.
        case close
        /// Space that takes its share of what the bar's other items leave free.
        case flexibleSpace
        /// Space of the item's ``BarButtonItem/width``.
        case fixedSpace
    }

    /// The title; nil for a symbol item.
    public var title: String?
    /// The symbol or image; nil for a title item.
    public var image: Image?
    /// `plain` or `done` (semibold).
    public var style: Style
    /// The item's colour; nil uses the tint colour.
    public var tintColor: Color?
    /// Whether the item is drawn enabled; disabled items are grey.
    public var isEnabled = true
    /// The system item it was made from: an `edit` item shows "Done" while its table is editing.
    public let systemItem: SystemItem?
    /// A fixed space's width.
    public var width: CGFloat = 0
    /// Whether the item joins its neighbours on one glass platter (iOS 26); false gives it a platter of its own.
    public var sharesBackground = true
    /// Whether the item is drawn without glass behind it (iOS 26).
    public var hidesSharedBackground = false

    /// The object the item sends ``action`` to; kept, never sent by a render.
    public weak var target: AnyObject?
    /// The method the item names for its tap; kept, never sent by a render.
    public var action: Selector?
    /// The action a tap runs, whose title and image the item shows when made
    /// with it and none of its own; kept, never run by a render.
    public var primaryAction: Action?
    /// The menu a tap (without a primary action) or a long press opens; kept,
    /// never opened by a render: the item is drawn as without it.
    public var menu: Menu?
    /// Whether the item shows its menu's checked action, as a pop-up button; kept.
    public var changesSelectionAsPrimaryAction = false
    /// The accessibility settings code made (``BarButtonItem+Accessibility.swift``).
    var accessibility: AccessibilitySettings?

    /// A title item, as `UIBarButtonItem(title:style:target:action:)`.
    public init(title: String?, style: Style, target: AnyObject? = nil, action: Selector? = nil) {
        self.title = title
        self.style = style
        systemItem = nil
        self.target = target
        self.action = action
    }

    /// A symbol item, as `UIBarButtonItem(image:style:target:action:)`.
    public init(image: Image?, style: Style, target: AnyObject? = nil, action: Selector? = nil) {
        self.image = image
        self.style = style
        systemItem = nil
        self.target = target
        self.action = action
    }

    /// A standard item, as `UIBarButtonItem(barButtonSystemItem:target:action:)`.
    public init(barButtonSystemItem item: SystemItem, target: AnyObject? = nil, action: Selector? = nil) {
        self.target = target
        self.action = action
        systemItem = item
        style = item == .done || item == .save ? .done : .plain
        switch item {
        case .edit: title = "Edit"
        case .done: title = "Done"
        case .cancel: title = "Cancel"
        case .save: title = "Save"
        case .add: image = Image(builtInSymbol: "plus", pointSize: 22, weight: .regular)
        case .trash: image = Image(builtInSymbol: "trash", pointSize: 20)
        case .action: image = Image(builtInSymbol: "square.and.arrow.up", pointSize: 20)
        case .search: image = Image(builtInSymbol: "magnifyingglass", pointSize: 20)
        case .bookmarks: image = Image(builtInSymbol: "bookmark", pointSize: 20)
        case .close: image = Image(builtInSymbol: "xmark", pointSize: 17, weight: .semibold)
        case .flexibleSpace, .fixedSpace: break
        }
    }

    /// An item showing `image` (or, with neither, `title`; with neither of
    /// those, `primaryAction`'s), as `UIBarButtonItem(title:image:primaryAction:menu:)`.
    public convenience init(title: String? = nil, image: Image? = nil, primaryAction: Action? = nil, menu: Menu? = nil) {
        self.init(title: title ?? primaryAction.flatMap { $0.title.isEmpty ? nil : $0.title }, style: .plain, target: nil, action: nil)
        self.image = image ?? primaryAction?.image
        self.primaryAction = primaryAction
        self.menu = menu
    }

    /// A standard item with a primary action or menu, as `UIBarButtonItem(systemItem:primaryAction:menu:)`.
    public convenience init(systemItem: SystemItem, primaryAction: Action? = nil, menu: Menu? = nil) {
        self.init(barButtonSystemItem: systemItem, target: nil, action: nil)
        self.primaryAction = primaryAction
        self.menu = menu
    }

    /// Space that shares out what a toolbar's other items leave free, as `UIBarButtonItem.flexibleSpace()`.
    public static func flexibleSpace() -> BarButtonItem {
        BarButtonItem(barButtonSystemItem: .flexibleSpace)
    }

    /// Space `width` points wide, as `UIBarButtonItem.fixedSpace(_:)`.
    public static func fixedSpace(_ width: CGFloat) -> BarButtonItem {
        let item = BarButtonItem(barButtonSystemItem: .fixedSpace)
        item.width = width
        return item
    }

    /// Whether the item is a space rather than a button.
    var isSpace: Bool { systemItem == .flexibleSpace || systemItem == .fixedSpace }

    /// The title shown: an `edit` item reads "Done" (semibold) while `editing`.
    func shownTitle(editing: Bool) -> (text: String, weight: Font.Weight)? {
        if systemItem == .edit, editing { return ("Done", .semibold) }
        return title.map { ($0, style == .plain ? .regular : .semibold) }
    }

    /// Whether the item ends a mode: the system Done item, or Edit while editing.
    func isDone(editing: Bool) -> Bool {
        systemItem == .done || (systemItem == .edit && editing)
    }
}
