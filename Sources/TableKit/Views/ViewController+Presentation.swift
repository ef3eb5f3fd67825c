import Foundation

extension ViewController {
    /// Accepted so that action methods compile, as `dismiss(animated:completion:)`:
    /// a picture shows one screen, so nothing is dismissed; `completion` is not called.
    public func dismiss(animated: Bool, completion: (() -> Void)? = nil) {}

    /// Accepted so that action methods compile, as `present(_:animated:completion:)`:
    /// a picture shows one screen, so nothing is presented; `completion` is not called.
    public func present(_ viewController: ViewController, animated: Bool, completion: (() -> Void)? = nil) {}

    /// Always nil: nothing is ever presented (see ``present(_:animated:completion:)``).
    public var presentingViewController: ViewController? { nil }
    /// Always nil: nothing is ever presented.
    public var presentedViewController: ViewController? { nil }
    /// Always nil: no transition runs while a picture is taken, so code that
    /// animates alongside one (`transitionCoordinator?.animate…`) skips it.
    public var transitionCoordinator: ViewControllerTransitionCoordinator? { nil }
    /// Always nil: TableSnap reads no storyboards, so `storyboard?.instantiate…` gives nil.
    public var storyboard: Storyboard? { nil }

    /// Accepted so that action methods compile; storyboards are not read, so no segue runs.
    public func performSegue(withIdentifier identifier: String, sender: Any?) {}
}

/// How a screen is presented, as `UIModalPresentationStyle`.
public enum ModalPresentationStyle: Int, Sendable {
    case fullScreen = 0, pageSheet, formSheet, currentContext, custom, overFullScreen, overCurrentContext, popover
    case none = -1, automatic = -2
}

/// How a presentation animates, as `UIModalTransitionStyle`.
public enum ModalTransitionStyle: Int, Sendable { case coverVertical, flipHorizontal, crossDissolve, partialCurl }

/// A running transition, as `UIViewControllerTransitionCoordinator`; a render runs none.
public protocol ViewControllerTransitionCoordinator: AnyObject {
    /// Runs `animation` alongside the transition and `completion` after it.
    @discardableResult
    func animate(alongsideTransition animation: ((ViewControllerTransitionCoordinator) -> Void)?,
                 completion: ((ViewControllerTransitionCoordinator) -> Void)?) -> Bool
    /// Whether the transition was cancelled.
    var isCancelled: Bool { get }
}
