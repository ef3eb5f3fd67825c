import Canvas
import Foundation

/// Screens side by side in columns, as `UISplitViewController`. TableSnap
/// draws an iPhone, where a split view is collapsed to one navigation
/// stack: a ``Renderer`` draws the compact column's stack when one is set,
/// else the primary column's. A column-style controller
/// (``init(style:)``) wraps each column's controller in a
/// ``NavigationController`` unless it is one, as UIKit does, so the column's
/// controller has a ``ViewController/navigationController`` and
/// ``viewController(for:)`` gives back the controller set. Display modes,
/// behaviours and ``show(_:)`` are kept; a collapsed split view shows one column.
open class SplitViewController: ViewController {
    /// How many columns the split view has, as `UISplitViewController.Style`.
    public enum Style: Int, Sendable {
        /// The classic split view, set up with ``viewControllers``.
        case unspecified
        /// A primary and a secondary column.
        case doubleColumn
        /// A primary, a supplementary and a secondary column.
        case tripleColumn
    }

    /// A column, as `UISplitViewController.Column`.
    public enum Column: Int, Sendable {
        /// The leading column (a sidebar).
        case primary
        /// The middle column of a triple-column split view.
        case supplementary
        /// The main content.
        case secondary
        /// What a collapsed split view shows instead of its columns.
        case compact
    }

    /// How the columns are arranged, as `UISplitViewController.DisplayMode`.
    public enum DisplayMode: Int, Sendable {
        /// The system's choice.
        case automatic
        /// The secondary column alone.
        case secondaryOnly
        /// One column beside the secondary.
        case oneBesideSecondary
        /// One column over the secondary.
        case oneOverSecondary
        /// Two columns beside the secondary.
        case twoBesideSecondary
        /// Two columns over the secondary.
        case twoOverSecondary
        /// Two columns pushing the secondary aside.
        case twoDisplaceSecondary
    }

    /// How the columns share the width, as `UISplitViewController.SplitBehavior`.
    public enum SplitBehavior: Int, Sendable {
        /// The system's choice.
        case automatic
        /// Side by side.
        case tile
        /// Over the secondary.
        case overlay
        /// Pushing the secondary aside.
        case displace
    }

    /// The split view's columns.
    public let style: Style
    /// The arrangement asked for; kept (a collapsed split view shows one column).
    public var preferredDisplayMode = DisplayMode.automatic
    /// How the columns would share the width; kept.
    public var preferredSplitBehavior = SplitBehavior.automatic
    /// Whether a swipe shows the primary column; kept.
    public var presentsWithGesture = true
    /// Whether the secondary's bar has a button to show it alone; kept.
    public var showsSecondaryOnlyButton = false
    /// Whether the columns are collapsed into one stack: true, as on an iPhone.
    public var isCollapsed: Bool { true }

    private var columnControllers: [Column: ViewController] = [:]
    private var columnStacks: [Column: NavigationController] = [:]

    /// A column-style split view, as `UISplitViewController(style:)`.
    public init(style: Style) {
        self.style = style
        super.init(nibName: nil, bundle: nil)
    }

    /// A classic split view, as `UISplitViewController()`.
    public override init(nibName: String?, bundle: Bundle?) {
        style = .unspecified
        super.init(nibName: nibName, bundle: bundle)
    }

    /// Always nil: TableSnap reads no nibs or storyboards.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The controller set for `column`, as `viewController(for:)`; nil when none is.
    public func viewController(for column: Column) -> ViewController? {
        columnControllers[column]
    }

    /// Puts `viewController` in `column` (nil empties it), in a navigation
    /// controller of its own unless it is one or the split view is classic.
    public func setViewController(_ viewController: ViewController?, for column: Column) {
        columnStacks[column]?.containingSplitViewController = nil
        columnControllers[column]?.containingSplitViewController = nil
        columnControllers[column] = viewController
        columnStacks[column] = viewController.flatMap(stack(for:))
        columnStacks[column]?.containingSplitViewController = self
        viewController?.containingSplitViewController = self
    }

    /// The classic split view's controllers: the primary, then the secondary.
    public var viewControllers: [ViewController] {
        get { [Column.primary, .secondary].compactMap { columnControllers[$0] } }
        set {
            setViewController(newValue.first, for: .primary)
            setViewController(newValue.dropFirst().first, for: .secondary)
        }
    }

    /// Would show `column`; a collapsed split view draws one stack, so it is kept and nothing changes.
    public func show(_ column: Column) {}
    /// Would hide `column`; nothing changes.
    public func hide(_ column: Column) {}

    /// The stack an iPhone shows: the compact column's, else the primary's.
    var collapsedScreen: ViewController? {
        columnStacks[.compact] ?? columnControllers[.compact] ?? columnStacks[.primary] ?? columnControllers[.primary]
    }

    private func stack(for viewController: ViewController) -> NavigationController? {
        if let navigation = viewController as? NavigationController { return navigation }
        return style == .unspecified ? nil : NavigationController(rootViewController: viewController)
    }
}

extension ViewController {
    /// The split view controller this controller is in, directly or through
    /// its navigation controller, as `splitViewController`; nil outside one.
    public var splitViewController: SplitViewController? {
        containingSplitViewController ?? navigationController?.splitViewController
    }
}
