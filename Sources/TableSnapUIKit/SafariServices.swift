import TableKit

/// The in-app browser a screen presents for a link, as SafariServices'
/// `SFSafariViewController`. A render loads no page and presents nothing
/// (`present(_:animated:completion:)` is inert): the browser is built and
/// kept so that the code making it compiles, and its delegate is never called.
open class SFSafariViewController: ViewController {
    /// The page the browser opens.
    public let url: URL
    /// Whether the page opens in Reader and how the bars behave.
    public let configuration: Configuration
    /// Told as the browser loads and closes (never, in a render).
    public weak var delegate: SFSafariViewControllerDelegate?
    /// The bars' background colour; nil for Safari's.
    public var preferredBarTintColor: Color?
    /// The bar buttons' colour; nil for Safari's.
    public var preferredControlTintColor: Color?
    /// The word on the button that closes the browser.
    public var dismissButtonStyle: DismissButtonStyle = .done

    /// A browser for `url` set up by `configuration`.
    public init(url: URL, configuration: Configuration) {
        self.url = url
        self.configuration = configuration
        super.init(nibName: nil, bundle: nil)
    }

    /// A browser for `url`, set up as Safari's default.
    public convenience init(url: URL) {
        self.init(url: url, configuration: Configuration())
    }

    /// A browser for `url` that opens it in Reader when it can, as the deprecated `init(url:entersReaderIfAvailable:)`.
    public convenience init(url: URL, entersReaderIfAvailable: Bool) {
        let configuration = Configuration()
        configuration.entersReaderIfAvailable = entersReaderIfAvailable
        self.init(url: url, configuration: configuration)
    }

    /// Always nil: TableSnap reads no nibs or storyboards.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// How a browser is set up, as `SFSafariViewController.Configuration`.
    public class Configuration {
        /// Whether the page opens in Reader when it can; false by default.
        public var entersReaderIfAvailable = false
        /// Whether the bars collapse as the page scrolls; true by default.
        public var barCollapsingEnabled = true

        /// Safari's default set-up.
        public init() {}
    }

    /// The word on the button that closes the browser, as `SFSafariViewController.DismissButtonStyle`.
    public enum DismissButtonStyle: Int, Sendable {
        /// Done.
        case done
        /// Close.
        case close
        /// Cancel.
        case cancel
    }
}

/// Told as the browser loads and closes, as `SFSafariViewControllerDelegate`;
/// every method optional, none called in a render.
public protocol SFSafariViewControllerDelegate: AnyObject {
    /// The user closed the browser.
    func safariViewControllerDidFinish(_ controller: SFSafariViewController)
    /// The first page finished loading, or failed to.
    func safariViewController(_ controller: SFSafariViewController, didCompleteInitialLoad didLoadSuccessfully: Bool)
}

extension SFSafariViewControllerDelegate {
    /// Does nothing.
    public func safariViewControllerDidFinish(_ controller: SFSafariViewController) {}
    /// Does nothing.
    public func safariViewController(_ controller: SFSafariViewController, didCompleteInitialLoad didLoadSuccessfully: Bool) {}
}
