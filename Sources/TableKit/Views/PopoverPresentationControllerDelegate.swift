import Foundation

/// Told about a popover, as `UIPopoverPresentationControllerDelegate`
/// (adaptation and dismissal from ``AdaptivePresentationControllerDelegate``).
/// Every method has a default, as UIKit's are optional; none is called by a render.
public protocol PopoverPresentationControllerDelegate: AdaptivePresentationControllerDelegate {
    /// The popover is about to be presented.
    func prepareForPopoverPresentation(_ popoverPresentationController: PopoverPresentationController)
    /// Whether a tap outside may dismiss the popover (deprecated in UIKit, still called by it).
    func popoverPresentationControllerShouldDismissPopover(_ popoverPresentationController: PopoverPresentationController) -> Bool
    /// The popover was dismissed by a tap outside.
    func popoverPresentationControllerDidDismissPopover(_ popoverPresentationController: PopoverPresentationController)
}

extension PopoverPresentationControllerDelegate {
    /// Does nothing.
    public func prepareForPopoverPresentation(_ popoverPresentationController: PopoverPresentationController) {}
    /// true.
    public func popoverPresentationControllerShouldDismissPopover(_ popoverPresentationController: PopoverPresentationController) -> Bool { true }
    /// Does nothing.
    public func popoverPresentationControllerDidDismissPopover(_ popoverPresentationController: PopoverPresentationController) {}
}
