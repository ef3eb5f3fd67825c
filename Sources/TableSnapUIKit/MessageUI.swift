import TableKit

// MessageUI's composers, which a settings screen's "Contact us" row presents.
// A render has no mail account and no Messages, and presents nothing
// (`present(_:animated:completion:)` is inert): the composers are built and
// kept so that the code making them compiles, can send nothing, and never
// finish, so their delegates are never called.

/// The mail sheet an app presents, as MessageUI's `MFMailComposeViewController`
/// (a navigation controller, as in UIKit). ``canSendMail()`` is false, as on
/// a device without a mail account; what the app fills in is kept.
open class MFMailComposeViewController: NavigationController {
    /// Always false: there is no mail account to send from.
    open class func canSendMail() -> Bool { false }

    /// Told how the sheet finished (never, in a render).
    public weak var mailComposeDelegate: MFMailComposeViewControllerDelegate?
    /// The addresses given to ``setToRecipients(_:)``.
    public private(set) var toRecipients: [String]?
    /// The addresses given to ``setCcRecipients(_:)``.
    public private(set) var ccRecipients: [String]?
    /// The addresses given to ``setBccRecipients(_:)``.
    public private(set) var bccRecipients: [String]?
    /// The subject given to ``setSubject(_:)``.
    public private(set) var subject: String?
    /// The body given to ``setMessageBody(_:isHTML:)``.
    public private(set) var messageBody: String?
    /// Whether ``messageBody`` is HTML.
    public private(set) var isMessageBodyHTML = false

    /// Keeps the subject.
    open func setSubject(_ subject: String) { self.subject = subject }
    /// Keeps the To addresses.
    open func setToRecipients(_ toRecipients: [String]?) { self.toRecipients = toRecipients }
    /// Keeps the Cc addresses.
    open func setCcRecipients(_ ccRecipients: [String]?) { self.ccRecipients = ccRecipients }
    /// Keeps the Bcc addresses.
    open func setBccRecipients(_ bccRecipients: [String]?) { self.bccRecipients = bccRecipients }
    /// Keeps the body, plain text or HTML.
    open func setMessageBody(_ body: String, isHTML: Bool) {
        messageBody = body
        isMessageBodyHTML = isHTML
    }
    /// Accepted; nothing is attached, as nothing is sent.
    open func addAttachmentData(_ attachment: Data, mimeType: String, fileName filename: String) {}
    /// Accepted; there is no account to send from.
    open func setPreferredSendingEmailAddress(_ emailAddress: String) {}
}

/// How the mail sheet finished, as `MFMailComposeResult`.
public enum MFMailComposeResult: Int, Sendable {
    /// The user cancelled.
    case cancelled
    /// The message was saved as a draft.
    case saved
    /// The message was queued to send.
    case sent
    /// The message could not be saved or sent.
    case failed
}

/// Told how the mail sheet finished, as `MFMailComposeViewControllerDelegate`;
/// never called in a render, which sends nothing.
public protocol MFMailComposeViewControllerDelegate: AnyObject {
    /// The sheet finished with `result`; the delegate dismisses it.
    func mailComposeController(_ controller: MFMailComposeViewController, didFinishWith result: MFMailComposeResult, error: Error?)
}

extension MFMailComposeViewControllerDelegate {
    /// Does nothing, as UIKit when the delegate does not implement it.
    public func mailComposeController(_ controller: MFMailComposeViewController, didFinishWith result: MFMailComposeResult, error: Error?) {}
}

/// The Messages sheet an app presents, as MessageUI's
/// `MFMessageComposeViewController` (a navigation controller, as in UIKit).
/// ``canSendText()`` is false, as on a device that cannot send messages;
/// what the app fills in is kept.
open class MFMessageComposeViewController: NavigationController {
    /// Always false: nothing can be sent.
    open class func canSendText() -> Bool { false }
    /// Always false: nothing can be sent.
    open class func canSendSubject() -> Bool { false }
    /// Always false: nothing can be sent.
    open class func canSendAttachments() -> Bool { false }

    /// Told how the sheet finished (never, in a render).
    public weak var messageComposeDelegate: MFMessageComposeViewControllerDelegate?
    /// The phone numbers or addresses the message is for.
    public var recipients: [String]?
    /// The message's text.
    public var body: String?
    /// The message's subject.
    public var subject: String?

    /// Always false: nothing is attached, as nothing is sent.
    open func addAttachmentData(_ attachmentData: Data, typeIdentifier uti: String, filename: String) -> Bool { false }
}

/// How the Messages sheet finished, as `MessageComposeResult`.
public enum MessageComposeResult: Int, Sendable {
    /// The user cancelled.
    case cancelled
    /// The message was queued to send.
    case sent
    /// The message could not be sent.
    case failed
}

/// Told how the Messages sheet finished, as `MFMessageComposeViewControllerDelegate`;
/// never called in a render, which sends nothing.
public protocol MFMessageComposeViewControllerDelegate: AnyObject {
    /// The sheet finished with `result`; the delegate dismisses it.
    func messageComposeViewController(_ controller: MFMessageComposeViewController, didFinishWith result: MessageComposeResult)
}
