import Canvas
import Foundation

/// A − / + pair, like `UIStepper`: 94 × 32 pt on a rounded grey fill (a
/// capsule on iOS 26), a divider between the halves, the − dimmed at the
/// minimum and the + at the maximum. Right to left, the halves swap sides, as UIKit mirrors its controls.
open class Stepper: Control {
    /// The value, kept within ``minimumValue`` … ``maximumValue`` when drawn; 0 by default.
    public var value: Double = 0
    /// The lowest value; 0 by default.
    public var minimumValue: Double = 0
    /// The highest value; 100 by default, as in UIKit.
    public var maximumValue: Double = 100
    /// How much each tap changes the value; 1 by default.
    public var stepValue: Double = 1

    /// A stepper at `frame`'s origin, at 0 in 0 … 100.
    public override init(frame: CGRect = .zero) {
        super.init(frame: frame)
    }

    /// Always nil: TableSnap reads no nibs or storyboards.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// A disabled stepper dims its glyphs, not its background.
    override var disabledAlpha: CGFloat { 1 }

    /// Always 94 × 32 pt, as UIStepper sizes itself.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { ControlMetrics.stepperSize }

    /// The half holding the − (`decrement`) or the +, in the bounds.
    public func halfRect(decrement: Bool) -> CGRect {
        let half = CGRect(x: 0, y: 0, width: bounds.width / 2, height: bounds.height)
        let leading = decrement != isRightToLeft
        return leading ? half : half.offsetBy(dx: bounds.width / 2, dy: 0)
    }

    /// Whether the − (`decrement`) or the + can still change the value.
    public func canStep(decrement: Bool) -> Bool {
        isEnabled && (decrement ? value > minimumValue : value < maximumValue)
    }

    /// Draws the rounded background, the divider and the minus and plus glyphs, dimmed at the ends of the range.
    open override func draw(in context: GraphicsContext) {
        let rect = CGRect(origin: .zero, size: bounds.size)
        context.fill(Path { $0.addRoundedRect(rect, cornerRadius: traits.design.controls.stepperCornerRadius) }, with: .tertiarySystemFill)
        let divider = ControlMetrics.dividerSize
        context.fill(CGRect(x: (rect.midX - divider.width / 2), y: rect.midY - divider.height / 2, width: divider.width, height: divider.height),
                     with: ControlMetrics.dividerColor)
        for decrement in [true, false] {
            guard let symbol = Symbol.builtIn(decrement ? "minus" : "plus") else { continue }
            let half = halfRect(decrement: decrement)
            let box = symbol.size(pointSize: ControlMetrics.stepperGlyphPointSize)
            let glyph = CGRect(x: half.midX - box.width / 2, y: half.midY - box.height / 2, width: box.width, height: box.height)
            symbol.draw(in: context, rect: glyph, color: canStep(decrement: decrement) ? .label : .tertiaryLabel, weight: .medium)
        }
    }
}
