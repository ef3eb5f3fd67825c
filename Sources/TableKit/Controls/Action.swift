import Canvas
import Foundation

/// A titled action, like `UIAction`, as `Button(configuration:primaryAction:)`
/// takes it: a button made with one shows its title and image.
///
/// TableSnap draws, it never runs actions: the handler is kept so ported code
/// compiles, and is not called.
public final class Action {
    /// The handler UIKit calls with the action; TableSnap never calls it.
    public typealias Handler = (Action) -> Void

    /// The title a button made with the action shows.
    public var title: String
    /// The image a button made with the action shows, before its title.
    public var image: Image?
    /// Kept for source compatibility; never called.
    public let handler: Handler

    /// An action with `title` and `image`, as `UIAction(title:image:handler:)`.
    public init(title: String = "", image: Image? = nil, handler: @escaping Handler) {
        self.title = title
        self.image = image
        self.handler = handler
    }
}
