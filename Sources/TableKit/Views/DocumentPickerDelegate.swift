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
    public func documentPicker(_ controller: DocumentPickerViewController, didPickDocumentsAt urls: [URL]) {}
    public func documentPickerWasCancelled(_ controller: DocumentPickerViewController) {}
}
