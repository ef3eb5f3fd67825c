import Foundation

/// Told what an ``ImagePickerController`` picked, as
/// `UIImagePickerControllerDelegate`; every method has a default, as
/// UIKit's are optional, and none is called by a render.
public protocol ImagePickerControllerDelegate: AnyObject {
    /// Media was picked; `info` holds it under ``ImagePickerController/InfoKey``.
    func imagePickerController(_ picker: ImagePickerController, didFinishPickingMediaWithInfo info: [ImagePickerController.InfoKey: Any])
    /// The picker was cancelled.
    func imagePickerControllerDidCancel(_ picker: ImagePickerController)
}

extension ImagePickerControllerDelegate {
    /// Does nothing.
    public func imagePickerController(_ picker: ImagePickerController, didFinishPickingMediaWithInfo info: [ImagePickerController.InfoKey: Any]) {}
    /// Does nothing.
    public func imagePickerControllerDidCancel(_ picker: ImagePickerController) {}
}
