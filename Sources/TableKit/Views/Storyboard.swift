import Foundation

/// A storyboard, as `UIStoryboard`: Interface Builder's files cannot be read
/// on Linux, so a storyboard here holds nothing. Asking it for a controller
/// gives a plain, empty ``ViewController`` (or nil for the initial one) and
/// a warning that names the storyboard, rather than a trap; build the screen
/// in code for TableSnap to draw it.
public final class Storyboard {
    /// The storyboard's name.
    public let name: String

    /// A storyboard named `name`; nothing is read.
    public init(name: String, bundle: Bundle?) {
        self.name = name
    }

    /// nil, with a warning: the storyboard cannot be read.
    public func instantiateInitialViewController() -> ViewController? {
        warn("its initial view controller")
        return nil
    }

    /// An empty controller, with a warning: the storyboard cannot be read.
    public func instantiateViewController(withIdentifier identifier: String) -> ViewController {
        warn("\"\(identifier)\"")
        return ViewController()
    }

    private func warn(_ what: String) {
        ConsoleLog.warn("storyboard \"\(name)\" cannot be read on Linux, so \(what) is an empty view controller; make the screen in code")
    }
}
