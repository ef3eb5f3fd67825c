import Canvas
import Foundation

/// Colours that depend on the appearance, as `UIColor(dynamicProvider:)`.
extension Color {
    /// A colour that depends on the appearance, like `UIColor(dynamicProvider:)`.
    /// TableSnap asks `provider` once for light and once for dark traits;
    /// other traits (text size, direction) are the defaults, as colours
    /// resolve by appearance only.
    public convenience init(dynamicProvider provider: (Traits) -> Color) {
        let light = provider(Traits(userInterfaceStyle: .light)).light
        let dark = provider(Traits(userInterfaceStyle: .dark)).dark
        self.init(light: light, dark: dark)
    }

    /// `UIColor.tintColor`: the app-wide tint of ``Traits/current`` (`systemBlue` unless the traits set another).
    public static var tintColor: Color { Traits.current.tintColor }

    /// `UIColor.groupTableViewBackground`, which iOS 13 and later make `systemGroupedBackground`.
    public static var groupTableViewBackground: Color { .systemGroupedBackground }

    /// The fixed colour this one is in `traits`' appearance, as `UIColor.resolvedColor(with:)`.
    public func resolvedColor(with traits: Traits) -> Color {
        let value = resolved(for: traits.userInterfaceStyle)
        return Color(light: value, dark: value)
    }

    /// Reads the components this colour has in ``Traits/current``, as
    /// `UIColor.getRed(_:green:blue:alpha:)`; always succeeds, as every
    /// TableSnap colour is sRGB.
    @discardableResult
    public func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
                       blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let value = resolved(for: Traits.current.userInterfaceStyle)
        red?.pointee = value.red
        green?.pointee = value.green
        blue?.pointee = value.blue
        alpha?.pointee = value.alpha
        return true
    }

    /// Reads hue, saturation and brightness (0…1) as `UIColor.getHue(_:saturation:brightness:alpha:)`.
    @discardableResult
    public func getHue(_ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
                       brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let value = resolved(for: Traits.current.userInterfaceStyle)
        let hsb = value.hueSaturationBrightness
        hue?.pointee = hsb.hue
        saturation?.pointee = hsb.saturation
        brightness?.pointee = hsb.brightness
        alpha?.pointee = value.alpha
        return true
    }

    /// This colour, as `UIColor.cgColor` hands it to layer properties (see `CGColor` in TableSnapUIKit).
    public var cgColor: Color { self }

    /// The colour `cgColor` is, as `UIColor(cgColor:)`.
    public convenience init(cgColor: Color) {
        self.init(light: cgColor.light, dark: cgColor.dark)
    }
}
