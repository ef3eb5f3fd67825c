import Canvas
import Foundation

/// A blur material, like `UIBlurEffect`: how much of what lies behind a
/// ``VisualEffectView`` is smeared, and the tint laid over it.
public struct BlurEffect: Equatable, Sendable {
    /// The materials TableSnap draws (`UIBlurEffect.Style`).
    public enum Style: Sendable {
        /// The bars' and pinned plain headers' material.
        case systemChromeMaterial
    }

    /// The material.
    public let style: Style

    /// A blur in the `style` material.
    public init(style: Style) {
        self.style = style
    }

    /// The blur's standard deviation in points: enough that text behind
    /// reads as a smear, as it does through iOS's chrome.
    var radius: CGFloat { 6 }

    /// The tint over the blur: systemChromeMaterial's near-white (light) or
    /// near-black (dark) at 80 %, so the blurred content still shows.
    var tint: Color {
        Color(light: Color.RGBA(red: 0.976, green: 0.976, blue: 0.976, alpha: 0.8),
              dark: Color.RGBA(red: 0.11, green: 0.11, blue: 0.118, alpha: 0.8))
    }
}

/// A view that blurs and tints whatever is drawn behind it, like
/// `UIVisualEffectView` with a ``BlurEffect``.
open class VisualEffectView: View {
    /// The material; nil draws nothing, and the content behind shows sharp.
    public var effect: BlurEffect?

    /// A view drawing `effect`, sized by its frame.
    public init(effect: BlurEffect?) {
        self.effect = effect
        super.init(frame: .zero)
    }

    /// Always nil: TableSnap reads no nibs or storyboards.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Draws the effect: the backdrop blurred at the effect's radius, under its tint.
    open override func draw(in context: GraphicsContext) {
        guard let effect else { return }
        context.blurBackdrop(in: bounds, radius: effect.radius)
        context.fill(bounds, with: effect.tint)
    }
}
