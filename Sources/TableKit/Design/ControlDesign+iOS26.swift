import Foundation

extension ControlDesign {
    /// iOS 26 controls, measured on real UIKit controls drawn by iOS 26
    /// (cupertino_native's crops at 3 px per pt, AccessibilitySnapshot's
    /// iOS 26.2 stepper): capsules throughout.
    static let iOS26 = ControlDesign(
        // The on track is 63.0 × 28.0 pt; the knob a 37 × 24 capsule 2 pt in.
        switchSize: CGSize(width: 63, height: 28),
        switchThumbSize: CGSize(width: 37, height: 24),
        // The slider's knob is the switch's capsule; the track 6.0 pt.
        sliderThumbSize: CGSize(width: 37, height: 24),
        sliderTrackHeight: 6,
        // A capsule track with a capsule selection 2 pt in, no dividers.
        segmentedCornerRadius: 16,
        segmentThumbCornerRadius: 14,
        showsSegmentDividers: false,
        // One capsule of 94 × 32 pt.
        stepperCornerRadius: 16)
}
