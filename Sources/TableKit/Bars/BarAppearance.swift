import Canvas
import Foundation

/// What a bar's background looks like, as `UIBarAppearance`: a blur
/// material, a colour over it, and the hairline (shadow) along the edge
/// the content scrolls under. A new appearance has the default background
/// (the chrome material and a hairline); the `configureWith…` methods reset
/// it to one of the standard backgrounds.
open class BarAppearance {
    /// The blur under the bar's colour; nil blurs nothing.
    public var backgroundEffect: BlurEffect?
    /// The colour over the blur; nil (or clear) paints nothing.
    public var backgroundColor: Color?
    /// An image over the background colour; kept, not drawn.
    public var backgroundImage: Image?
    /// The hairline's colour; nil draws none.
    public var shadowColor: Color?
    /// An image in place of the hairline; kept, not drawn (the hairline is drawn in ``shadowColor``).
    public var shadowImage: Image?
    /// The device the appearance is for; a render is of an iPhone.
    public let idiom: UserInterfaceIdiom

    /// An appearance with the default background, as `UIBarAppearance()`.
    public convenience init() {
        self.init(idiom: .phone)
    }

    /// An appearance with the default background for `idiom`, as `UIBarAppearance(idiom:)`.
    public init(idiom: UserInterfaceIdiom) {
        self.idiom = idiom
        configureWithDefaultBackground()
    }

    /// A copy of `barAppearance`'s background, as `UIBarAppearance(barAppearance:)`.
    public required init(barAppearance: BarAppearance) {
        idiom = barAppearance.idiom
        backgroundEffect = barAppearance.backgroundEffect
        backgroundColor = barAppearance.backgroundColor
        backgroundImage = barAppearance.backgroundImage
        shadowColor = barAppearance.shadowColor
        shadowImage = barAppearance.shadowImage
    }

    /// A copy to change without changing this one, as `copy()`.
    public func copy() -> Self {
        Self(barAppearance: self)
    }

    /// The translucent chrome material with a hairline, as bars draw once content is under them.
    public func configureWithDefaultBackground() {
        setBackground(effect: BlurEffect(style: .systemChromeMaterial), color: nil, shadow: .separator)
    }

    /// The system background colour with a hairline.
    public func configureWithOpaqueBackground() {
        setBackground(effect: nil, color: .systemBackground, shadow: .separator)
    }

    /// No background and no hairline: the content shows through, as a bar at rest over it.
    public func configureWithTransparentBackground() {
        setBackground(effect: nil, color: nil, shadow: nil)
    }

    private func setBackground(effect: BlurEffect?, color: Color?, shadow: Color?) {
        backgroundEffect = effect
        backgroundColor = color
        backgroundImage = nil
        shadowColor = shadow
        shadowImage = nil
    }

    /// Where the hairline goes: under a top bar, over a bottom one.
    enum ShadowEdge {
        case top, bottom
    }

    /// Draws the blur, the colour and the hairline in `rect`.
    func drawBackground(in rect: CGRect, shadowEdge: ShadowEdge, scale: CGFloat, context: GraphicsContext) {
        if let backgroundEffect {
            context.blurBackdrop(in: rect, radius: backgroundEffect.radius)
            context.fill(rect, with: backgroundEffect.tint)
        }
        if let backgroundColor { context.fill(rect, with: backgroundColor) }
        guard let shadowColor else { return }
        let hairline = 1 / scale
        let y = shadowEdge == .top ? rect.minY : rect.maxY - hairline
        context.fill(CGRect(x: rect.minX, y: y, width: rect.width, height: hairline), with: shadowColor)
    }
}
