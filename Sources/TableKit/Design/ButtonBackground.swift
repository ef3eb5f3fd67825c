import Canvas
import Foundation

/// What a configured button draws behind its content: nothing, a flat fill,
/// or a glass platter.
enum ButtonBackground: Equatable {
    case none
    case fill(Color)
    case glass(GlassPlatter)

    /// Draws the background filling `rect`, its corners rounded by `cornerRadius`.
    func draw(in rect: CGRect, cornerRadius: CGFloat, context: GraphicsContext) {
        switch self {
        case .none: break
        case .fill(let color): context.fill(Path { $0.addRoundedRect(rect, cornerRadius: cornerRadius) }, with: color)
        case .glass(let platter): platter.draw(in: rect, cornerRadius: cornerRadius, context: context)
        }
    }
}
