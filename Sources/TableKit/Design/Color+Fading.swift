import Canvas
import Foundation

extension Color {
    /// The colour with its opacity multiplied by `fraction` in both appearances.
    func fading(to fraction: Double) -> Color {
        var copy = self
        copy.light.alpha *= fraction
        copy.dark.alpha *= fraction
        return copy
    }
}
