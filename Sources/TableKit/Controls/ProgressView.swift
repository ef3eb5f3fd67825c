import Canvas
import Foundation

/// A progress bar, like `UIProgressView` since iOS 13: a 4-pt rounded track
/// filled in the tint colour from the leading end (the right, right to left).
open class ProgressView: View {
    /// How far along, 0 … 1 (kept in range when drawn); 0 by default.
    public var progress: Float = 0
    /// The filled part's colour; nil (the default) uses the tint colour.
    public var progressTintColor: Color?
    /// The track's colour; nil (the default) draws systemFill.
    public var trackTintColor: Color?

    /// A progress view at `frame`, at 0.
    public override init(frame: CGRect = .zero) {
        super.init(frame: frame)
    }

    /// Always nil: TableSnap reads no nibs or storyboards.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Sets ``progress``; a picture has no animation, so `animated` changes nothing.
    public func setProgress(_ progress: Float, animated: Bool) { self.progress = progress }

    /// The current width (a bar has no width of its own) by 4 pt.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: bounds.width, height: ControlMetrics.progressHeight)
    }

    /// The filled part of the bar, in the bounds.
    public var progressRect: CGRect {
        let width = bounds.width * CGFloat(min(max(progress, 0), 1))
        let frame = CGRect(x: 0, y: 0, width: width, height: bounds.height)
        return traits.layoutDirection == .rightToLeft ? frame.mirrored(in: bounds.width) : frame
    }

    /// Draws the track and, over it, the progress in the tint colour.
    open override func draw(in context: GraphicsContext) {
        let radius = bounds.height / 2
        context.fill(Path { $0.addRoundedRect(CGRect(origin: .zero, size: bounds.size), cornerRadius: radius) },
                     with: trackTintColor ?? ControlMetrics.trackFill)
        context.fill(Path { $0.addRoundedRect(progressRect, cornerRadius: radius) }, with: progressTintColor ?? tintColor)
    }
}
