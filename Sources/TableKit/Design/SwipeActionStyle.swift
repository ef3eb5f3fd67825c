import Foundation

/// How a design shapes the buttons a swiped row reveals.
struct SwipeActionStyle {
    /// Space between detached buttons and around them (to the row and the
    /// edge); nil for iOS 18's flush buttons, as tall as the row, side by side.
    var spacing: CGFloat?
    /// A detached button is the row's height less this above and below, at most `maximumHeight`.
    var verticalInset: CGFloat
    var maximumHeight: CGFloat
    /// Space either side of a detached capsule's title.
    var titlePadding: CGFloat

    /// iOS 13–18: flush, full-height rectangles (ios-table-metrics.md §3.4).
    static let flush = SwipeActionStyle(spacing: nil, verticalInset: 0, maximumHeight: .greatestFiniteMagnitude, titlePadding: 0)

    /// Each button is its own circle or capsule inside the row (iOS 26).
    var isDetached: Bool { spacing != nil }

    /// The height of a detached button in a row `rowHeight` tall; nil when buttons are flush.
    func buttonHeight(rowHeight: CGFloat) -> CGFloat? {
        isDetached ? max(0, min(rowHeight - 2 * verticalInset, maximumHeight)) : nil
    }
}
