import Canvas
import Foundation

extension SegmentedControl {
    /// Which segments a content position adjustment is for, as `UISegmentedControl.Segment`.
    public enum Segment: Int, Hashable, Sendable {
        /// Every segment without an adjustment of its own type.
        case any = 0
        /// The first (leading) segment of several.
        case left = 1
        /// A segment between the first and the last.
        case center = 2
        /// The last (trailing) segment of several.
        case right = 3
        /// The only segment.
        case alone = 4
    }

    /// Sets the attributes segment titles in `state` draw with, as
    /// `setTitleTextAttributes(_:for:)`: `.foregroundColor` (a colour) and
    /// `.font` (a font) draw; other keys are kept. The selected segment takes
    /// `.selected`'s attributes over `.normal`'s, the others `.normal`'s.
    public func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: ControlState) {
        titleAttributes[state] = attributes
        invalidateIntrinsicContentSize()
        setNeedsDisplay()
    }

    /// The attributes set for `state`, nil when none were, as `titleTextAttributes(for:)`.
    public func titleTextAttributes(for state: ControlState) -> [NSAttributedString.Key: Any]? {
        titleAttributes[state]
    }

    /// Moves the titles of `segmentType`'s segments by `adjustment`, as
    /// `setContentPositionAdjustment(_:forSegmentType:barMetrics:)`. A segment
    /// takes its own type's adjustment, else `.any`'s. A portrait picture
    /// draws the `.default` metrics' adjustments; the others are kept.
    public func setContentPositionAdjustment(_ adjustment: Offset, forSegmentType segmentType: Segment, barMetrics: BarMetrics) {
        contentAdjustments[barMetrics, default: [:]][segmentType] = adjustment
        setNeedsDisplay()
    }

    /// The adjustment set for `segmentType` and `barMetrics`, `.zero` when none was.
    public func contentPositionAdjustment(forSegmentType segmentType: Segment, barMetrics: BarMetrics) -> Offset {
        contentAdjustments[barMetrics]?[segmentType] ?? .zero
    }

    /// How far the title of the segment at `index` moves.
    func contentPositionAdjustment(forSegmentAt index: Int) -> Offset {
        let type: Segment = switch index {
        case _ where numberOfSegments == 1: .alone
        case 0: .left
        case numberOfSegments - 1: .right
        default: .center
        }
        let adjustments = contentAdjustments[.default] ?? [:]
        return adjustments[type] ?? adjustments[.any] ?? .zero
    }

    /// The attributes a title draws with: the state's over `.normal`'s.
    private func attributes(selected: Bool) -> [NSAttributedString.Key: Any] {
        let normal = titleAttributes[.normal] ?? [:]
        guard selected else { return normal }
        return normal.merging(titleAttributes[.selected] ?? [:]) { _, selected in selected }
    }

    /// The title's font: the attributes', else 13 pt, semibold when selected.
    func titleFont(selected: Bool) -> Font {
        attributes(selected: selected)[.font] as? Font
            ?? Font.systemFont(ofSize: ControlMetrics.segmentTitlePointSize, weight: selected ? .semibold : .regular)
    }

    /// The title's colour: the attributes', else the label colour.
    func titleColor(selected: Bool) -> Color {
        attributes(selected: selected)[.foregroundColor] as? Color ?? .label
    }
}
