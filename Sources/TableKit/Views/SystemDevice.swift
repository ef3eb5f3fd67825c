import Foundation

/// The device an app asks about, as `UIDevice`: an iPhone running the iOS
/// of the design being drawn (``Design/majorVersion`` of ``Traits/current``).
public final class SystemDevice: Sendable {
    /// The device, as `UIDevice.current`.
    public static let current = SystemDevice()

    /// `phone`: TableSnap draws iPhone screens.
    public var userInterfaceIdiom: UserInterfaceIdiom { .phone }
    /// "iOS".
    public var systemName: String { "iOS" }
    /// The drawn design's iOS version: "26.0" or "18.0".
    public var systemVersion: String { "\(Traits.current.design.majorVersion).0" }
    /// "iPhone".
    public var model: String { "iPhone" }
    /// "iPhone".
    public var localizedModel: String { "iPhone" }
    /// "iPhone", what iOS 16 and later tell apps without the entitlement for the user's own name.
    public var name: String { "iPhone" }
}

/// The kind of device an interface is for, as `UIUserInterfaceIdiom`.
public enum UserInterfaceIdiom: Int, Sendable {
    case unspecified = -1
    case phone, pad, tv, carPlay
    case mac = 5
    case vision = 6
}
