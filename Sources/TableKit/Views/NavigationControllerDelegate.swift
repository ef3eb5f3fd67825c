import Foundation

/// Told as a navigation controller changes its top screen, as
/// `UINavigationControllerDelegate`, which an image picker's delegate also
/// adopts. Every method has a default, as UIKit's are optional; pushing and
/// popping are immediate in TableSnap, and no delegate is called.
public protocol NavigationControllerDelegate: AnyObject {
    /// `viewController` is about to be shown.
    func navigationController(_ navigationController: NavigationController, willShow viewController: ViewController, animated: Bool)
    /// `viewController` was shown.
    func navigationController(_ navigationController: NavigationController, didShow viewController: ViewController, animated: Bool)
}

extension NavigationControllerDelegate {
    /// Does nothing.
    public func navigationController(_ navigationController: NavigationController, willShow viewController: ViewController, animated: Bool) {}
    /// Does nothing.
    public func navigationController(_ navigationController: NavigationController, didShow viewController: ViewController, animated: Bool) {}
}
