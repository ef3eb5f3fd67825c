import Foundation

extension Control {
    /// What a control reports to its targets (`UIControl.Event`).
    public struct Event: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let touchDown = Event(rawValue: 1 << 0)
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        public static let touchDragInside = Event(rawValue: 1 << 2)
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        public static let touchCancel = Event(rawValue: 1 << 8)
        public static let valueChanged = Event(rawValue: 1 << 12)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        public static let editingChanged = Event(rawValue: 1 << 17)
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    /// Sends `action` to `target` on `events`, as `addTarget(_:action:for:)`:
    /// stored, so the code compiles and can be inspected; a render never sends it.
    public func addTarget(_ target: AnyObject?, action: Selector, for events: Event) {
        targetActions.append(TargetAction(target: target, action: action, events: events))
    }

    /// Stops sending `action` (every action when nil) to `target` on `events`.
    public func removeTarget(_ target: AnyObject?, action: Selector?, for events: Event) {
        targetActions.removeAll { $0.target === target && (action == nil || $0.action == action) && !$0.events.isDisjoint(with: events) }
    }

    /// The actions sent to `target` on `event`, by name (`actions(forTarget:forControlEvent:)`); nil for none.
    public func actions(forTarget target: AnyObject?, forControlEvent event: Event) -> [String]? {
        let names = targetActions.filter { $0.target === target && !$0.events.isDisjoint(with: event) }.map(\.action.name)
        return names.isEmpty ? nil : names
    }

    /// Runs `action` on `events`, as `addAction(_:for:)`: stored, never run by a render.
    public func addAction(_ action: Action, for events: Event) {
        addedActions.append((action, events))
    }
}

/// A target, an action and the events it answers.
struct TargetAction {
    weak var target: AnyObject?
    let action: Selector
    let events: Control.Event
}
