import Canvas
import Foundation

/// A row of equal-width segments, like `UISegmentedControl` since iOS 13:
/// a 32-pt grey track, the selected segment a raised white (dark: grey)
/// rounded thumb with its title in semibold, thin dividers between the
/// others. Right to left, the first segment is on the right.
open class SegmentedControl: Control {
    /// `selectedSegmentIndex` when no segment is selected.
    public static let noSegment = -1

    var titles: [String?]
    /// The selected segment's index, or ``noSegment`` (the default).
    public var selectedSegmentIndex = SegmentedControl.noSegment
    /// The selected segment's thumb colour; nil draws the design's (white, grey in dark).
    public var selectedSegmentTintColor: Color?
    /// Title attributes by state, as ``setTitleTextAttributes(_:for:)`` sets them.
    var titleAttributes: [ControlState: [NSAttributedString.Key: Any]] = [:]
    /// Title offsets by bar height and segment type; the regular height's draw.
    var contentAdjustments: [BarMetrics: [Segment: Offset]] = [:]

    /// A control with one segment per title, none selected.
    public init(items: [String]) {
        titles = items
        super.init(frame: .zero)
    }

    /// A control with no segments, as `UISegmentedControl()` or `UISegmentedControl(frame:)`;
    /// ``insertSegment(withTitle:at:animated:)`` adds them.
    public override init(frame: CGRect) {
        titles = []
        super.init(frame: frame)
    }

    /// Always nil: TableSnap reads no nibs or storyboards.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// How many segments there are.
    public var numberOfSegments: Int { titles.count }

    /// Sets the title of the segment at `segment`; an index past the end changes nothing.
    public func setTitle(_ title: String?, forSegmentAt segment: Int) {
        guard titles.indices.contains(segment) else { return }
        titles[segment] = title
    }

    /// The title of the segment at `segment`, nil past the end.
    public func titleForSegment(at segment: Int) -> String? {
        titles.indices.contains(segment) ? titles[segment] : nil
    }

    /// Equal segments as wide as the widest title plus 8 pt a side, 32 pt tall.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let widest = titles.flatMap { title in [true, false].map { titleLayout(title, selected: $0, width: nil).size.width } }.max() ?? 0
        let segment = widest.pixelCeiled(scale: traits.displayScale) + 2 * ControlMetrics.segmentTitlePadding
        return CGSize(width: segment * CGFloat(numberOfSegments), height: ControlMetrics.segmentedHeight)
    }

    /// The rectangle segment `index` takes in the bounds (the first leads).
    public func segmentRect(at index: Int) -> CGRect {
        let width = numberOfSegments > 0 ? bounds.width / CGFloat(numberOfSegments) : 0
        let frame = CGRect(x: CGFloat(index) * width, y: 0, width: width, height: bounds.height)
        return isRightToLeft ? frame.mirrored(in: bounds.width) : frame
    }

    /// The selected segment's raised thumb; nil when none is selected.
    public var selectedThumbRect: CGRect? {
        guard titles.indices.contains(selectedSegmentIndex) else { return nil }
        let inset = ControlMetrics.segmentThumbInset
        return segmentRect(at: selectedSegmentIndex).insetBy(dx: inset, dy: inset)
    }

    /// Draws the track, the dividers (where the design has them), the selected segment's thumb and the titles.
    open override func draw(in context: GraphicsContext) {
        let design = traits.design.controls
        let track = Path { $0.addRoundedRect(CGRect(origin: .zero, size: bounds.size), cornerRadius: design.segmentedCornerRadius) }
        context.fill(track, with: .tertiarySystemFill)
        if design.showsSegmentDividers { drawDividers(in: context) }
        if let thumb = selectedThumbRect {
            context.withSavedState {
                // As a switch's knob, the thumb's shadow stays on the track.
                context.clip(to: track)
                context.fill(Path { $0.addRoundedRect(thumb, cornerRadius: design.segmentThumbCornerRadius) },
                             with: selectedSegmentTintColor ?? ControlMetrics.segmentThumb, shadows: ControlMetrics.segmentThumbShadows)
            }
        }
        for (index, title) in titles.enumerated() {
            let selected = index == selectedSegmentIndex
            let segment = segmentRect(at: index).insetBy(dx: ControlMetrics.segmentTitlePadding / 2, dy: 0)
            let layout = titleLayout(title, selected: selected, width: segment.width)
            let shift = contentPositionAdjustment(forSegmentAt: index)
            let top = ((segment.height - layout.size.height) / 2).pixelRounded(scale: traits.displayScale)
            context.draw(layout, at: CGPoint(x: segment.minX + shift.horizontal, y: top + shift.vertical),
                         color: titleColor(selected: selected))
        }
    }

    /// A divider between each pair of neighbours, unless one of them is selected.
    private func drawDividers(in context: GraphicsContext) {
        let size = ControlMetrics.dividerSize
        for index in 1..<max(1, numberOfSegments) where index != selectedSegmentIndex && index - 1 != selectedSegmentIndex {
            let x = isRightToLeft ? segmentRect(at: index).maxX : segmentRect(at: index).minX
            context.fill(CGRect(x: x - size.width / 2, y: (bounds.height - size.height) / 2, width: size.width, height: size.height),
                         with: ControlMetrics.dividerColor)
        }
    }

    private func titleLayout(_ title: String?, selected: Bool, width: CGFloat?) -> TextLayout {
        let font = titleFont(selected: selected)
        return TextLayout(text: title ?? "", font: font, width: width, alignment: .center, direction: traits.layoutDirection)
    }
}
