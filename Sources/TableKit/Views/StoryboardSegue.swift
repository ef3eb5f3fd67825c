import Foundation

/// A transition between two screens of a storyboard, as `UIStoryboardSegue`.
/// TableSnap reads no storyboards, so no segue is ever made or performed by
/// a render (``ViewController/performSegue(withIdentifier:sender:)`` does
/// nothing); the class exists so that ``ViewController/prepare(for:sender:)``
/// overrides compile, and a test may make one to call them.
open class StoryboardSegue {
    /// The segue's identifier, as set in Interface Builder.
    public let identifier: String?
    /// The controller the segue leaves.
    public let source: ViewController
    /// The controller the segue shows.
    public let destination: ViewController

    /// A segue from `source` to `destination`, as `UIStoryboardSegue(identifier:source:destination:)`.
    public init(identifier: String?, source: ViewController, destination: ViewController) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
    }

    /// Would show ``destination``; a picture shows one screen, so it does nothing.
    open func perform() {}
}
