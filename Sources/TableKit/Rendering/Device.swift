import Foundation
import Canvas

/// A device preset: portrait screen size in points, scale and safe area.
///
/// Values from ios-table-metrics.md §9; where a safe area is unconfirmed
/// there, the choice is noted on the preset.
public struct Device: Equatable, Sendable {
    /// The mockup name, e.g. `iphone-15`.
    public let name: String
    /// The name shown to people, e.g. `iPhone 15 / 15 Pro / 16`.
    public let displayName: String
    /// The portrait screen size in points, not pixels.
    public let size: CGSize
    /// Device pixels per point, as `UIScreen.scale` (2 or 3 for the presets).
    public let scale: CGFloat
    /// The portrait safe area in points: status bar or notch at the top, home indicator at the bottom.
    public let safeAreaInsets: EdgeInsets

    /// The least horizontal margin of table content on this screen: 16 pt on
    /// phones narrower than 414 pt, 20 on wider phones and iPads (ios-table-metrics.md §1.2).
    public var layoutMargin: CGFloat { TableMetrics.layoutMargin(forScreenWidth: min(size.width, size.height)) }

    /// A device of your own; ``named(_:)`` and ``all`` know only the presets.
    public init(name: String, displayName: String, size: CGSize, scale: CGFloat, safeAreaInsets: EdgeInsets) {
        self.name = name
        self.displayName = displayName
        self.size = size
        self.scale = scale
        self.safeAreaInsets = safeAreaInsets
    }

    private static func phone(_ name: String, _ display: String, _ w: CGFloat, _ h: CGFloat, _ scale: CGFloat, top: CGFloat, bottom: CGFloat) -> Device {
        Device(name: name, displayName: display, size: CGSize(width: w, height: h), scale: scale, safeAreaInsets: EdgeInsets(top: top, bottom: bottom))
    }

    /// `iphone-se`: 375 × 667 pt at 2×, a 20 pt status bar and no home indicator.
    public static let iPhoneSE = phone("iphone-se", "iPhone SE (2nd/3rd generation)", 375, 667, 2, top: 20, bottom: 0)
    /// `iphone-se-1`: 320 × 568 pt at 2×, a 20 pt status bar and no home indicator.
    public static let iPhoneSE1 = phone("iphone-se-1", "iPhone SE (1st generation)", 320, 568, 2, top: 20, bottom: 0)
    /// `iphone-13`: 390 × 844 pt at 3×, safe area 47 pt top (notch) and 34 pt bottom.
    public static let iPhone13 = phone("iphone-13", "iPhone 13 / 14", 390, 844, 3, top: 47, bottom: 34)
    /// `iphone-13-mini`: 375 × 812 pt at 3×, safe area 50 pt top (notch) and 34 pt bottom.
    public static let iPhone13Mini = phone("iphone-13-mini", "iPhone 13 mini", 375, 812, 3, top: 50, bottom: 34)
    /// `iphone-15`, the mockup default: 393 × 852 pt at 3×, safe area 59 pt top (Dynamic Island) and 34 pt bottom.
    public static let iPhone15 = phone("iphone-15", "iPhone 15 / 15 Pro / 16", 393, 852, 3, top: 59, bottom: 34)
    /// `iphone-15-pro-max`: 430 × 932 pt at 3×, safe area 59 pt top (Dynamic Island) and 34 pt bottom.
    public static let iPhone15ProMax = phone("iphone-15-pro-max", "iPhone 15 Pro Max / 16 Plus", 430, 932, 3, top: 59, bottom: 34)
    /// Top inset 62 is the commonly reported value; the reference marks it unconfirmed.
    public static let iPhone16Pro = phone("iphone-16-pro", "iPhone 16 Pro", 402, 874, 3, top: 62, bottom: 34)
    /// Top inset 24 is the commonly reported Face ID iPad value; unconfirmed.
    public static let iPad11 = phone("ipad-11", "iPad Pro 11-inch", 834, 1194, 2, top: 24, bottom: 20)

    /// Every preset, smallest first.
    public static let all: [Device] = [iPhoneSE1, iPhoneSE, iPhone13Mini, iPhone13, iPhone15, iPhone16Pro, iPhone15ProMax, iPad11]

    /// The preset called `name` (case-insensitive), if any.
    public static func named(_ name: String) -> Device? {
        all.first { $0.name == name.lowercased() }
    }
}
