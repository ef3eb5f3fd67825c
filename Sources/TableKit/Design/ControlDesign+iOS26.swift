import Canvas
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
        stepperCornerRadius: 16,
        configuredButton: .iOS26)
}

extension ButtonConfigurationStyle {
    /// iOS 26 configured buttons: OpenUIKit's iOS 26.1 probe (Vercantez/openuikit,
    /// UIButtonConfigurationTests.swift) reads `.dynamic` back as
    /// min(height / 2, 17): a capsule at the medium size's 34.33 pt, and at
    /// cupertino_native's 32-pt capsules. The same probe reads the bordered
    /// title in the label colour (cupertino_native's blue "Bordered" and
    /// "Glass" titles are its own `baseForegroundColor`, set from its tint
    /// for those styles); glass takes the label colour as the bar buttons'
    /// glass does and cupertino_native's untinted glass icon (#191919) shows.
    static let iOS26 = ButtonConfigurationStyle(
        dynamicCornerRadius: 17,
        labelColouredStyles: [.bordered, .glass],
        glass: .iOS26Button)
}

extension GlassPlatter {
    /// The glass of `.glass()` buttons, measured on cupertino_native's crop
    /// (3 px per pt, white page): near white (#FDFDFD) inside a 1-pt white
    /// rim, and a wide soft shadow, 4 % dark just under the platter, 2.5 %
    /// beside it and 1.5 % above, fading out about 20 pt away: wider and
    /// lower than the bar buttons' glass.
    static let iOS26Button: GlassPlatter = {
        var glass = GlassPlatter.iOS26
        glass.edgeWidth = 1
        glass.edgeHighlight = Color(light: .init(red: 1, green: 1, blue: 1), dark: .init(red: 1, green: 1, blue: 1, alpha: 0.14))
        glass.shadows = [Shadow(offset: CGSize(width: 0, height: 8), blur: 24, color: Color(red: 0, green: 0, blue: 0, alpha: 0.055))]
        return glass
    }()
}
