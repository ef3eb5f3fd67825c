import Canvas
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
        stepperCornerRadius: 8,
        configuredButton: .iOS18)
}

extension ButtonConfigurationStyle {
    /// iOS 15–18 configured buttons: rounded rectangles, tinted titles, no glass.
    static let iOS18 = ButtonConfigurationStyle(
        // A choice: no measured iOS 15–18 radius was found (Apple documents
        // `.dynamic` only as "adjusts the background corner radius for dynamic
        // type"); 6 pt reads as the rounded rectangle of iOS 15–18 screens.
        dynamicCornerRadius: 6,
        labelColouredStyles: [],
        // `glass()` and `prominentGlass()` are iOS 26 API; an app that keeps
        // the iOS 18 look gets the nearest older styles, tinted and filled
        // (cupertino_native falls back to tinted the same way).
        glass: nil)
}
