import Canvas
import Foundation

/// A view people interact with, like `UIControl`: enabled or not,
/// highlighted, selected. The subclasses draw each state as iOS does.
open class Control: View {
    /// A disabled control is drawn dimmed; `true` by default.
    public var isEnabled = true { didSet { setNeedsLayout() } }
    /// Whether the control is drawn as if touched; `false` by default.
    public var isHighlighted = false { didSet { setNeedsLayout() } }
    /// Whether the control is drawn selected; `false` by default.
    public var isSelected = false { didSet { setNeedsLayout() } }
    /// Whether a tap opens the control's menu instead of sending its actions; kept, as a render opens no menu.
    public var showsMenuAsPrimaryAction = false
    /// Whether a long press opens the control's menu; kept, as a render opens no menu.
    public var isContextMenuInteractionEnabled = false
    /// The targets and actions added, kept for inspection; a render sends none.
    var targetActions: [TargetAction] = []
    /// The actions added with `addAction(_:for:)`, never run.
    var addedActions: [(Action, Event)] = []

    /// The current state, from ``isEnabled``, ``isHighlighted`` and ``isSelected``.
    public var state: ControlState {
        var state = ControlState.normal
        if isHighlighted { state.insert(.highlighted) }
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        return state
    }

    /// The control's fitting size, as UIKit controls size themselves in Auto Layout.
    open override var intrinsicContentSize: CGSize {
        sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude))
    }

    /// A control at `frame`, enabled.
    public override init(frame: CGRect = .zero) {
        super.init(frame: frame)
    }

    /// Always nil: TableSnap reads no nibs or storyboards.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// How much a disabled control is dimmed as a whole; a control that dims
    /// its parts itself (a button's title, a stepper's glyphs) answers 1.
    var disabledAlpha: CGFloat { ControlMetrics.disabledAlpha }

    override var renderedAlpha: CGFloat { isEnabled ? alpha : alpha * disabledAlpha }

    /// Whether the control lays out mirrored: right-to-left, as UIKit flips its controls.
    var isRightToLeft: Bool { traits.layoutDirection == .rightToLeft }
}
