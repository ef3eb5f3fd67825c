import Canvas
import Foundation

/// A button in a navigation bar or toolbar, like `UIBarButtonItem`: a tinted
/// title or symbol; `done` items are semibold.
public final class BarButtonItem {
    /// How the item's title is set (`UIBarButtonItem.Style`).
    public enum Style: Sendable {
        /// Regular weight.
        case plain
        /// Semibold, for the action that ends a mode.
        case done
    }

    /// The standard items with their system titles or symbols (`UIBarButtonItem.SystemItem`).
    public enum SystemItem: String, CaseIterable, Sendable {
        case edit, done, cancel, save, add, trash, action, search, bookmarks
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

    /// A title item, as `UIBarButtonItem(title:style:target:action:)`.
    public init(title: String?, style: Style = .plain) {
        self.title = title
        self.style = style
        systemItem = nil
    }

    /// A symbol item, as `UIBarButtonItem(image:style:target:action:)`.
    public init(image: Image?, style: Style = .plain) {
        self.image = image
        self.style = style
        systemItem = nil
    }

    /// A standard item, as `UIBarButtonItem(barButtonSystemItem:target:action:)`.
    public init(barButtonSystemItem item: SystemItem) {
        systemItem = item
        style = item == .done || item == .save ? .done : .plain
        switch item {
        case .edit: title = "Edit"
        case .done: title = "Done"
        case .cancel: title = "Cancel"
        case .save: title = "Save"
        case .add: image = Image(systemName: "plus", pointSize: 22, weight: .regular)
        case .trash: image = Image(systemName: "trash", pointSize: 20)
        case .action: image = Image(systemName: "square.and.arrow.up", pointSize: 20)
        case .search: image = Image(systemName: "magnifyingglass", pointSize: 20)
        case .bookmarks: image = Image(systemName: "bookmark", pointSize: 20)
        }
    }

    /// The title shown: an `edit` item reads "Done" (semibold) while `editing`.
    func shownTitle(editing: Bool) -> (text: String, weight: Font.Weight)? {
        if systemItem == .edit, editing { return ("Done", .semibold) }
        return title.map { ($0, style == .done ? .semibold : .regular) }
    }
}
