import Foundation

/// The animation of a context menu appearing or going away, as
/// `UIContextMenuInteractionAnimating`; a render runs none, so no
/// delegate is ever handed one.
public protocol ContextMenuInteractionAnimating: AnyObject {
    /// The controller the preview shows, if any.
    var previewViewController: ViewController? { get }
    /// Runs `animations` alongside the menu's.
    func addAnimations(_ animations: @escaping () -> Void)
    /// Runs `completion` when the menu's animation ends.
    func addCompletion(_ completion: @escaping () -> Void)
}

/// The animation of a context menu's preview being chosen, as
/// `UIContextMenuInteractionCommitAnimating`; never handed out by a render.
public protocol ContextMenuInteractionCommitAnimating: ContextMenuInteractionAnimating {
    /// Whether the preview dismisses or grows into its screen.
    var preferredCommitStyle: ContextMenuInteractionCommitStyle { get set }
}

/// How a chosen preview leaves (`UIContextMenuInteractionCommitStyle`).
public enum ContextMenuInteractionCommitStyle: Int, Hashable, Sendable {
    /// The menu goes away.
    case dismiss = 0
    /// The preview grows into the screen it shows.
    case pop = 1
}
