import Foundation

/// Told what a ``DocumentPickerViewController`` picked, as
/// `UIDocumentPickerDelegate`; every method optional, none called by a render.
public protocol DocumentPickerDelegate: AnyObject {
    /// Documents were picked.
    func documentPicker(_ controller: DocumentPickerViewController, didPickDocumentsAt urls: [URL])
    /// The picker was dismissed without a pick.
    func documentPickerWasCancelled(_ controller: DocumentPickerViewController)
}

extension DocumentPickerDelegate {
    /// Does nothing.
    public func documentPicker(_ controller: DocumentPickerViewController, didPickDocumentsAt urls: [URL]) {}
    /// Does nothing.
    public func documentPickerWasCancelled(_ controller: DocumentPickerViewController) {}
}
