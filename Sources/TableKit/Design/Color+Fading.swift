import Canvas
import Foundation

extension Color {
    /// The colour with its opacity multiplied by `fraction` in both appearances.
    func fading(to fraction: Double) -> Color {
        var light = light, dark = dark
        light.alpha *= fraction
        dark.alpha *= fraction
        return Color(light: light, dark: dark)
    }
}
