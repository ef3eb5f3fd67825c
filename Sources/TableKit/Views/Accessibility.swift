import Foundation

/// What kind of element a view is to assistive technologies, as `UIAccessibilityTraits`.
public struct AccessibilityTraits: OptionSet, Hashable, Sendable {
    /// The traits' bits, as UIKit numbers them.
    public let rawValue: UInt64
    /// Traits from their bits.
    public init(rawValue: UInt64) { self.rawValue = rawValue }

    /// No trait.
    public static let none = Self([])
    /// The element acts as a button.
    public static let button = Self(rawValue: 1 << 0)
    /// The element acts as a link.
    public static let link = Self(rawValue: 1 << 1)
    /// The element is an image.
    public static let image = Self(rawValue: 1 << 2)
    /// The element is selected.
    public static let selected = Self(rawValue: 1 << 3)
    /// The element plays its own sound when activated.
    public static let playsSound = Self(rawValue: 1 << 4)
    /// The element acts as a keyboard key.
    public static let keyboardKey = Self(rawValue: 1 << 5)
    /// The element is text that cannot change.
    public static let staticText = Self(rawValue: 1 << 6)
    /// The element summarises the app's state when it starts.
    public static let summaryElement = Self(rawValue: 1 << 7)
    /// The element is disabled.
    public static let notEnabled = Self(rawValue: 1 << 8)
    /// The element's label or value changes often.
    public static let updatesFrequently = Self(rawValue: 1 << 9)
    /// The element is a search field.
    public static let searchField = Self(rawValue: 1 << 10)
    /// Activating the element starts a media session.
    public static let startsMediaSession = Self(rawValue: 1 << 11)
    /// The element's value can be adjusted (incremented and decremented).
    public static let adjustable = Self(rawValue: 1 << 12)
    /// The element takes touches directly.
    public static let allowsDirectInteraction = Self(rawValue: 1 << 13)
    /// The element turns the page when VoiceOver reaches its end.
    public static let causesPageTurn = Self(rawValue: 1 << 14)
    /// The element is a header that divides content into sections.
    public static let header = Self(rawValue: 1 << 16)
    /// The element is a tab bar.
    public static let tabBar = Self(rawValue: 1 << 17)
}

/// An action VoiceOver offers beside activation, as `UIAccessibilityCustomAction`; never performed by a render.
open class AccessibilityCustomAction {
    /// The action's name, read by VoiceOver.
    public var name: String
    /// The action's image.
    public var image: Image?
    /// The target of a selector-based action.
    public weak var target: AnyObject?
    /// The selector-based action.
    public var selector: Selector?
    /// The closure-based action.
    public var actionHandler: ((AccessibilityCustomAction) -> Bool)?

    /// A selector-based action, as `UIAccessibilityCustomAction(name:target:selector:)`.
    public init(name: String, target: Any?, selector: Selector) {
        self.name = name
        self.target = target as AnyObject?
        self.selector = selector
    }

    /// A closure-based action, as `UIAccessibilityCustomAction(name:image:actionHandler:)`.
    public init(name: String, image: Image? = nil, actionHandler: @escaping (AccessibilityCustomAction) -> Bool) {
        self.name = name
        self.image = image
        self.actionHandler = actionHandler
    }
}

/// The state of assistive technologies, as `UIAccessibility`: on a render
/// none is running, and posted notifications go nowhere.
public enum Accessibility {
    /// A notification posted to assistive technologies, as `UIAccessibility.Notification`.
    public struct Notification: Hashable, Sendable {
        /// The notification's number, as UIKit numbers it.
        public let rawValue: UInt32
        /// A notification from its number.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// A new screen appeared.
        public static let screenChanged = Self(rawValue: 1000)
        /// The layout of the screen changed.
        public static let layoutChanged = Self(rawValue: 1001)
        /// An announcement to read out.
        public static let announcement = Self(rawValue: 1008)
        /// A scroll finished; the argument describes the new position.
        public static let pageScrolled = Self(rawValue: 1009)
    }

    /// False: no screen reader runs while a picture is taken.
    public static var isVoiceOverRunning: Bool { false }
    /// False.
    public static var isSwitchControlRunning: Bool { false }
    /// False: the picture shows the standard motion settings.
    public static var isReduceMotionEnabled: Bool { false }
    /// False.
    public static var isReduceTransparencyEnabled: Bool { false }
    /// False.
    public static var isBoldTextEnabled: Bool { false }
    /// False.
    public static var isDarkerSystemColorsEnabled: Bool { false }
    /// False: the picture shows colours as they are.
    public static var shouldDifferentiateWithoutColor: Bool { false }
    /// False.
    public static var isInvertColorsEnabled: Bool { false }
    /// False.
    public static var isGrayscaleEnabled: Bool { false }

    /// Posts to assistive technologies; none listens.
    public static func post(notification: Notification, argument: Any?) {}

    /// `rect` in `view`'s root coordinates, standing in for the screen's.
    public static func convertToScreenCoordinates(_ rect: CGRect, in view: View) -> CGRect {
        view.convert(rect, to: nil)
    }

    /// Posted when VoiceOver starts or stops; never posted by a render.
    public static let voiceOverStatusDidChangeNotification = NSNotification.Name("UIAccessibilityVoiceOverStatusDidChangeNotification")
    /// Posted when Differentiate Without Colour is turned on or off; never posted by a render.
    public static let differentiateWithoutColorDidChangeNotification = NSNotification.Name("UIAccessibilityDifferentiateWithoutColorDidChangeNotification")
    /// Posted when Reduce Motion is turned on or off; never posted by a render.
    public static let reduceMotionStatusDidChangeNotification = NSNotification.Name("UIAccessibilityReduceMotionStatusDidChangeNotification")
}

/// A view's accessibility settings, made when code sets the first one
/// (see ``View/accessibilityLabel`` and its neighbours).
final class AccessibilitySettings {
    var isElement = false
    var label: String?
    var hint: String?
    var value: String?
    var traits = AccessibilityTraits.none
    var identifier: String?
    var elements: [Any]?
    var customActions: [AccessibilityCustomAction]?
    var elementsHidden = false
    var viewIsModal = false
    var groupsChildren = false
    var frame: CGRect?
    var path: BezierPath?
}

/// What keeps ``AccessibilitySettings``: views, and the bar items UIKit
/// gives the same accessibility properties.
protocol AccessibilitySettingsHolder: AnyObject {
    var accessibility: AccessibilitySettings? { get set }
}

extension View: AccessibilitySettingsHolder {}

extension AccessibilitySettingsHolder {
    /// One accessibility setting: its default until code sets it.
    subscript<Value>(accessibility setting: ReferenceWritableKeyPath<AccessibilitySettings, Value>) -> Value {
        get { (accessibility ?? AccessibilitySettings())[keyPath: setting] }
        set {
            let settings = accessibility ?? AccessibilitySettings()
            settings[keyPath: setting] = newValue
            accessibility = settings
        }
    }
}
