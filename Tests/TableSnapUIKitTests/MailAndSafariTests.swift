import Foundation
import Testing
import TableSnapUIKit

/// MessageUI's composers and SafariServices' browser as a settings screen's
/// "Contact" and "Website" rows use them: made, filled in and presented as
/// apps do, and inert: no mail or message can be sent, nothing is presented
/// or drawn, and their delegates are never called.
@MainActor struct MailAndSafariTests {
    final class ContactViewController: UITableViewController, MFMailComposeViewControllerDelegate,
                                       MFMessageComposeViewControllerDelegate, SFSafariViewControllerDelegate {
        let rows = ["Email Support", "Text Support", "Website"]
        private(set) var composers: [UIViewController] = []
        private(set) var unsentRows: [String] = []
        private(set) var finishes = 0

        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Contact"
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Row")
        }

        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
            cell.textLabel?.text = rows[indexPath.row]
            return cell
        }

        override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
            switch indexPath.row {
            case 0 where MFMailComposeViewController.canSendMail():
                let mail = MFMailComposeViewController()
                mail.mailComposeDelegate = self
                mail.setToRecipients(["support@example.com"])
                mail.setSubject("Feedback")
                mail.setMessageBody("<p>Hello</p>", isHTML: true)
                show(mail)
            case 1 where MFMessageComposeViewController.canSendText():
                let message = MFMessageComposeViewController()
                message.messageComposeDelegate = self
                message.recipients = ["555-0100"]
                message.body = "Hello"
                show(message)
            case 2:
                guard let url = URL(string: "https://example.com/help") else { return }
                let configuration = SFSafariViewController.Configuration()
                configuration.entersReaderIfAvailable = true
                let safari = SFSafariViewController(url: url, configuration: configuration)
                safari.delegate = self
                safari.preferredControlTintColor = .systemOrange
                safari.dismissButtonStyle = .close
                show(safari)
            default:
                unsentRows.append(rows[indexPath.row])
            }
        }

        private func show(_ controller: UIViewController) {
            composers.append(controller)
            present(controller, animated: true)
        }

        func mailComposeController(_ controller: MFMailComposeViewController, didFinishWith result: MFMailComposeResult, error: Error?) {
            finishes += 1
            controller.dismiss(animated: true)
        }

        func messageComposeViewController(_ controller: MFMessageComposeViewController, didFinishWith result: MessageComposeResult) {
            finishes += 1
            controller.dismiss(animated: true)
        }

        func safariViewControllerDidFinish(_ controller: SFSafariViewController) { finishes += 1 }
    }

    private func selectEveryRow(of screen: ContactViewController) {
        for row in screen.rows.indices { screen.tableView(screen.tableView, didSelectRowAt: IndexPath(row: row, section: 0)) }
    }

    @Test func mailAndMessagesCannotSendSoTheScreenTakesItsFallback() {
        #expect(!MFMailComposeViewController.canSendMail())
        #expect(!MFMessageComposeViewController.canSendText())
        #expect(!MFMessageComposeViewController.canSendSubject() && !MFMessageComposeViewController.canSendAttachments())
        let screen = ContactViewController(style: .insetGrouped)
        screen.loadViewIfNeeded()
        selectEveryRow(of: screen)
        #expect(screen.unsentRows == ["Email Support", "Text Support"])
    }

    /// A composer made where an app skips the `canSendMail()` check keeps what it is given.
    @Test func aComposerKeepsWhatTheAppFillsIn() {
        let mail = MFMailComposeViewController()
        mail.setToRecipients(["support@example.com"])
        mail.setCcRecipients(nil)
        mail.setSubject("Feedback")
        mail.setMessageBody("Hello", isHTML: false)
        mail.addAttachmentData(Data([1, 2]), mimeType: "text/plain", fileName: "log.txt")
        #expect(mail.toRecipients == ["support@example.com"] && mail.ccRecipients == nil)
        #expect(mail.subject == "Feedback" && mail.messageBody == "Hello" && !mail.isMessageBodyHTML)
        let message = MFMessageComposeViewController()
        #expect(!message.addAttachmentData(Data(), typeIdentifier: "public.plain-text", filename: "note.txt"))
        #expect(MFMailComposeResult.sent.rawValue == 2 && MessageComposeResult.failed.rawValue == 2)
    }

    @Test func aBrowserKeepsItsPageAndLooksButIsNeverShown() throws {
        let screen = ContactViewController(style: .insetGrouped)
        screen.loadViewIfNeeded()
        selectEveryRow(of: screen)
        let safari = try #require(screen.composers.first as? SFSafariViewController)
        #expect(safari.url.absoluteString == "https://example.com/help")
        #expect(safari.configuration.entersReaderIfAvailable && safari.configuration.barCollapsingEnabled)
        #expect(safari.preferredControlTintColor == .systemOrange && safari.dismissButtonStyle == .close)
        #expect(safari.delegate === screen)
        #expect(screen.presentedViewController == nil)
        #expect(screen.finishes == 0, "no browser or composer ever finishes")
        let plain = SFSafariViewController(url: safari.url)
        #expect(!plain.configuration.entersReaderIfAvailable && plain.dismissButtonStyle == .done && plain.delegate == nil)
    }

    /// Presenting a composer or a browser changes nothing drawn: the screen is drawn as it was.
    @Test func presentingDrawsNothing() throws {
        let renderer = Renderer(device: .iPhone15)
        let untouched = try renderer.image(of: ContactViewController(style: .insetGrouped)).pngData()
        let tapped = ContactViewController(style: .insetGrouped)
        tapped.loadViewIfNeeded()
        selectEveryRow(of: tapped)
        let mail = MFMailComposeViewController()
        tapped.present(mail, animated: false)
        #expect(try renderer.image(of: tapped).pngData() == untouched)
        #expect(untouched != (try renderer.image(of: UITableViewController(style: .insetGrouped)).pngData()), "the rows are drawn")
    }
}
