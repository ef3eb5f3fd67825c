import Foundation

extension BarDesign {
    /// iOS 26 bars, measured on iOS 26 screenshots (the README's metrics table).
    static let iOS26 = BarDesign(
        // react-native-navigation's iOS 26.1 bar crop is 54 pt tall.
        navigationBarHeight: 54, largeTitleHeight: 52, largeTitleTop: 6)
}
