import Foundation

/// A custom entry of the edit menu, as `UIMenuItem`: a title and the action
/// method it sends along the responder chain; kept, never sent by a render.
///
/// Unlike UIKit's, its title and action are fixed at creation, so that the
/// shared ``MenuController`` can hold it across threads.
public final class MenuItem: Sendable {
    /// The title the edit menu shows.
    public let title: String
    /// The method sent when the item is chosen.
    public let action: Selector

    /// An item titled `title` that sends `action`, as `UIMenuItem(title:action:)`.
    public init(title: String, action: Selector) {
        self.title = title
        self.action = action
    }
}
