import Foundation

/// Recognises a gesture on a view and sends its action to its targets, like
/// `UIGestureRecognizer`. TableSnap keeps the recognizers and their
/// target–action pairs so screen code compiles and can be inspected; a
/// picture is never touched, so none fires and every state stays `possible`.
open class GestureRecognizer {
    /// A recognizer's progress (`UIGestureRecognizer.State`).
    public enum State: Sendable {
        case possible, began, changed, ended, cancelled, failed
        public static let recognized = State.ended
    }

    /// The view the recognizer is attached to.
    public internal(set) weak var view: View?
    public var isEnabled = true
    public var cancelsTouchesInView = true
    public weak var delegate: GestureRecognizerDelegate?
    /// Always `possible`: nothing is recognised in a picture.
    public private(set) var state = State.possible
    private var targetActions: [(target: AnyObject?, action: Selector)] = []

    /// A recognizer sending `action` to `target`, as `init(target:action:)`.
    public init(target: AnyObject?, action: Selector?) {
        if let action { targetActions.append((target, action)) }
    }

    public func addTarget(_ target: AnyObject, action: Selector) {
        targetActions.append((target, action))
    }

    /// Removes `target`'s `action` (every action of `target` when nil; every pair when `target` is nil too).
    public func removeTarget(_ target: AnyObject?, action: Selector?) {
        targetActions.removeAll { (target == nil || $0.target === target) && (action == nil || $0.action == action) }
    }

    /// The actions kept for `target`, by name. Not in UIKit: for tests.
    public func actions(forTarget target: AnyObject?) -> [String] {
        targetActions.filter { $0.target === target }.map(\.action.name)
    }

    /// Where the gesture is in `view`: the origin, as no touch ever happens.
    public func location(in view: View?) -> CGPoint { .zero }
}

/// What a recognizer asks its delegate (`UIGestureRecognizerDelegate`); every method is optional.
public protocol GestureRecognizerDelegate: AnyObject {}

/// A tap (`UITapGestureRecognizer`).
open class TapGestureRecognizer: GestureRecognizer {
    public var numberOfTapsRequired = 1
    public var numberOfTouchesRequired = 1
}

/// A press held in place (`UILongPressGestureRecognizer`).
open class LongPressGestureRecognizer: GestureRecognizer {
    public var minimumPressDuration: TimeInterval = 0.5
    public var allowableMovement: CGFloat = 10
    public var numberOfTouchesRequired = 1
}

/// A drag (`UIPanGestureRecognizer`).
open class PanGestureRecognizer: GestureRecognizer {
    public var minimumNumberOfTouches = 1
    public var maximumNumberOfTouches = Int.max
    /// Always zero: nothing moves in a picture.
    public func translation(in view: View?) -> CGPoint { .zero }
}

/// A swipe (`UISwipeGestureRecognizer`).
open class SwipeGestureRecognizer: GestureRecognizer {
    /// The directions a swipe is recognised in (`UISwipeGestureRecognizer.Direction`).
    public struct Direction: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let right = Direction(rawValue: 1 << 0)
        public static let left = Direction(rawValue: 1 << 1)
        public static let up = Direction(rawValue: 1 << 2)
        public static let down = Direction(rawValue: 1 << 3)
    }

    public var direction = Direction.right
    public var numberOfTouchesRequired = 1
}

extension View {
    /// Attaches `recognizer`, as `addGestureRecognizer(_:)`.
    public func addGestureRecognizer(_ recognizer: GestureRecognizer) {
        recognizer.view?.removeGestureRecognizer(recognizer)
        recognizer.view = self
        gestureRecognizers = (gestureRecognizers ?? []) + [recognizer]
    }

    /// Detaches `recognizer`, as `removeGestureRecognizer(_:)`.
    public func removeGestureRecognizer(_ recognizer: GestureRecognizer) {
        gestureRecognizers?.removeAll { $0 === recognizer }
        if gestureRecognizers?.isEmpty == true { gestureRecognizers = nil }
        if recognizer.view === self { recognizer.view = nil }
    }
}
