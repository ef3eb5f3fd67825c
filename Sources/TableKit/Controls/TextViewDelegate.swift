import Foundation

/// What a text view tells its delegate while it is edited, as
/// `UITextViewDelegate`; every method is optional. A render never edits, so
/// none is called; the protocol is here for the code that adopts it.
public protocol TextViewDelegate: AnyObject {
    /// Whether editing may begin; true by default.
    func textViewShouldBeginEditing(_ textView: TextView) -> Bool
    /// Editing began.
    func textViewDidBeginEditing(_ textView: TextView)
    /// Whether editing may end; true by default.
    func textViewShouldEndEditing(_ textView: TextView) -> Bool
    /// Editing ended.
    func textViewDidEndEditing(_ textView: TextView)
    /// Whether an edit may happen; true by default.
    func textView(_ textView: TextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    /// The text changed.
    func textViewDidChange(_ textView: TextView)
    /// The selection moved.
    func textViewDidChangeSelection(_ textView: TextView)
}

extension TextViewDelegate {
    /// Returns `true`.
    public func textViewShouldBeginEditing(_ textView: TextView) -> Bool { true }
    /// Does nothing.
    public func textViewDidBeginEditing(_ textView: TextView) {}
    /// Returns `true`.
    public func textViewShouldEndEditing(_ textView: TextView) -> Bool { true }
    /// Does nothing.
    public func textViewDidEndEditing(_ textView: TextView) {}
    /// Returns `true`.
    public func textView(_ textView: TextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool { true }
    /// Does nothing.
    public func textViewDidChange(_ textView: TextView) {}
    /// Does nothing.
    public func textViewDidChangeSelection(_ textView: TextView) {}
}
