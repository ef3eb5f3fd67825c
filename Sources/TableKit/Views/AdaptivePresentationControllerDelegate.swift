import Foundation

/// Told how a presentation adapts and when it is dismissed, as
/// `UIAdaptivePresentationControllerDelegate`. Every method has a default,
/// as UIKit's are optional; a render presents nothing, so none is called.
public protocol AdaptivePresentationControllerDelegate: AnyObject {
    /// The style to adapt `controller` to in a compact width (`.none` keeps its own).
    func adaptivePresentationStyle(for controller: PresentationController) -> ModalPresentationStyle
    /// The style to adapt `controller` to for `traitCollection`.
    func adaptivePresentationStyle(for controller: PresentationController, traitCollection: Traits) -> ModalPresentationStyle
    /// A controller to present instead in the adapted `style`; nil keeps the presented one.
    func presentationController(_ controller: PresentationController, viewControllerForAdaptivePresentationStyle style: ModalPresentationStyle) -> ViewController?
    /// Whether a swipe may dismiss the presentation.
    func presentationControllerShouldDismiss(_ presentationController: PresentationController) -> Bool
    /// A swipe is about to dismiss the presentation.
    func presentationControllerWillDismiss(_ presentationController: PresentationController)
    /// A swipe dismissed the presentation.
    func presentationControllerDidDismiss(_ presentationController: PresentationController)
    /// A swipe tried to dismiss a presentation that refuses it (`isModalInPresentation`).
    func presentationControllerDidAttemptToDismiss(_ presentationController: PresentationController)
}

extension AdaptivePresentationControllerDelegate {
    /// The controller's own ``PresentationController/adaptivePresentationStyle``.
    public func adaptivePresentationStyle(for controller: PresentationController) -> ModalPresentationStyle {
        controller.adaptivePresentationStyle
    }
    /// The answer of ``adaptivePresentationStyle(for:)``, as UIKit asks it when this one is not implemented.
    public func adaptivePresentationStyle(for controller: PresentationController, traitCollection: Traits) -> ModalPresentationStyle {
        adaptivePresentationStyle(for: controller)
    }
    /// nil: the presented controller stays.
    public func presentationController(_ controller: PresentationController, viewControllerForAdaptivePresentationStyle style: ModalPresentationStyle) -> ViewController? {
        nil
    }
    /// true.
    public func presentationControllerShouldDismiss(_ presentationController: PresentationController) -> Bool { true }
    /// Does nothing.
    public func presentationControllerWillDismiss(_ presentationController: PresentationController) {}
    /// Does nothing.
    public func presentationControllerDidDismiss(_ presentationController: PresentationController) {}
    /// Does nothing.
    public func presentationControllerDidAttemptToDismiss(_ presentationController: PresentationController) {}
}
