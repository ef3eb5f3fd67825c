import Canvas
import Foundation

extension BarDesign {
    /// iOS 26 bars, measured on iOS 26 screenshots (the metrics article in TableKit's documentation).
    static let iOS26 = BarDesign(
        // react-native-navigation's iOS 26.1 bar crop is 54 pt tall.
        // Content starts 54 pt under the status bar; buttons centre 36.5 pt
        // down it (Gestures' "Reset" capsule, iOS 26.4) and an inline title
        // 34.3 (list picker, 26.0): both within 1 pt of 35.5. The large
        // title's baseline is 51 pt below the bar (Servers, 26.4).
        navigationBarHeight: 54, itemCentre: 35.5, largeTitleHeight: 55, largeTitleTop: 18.67,
        // Titles and icons on glass are black (white in dark mode), as in
        // the same crop, not tinted.
        buttonPlatter: .iOS26, buttonColor: .label,
        // gini-mobile-ios#1202: "iOS 26+ renders the Liquid Glass checkmark"
        // for the system Done item; mlem#2267: confirming actions sit on
        // prominent (blue) glass.
        doneSymbol: "checkmark",
        // No screenshot: a choice from the documented API (subtitle under
        // the inline title, largeSubtitle under the large one), in the
        // secondary label colour at footnote and subheadline sizes, the
        // large one a line (22 pt) under the title's baseline.
        subtitle: NavigationSubtitleStyle(inlineFont: Font.systemFont(ofSize: 13), largeFont: Font.systemFont(ofSize: 15),
                                          color: .secondaryLabel, largeBaselineOffset: 22, largeExtraHeight: 24),
        // The search field is a capsule, like every iOS 26 field and control
        // (a choice); integrated, it sits in the toolbar (searchBarPlacement-
        // AllowsToolbarIntegration, on by default).
        searchFieldCornerRadius: nil, integratesSearchInToolbar: true,
        // LabImporter's iPhone 17 Pro screenshot (62-pt safe area): the time
        // and icons centre 32.5 pt down, 29.5 above the safe area, where the
        // island's middle is.
        statusBarIslandCentre: 29.5,
        // cupertino_native's iOS 26 tab bar crop (402 pt @3x): a 62-pt capsule
        // 21 pt from the side, 28-pt symbols 11 pt down, titles on a
        // baseline 47.5 pt down, others in the label colour; the bottom inset
        // matches the side's (a choice).
        tabItem: TabItemLayout(symbolSide: 28, symbolTop: 11, titleFont: Font.systemFont(ofSize: 12, weight: .semibold),
                               titleBaseline: 47.5, unselectedColor: .label),
        floatingTabBar: FloatingTabBarStyle(platter: GlassPlatter.iOS26.with(height: 62), inset: 21,
                                            selectionInset: 4, selectionFill: .tertiarySystemFill))
}

extension GlassPlatter {
    /// The same crop: 44-pt circles and capsules ("Cancel" on an 84-pt one),
    /// 12 pt apart, near-white over a white bar with a shadow that darkens
    /// the bar by about 5 % 4 pt out and fades by 10.
    static let iOS26 = GlassPlatter(
        height: 44, titlePadding: 17, spacing: 12, blurRadius: 8,
        tint: Color(light: .init(red: 1, green: 1, blue: 1, alpha: 0.85), dark: .init(red: 0.2, green: 0.2, blue: 0.21, alpha: 0.85)),
        edgeHighlight: Color(light: .init(red: 1, green: 1, blue: 1, alpha: 0.6), dark: .init(red: 1, green: 1, blue: 1, alpha: 0.14)),
        edgeWidth: 0.5,
        shadows: [Shadow(offset: CGSize(width: 0, height: 1), blur: 6, color: Color(red: 0, green: 0, blue: 0, alpha: 0.10))],
        // Prominent glass's 1-pt rim on cupertino_native's crop runs
        // (54, 218, 255) outside to (26, 167, 255) inside over a (0, 121, 254)
        // fill: this light cyan at 74 % over the tint averages it.
        prominentEdgeHighlight: Color(red: 54 / 255, green: 218 / 255, blue: 1, alpha: 0.74))
}
