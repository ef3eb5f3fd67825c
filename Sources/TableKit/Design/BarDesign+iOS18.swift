import Foundation

extension BarDesign {
    /// iOS 13–18 bars: a 44-pt bar, a 52-pt large-title row (§8).
    static let iOS18 = BarDesign(navigationBarHeight: 44, itemCentre: 22, largeTitleHeight: 52, largeTitleTop: 6, buttonPlatter: nil, buttonColor: nil, floatingTabBar: nil)
}
