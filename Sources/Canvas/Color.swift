import Foundation

/// An sRGB colour with a light and a dark variant, like a dynamic `UIColor`.
///
/// Fixed colours (`Color(red:green:blue:alpha:)`, `Color(hex:)`) use the same
/// value in both appearances; the system colours (``Color/label``,
/// ``Color/systemBlue`` …) carry iOS's two values and are resolved when drawn.
public struct Color: Equatable, Hashable, Sendable {
    /// One resolved sRGB value, components 0…1, not premultiplied.
    public struct RGBA: Equatable, Hashable, Sendable {
        public var red: Double
        public var green: Double
        public var blue: Double
        public var alpha: Double

        public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
            self.red = red
            self.green = green
            self.blue = blue
            self.alpha = alpha
        }
    }

    public var light: RGBA
    public var dark: RGBA

    public init(light: RGBA, dark: RGBA) {
        self.light = light
        self.dark = dark
    }

    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        let value = RGBA(red: red, green: green, blue: blue, alpha: alpha)
        self.init(light: value, dark: value)
    }

    /// `#RRGGBB` or `#RRGGBBAA` (the `#` optional); nil when malformed.
    public init?(hex: String) {
        guard let value = Color.rgba(hex: hex) else { return nil }
        self.init(light: value, dark: value)
    }

    /// The value drawn in `appearance`.
    public func resolved(for appearance: Appearance) -> RGBA {
        appearance == .dark ? dark : light
    }

    /// The colour with its alpha multiplied by `alpha` in both appearances.
    public func withAlphaComponent(_ alpha: Double) -> Color {
        var copy = self
        copy.light.alpha = alpha
        copy.dark.alpha = alpha
        return copy
    }

    public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)
    public static let black = Color(red: 0, green: 0, blue: 0)
    public static let white = Color(red: 1, green: 1, blue: 1)
    public static let red = Color(red: 1, green: 0, blue: 0)
    public static let gray = Color(red: 0.5, green: 0.5, blue: 0.5)

    static func rgba(hex: String) -> RGBA? {
        let digits = hex.hasPrefix("#") ? hex.dropFirst() : Substring(hex)
        guard digits.count == 6 || digits.count == 8, digits.allSatisfy(\.isHexDigit),
              let value = UInt32(digits, radix: 16) else { return nil }
        let full = digits.count == 6 ? (value << 8) | 0xFF : value
        func component(_ shift: UInt32) -> Double { Double((full >> shift) & 0xFF) / 255 }
        return RGBA(red: component(24), green: component(16), blue: component(8), alpha: component(0))
    }
}
