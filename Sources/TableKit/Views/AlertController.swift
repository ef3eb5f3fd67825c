import Foundation

/// An alert or action sheet, as `UIAlertController`: a title, a message,
/// buttons and, in an alert, text fields.
///
/// Presenting one does nothing (``ViewController/present(_:animated:completion:)``),
/// so a render never shows it: it is built and kept so that the code making
/// it compiles and can be inspected. What UIKit refuses with an exception (a
/// text field in an action sheet, a second cancel button) is kept with a
/// warning instead.
open class AlertController: ViewController {
    /// An alert in the middle of the screen, or a sheet of buttons from the bottom (`UIAlertController.Style`).
    public enum Style: Int, Hashable, Sendable {
        /// Buttons from the bottom of the screen (a popover on iPad).
        case actionSheet = 0
        /// A box in the middle of the screen.
        case alert = 1
    }

    /// The text under the title.
    public var message: String?
    /// Whether the controller is an alert or an action sheet.
    public let preferredStyle: Style
    /// The buttons, in the order added.
    public private(set) var actions: [AlertAction] = []
    /// The button shown bold, as the one Return chooses.
    public var preferredAction: AlertAction?
    /// The text fields, in the order added; nil when there is none.
    public private(set) var textFields: [TextField]?

    /// An alert or action sheet, as `UIAlertController(title:message:preferredStyle:)`.
    public init(title: String?, message: String?, preferredStyle: Style) {
        self.preferredStyle = preferredStyle
        super.init(nibName: nil, bundle: nil)
        self.title = title
        self.message = message
    }

    /// An action sheet without title or message, as `UIAlertController()`.
    public override init(nibName: String?, bundle: Bundle?) {
        preferredStyle = .actionSheet
        super.init(nibName: nibName, bundle: bundle)
    }

    /// Always nil: TableSnap reads no nibs or storyboards.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Adds a button, as `addAction(_:)`.
    public func addAction(_ action: AlertAction) {
        if action.style == .cancel, actions.contains(where: { $0.style == .cancel }) {
            ConsoleLog.warn("UIAlertController can only have one action with a style of UIAlertActionStyleCancel; UIKit raises an exception here")
        }
        actions.append(action)
    }

    /// Adds a text field and runs `configurationHandler` on it at once (UIKit
    /// runs it before the alert shows), as `addTextField(configurationHandler:)`.
    public func addTextField(configurationHandler: ((TextField) -> Void)? = nil) {
        if preferredStyle != .alert {
            ConsoleLog.warn("Text fields can only be added to an alert controller of style UIAlertControllerStyleAlert; UIKit raises an exception here")
        }
        let field = TextField(frame: .zero)
        configurationHandler?(field)
        textFields = (textFields ?? []) + [field]
    }

    /// An action sheet's popover, which iPad shows it in, for the `sourceView`
    /// or `barButtonItem` apps set; an alert has none unless its
    /// ``ViewController/modalPresentationStyle`` is `popover`.
    open override var popoverPresentationController: PopoverPresentationController? {
        preferredStyle == .actionSheet ? popover : super.popoverPresentationController
    }
}
