import Foundation

/// What views and view controllers share as `UIResponder` does: the first-
/// responder state, the standard edit actions, touches and state restoration.
///
/// A render never delivers an event, so nothing here is called by TableSnap;
/// it is here so that subclasses' overrides compile and keep their state.
/// Becoming first responder records the state (``isFirstResponder``) but
/// shows no keyboard: a picture is taken before anyone types.
open class Responder {
    /// Whether ``becomeFirstResponder()`` succeeded and nothing resigned it since.
    public private(set) var isFirstResponder = false

    /// A responder, as `UIResponder()`.
    public init() {}

    /// The next responder in the chain; nil here, a view's superview for views.
    open var next: Responder? { nil }

    /// Whether ``becomeFirstResponder()`` may succeed; false unless overridden (text fields say true).
    open var canBecomeFirstResponder: Bool { false }
    /// Whether ``resignFirstResponder()`` may succeed; true.
    open var canResignFirstResponder: Bool { true }

    /// Records this responder as first responder when it can become one.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        isFirstResponder = canBecomeFirstResponder
        return isFirstResponder
    }

    /// Gives up first-responder state when it can.
    @discardableResult
    open func resignFirstResponder() -> Bool {
        if canResignFirstResponder { isFirstResponder = false }
        return !isFirstResponder
    }

    /// Would send `selector` to this object, as NSObject's `perform(_:)`;
    /// does nothing and returns nil: Linux has no Objective-C runtime to find
    /// a method by its name, and a render never runs an action.
    @discardableResult
    open func perform(_ selector: Selector!) -> Unmanaged<AnyObject>! { nil }
    /// As ``perform(_:)``, with an argument; does nothing and returns nil.
    @discardableResult
    open func perform(_ selector: Selector!, with object: Any!) -> Unmanaged<AnyObject>! { nil }
    /// As ``perform(_:)``, with two arguments; does nothing and returns nil.
    @discardableResult
    open func perform(_ selector: Selector!, with object1: Any!, with object2: Any!) -> Unmanaged<AnyObject>! { nil }

    /// The class an archiver would record, as NSObject's `classForCoder`: the class itself.
    open class func classForCoder() -> AnyClass { self }

    /// Whether the responder handles `action`; false unless overridden, as menus are never shown.
    open func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool { false }

    /// The view shown above the keyboard while editing; never drawn, as no keyboard is.
    open var inputAccessoryView: View? { nil }
    /// A custom keyboard; never drawn.
    open var inputView: View? { nil }

    // MARK: Standard edit actions (UIResponderStandardEditActions), for overrides

    /// Copies the selection; does nothing unless overridden.
    open func copy(_ sender: Any?) {}
    /// Cuts the selection; does nothing unless overridden.
    open func cut(_ sender: Any?) {}
    /// Pastes; does nothing unless overridden.
    open func paste(_ sender: Any?) {}
    /// Deletes the selection; does nothing unless overridden.
    open func delete(_ sender: Any?) {}
    /// Selects; does nothing unless overridden.
    open func select(_ sender: Any?) {}
    /// Selects everything; does nothing unless overridden.
    open func selectAll(_ sender: Any?) {}

    // MARK: Touches, for overrides; a render delivers none

    /// Touches began; never called by a render.
    open func touchesBegan(_ touches: Set<Touch>, with event: Event?) {}
    /// Touches moved; never called by a render.
    open func touchesMoved(_ touches: Set<Touch>, with event: Event?) {}
    /// Touches ended; never called by a render.
    open func touchesEnded(_ touches: Set<Touch>, with event: Event?) {}
    /// Touches were cancelled; never called by a render.
    open func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {}

    // MARK: Interface Builder, for overrides; TableSnap reads no nibs

    /// Called after a nib has been loaded; never called, as no nib is.
    open func awakeFromNib() {}
    /// Called when Interface Builder draws a designable view; never called.
    open func prepareForInterfaceBuilder() {}

    // MARK: State restoration (UIStateRestoring), for overrides

    /// The identifier state restoration saves the object under; kept, never used.
    public var restorationIdentifier: String?
    /// Saves state before the app is suspended; never called by a render.
    open func encodeRestorableState(with coder: NSCoder) {}
    /// Restores saved state; never called by a render.
    open func decodeRestorableState(with coder: NSCoder) {}
    /// Called after restoration finished; never called by a render.
    open func applicationFinishedRestoringState() {}
}

/// A finger on the screen, as `UITouch`; a render delivers none, so a touch
/// made by hand (for a test) reports what it was made with.
open class Touch: Hashable {
    /// Where the touch is in its window.
    public var location: CGPoint
    /// The view that was touched.
    public weak var view: View?

    /// A touch at `location` on `view`.
    public init(location: CGPoint = .zero, view: View? = nil) {
        self.location = location
        self.view = view
    }

    /// The touch's location in `view`'s coordinates (its window's when nil), as `UITouch.location(in:)`.
    public func location(in view: View?) -> CGPoint {
        guard let view else { return location }
        return view.convert(location, from: nil)
    }

    /// Whether two touches are the same object.
    public static func == (lhs: Touch, rhs: Touch) -> Bool { lhs === rhs }
    /// Hashes the touch by its identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// An event, as `UIEvent`: the touches it carries.
open class Event {
    /// The touches of the event.
    public var allTouches: Set<Touch>?

    /// An event of `touches`.
    public init(touches: Set<Touch>? = nil) {
        allTouches = touches
    }
}

extension View {
    /// Makes this view or a subview resign first responder, as `endEditing(_:)`; true when none is left.
    @discardableResult
    public func endEditing(_ force: Bool) -> Bool {
        ([self] + descendants(of: View.self)).filter(\.isFirstResponder).allSatisfy { $0.resignFirstResponder() }
    }
}

/// Views and view controllers are equal only to themselves, as `NSObject`s
/// are by default, so that UIKit code compares them with `==`, switches over
/// its outlets (`case thumbsUpCell:`) and keeps them in sets.
extension Responder: Hashable {
    public static func == (a: Responder, b: Responder) -> Bool { a === b }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}
