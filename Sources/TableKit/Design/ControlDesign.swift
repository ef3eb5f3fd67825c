import Canvas
import Foundation

/// What a design decides about controls: sizes, knob shapes and corners.
/// One value per design (`ControlDesign+iOS18.swift`, `ControlDesign+iOS26.swift`);
/// what both designs share stays in ``ControlMetrics``.
struct ControlDesign {
    /// UISwitch's fixed size, and its knob's, a capsule centred in the
    /// track's height (a circle on iOS 18).
    var switchSize: CGSize
    var switchThumbSize: CGSize
    /// The slider's knob (a capsule) and the track's thickness.
    var sliderThumbSize: CGSize
    var sliderTrackHeight: CGFloat
    /// The segmented control's corner radius, its selected segment's and
    /// whether dividers part unselected neighbours.
    var segmentedCornerRadius: CGFloat
    var segmentThumbCornerRadius: CGFloat
    var showsSegmentDividers: Bool
    /// The stepper's corner radius.
    var stepperCornerRadius: CGFloat
    /// Buttons with a ``Button/Configuration``: corners, fills, colours, glass.
    var configuredButton: ButtonConfigurationStyle
}
