import Foundation

/// A button of an alert or action sheet, as `UIAlertAction`: its title, its
/// style, whether it is enabled, and the handler UIKit calls when it is
/// tapped, which a render never calls.
open class AlertAction {
    /// How the button is shown (`UIAlertAction.Style`).
    public enum Style: Int, Hashable, Sendable {
        /// A regular button.
        case `default` = 0
        /// The button that dismisses without acting, bold or set apart.
        case cancel = 1
        /// A red button, for an action that destroys something.
        case destructive = 2
    }

    /// The button's title.
    public let title: String?
    /// The button's style.
    public let style: Style
    /// Whether the button can be tapped; a disabled one is grey.
    public var isEnabled = true
    /// Kept for source compatibility; never called.
    public let handler: ((AlertAction) -> Void)?

    /// A button titled `title`, as `UIAlertAction(title:style:handler:)`.
    public init(title: String?, style: Style, handler: ((AlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
    }
}
