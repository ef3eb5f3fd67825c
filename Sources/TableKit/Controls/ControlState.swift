import Foundation

/// The states a ``Control`` can be in, like `UIControl.State`: a button keeps
/// a title per state, and draws the one for its current state.
public struct ControlState: OptionSet, Hashable, Sendable {
    /// The state bits, the same as `UIControl.State`'s.
    public let rawValue: UInt
    /// A state from its bits: 1 highlighted, 2 disabled, 4 selected.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Enabled, not highlighted, not selected: the empty set.
    public static let normal: ControlState = []
    /// Being touched.
    public static let highlighted = ControlState(rawValue: 1 << 0)
    /// ``Control/isEnabled`` is false.
    public static let disabled = ControlState(rawValue: 1 << 1)
    /// ``Control/isSelected`` is true.
    public static let selected = ControlState(rawValue: 1 << 2)
}
