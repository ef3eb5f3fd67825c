import Canvas
import Foundation

/// A spinner, like `UIActivityIndicatorView` since iOS 13: eight rounded
/// spokes around a circle, drawn as one frame of the spin (the top spoke
/// darkest, the ones behind it fading). Not drawn while stopped when
/// ``hidesWhenStopped`` is set, as UIKit hides it.
open class ActivityIndicatorView: View {
    /// The size of the spinner, like `UIActivityIndicatorView.Style`.
    public enum Style: Sendable {
        /// 20 × 20 pt.
        case medium
        /// 37 × 37 pt.
        case large

        var side: CGFloat { self == .medium ? ControlMetrics.activityMediumSide : ControlMetrics.activityLargeSide }
    }

    /// The spinner's size; `.medium` unless set.
    public var style: Style
    /// The spokes' colour; systemGray by default.
    public var color: Color = .systemGray
    /// Whether the spinner is hidden while stopped; `true` by default, as in UIKit.
    public var hidesWhenStopped = true
    /// Whether ``startAnimating()`` was called last; a new spinner is stopped.
    public private(set) var isAnimating = false

    /// A stopped spinner of `style`, sized to it.
    public init(style: Style = .medium) {
        self.style = style
        super.init(frame: CGRect(x: 0, y: 0, width: style.side, height: style.side))
    }

    /// Always nil: TableSnap reads no nibs or storyboards.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Shows the spinner spinning (drawn as one frame of the spin).
    public func startAnimating() { isAnimating = true }
    /// Stops the spinner; it is no longer drawn if ``hidesWhenStopped``.
    public func stopAnimating() { isAnimating = false }

    /// 20 × 20 pt for `.medium`, 37 × 37 for `.large`.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: style.side, height: style.side) }

    /// Draws the spokes, each fainter than the one before, unless the indicator is stopped and hides when stopped.
    open override func draw(in context: GraphicsContext) {
        guard isAnimating || !hidesWhenStopped else { return }
        let side = min(bounds.width, bounds.height)
        let centre = CGPoint(x: bounds.midX, y: bounds.midY)
        let count = ControlMetrics.activitySpokeCount
        for index in 0..<count {
            // Spoke 0 points up; each next one sits a step further back (anticlockwise) and fainter.
            let angle = -CGFloat.pi / 2 - CGFloat(index) * 2 * .pi / CGFloat(count)
            let direction = CGPoint(x: cos(angle), y: sin(angle))
            func point(_ radius: CGFloat) -> CGPoint { CGPoint(x: centre.x + direction.x * radius * side, y: centre.y + direction.y * radius * side) }
            let spoke = Path { $0.addLines([point(ControlMetrics.activitySpokeInner), point(ControlMetrics.activitySpokeOuter)]) }
            let fade = 1 - (1 - ControlMetrics.activityTailAlpha) * Double(index) / Double(count - 1)
            let resolved = color.resolved(for: context.appearance)
            context.stroke(spoke, with: color.withAlphaComponent(resolved.alpha * fade), lineWidth: ControlMetrics.activitySpokeWidth * side)
        }
    }
}
