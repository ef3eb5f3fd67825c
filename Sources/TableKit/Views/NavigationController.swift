import Canvas
import Foundation

/// A stack of screens under one navigation bar, like `UINavigationController`.
/// Drawn by a ``Renderer``, it shows its top controller under its
/// ``navigationBar``, whose items are the controllers' navigation items (so
/// the one below the top names the back button).
open class NavigationController: ViewController {
    /// The screens, the root first and the one shown last.
    public private(set) var viewControllers: [ViewController] = []
    /// The bar drawn above the top controller; set `prefersLargeTitles` on it as in UIKit.
    public let navigationBar = NavigationBar()
    /// The bar at the bottom, showing the top controller's ``ViewController/toolbarItems``.
    public let toolbar = Toolbar()
    /// Whether the toolbar is hidden, as it is by default.
    public var isToolbarHidden = true

    /// Shows or hides the toolbar; animation is accepted for source compatibility.
    public func setToolbarHidden(_ hidden: Bool, animated: Bool) {
        isToolbarHidden = hidden
    }

    /// A stack holding `rootViewController`.
    public init(rootViewController: ViewController) {
        super.init(nibName: nil, bundle: nil)
        pushViewController(rootViewController, animated: false)
    }

    /// An empty stack.
    public override init(nibName: String?, bundle: Bundle?) {
        super.init(nibName: nibName, bundle: bundle)
    }

    /// Always nil: TableSnap reads no nibs or storyboards.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The controller shown.
    public var topViewController: ViewController? { viewControllers.last }

    /// Puts `viewController` on top; animation is accepted for source compatibility.
    open func pushViewController(_ viewController: ViewController, animated: Bool) {
        setViewControllers(viewControllers + [viewController], animated: animated)
    }

    /// Takes the top controller off, unless it is the root; returns it.
    @discardableResult
    open func popViewController(animated: Bool) -> ViewController? {
        guard viewControllers.count > 1, let top = viewControllers.last else { return nil }
        setViewControllers(Array(viewControllers.dropLast()), animated: animated)
        return top
    }

    /// Takes the controllers above `viewController` off, so that it is shown; returns them (nil when it is not in the stack).
    @discardableResult
    open func popToViewController(_ viewController: ViewController, animated: Bool) -> [ViewController]? {
        guard let index = viewControllers.firstIndex(where: { $0 === viewController }) else { return nil }
        let popped = Array(viewControllers[(index + 1)...])
        setViewControllers(Array(viewControllers[...index]), animated: animated)
        return popped
    }

    /// Takes every controller but the root off; returns them (nil for an empty stack).
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [ViewController]? {
        guard let root = viewControllers.first else { return nil }
        return popToViewController(root, animated: animated)
    }

    /// Replaces the stack.
    open func setViewControllers(_ controllers: [ViewController], animated: Bool) {
        viewControllers.forEach { $0.navigationController = nil }
        viewControllers = controllers
        controllers.forEach { $0.navigationController = self }
        navigationBar.items = controllers.map(\.navigationItem)
    }
}
