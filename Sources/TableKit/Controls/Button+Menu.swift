import Foundation

/// A pop-up button: what iOS draws of a button's menu without opening it.
extension Button {
    /// Shows the title of the menu's checked action when the button is a
    /// pop-up button, checking the first action when none is, as UIKit does;
    /// the action's title replaces the button's (or its configuration's) title.
    func menuChanged() {
        guard changesSelectionAsPrimaryAction, let actions = menu?.leafActions, let first = actions.first else { return }
        let selected = actions.first { $0.state == .on } ?? first
        selected.state = .on
        if let configuration {
            // Setting the configuration comes back here: set only a new title.
            if configuration.title != selected.title { self.configuration?.title = selected.title }
        } else {
            setTitle(selected.title, for: .normal)
        }
    }
}
