import Foundation

/// A key for state of an app's own in a ``CellConfigurationState``, as `UIConfigurationStateCustomKey`.
public struct ConfigurationStateCustomKey: Hashable, RawRepresentable, ExpressibleByStringLiteral, Sendable {
    /// The key's name.
    public let rawValue: String
    /// A key named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A key named `rawValue`, as `UIConfigurationStateCustomKey(_:)`.
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// A key named by a string literal.
    public init(stringLiteral value: String) { rawValue = value }
}

/// What a configuration can depend on, as `UIConfigurationState`.
public protocol ConfigurationState {
    /// The traits the view draws with.
    var traitCollection: Traits { get set }
    /// An app's own state under `key`.
    subscript(key: ConfigurationStateCustomKey) -> AnyHashable? { get set }
}

/// A cell's state when its configuration is updated, as `UICellConfigurationState`:
/// what ``TableViewCell/updateConfiguration(using:)`` and
/// ``CollectionViewCell/updateConfiguration(using:)`` are given.
public struct CellConfigurationState: ConfigurationState, Equatable {
    /// The traits the cell draws with.
    public var traitCollection: Traits
    /// Whether the cell is selected.
    public var isSelected = false
    /// Whether the cell is highlighted.
    public var isHighlighted = false
    /// Whether the cell is disabled.
    public var isDisabled = false
    /// Whether the cell has focus.
    public var isFocused = false
    /// Whether the list or table is editing.
    public var isEditing = false
    /// Whether an outline row's children show.
    public var isExpanded = false
    /// Whether the row's swipe actions show.
    public var isSwiped = false
    /// Whether the row is being moved.
    public var isReordering = false
    private var customStates: [ConfigurationStateCustomKey: AnyHashable] = [:]

    /// A state with `traitCollection` and nothing else set, as `UICellConfigurationState(traitCollection:)`.
    public init(traitCollection: Traits) {
        self.traitCollection = traitCollection
    }

    /// An app's own state under `key`; nil when never set.
    public subscript(key: ConfigurationStateCustomKey) -> AnyHashable? {
        get { customStates[key] }
        set { customStates[key] = newValue }
    }
}

/// A cell whose configuration is brought up to date with its state before
/// it is measured or laid out, as UIKit does before it shows a cell.
protocol ConfigurationUpdating: View {
    var configurationState: CellConfigurationState { get }
    var needsConfigurationUpdate: Bool { get set }
    func updateConfiguration(using state: CellConfigurationState)
    /// Runs the cell's `configurationUpdateHandler`, typed for its class.
    func runConfigurationUpdateHandler(_ state: CellConfigurationState)
}

extension ConfigurationUpdating {
    /// Calls ``updateConfiguration(using:)`` and the update handler once since the last change of state.
    func updateConfigurationIfNeeded() {
        guard needsConfigurationUpdate else { return }
        needsConfigurationUpdate = false
        let state = configurationState
        updateConfiguration(using: state)
        runConfigurationUpdateHandler(state)
    }

    /// Marks the configuration out of date when a state it is given changed.
    func stateChanged<Value: Equatable>(_ old: Value, _ new: Value) {
        guard old != new else { return }
        needsConfigurationUpdate = true
        setNeedsLayout()
    }
}

extension ListContentConfiguration {
    /// The configuration for `state`, as `updated(for:)`: the same, as a
    /// list cell's selection is drawn by its background, not its content.
    public func updated(for state: some ConfigurationState) -> ListContentConfiguration { self }
}

extension BackgroundConfiguration {
    /// The configuration for `state`, as `updated(for:)`: the same, as the
    /// cell draws its selected and highlighted background itself.
    public func updated(for state: some ConfigurationState) -> BackgroundConfiguration { self }
}
