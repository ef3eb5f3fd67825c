import Foundation

/// What a long press on a row, an item or a view would show, as
/// `UIContextMenuConfiguration`: a preview and a menu, each made by a
/// provider when the menu opens.
///
/// A render never opens a context menu: the providers are kept (readable
/// here, unlike UIKit, so that a test can build the menu) and never called.
public final class ContextMenuConfiguration {
    /// Makes the controller shown as the preview; nil shows the touched view itself (`UIContextMenuContentPreviewProvider`).
    public typealias PreviewProvider = () -> ViewController?
    /// Makes the menu from the elements the system suggests; nil shows none (`UIContextMenuActionProvider`).
    public typealias ActionProvider = ([MenuElement]) -> Menu?

    /// The order the menu lists its elements in (`UIContextMenuConfiguration.ElementOrder`).
    public enum ElementOrder: Int, Hashable, Sendable {
        /// The system's choice: the first elements nearest the touch.
        case automatic = 0
        /// The first elements nearest the touch.
        case priority = 1
        /// The order given, from the top.
        case fixed = 2
    }

    /// The configuration's name, as given or a unique one, by which the delegate's later calls tell configurations apart.
    public let identifier: NSCopying
    /// Kept; never called by a render.
    public let previewProvider: PreviewProvider?
    /// Kept; never called by a render.
    public let actionProvider: ActionProvider?
    /// The order the menu lists its elements in.
    public var preferredMenuElementOrder = ElementOrder.automatic
    /// The number shown on the preview of a menu for several items.
    public var badgeCount = 0

    /// A configuration, as `UIContextMenuConfiguration(identifier:previewProvider:actionProvider:)`.
    public init(identifier: NSCopying? = nil, previewProvider: PreviewProvider? = nil, actionProvider: ActionProvider? = nil) {
        self.identifier = identifier ?? NSUUID()
        self.previewProvider = previewProvider
        self.actionProvider = actionProvider
    }
}
