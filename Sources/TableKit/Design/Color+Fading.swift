import Canvas
import Foundation

extension Color {
    /// The colour with its opacity multiplied by `fraction` in both appearances.
    func fading(to fraction: Double) -> Color {
        mappingAlpha { $0 * fraction }
    }
}
