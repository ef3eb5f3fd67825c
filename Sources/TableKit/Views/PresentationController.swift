import Canvas
import Foundation

/// What presents a screen over another, as `UIPresentationController`, the
/// base of sheets and popovers and of an app's own presentations. A picture
/// shows one screen, so nothing is ever presented: one is made and kept so
/// that the code configuring it compiles and can be inspected, and none of
/// its transition methods is called.
open class PresentationController {
    /// The controller that would be presented.
    public unowned let presentedViewController: ViewController
    /// Told about adaptation and dismissal (never, in a render).
    public weak var delegate: AdaptivePresentationControllerDelegate?

    /// A presentation of `presentedViewController`, as
    /// `UIPresentationController(presentedViewController:presenting:)`;
    /// the presenting controller is accepted and not kept, as nothing presents.
    public init(presentedViewController: ViewController, presenting presentingViewController: ViewController?) {
        self.presentedViewController = presentedViewController
    }

    /// The view that would hold the presentation; nil, as nothing is presented.
    open var containerView: View? { nil }
    /// The view that would be shown; the presented controller's view, as in UIKit.
    open var presentedView: View? { presentedViewController.view }
    /// Where the presented view would sit in ``containerView``; zero without one.
    open var frameOfPresentedViewInContainerView: CGRect { .zero }
    /// The style the presentation would adapt to in compact widths: full screen, as UIKit's default.
    open var adaptivePresentationStyle: ModalPresentationStyle { .fullScreen }
    /// Called before the presentation would begin; never called by a render.
    open func presentationTransitionWillBegin() {}
    /// Called after the presentation would end; never called by a render.
    open func presentationTransitionDidEnd(_ completed: Bool) {}
    /// Called before the dismissal would begin; never called by a render.
    open func dismissalTransitionWillBegin() {}
    /// Called after the dismissal would end; never called by a render.
    open func dismissalTransitionDidEnd(_ completed: Bool) {}
    /// Called before ``containerView`` lays out; never called by a render.
    open func containerViewWillLayoutSubviews() {}
    /// Called after ``containerView`` laid out; never called by a render.
    open func containerViewDidLayoutSubviews() {}
}
