import Canvas
import Foundation

extension BarDesign {
    /// iOS 13–18 bars: a 44-pt bar, a 52-pt large-title row (§8).
    static let iOS18 = BarDesign(navigationBarHeight: 44, itemCentre: 22, largeTitleHeight: 52, largeTitleTop: 6, buttonPlatter: nil, buttonColor: nil,
        doneSymbol: nil, subtitle: nil, searchFieldCornerRadius: 10, integratesSearchInToolbar: false, statusBarIslandCentre: nil,
        // 25-pt symbols 5 pt down, 10-pt medium titles on a baseline 43 pt down, others systemGray.
        tabItem: TabItemLayout(symbolSide: 25, symbolTop: 5, titleFont: Font.systemFont(ofSize: 10, weight: .medium),
                               titleBaseline: 43, unselectedColor: .systemGray),
        floatingTabBar: nil)
}
