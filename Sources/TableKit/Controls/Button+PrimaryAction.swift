import Foundation

extension Button {
    /// A button of `type` showing `primaryAction`'s title and image, as `UIButton(type:primaryAction:)`.
    /// The action is kept as the button's primary action and never run.
    public convenience init(type: ButtonType = .system, primaryAction: Action?) {
        self.init(type: type)
        show(primaryAction)
    }

    /// A system button at `frame` showing `primaryAction`'s title and image, as `UIButton(frame:primaryAction:)`.
    public convenience init(frame: CGRect, primaryAction: Action?) {
        self.init(frame: frame)
        show(primaryAction)
    }

    /// Shows the action's title and image in the normal state and keeps it
    /// for the primary action event, as UIKit does with a primary action.
    private func show(_ primaryAction: Action?) {
        guard let primaryAction else { return }
        if !primaryAction.title.isEmpty { setTitle(primaryAction.title, for: .normal) }
        if let image = primaryAction.image { setImage(image, for: .normal) }
        addAction(primaryAction, for: .primaryActionTriggered)
    }
}
