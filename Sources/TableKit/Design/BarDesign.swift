import Canvas
import Foundation

/// What a design decides about bars: the navigation bar's heights and title
/// positions, and whether bar buttons sit on glass platters. One value per
/// design (`BarDesign+iOS18.swift`, `BarDesign+iOS26.swift`).
struct BarDesign {
    /// The inline navigation bar's height, under the status bar.
    var navigationBarHeight: CGFloat
    /// The large title's row under the inline bar, and where the title's
    /// text box starts in it.
    var largeTitleHeight: CGFloat
    var largeTitleTop: CGFloat
}
