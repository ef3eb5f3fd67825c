import Foundation

/// The colour a colour set's entry describes, in sRGB as ``Color`` holds it.
enum AssetColor {
    /// `value`'s colour; components in any of Xcode's three notations:
    /// fractions (`"0.800"`), 8-bit integers (`"204"`) or hexadecimal
    /// bytes (`"0xCC"`), alpha always a fraction. Display P3 is converted
    /// to sRGB, extended sRGB clamped to it.
    static func rgba(_ value: AssetCatalogContents.ColorValue) throws(AssetCatalogError) -> Color.RGBA {
        if let reference = value.reference {
            // "systemBlueColor" names UIColor.systemBlue.
            let name = reference.hasSuffix("Color") ? String(reference.dropLast(5)) : reference
            guard let color = Color.named[name] else { throw .invalid("unknown system colour \"\(reference)\"") }
            return color.light
        }
        let components = value.components ?? [:]
        func component(_ key: String, isAlpha: Bool = false) throws(AssetCatalogError) -> Double {
            guard let text = components[key]?.text else { throw .invalid("the colour has no \"\(key)\" component") }
            guard let number = fraction(text, isAlpha: isAlpha) else { throw .invalid("\"\(text)\" is not a colour component") }
            return number
        }
        let alpha = try components["alpha"] == nil ? 1 : component("alpha", isAlpha: true)
        let space = value.colorSpace ?? "srgb"
        let rgb: (Double, Double, Double)
        switch space {
        case "srgb", "extended-srgb":
            rgb = (try component("red"), try component("green"), try component("blue"))
        case "display-p3":
            rgb = sRGB(fromDisplayP3: (try component("red"), try component("green"), try component("blue")))
        case "gray-gamma-22", "extended-gray":
            let white = try component("white")
            rgb = (white, white, white)
        default:
            throw .invalid("colour space \"\(space)\" is not one of srgb, extended-srgb, display-p3, gray-gamma-22, extended-gray")
        }
        func clamped(_ x: Double) -> Double { min(1, max(0, x)) }
        return Color.RGBA(red: clamped(rgb.0), green: clamped(rgb.1), blue: clamped(rgb.2), alpha: clamped(alpha))
    }

    /// A component's value: a fraction as written, else an 8-bit value (decimal, or hexadecimal after `0x`) over 255.
    private static func fraction(_ text: String, isAlpha: Bool) -> Double? {
        let text = text.trimmingCharacters(in: .whitespaces)
        if text.lowercased().hasPrefix("0x") { return UInt8(text.dropFirst(2), radix: 16).map { Double($0) / 255 } }
        if isAlpha || text.contains(".") { return Double(text).flatMap { $0.isFinite ? $0 : nil } }
        return UInt8(text).map { Double($0) / 255 }
    }

    /// Display P3 components (the sRGB transfer curve, wider primaries) as sRGB ones, out-of-gamut values unclamped.
    private static func sRGB(fromDisplayP3 p3: (Double, Double, Double)) -> (Double, Double, Double) {
        func linear(_ c: Double) -> Double { c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
        func encoded(_ c: Double) -> Double { c <= 0.0031308 ? c * 12.92 : 1.055 * pow(max(c, 0), 1 / 2.4) - 0.055 }
        let (r, g, b) = (linear(p3.0), linear(p3.1), linear(p3.2))
        return (encoded(1.2249401 * r - 0.2249404 * g),
                encoded(-0.0420569 * r + 1.0420571 * g),
                encoded(-0.0196376 * r - 0.0786361 * g + 1.0982735 * b))
    }
}
