import Canvas
import Foundation

/// An on/off switch, like `UISwitch`: of the design's fixed size (51 × 31 pt
/// on iOS 18, 63 × 28 on iOS 26), a green track with the white knob at the
/// trailing end when on, a grey track with the knob at the leading end when
/// off. Right to left, it mirrors as UIKit's does.
open class Switch: Control {
    /// Whether the switch is on; `false` by default.
    public var isOn = false
    /// The track's colour when on; nil (the default) draws systemGreen.
    public var onTintColor: Color?
    /// The knob's colour; nil (the default) draws white.
    public var thumbTintColor: Color?

    /// A switch, off, at `frame`'s origin.
    public override init(frame: CGRect = .zero) {
        super.init(frame: frame)
    }

    /// Always nil: TableSnap reads no nibs or storyboards.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The frame keeps the design's size whatever size is set, as UISwitch's does.
    open override var frame: CGRect {
        get { super.frame }
        set { super.frame = CGRect(origin: newValue.origin, size: design.switchSize) }
    }

    private var design: ControlDesign { traits.design.controls }

    /// Sets ``isOn``; a picture has no animation, so `animated` changes nothing.
    open func setOn(_ on: Bool, animated: Bool) { isOn = on }

    /// Always the design's size, as UISwitch answers whatever it is offered.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { design.switchSize }

    /// The knob's frame in the switch's bounds: at the trailing end when on.
    public var thumbFrame: CGRect {
        let track = design.switchSize, thumb = design.switchThumbSize
        let inset = (track.height - thumb.height) / 2
        let trailing = isOn != isRightToLeft
        let x = trailing ? track.width - inset - thumb.width : inset
        return CGRect(x: x, y: inset, width: thumb.width, height: thumb.height)
    }

    /// Draws the track (green or the on tint when on) and the knob with its shadow.
    open override func draw(in context: GraphicsContext) {
        let track = CGRect(origin: .zero, size: design.switchSize)
        let trackShape = Path { $0.addRoundedRect(track, cornerRadius: track.height / 2) }
        context.fill(trackShape, with: isOn ? onTintColor ?? .systemGreen : ControlMetrics.switchOffTrack)
        context.withSavedState {
            // The knob's shadow falls on the track only, as on iOS.
            context.clip(to: trackShape)
            context.fill(Path { $0.addCapsule(in: thumbFrame) }, with: thumbTintColor ?? .white, shadows: ControlMetrics.thumbShadows)
        }
    }
}
