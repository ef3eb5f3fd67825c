import Foundation

extension ViewController {
    /// Accepted so that action methods compile, as `dismiss(animated:completion:)`:
    /// a picture shows one screen, so nothing is dismissed; `completion` is not called.
    public func dismiss(animated: Bool, completion: (() -> Void)? = nil) {}

    /// Accepted so that action methods compile, as `present(_:animated:completion:)`:
    /// a picture shows one screen, so nothing is presented; `completion` is not called.
    public func present(_ viewController: ViewController, animated: Bool, completion: (() -> Void)? = nil) {}
}
