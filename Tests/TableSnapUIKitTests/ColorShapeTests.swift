import Foundation
import Testing
import TableSnapUIKit

// The extension nearly every app carries: UIColor is a class, so it compiles.
extension UIColor {
    convenience init(hex: String, alpha: CGFloat = 1) {
        let digits = hex.hasPrefix("#") ? String(hex.dropFirst()) : hex
        let value = Int(digits, radix: 16) ?? 0
        self.init(red: CGFloat((value >> 16) & 0xFF) / 255, green: CGFloat((value >> 8) & 0xFF) / 255,
                  blue: CGFloat(value & 0xFF) / 255, alpha: alpha)
    }

    static let brand = UIColor(hex: "#FF6600")
}

/// `UIColor` and `tintColor` have UIKit's shapes: a class apps extend with
/// convenience initializers, and a tint that reads as the inherited colour.
@MainActor struct ColorShapeTests {
    @Test func appExtensionsAddConvenienceInitializers() {
        let brand = UIColor.brand
        #expect(brand == UIColor(red: 1, green: 0.4, blue: 0, alpha: 1))
        #expect(UIColor(hex: "336699", alpha: 0.5).light == .init(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.5))
    }

    @Test func componentsReadBackAsUIKitReadsThem() {
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        UIColor.systemBlue.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        #expect(red == 0 && abs(green - 122.0 / 255) < 0.002 && blue == 1 && alpha == 1)
        let orange = UIColor(hue: 30.0 / 360, saturation: 1, brightness: 1, alpha: 1)
        #expect(orange.light == .init(red: 1, green: 0.5, blue: 0))
        var hue: CGFloat = 0, saturation: CGFloat = 0, brightness: CGFloat = 0
        orange.getHue(&hue, saturation: &saturation, brightness: &brightness, alpha: nil)
        #expect(abs(hue - 30.0 / 360) < 1e-9 && saturation == 1 && brightness == 1)
        let dark = UIColor.label.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark))
        #expect(dark.light == UIColor.label.dark && dark.dark == UIColor.label.dark)
        let border: CGColor = UIColor.separator.cgColor
        #expect(UIColor(cgColor: border) == .separator)
    }

    @Test func tintColorReadsAsTheInheritedColour() {
        let parent = UIView(), child = UIView()
        parent.addSubview(child)
        #expect(child.tintColor == .systemBlue, "the traits' tint when no view sets one")
        parent.tintColor = .systemPink
        let faded = child.tintColor.withAlphaComponent(0.5)
        #expect(faded == UIColor.systemPink.withAlphaComponent(0.5))
        child.tintColor = .systemGreen
        #expect(child.tintColor == .systemGreen)
        child.tintColor = nil
        #expect(child.tintColor == .systemPink, "nil inherits again")
    }
}
