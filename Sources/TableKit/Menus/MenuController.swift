import Foundation
import Synchronization

/// The edit menu (Copy, Paste and custom items) shown over a selection before
/// iOS 16's edit menu interaction, as `UIMenuController`.
///
/// A render never shows it. What code sets is kept, so that the code
/// compiles and reads back what it set: ``showMenu(from:rect:)`` makes
/// ``isMenuVisible`` true and ``hideMenu()`` false, and no notification is
/// posted. The one ``shared`` controller is safe to use from any thread: its
/// state is behind a lock.
public final class MenuController: Sendable {
    /// Where the menu's arrow points (`UIMenuController.ArrowDirection`).
    public enum ArrowDirection: Int, Hashable, Sendable {
        /// Wherever the menu fits.
        case `default` = 0
        /// The arrow points up (the menu is below the target).
        case up
        /// The arrow points down (the menu is above the target).
        case down
        /// The arrow points left.
        case left
        /// The arrow points right.
        case right
    }

    /// Posted by UIKit before the menu shows; never posted by a render.
    public static let willShowMenuNotification = Notification.Name("UIMenuControllerWillShowMenuNotification")
    /// Posted by UIKit after the menu shows; never posted by a render.
    public static let didShowMenuNotification = Notification.Name("UIMenuControllerDidShowMenuNotification")
    /// Posted by UIKit before the menu hides; never posted by a render.
    public static let willHideMenuNotification = Notification.Name("UIMenuControllerWillHideMenuNotification")
    /// Posted by UIKit after the menu hides; never posted by a render.
    public static let didHideMenuNotification = Notification.Name("UIMenuControllerDidHideMenuNotification")
    /// Posted by UIKit when the menu's frame changes; never posted by a render.
    public static let menuFrameDidChangeNotification = Notification.Name("UIMenuControllerMenuFrameDidChangeNotification")

    /// The app's edit menu, as `UIMenuController.shared`.
    public static let shared = MenuController()

    private struct State {
        var isMenuVisible = false
        var menuItems: [MenuItem]?
        var targetRect = CGRect.zero
        var arrowDirection = ArrowDirection.default
    }

    private let state = Mutex(State())

    private init() {}

    /// Whether the menu was shown and not hidden since; setting it shows or hides it.
    public var isMenuVisible: Bool {
        get { state.withLock { $0.isMenuVisible } }
        set { state.withLock { $0.isMenuVisible = newValue } }
    }

    /// The custom items listed after the system's; nil for none.
    public var menuItems: [MenuItem]? {
        get { state.withLock { $0.menuItems } }
        set { state.withLock { $0.menuItems = newValue } }
    }

    /// Where the menu's arrow points.
    public var arrowDirection: ArrowDirection {
        get { state.withLock { $0.arrowDirection } }
        set { state.withLock { $0.arrowDirection = newValue } }
    }

    /// The rectangle the menu points at, in its view's coordinates, as last given.
    public var targetRect: CGRect { state.withLock { $0.targetRect } }

    /// The menu's frame on screen: empty, as it is never drawn.
    public var menuFrame: CGRect { .zero }

    /// Shows the menu pointing at `rect` of `targetView`, as `showMenu(from:rect:)`: recorded, not drawn.
    public func showMenu(from targetView: View, rect targetRect: CGRect) {
        state.withLock {
            $0.targetRect = targetRect
            $0.isMenuVisible = true
        }
    }

    /// Hides the menu, as `hideMenu()`.
    public func hideMenu() {
        isMenuVisible = false
    }

    /// Hides the menu shown from `targetView`, as `hideMenu(from:)`.
    public func hideMenu(from targetView: View) {
        hideMenu()
    }

    /// Shows or hides the menu, as the pre-iOS 13 `setMenuVisible(_:animated:)`.
    public func setMenuVisible(_ menuVisible: Bool, animated: Bool) {
        isMenuVisible = menuVisible
    }

    /// Points the menu at `targetRect` of `targetView`, as the pre-iOS 13 `setTargetRect(_:in:)`.
    public func setTargetRect(_ targetRect: CGRect, in targetView: View) {
        state.withLock { $0.targetRect = targetRect }
    }

    /// Asks the responder chain which items apply, as `update()`; there is no menu to update.
    public func update() {}
}
