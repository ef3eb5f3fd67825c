import Foundation

/// An sRGB colour with a light and a dark variant, like a dynamic `UIColor`.
///
/// Fixed colours (`Color(red:green:blue:alpha:)`, `Color(hex:)`) use the same
/// value in both appearances; the system colours (``Color/label``,
/// ``Color/systemBlue`` …) carry iOS's two values and are resolved when drawn.
///
/// A class, as `UIColor` is, so that app code's `extension UIColor { convenience
/// init(…) }` compiles; its values never change, so it is shared freely.
public final class Color: Hashable, Sendable {
    /// One resolved sRGB value, components 0…1, not premultiplied.
    public struct RGBA: Equatable, Hashable, Sendable {
        /// The red component, 0…1.
        public var red: Double
        /// The green component, 0…1.
        public var green: Double
        /// The blue component, 0…1.
        public var blue: Double
        /// Opacity, 0 (transparent) to 1 (opaque); the colour components are not multiplied by it.
        public var alpha: Double

        /// A value from sRGB components 0…1, opaque unless `alpha` is given.
        public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
            self.red = red
            self.green = green
            self.blue = blue
            self.alpha = alpha
        }
    }

    /// The value drawn in light mode.
    public let light: RGBA
    /// The value drawn in dark mode.
    public let dark: RGBA

    /// A dynamic colour with a value for each appearance, like `UIColor(dynamicProvider:)`.
    public init(light: RGBA, dark: RGBA) {
        self.light = light
        self.dark = dark
    }

    /// A fixed colour from sRGB components 0…1, the same in light and dark mode, like `UIColor(red:green:blue:alpha:)`.
    public convenience init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        let value = RGBA(red: red, green: green, blue: blue, alpha: alpha)
        self.init(light: value, dark: value)
    }

    /// `#RRGGBB` or `#RRGGBBAA` (the `#` optional); nil when malformed.
    public convenience init?(hex: String) {
        guard let value = Color.rgba(hex: hex) else { return nil }
        self.init(light: value, dark: value)
    }

    /// The value drawn in `appearance`.
    public func resolved(for appearance: Appearance) -> RGBA {
        appearance == .dark ? dark : light
    }

    /// The colour with its alpha set to `alpha` in both appearances, as `UIColor.withAlphaComponent(_:)`.
    public func withAlphaComponent(_ alpha: Double) -> Color {
        mappingAlpha { _ in alpha }
    }

    /// The colour with `change` applied to its alpha in both appearances.
    package func mappingAlpha(_ change: (Double) -> Double) -> Color {
        var light = light, dark = dark
        light.alpha = change(light.alpha)
        dark.alpha = change(dark.alpha)
        return Color(light: light, dark: dark)
    }

    public static func == (lhs: Color, rhs: Color) -> Bool {
        lhs.light == rhs.light && lhs.dark == rhs.dark
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(light)
        hasher.combine(dark)
    }

    /// Fully transparent (`UIColor.clear`).
    public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)
    /// Opaque black in both appearances (`UIColor.black`), unlike the dynamic ``label``.
    public static let black = Color(red: 0, green: 0, blue: 0)
    /// Opaque white in both appearances (`UIColor.white`), unlike the dynamic ``systemBackground``.
    public static let white = Color(red: 1, green: 1, blue: 1)
    /// Pure sRGB red in both appearances (`UIColor.red`), not the dynamic ``systemRed``.
    public static let red = Color(red: 1, green: 0, blue: 0)
    /// 50 % grey in both appearances (`UIColor.gray`), not the dynamic ``systemGray``.
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
