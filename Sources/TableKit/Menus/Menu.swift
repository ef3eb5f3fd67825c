import Canvas
import Foundation

/// A titled group of menu elements, as `UIMenu`: what a context menu, a
/// button's or a bar button item's ``Button/menu`` opens, and a submenu or an
/// inline section inside another menu.
///
/// Kept, never opened by a render (see ``MenuElement``).
public final class Menu: MenuElement {
    /// A menu's name, unique among menus (`UIMenu.Identifier`).
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        /// The identifier's name.
        public let rawValue: String
        /// The identifier named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The identifier named `rawValue`.
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// How a menu shows its children (`UIMenu.Options`).
    public struct Options: OptionSet, Hashable, Sendable {
        /// The options' bits, as UIKit numbers them.
        public let rawValue: UInt
        /// Options from their bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// The children are shown in the parent menu, between separators, rather than as a submenu.
        public static let displayInline = Options(rawValue: 1 << 0)
        /// The submenu's title is shown in red.
        public static let destructive = Options(rawValue: 1 << 1)
        /// Choosing a child checks it and unchecks the others.
        public static let singleSelection = Options(rawValue: 1 << 5)
        /// The children are shown as a row of small items.
        public static let displayAsPalette = Options(rawValue: 1 << 7)
    }

    /// How large the children are shown side by side (`UIMenu.ElementSize`).
    public enum ElementSize: Int, Hashable, Sendable {
        /// Small icons, side by side.
        case small = 0
        /// Icons with titles, side by side.
        case medium = 1
        /// One child per line.
        case large = 2
        /// As the system chooses.
        case automatic = -1
    }

    /// The menu's name; a unique one when none was given.
    public let identifier: Identifier
    /// How the children are shown.
    public let options: Options
    /// How large the children are shown.
    public let preferredElementSize: ElementSize
    /// The elements, in order: actions, commands, submenus and deferred elements.
    public let children: [MenuElement]

    /// A menu of `children`, as `UIMenu(title:subtitle:image:identifier:options:preferredElementSize:children:)`.
    public init(title: String = "", subtitle: String? = nil, image: Image? = nil, identifier: Identifier? = nil,
                options: Options = [], preferredElementSize: ElementSize = .automatic, children: [MenuElement] = []) {
        self.identifier = identifier ?? Identifier("com.apple.menu.dynamic." + UUID().uuidString)
        self.options = options
        self.preferredElementSize = preferredElementSize
        self.children = children
        super.init(title: title, subtitle: subtitle, image: image)
    }

    /// A copy of the menu with `newChildren` instead of its children, as `replacingChildren(_:)`.
    public func replacingChildren(_ newChildren: [MenuElement]) -> Menu {
        Menu(title: title, subtitle: subtitle, image: image, identifier: identifier, options: options,
             preferredElementSize: preferredElementSize, children: newChildren)
    }

    /// The checked actions among the children and inline menus' children (`selectedElements`).
    public var selectedElements: [MenuElement] {
        leafActions.filter { $0.state == .on }
    }

    /// The actions the menu lists: its own and those of the menus it shows inline, in order.
    var leafActions: [Action] {
        children.flatMap { child -> [Action] in
            if let action = child as? Action { return [action] }
            if let menu = child as? Menu, menu.options.contains(.displayInline) { return menu.leafActions }
            return []
        }
    }
}
