import Foundation

extension ControlDesign {
    /// iOS 13–18 controls (ios-table-metrics.md §6; swiftui-form is an iOS
    /// 15/16 screen at 2.88 px per pt).
    static let iOS18 = ControlDesign(
        // §6; swiftui-form measures 146 × 89 px = 50.7 × 30.9 pt. Its knob is
        // 77 px = 26.8 pt, 6 px from the track's edges: 27 pt (Ionic), not Flutter's 28.
        switchSize: CGSize(width: 51, height: 31),
        switchThumbSize: CGSize(width: 27, height: 27),
        // Flutter's radius 14; a 4-pt track from iOS 13 on (2 before).
        sliderThumbSize: CGSize(width: 28, height: 28),
        sliderTrackHeight: 4,
        segmentedCornerRadius: 9,
        segmentThumbCornerRadius: 7,
        showsSegmentDividers: true,
        stepperCornerRadius: 8)
}
