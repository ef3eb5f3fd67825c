import Foundation

/// Recognises a gesture on a view and sends its action to its targets, like
/// `UIGestureRecognizer`. TableSnap keeps the recognizers and their
/// target–action pairs so screen code compiles and can be inspected; a
/// picture is never touched, so none fires and every state stays `possible`.
open class GestureRecognizer {
    /// A recognizer's progress (`UIGestureRecognizer.State`).
    public enum State: Sendable {
        /// Not yet recognised: where every recognizer starts, and where TableSnap's stay.
        case possible
        /// A continuous gesture began.
        case began
        /// A continuous gesture changed.
        case changed
        /// The gesture ended (or a discrete one was recognised).
        case ended
        /// The gesture was cancelled.
        case cancelled
        /// The gesture could not be recognised.
        case failed
        /// A discrete gesture was recognised: the same as ``ended``.
        public static let recognized = State.ended
    }

    /// The view the recognizer is attached to.
    public internal(set) weak var view: View?
    /// Whether the recognizer is enabled; kept.
    public var isEnabled = true
    /// Whether a recognised gesture cancels the view's touches; kept.
    public var cancelsTouchesInView = true
    /// The recognizer's delegate; kept, never asked.
    public weak var delegate: GestureRecognizerDelegate?
    /// Always `possible`: nothing is recognised in a picture.
    public private(set) var state = State.possible
    private var targetActions: [(target: AnyObject?, action: Selector)] = []

    /// A recognizer sending `action` to `target`, as `init(target:action:)`.
    public init(target: AnyObject?, action: Selector?) {
        if let action { targetActions.append((target, action)) }
    }

    /// Adds a target–action pair, as `addTarget(_:action:)`; kept, never sent.
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
    /// The taps the gesture needs; kept.
    public var numberOfTapsRequired = 1
    /// The fingers the gesture needs; kept.
    public var numberOfTouchesRequired = 1
}

/// A press held in place (`UILongPressGestureRecognizer`).
open class LongPressGestureRecognizer: GestureRecognizer {
    /// How long, in seconds, the press must last; kept.
    public var minimumPressDuration: TimeInterval = 0.5
    /// How far, in points, the finger may move during the press; kept.
    public var allowableMovement: CGFloat = 10
    /// The fingers the gesture needs; kept.
    public var numberOfTouchesRequired = 1
}

/// A drag (`UIPanGestureRecognizer`).
open class PanGestureRecognizer: GestureRecognizer {
    /// The fewest fingers the drag may use; kept.
    public var minimumNumberOfTouches = 1
    /// The most fingers the drag may use; kept.
    public var maximumNumberOfTouches = Int.max
    /// Always zero: nothing moves in a picture.
    public func translation(in view: View?) -> CGPoint { .zero }
}

/// A swipe (`UISwipeGestureRecognizer`).
open class SwipeGestureRecognizer: GestureRecognizer {
    /// The directions a swipe is recognised in (`UISwipeGestureRecognizer.Direction`).
    public struct Direction: OptionSet, Sendable {
        /// The directions' bits, as UIKit numbers them.
        public let rawValue: UInt
        /// Directions from their bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Towards the right.
        public static let right = Direction(rawValue: 1 << 0)
        /// Towards the left.
        public static let left = Direction(rawValue: 1 << 1)
        /// Upwards.
        public static let up = Direction(rawValue: 1 << 2)
        /// Downwards.
        public static let down = Direction(rawValue: 1 << 3)
    }

    /// The directions the swipe is recognised in; right by default; kept.
    public var direction = Direction.right
    /// The fingers the gesture needs; kept.
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
