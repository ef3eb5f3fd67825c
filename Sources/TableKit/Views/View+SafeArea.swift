import Canvas
import Foundation

extension View {
    /// How far the nearest ancestor's (or this view's) screen safe area reaches
    /// into this view's frame on each side, as UIKit derives a view's safe
    /// area from its window's. Inside a scroll view there is none: the
    /// scroll view's content is inset by its own, so its rows never are again.
    func insetsFromScreenSafeArea() -> EdgeInsets {
        var screen: View? = self
        while let candidate = screen, candidate.screenSafeArea == nil {
            screen = candidate.superview
            if screen is ScrollView { return EdgeInsets() }
        }
        guard let screen, let safeArea = screen.screenSafeArea else { return EdgeInsets() }
        let frame = convert(bounds, to: screen)
        let size = screen.bounds.size
        return EdgeInsets(top: max(0, safeArea.top - frame.minY), left: max(0, safeArea.left - frame.minX),
                          bottom: max(0, safeArea.bottom - (size.height - frame.maxY)), right: max(0, safeArea.right - (size.width - frame.maxX)))
    }
}
