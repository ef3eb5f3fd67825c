import Canvas
import Foundation

/// The root of a view hierarchy on a screen, as `UIWindow`: a view like any
/// other, drawn with what it holds, whose ``View/window`` its subviews report.
/// A ``Renderer`` draws a controller's view without putting it in a window,
/// so `view.window` is nil in a render, as UIKit's is before the view is in
/// one, and code such as `view.window?.overrideUserInterfaceStyle = .dark`
/// does nothing there; a test that builds a window and adds views to it gets
/// UIKit's answers, and an override set on the window reaches its subviews.
open class Window: View {
    /// The controller whose view fills the window; setting it adds that view.
    open var rootViewController: ViewController? {
        didSet {
            oldValue?.viewIfLoaded?.removeFromSuperview()
            guard let view = rootViewController?.view else { return }
            view.frame = bounds
            addSubview(view)
        }
    }
    /// Whether the window takes key presses; set by ``makeKeyAndVisible()``.
    public private(set) var isKeyWindow = false

    /// Makes the window the key one and shows it; there is no screen, so it only sets ``isKeyWindow``.
    open func makeKey() {
        isKeyWindow = true
    }

    /// Makes the window the key one and shows it, as ``makeKey()``.
    open func makeKeyAndVisible() {
        makeKey()
        isHidden = false
    }
}

extension View {
    /// The window the view is in, as `UIView.window`: the nearest ``Window``
    /// among the view and its superviews, else nil (see ``Window``).
    public var window: Window? {
        var view: View? = self
        while let current = view {
            if let window = current as? Window { return window }
            view = current.superview
        }
        return nil
    }
}
