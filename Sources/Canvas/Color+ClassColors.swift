import Foundation

// UIKit's fixed class colours (`UIColor.blue` …), with UIKit's component
// values; unlike the system colours they are the same in light and dark mode.
extension Color {
    /// A fixed grey, 0 black to 1 white, like `UIColor(white:alpha:)`.
    public convenience init(white: Double, alpha: Double) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// One third white (`UIColor.darkGray`).
    public static let darkGray = Color(white: 1.0 / 3, alpha: 1)
    /// Two thirds white (`UIColor.lightGray`).
    public static let lightGray = Color(white: 2.0 / 3, alpha: 1)
    /// Pure sRGB green (`UIColor.green`), not the dynamic ``systemGreen``.
    public static let green = Color(red: 0, green: 1, blue: 0)
    /// Pure sRGB blue (`UIColor.blue`), not the dynamic ``systemBlue``.
    public static let blue = Color(red: 0, green: 0, blue: 1)
    /// `UIColor.cyan`: green and blue.
    public static let cyan = Color(red: 0, green: 1, blue: 1)
    /// `UIColor.yellow`: red and green.
    public static let yellow = Color(red: 1, green: 1, blue: 0)
    /// `UIColor.magenta`: red and blue.
    public static let magenta = Color(red: 1, green: 0, blue: 1)
    /// `UIColor.orange`: red 1, green 0.5.
    public static let orange = Color(red: 1, green: 0.5, blue: 0)
    /// `UIColor.purple`: red and blue at 0.5.
    public static let purple = Color(red: 0.5, green: 0, blue: 0.5)
    /// `UIColor.brown`: 0.6, 0.4, 0.2.
    public static let brown = Color(red: 0.6, green: 0.4, blue: 0.2)
}
