import Canvas
import Foundation

/// What a design decides about bars: the navigation bar's heights and title
/// positions, and whether bar buttons sit on glass platters. One value per
/// design (`BarDesign+iOS18.swift`, `BarDesign+iOS26.swift`).
struct BarDesign {
    /// The inline navigation bar's height, under the status bar, and how far
    /// down it its buttons and inline title are centred.
    var navigationBarHeight: CGFloat
    var itemCentre: CGFloat
    /// The large title's row under the inline bar, and where the title's
    /// text box starts in it.
    var largeTitleHeight: CGFloat
    var largeTitleTop: CGFloat
    /// The glass each bar button sits on; nil draws bare tinted titles and
    /// icons, 20 pt apart, and a back button with the previous title.
    var buttonPlatter: GlassPlatter?
    /// The colour of bar button titles and icons an item does not tint
    /// itself; nil takes the tint colour.
    var buttonColor: Color?
    /// The symbol the system Done item (and Edit while editing) shows on
    /// prominent glass; nil shows the title "Done".
    var doneSymbol: String?
    /// How a navigation item's subtitle is set; nil draws none (iOS 18 has no subtitles).
    var subtitle: NavigationSubtitleStyle?
    /// The search field's corners where it stands under the title; nil for a capsule.
    var searchFieldCornerRadius: CGFloat?
    /// Whether an integrated search field moves into the toolbar, as iOS 26
    /// places it on iPhone.
    var integratesSearchInToolbar: Bool
    /// Beside a Dynamic Island, how far above the device's safe area the
    /// status bar's time and icons centre (on the island); nil centres them
    /// 23 pt down on every such phone.
    var statusBarIslandCentre: CGFloat?
    /// How a tab's symbol and title sit in its slot.
    var tabItem: TabItemLayout
    /// iOS 26's tab bar floats as a glass capsule; nil spans the screen's
    /// width on the chrome material.
    var floatingTabBar: FloatingTabBarStyle?
}

/// A navigation item's subtitle under its inline title and under its large title.
struct NavigationSubtitleStyle {
    var inlineFont: Font
    var largeFont: Font
    var color: Color
    /// From the large title's baseline to the large subtitle's.
    var largeBaselineOffset: CGFloat
    /// How much taller the large title's row grows with a subtitle under it.
    var largeExtraHeight: CGFloat
}

/// A tab bar item's symbol and title, from the top of the bar (or capsule).
struct TabItemLayout {
    var symbolSide: CGFloat
    var symbolTop: CGFloat
    var titleFont: Font
    var titleBaseline: CGFloat
    /// Tabs not selected, unless the bar sets `unselectedItemTintColor`.
    var unselectedColor: Color
}

/// A tab bar floating over the content as a glass capsule, its selected
/// tab on a lighter capsule inside it.
struct FloatingTabBarStyle {
    var platter: GlassPlatter
    /// From the screen's sides and bottom edge to the capsule.
    var inset: CGFloat
    /// The selected tab's capsule: how far inside the bar's, and its fill.
    var selectionInset: CGFloat
    var selectionFill: Color
}
