import Foundation

extension Control {
    /// What a control reports to its targets (`UIControl.Event`).
    public struct Event: OptionSet, Hashable, Sendable {
        /// The events' bits, as UIKit numbers them.
        public let rawValue: UInt
        /// Events from their bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// A finger touched down in the control.
        public static let touchDown = Event(rawValue: 1 << 0)
        /// A finger touched down again in the control (a tap count above one).
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        /// A finger dragged within the control.
        public static let touchDragInside = Event(rawValue: 1 << 2)
        /// A finger dragged outside the control.
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        /// A finger lifted inside the control: a tap.
        public static let touchUpInside = Event(rawValue: 1 << 6)
        /// A finger lifted outside the control.
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        /// The system cancelled the touch.
        public static let touchCancel = Event(rawValue: 1 << 8)
        /// The control's value changed (a switch flipped, a slider moved).
        public static let valueChanged = Event(rawValue: 1 << 12)
        /// The control's primary action was triggered (a button tapped).
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        /// The control is about to show its menu.
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        /// A text field began editing.
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        /// A text field's text changed.
        public static let editingChanged = Event(rawValue: 1 << 17)
        /// A text field ended editing.
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        /// A text field ended editing through the return key.
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        /// Every touch event.
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
        /// Every editing event.
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        /// Every event.
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
