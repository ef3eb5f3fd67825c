import Foundation

/// The running app, as `UIApplication.shared`: a render has no app around
/// it, so what would open another app, change the icon or read the app's
/// state is accepted and does nothing; completion handlers are not called.
public final class Application: Sendable {
    /// The app, as `UIApplication.shared`.
    public static let shared = Application()

    /// An option for ``open(_:options:completionHandler:)`` (`UIApplication.OpenExternalURLOptionsKey`).
    public struct OpenExternalURLOptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Open only a universal link's app.
        public static let universalLinksOnly = Self(rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
    }

    /// Whether the app is in front, in the background or between; `active`, as while a screen is shown.
    public enum State: Int, Sendable {
        case active, inactive, background
    }

    /// The URL of the app's page in Settings, as `UIApplication.openSettingsURLString`.
    public static let openSettingsURLString = "app-settings:"

    /// `active`.
    public var applicationState: State { .active }
    /// Whether the status bar shows network activity: always false, and
    /// setting it does nothing, as on iOS 13 and later, which draw none.
    public var isNetworkActivityIndicatorVisible: Bool {
        get { false }
        set {}
    }
    /// Whether the app may change its icon; true, as on an iPhone.
    public var supportsAlternateIcons: Bool { true }
    /// The alternate icon in use: nil, the primary icon, as a render never changes it.
    public var alternateIconName: String? { nil }

    /// Would open `url` in another app; does nothing.
    public func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:], completionHandler: ((Bool) -> Void)? = nil) {}
    /// Whether another app could open `url`: false, as no other app is there.
    public func canOpenURL(_ url: URL) -> Bool { false }
    /// Would change the app's icon; does nothing.
    public func setAlternateIconName(_ alternateIconName: String?, completionHandler: ((Error?) -> Void)? = nil) {}
}
