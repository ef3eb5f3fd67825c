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
    /// Covers the screen.
    case fullScreen = 0
    /// A sheet over part of the screen.
    case pageSheet
    /// A smaller sheet, centred on wide screens.
    case formSheet
    /// Over the presenting controller's area.
    case currentContext
    /// A presentation of the app's own.
    case custom
    /// Covers the screen, leaving the presenting screen in place under it.
    case overFullScreen
    /// Over the presenting controller's area, leaving its content in place under it.
    case overCurrentContext
    /// A popover (a sheet on compact widths).
    case popover
    /// No adaptation (for adaptive presentations).
    case none = -1
    /// The system's choice: a page sheet for most controllers.
    case automatic = -2
}

/// How a presentation animates, as `UIModalTransitionStyle`.
public enum ModalTransitionStyle: Int, Sendable {
    /// Slides up from the bottom.
    case coverVertical
    /// Flips the screen over, right to left.
    case flipHorizontal
    /// Fades the new screen in.
    case crossDissolve
    /// Curls the presenting screen up.
    case partialCurl
}

/// A running transition, as `UIViewControllerTransitionCoordinator`; a render runs none.
public protocol ViewControllerTransitionCoordinator: AnyObject {
    /// Runs `animation` alongside the transition and `completion` after it.
    @discardableResult
    func animate(alongsideTransition animation: ((ViewControllerTransitionCoordinator) -> Void)?,
                 completion: ((ViewControllerTransitionCoordinator) -> Void)?) -> Bool
    /// Whether the transition was cancelled.
    var isCancelled: Bool { get }
}
