import Canvas
import Foundation

/// The numbers TableSnap draws controls with in both designs; what differs
/// by design is in ``ControlDesign``.
///
/// Measured ones say where from (swiftui-form is an iOS 15/16 screen at
/// 2.88 px per pt); the rest are choices, stated as such, for the metrics
/// article in TableKit's documentation.
enum ControlMetrics {
    /// What a disabled switch, slider, text field or segmented control is
    /// composited at (§6: 0.5, as Flutter measured for the switch).
    static let disabledAlpha: CGFloat = 0.5

    // MARK: Switch

    /// The off track: swiftui-form's is (233, 233, 235) on white, which is
    /// secondarySystemFill exactly (dark: #39393D over a #1C1C1E cell).
    static let switchOffTrack = Color.secondarySystemFill
    /// A white knob's shadow: §6's offsets and blurs (Flutter's), at the
    /// opacities that reproduce swiftui-form, where the track darkens 8.5 %
    /// just under the knob and 4 % beside it (§6's 15 % and 6 % double that).
    static let thumbShadows = [
        Shadow(offset: CGSize(width: 0, height: 3), blur: 8, color: Color(red: 0, green: 0, blue: 0, alpha: 0.10)),
        Shadow(offset: CGSize(width: 0, height: 3), blur: 1, color: Color(red: 0, green: 0, blue: 0, alpha: 0.02)),
    ]

    // MARK: Button

    /// Space above and below a system button's title: 17-pt text (20.3-pt
    /// line) makes Interface Builder's 34.3-pt-tall iOS 15 plain button.
    static let buttonVerticalPadding: CGFloat = 7
    /// A highlighted system button's title fades to this opacity.
    static let buttonHighlightedAlpha: Double = 0.2

    // MARK: Button configuration

    // Measured on iOS 26.1 by OpenUIKit's oracle probe (Vercantez/openuikit,
    // UIButtonConfigurationTests.swift): "Configure" in every style is
    // 99 × 34.33 pt, its 17-pt title at (12, 7). Taken for iOS 18 too, a
    // choice: no iOS 15–18 measurement was found, and the system button's
    // 7 pt above and below give the same 34.33.

    /// Space around the content for each button size: mini and small
    /// (5, 10, 5, 10), medium (7, 12, 7, 12), large (15, 20, 15, 20), as the probe reads them back.
    static func buttonContentInsets(_ size: Button.Configuration.Size) -> DirectionalEdgeInsets {
        switch size {
        case .mini, .small: DirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10)
        case .medium: DirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
        case .large: DirectionalEdgeInsets(top: 15, leading: 20, bottom: 15, trailing: 20)
        }
    }

    /// The title's text style per size: 15 pt (subheadline) for mini and
    /// small, 17 pt (body) for medium and large, growing with Dynamic Type.
    static func buttonTitleStyle(_ size: Button.Configuration.Size) -> TextStyle {
        size == .mini || size == .small ? .subheadline : .body
    }

    /// The subtitle: 13-pt regular (footnote), 1 pt under the title.
    static let buttonSubtitleStyle = TextStyle.footnote
    static let buttonTitlePadding: CGFloat = 1
    /// The proportional corner styles' radii as fractions of the height:
    /// small 0.125, medium 0.175, large 0.25 (the probe's radii at heights
    /// 20–60); capsule half. A choice to use them for iOS 18 as well.
    static let buttonCornerFractions: [Button.Configuration.CornerStyle: CGFloat] = [
        .small: 0.125, .medium: 0.175, .large: 0.25, .capsule: 0.5,
    ]
    /// The gray and bordered styles' fill: secondarySystemFill, (233, 233,
    /// 234) on white, as cupertino_native's iOS 26 gray and bordered capsules
    /// measure and the probe reads back ((120, 120, 128) at 16 %); a choice
    /// for iOS 18, whose system fills are the same.
    static let configuredButtonNeutralFill = Color.secondarySystemFill
    /// The tinted styles' fill: the tint at 18 %, cupertino_native's tinted
    /// capsule (209, 231, 254) on white; a choice for iOS 18.
    static let configuredButtonTintedFillAlpha: Double = 0.18
    /// Highlighted, fill and title keep this much of their opacity (the probe's 0.75).
    static let configuredButtonHighlightedAlpha: Double = 0.75
    /// Disabled, a filled style turns to tertiarySystemFill and every title
    /// to tertiaryLabel: the probe's (118, 118, 128) at 12 % and (60, 60, 67)
    /// at 30 %, and cupertino_native's disabled capsule, (239, 239, 240) with
    /// a (185, 185, 187) title on white.
    static let configuredButtonDisabledFill = Color.tertiarySystemFill
    static let configuredButtonDisabledForeground = Color.tertiaryLabel

    // MARK: Text field

    /// A rounded-rect text field's fixed height, corner radius and text inset.
    static let roundedRectHeight: CGFloat = 34
    static let roundedRectCornerRadius: CGFloat = 5
    static let roundedRectTextInset: CGFloat = 7
    /// The rounded rect's hairline: the separator colour (a choice; iOS 13+
    /// fields show a light grey line on white, a faint one in dark mode).
    static let textFieldBorder = Color.separator
    /// The clear button's disc and the room it takes at the trailing end
    /// (the disc plus 6 pt either side); a choice close to iOS 17 screens.
    static let clearButtonDiameter: CGFloat = 16
    static let clearButtonPadding: CGFloat = 6

    // MARK: Slider

    /// UISlider's height since iOS 7, and the gap between a value image and
    /// the track (a choice).
    static let sliderHeight: CGFloat = 31
    static let sliderImageGap: CGFloat = 12
    /// The slider's knob sits on the cell, not in a track: beside the
    /// switch's soft shadow it casts a tight one that outlines it on white,
    /// as Flutter's measured slider knob has (0, 1) blur 1 at 16 %.
    static let sliderThumbShadows = thumbShadows + [
        Shadow(offset: CGSize(width: 0, height: 0.5), blur: 1.5, color: Color(red: 0, green: 0, blue: 0, alpha: 0.14)),
    ]
    /// The unfilled track, and a progress view's: systemFill ((228, 228, 230) on white).
    static let trackFill = Color.systemFill

    // MARK: Stepper

    /// UIStepper's size since iOS 13, the divider
    /// between its halves and the size its − and + are drawn at.
    static let stepperSize = CGSize(width: 94, height: 32)
    static let dividerSize = CGSize(width: 1, height: 18)
    /// The stepper's and segmented control's dividers: a light grey line on
    /// the grey fill, faint in dark mode (a choice: systemGray3).
    static let dividerColor = Color.systemGray3
    static let stepperGlyphPointSize: CGFloat = 17

    // MARK: Segmented control

    /// UISegmentedControl since iOS 13: 32 pt tall (Interface Builder's
    /// two-segment control is 121 × 32), the selected segment's inset, and
    /// the room either side of the widest title.
    static let segmentedHeight: CGFloat = 32
    static let segmentThumbInset: CGFloat = 2
    static let segmentTitlePadding: CGFloat = 8
    static let segmentTitlePointSize: CGFloat = 13
    /// The selected segment: white, and #636366 in dark mode.
    static let segmentThumb = Color(light: .init(red: 1, green: 1, blue: 1), dark: .init(red: 0x63 / 255, green: 0x63 / 255, blue: 0x66 / 255))
    /// The selected segment's shadow, lighter than a switch knob's.
    static let segmentThumbShadows = [
        Shadow(offset: CGSize(width: 0, height: 3), blur: 8, color: Color(red: 0, green: 0, blue: 0, alpha: 0.12)),
        Shadow(offset: CGSize(width: 0, height: 3), blur: 1, color: Color(red: 0, green: 0, blue: 0, alpha: 0.04)),
    ]

    // MARK: Activity indicator and progress view

    /// The medium and large indicators' sides (iOS 13+).
    static let activityMediumSide: CGFloat = 20
    static let activityLargeSide: CGFloat = 37
    /// Eight spokes; in a 20-pt indicator each runs from 4.5 to 9.5 pt out
    /// and is 2.25 pt thick; the large one scales them.
    static let activitySpokeCount = 8
    static let activitySpokeInner: CGFloat = 4.5 / 20
    static let activitySpokeOuter: CGFloat = 9.5 / 20
    static let activitySpokeWidth: CGFloat = 2.25 / 20
    /// The head spoke is opaque; the others fade behind it down to this opacity.
    static let activityTailAlpha: Double = 0.25
    /// UIProgressView's bar height since iOS 13 (2 pt before).
    static let progressHeight: CGFloat = 4

    // MARK: Refresh control

    /// UIRefreshControl's height, the room it takes above the content while
    /// it refreshes (its frame's height on iOS 10 and later).
    static let refreshHeight: CGFloat = 60
    /// The space between the spinner and a title below it.
    static let refreshTitleSpacing: CGFloat = 6
}
