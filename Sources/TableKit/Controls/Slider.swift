import Canvas
import Foundation

/// A horizontal slider, like `UISlider`: a rounded track (4 pt on iOS 18, 6
/// on iOS 26) filled in the tint colour up to the value, a white knob (a
/// 28-pt circle; a 37 × 24-pt capsule on iOS 26) with a soft shadow, and
/// optional images at either end. Right to left, it fills from the right.
open class Slider: Control {
    /// The value, kept within ``minimumValue`` … ``maximumValue`` when drawn; 0 by default.
    public var value: Float = 0
    /// The value at the leading end; 0 by default.
    public var minimumValue: Float = 0
    /// The value at the trailing end; 1 by default.
    public var maximumValue: Float = 1
    /// The filled part's colour; nil (the default) uses the tint colour.
    public var minimumTrackTintColor: Color?
    /// The unfilled part's colour; nil (the default) draws systemFill.
    public var maximumTrackTintColor: Color?
    /// The knob's colour; nil (the default) draws white.
    public var thumbTintColor: Color?
    /// An image at the leading end (a symbol draws in secondaryLabel grey).
    public var minimumValueImage: Image?
    /// An image at the trailing end (a symbol draws in secondaryLabel grey).
    public var maximumValueImage: Image?

    /// A slider at `frame`, at 0 in 0 … 1.
    public override init(frame: CGRect = .zero) {
        super.init(frame: frame)
    }

    /// Always nil: TableSnap reads no nibs or storyboards.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Sets ``value``; a picture has no animation, so `animated` changes nothing.
    public func setValue(_ value: Float, animated: Bool) { self.value = value }

    /// The current width (a slider has no width of its own) by UISlider's 31 pt.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: bounds.width, height: ControlMetrics.sliderHeight)
    }

    /// A slider has a height but takes the width its constraints give it.
    open override var intrinsicContentSize: CGSize { CGSize(width: View.noIntrinsicMetric, height: ControlMetrics.sliderHeight) }

    /// Where an image at the leading (`minimum`) or trailing end sits; zero without one.
    public func valueImageRect(minimum: Bool) -> CGRect {
        guard let image = minimum ? minimumValueImage : maximumValueImage else { return .zero }
        let size = image.size
        let frame = CGRect(x: minimum ? 0 : bounds.width - size.width, y: (bounds.height - size.height) / 2, width: size.width, height: size.height)
        return isRightToLeft ? frame.mirrored(in: bounds.width) : frame
    }

    /// The whole track, between the images, the design's thickness and centred.
    public var trackRect: CGRect {
        let gap = ControlMetrics.sliderImageGap
        let leading = minimumValueImage.map { $0.size.width + gap } ?? 0
        let trailing = maximumValueImage.map { $0.size.width + gap } ?? 0
        let height = traits.design.controls.sliderTrackHeight
        let frame = CGRect(x: leading, y: (bounds.height - height) / 2, width: max(0, bounds.width - leading - trailing), height: height)
        return isRightToLeft ? frame.mirrored(in: bounds.width) : frame
    }

    /// The knob's frame: its edges meet the track's ends at the minimum and maximum.
    public var thumbRect: CGRect {
        let track = trackRect, size = traits.design.controls.sliderThumbSize
        let travel = max(0, track.width - size.width) * fraction
        let x = isRightToLeft ? track.maxX - size.width - travel : track.minX + travel
        return CGRect(x: x, y: (bounds.height - size.height) / 2, width: size.width, height: size.height)
    }

    /// How far along the range the value is, 0 … 1.
    private var fraction: CGFloat {
        let span = maximumValue - minimumValue
        guard span > 0 else { return 0 }
        return CGFloat(min(max((value - minimumValue) / span, 0), 1))
    }

    /// Draws the value images, the track filled up to the thumb in the tint colour, and the thumb.
    open override func draw(in context: GraphicsContext) {
        for minimum in [true, false] {
            let image = minimum ? minimumValueImage : maximumValueImage
            image?.draw(in: context, rect: valueImageRect(minimum: minimum), tintColor: .secondaryLabel, direction: traits.layoutDirection)
        }
        let track = trackRect, thumb = thumbRect
        let radius = track.height / 2
        context.fill(Path { $0.addRoundedRect(track, cornerRadius: radius) }, with: maximumTrackTintColor ?? ControlMetrics.trackFill)
        // The fill runs from the leading end to the knob's centre.
        let filled = isRightToLeft
            ? CGRect(x: thumb.midX, y: track.minY, width: track.maxX - thumb.midX, height: track.height)
            : CGRect(x: track.minX, y: track.minY, width: thumb.midX - track.minX, height: track.height)
        context.fill(Path { $0.addRoundedRect(filled, cornerRadius: radius) }, with: minimumTrackTintColor ?? tintColor)
        context.fill(Path { $0.addCapsule(in: thumb) }, with: thumbTintColor ?? .white, shadows: ControlMetrics.sliderThumbShadows)
    }
}
