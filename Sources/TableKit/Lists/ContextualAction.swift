import Canvas
import Foundation

/// A button revealed by swiping a row, like `UIContextualAction`.
///
/// TableSnap draws actions, it never runs them: the handler is kept so
/// ported code compiles, and is not called.
public final class ContextualAction {
    /// The action's look (`UIContextualAction.Style`).
    public enum Style: String, CaseIterable, Sendable {
        /// A grey button (`systemGray3` unless ``ContextualAction/backgroundColor`` is set).
        case normal
        /// A red button that removes the row.
        case destructive
    }

    /// The completion UIKit hands the handler; TableSnap never calls it.
    public typealias Handler = (ContextualAction, View, @escaping (Bool) -> Void) -> Void

    /// `normal` or `destructive`, fixed at creation.
    public let style: Style
    /// The button's title, white; nil for an image-only button.
    public var title: String?
    /// A symbol or picture shown above the title (or alone on short rows), white.
    public var image: Image?
    /// The button's colour: by default red for `destructive` and `systemGray3` for `normal`, as in iOS.
    public var backgroundColor: Color {
        get { explicitBackgroundColor ?? (style == .destructive ? .systemRed : .systemGray3) }
        set { explicitBackgroundColor = newValue }
    }
    /// Kept for source compatibility; never called.
    public let handler: Handler

    private var explicitBackgroundColor: Color?

    /// An action in `style` with `title`, as `UIContextualAction(style:title:handler:)`.
    public init(style: Style, title: String?, handler: @escaping Handler) {
        self.style = style
        self.title = title
        self.handler = handler
    }
}

/// The actions a row reveals on one side, like `UISwipeActionsConfiguration`:
/// the first action sits at the edge the row was swiped from.
public final class SwipeActionsConfiguration {
    /// The buttons, outermost first.
    public let actions: [ContextualAction]
    /// Whether a full swipe runs the first action; kept for source compatibility.
    public var performsFirstActionWithFullSwipe = true

    /// A configuration showing `actions`, outermost first.
    public init(actions: [ContextualAction]) {
        self.actions = actions
    }
}

/// The side of a row whose swipe actions are shown.
public enum SwipeActionsEdge: String, CaseIterable, Sendable {
    /// Revealed by swiping towards the trailing edge: the actions sit at the leading edge.
    case leading
    /// Revealed by swiping towards the leading edge: the actions sit at the trailing edge.
    case trailing
}
