import Foundation

/// What a text field tells its delegate while it is edited, as
/// `UITextFieldDelegate`; every method is optional. A render never edits, so
/// none is called; the protocol is here for the code that adopts it.
public protocol TextFieldDelegate: AnyObject {
    /// Whether editing may begin; true by default.
    func textFieldShouldBeginEditing(_ textField: TextField) -> Bool
    /// Editing began.
    func textFieldDidBeginEditing(_ textField: TextField)
    /// Whether editing may end; true by default.
    func textFieldShouldEndEditing(_ textField: TextField) -> Bool
    /// Editing ended.
    func textFieldDidEndEditing(_ textField: TextField)
    /// Editing ended, and why.
    func textFieldDidEndEditing(_ textField: TextField, reason: TextField.DidEndEditingReason)
    /// Whether an edit may happen; true by default.
    func textField(_ textField: TextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool
    /// The selection moved.
    func textFieldDidChangeSelection(_ textField: TextField)
    /// Whether the clear button may empty the field; true by default.
    func textFieldShouldClear(_ textField: TextField) -> Bool
    /// The return key was tapped; true by default.
    func textFieldShouldReturn(_ textField: TextField) -> Bool
}

extension TextFieldDelegate {
    /// Returns `true`.
    public func textFieldShouldBeginEditing(_ textField: TextField) -> Bool { true }
    /// Does nothing.
    public func textFieldDidBeginEditing(_ textField: TextField) {}
    /// Returns `true`.
    public func textFieldShouldEndEditing(_ textField: TextField) -> Bool { true }
    /// Does nothing.
    public func textFieldDidEndEditing(_ textField: TextField) {}
    /// Does nothing.
    public func textFieldDidEndEditing(_ textField: TextField, reason: TextField.DidEndEditingReason) {}
    /// Returns `true`.
    public func textField(_ textField: TextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool { true }
    /// Does nothing.
    public func textFieldDidChangeSelection(_ textField: TextField) {}
    /// Returns `true`.
    public func textFieldShouldClear(_ textField: TextField) -> Bool { true }
    /// Returns `true`.
    public func textFieldShouldReturn(_ textField: TextField) -> Bool { true }
}

extension TextField {
    /// Why editing ended, as `UITextField.DidEndEditingReason`.
    public enum DidEndEditingReason: Int, Sendable {
        /// The field resigned first responder.
        case committed
        /// Editing was cancelled.
        case cancelled
    }
}
