import Canvas
import Foundation

/// A menu entry that sends an action method along the responder chain, as
/// `UICommand`. Kept, never sent by a render (see ``MenuElement``).
///
/// UIKit's alternates (other actions under modifier keys) are not modelled.
public final class Command: MenuElement {
    /// The method the command sends when chosen; never sent by a render.
    public let action: Selector
    /// A value the action method can read back from the command.
    public let propertyList: Any?
    /// The image shown while ``state`` is `on`, instead of ``MenuElement/image``.
    public var selectedImage: Image?
    /// The title a keyboard shortcut's overlay shows.
    public var discoverabilityTitle: String?
    /// Whether the command is disabled, destructive, hidden or keeps its menu open.
    public var attributes: Attributes
    /// Whether the command is checked.
    public var state: State

    /// A command, as `UICommand(title:subtitle:image:selectedImage:action:propertyList:discoverabilityTitle:attributes:state:)`.
    public init(title: String = "", subtitle: String? = nil, image: Image? = nil, selectedImage: Image? = nil,
                action: Selector, propertyList: Any? = nil, discoverabilityTitle: String? = nil,
                attributes: Attributes = [], state: State = .off) {
        self.action = action
        self.propertyList = propertyList
        self.selectedImage = selectedImage
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        super.init(title: title, subtitle: subtitle, image: image)
    }
}
