import Canvas
import Foundation

/// A titled action, like `UIAction`: an entry of a ``Menu``, and what
/// `Button(configuration:primaryAction:)` takes (a button made with one shows
/// its title and image).
///
/// TableSnap draws, it never runs actions: the handler is kept so ported code
/// compiles, and is not called.
public final class Action: MenuElement {
    /// The handler UIKit calls with the action; TableSnap never calls it.
    public typealias Handler = (Action) -> Void

    /// An action's name, so that code can find or replace it (`UIAction.Identifier`).
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        /// The identifier's name.
        public let rawValue: String
        /// The identifier named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The identifier named `rawValue`.
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// The action's name; a unique one when none was given.
    public let identifier: Identifier
    /// The image shown while ``state`` is `on`, instead of ``MenuElement/image``.
    public var selectedImage: Image?
    /// The title a keyboard shortcut's overlay shows.
    public var discoverabilityTitle: String?
    /// Whether the action is disabled, destructive, hidden or keeps its menu open.
    public var attributes: Attributes
    /// Whether the action is checked; a pop-up button shows the checked action's title.
    public var state: State
    /// Kept for source compatibility; never called.
    public let handler: Handler

    /// An action, as `UIAction(title:subtitle:image:selectedImage:identifier:discoverabilityTitle:attributes:state:handler:)`.
    public init(title: String = "", subtitle: String? = nil, image: Image? = nil, selectedImage: Image? = nil,
                identifier: Identifier? = nil, discoverabilityTitle: String? = nil, attributes: Attributes = [],
                state: State = .off, handler: @escaping Handler) {
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.selectedImage = selectedImage
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        self.handler = handler
        super.init(title: title, subtitle: subtitle, image: image)
    }
}
