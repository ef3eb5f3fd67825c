import Foundation

/// Told when a scroll view scrolls, as `UIScrollViewDelegate`; the table and
/// collection delegates inherit it, as in UIKit.
///
/// Every method is optional. TableSnap calls ``scrollViewDidScroll(_:)``
/// whenever the content offset is set (by the app, by `scrollToRow`, or by a
/// render's scroll), as UIKit does, so a screen that moves a header as its
/// list scrolls draws it moved; the others answer touches, zooming and
/// deceleration, which a render never has, and are never called.
public protocol ScrollViewDelegate: AnyObject {
    /// The content offset changed; does nothing by default.
    func scrollViewDidScroll(_ scrollView: ScrollView)
    /// A drag is starting; never called.
    func scrollViewWillBeginDragging(_ scrollView: ScrollView)
    /// A drag is ending, with where it will come to rest; never called.
    func scrollViewWillEndDragging(_ scrollView: ScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>)
    /// A drag ended; never called.
    func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool)
    /// Scrolling is slowing after a drag; never called.
    func scrollViewWillBeginDecelerating(_ scrollView: ScrollView)
    /// Scrolling came to rest; never called.
    func scrollViewDidEndDecelerating(_ scrollView: ScrollView)
    /// An animated scroll ended; never called.
    func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView)
    /// The view to zoom; nil, the default, as no zooming is drawn.
    func viewForZooming(in scrollView: ScrollView) -> View?
    /// Zooming is starting; never called.
    func scrollViewWillBeginZooming(_ scrollView: ScrollView, with view: View?)
    /// Zooming ended at `scale`; never called.
    func scrollViewDidEndZooming(_ scrollView: ScrollView, with view: View?, atScale scale: CGFloat)
    /// The zoom changed; never called.
    func scrollViewDidZoom(_ scrollView: ScrollView)
    /// Whether a tap on the status bar scrolls to the top; true by default, never asked.
    func scrollViewShouldScrollToTop(_ scrollView: ScrollView) -> Bool
    /// The view scrolled to the top after a status-bar tap; never called.
    func scrollViewDidScrollToTop(_ scrollView: ScrollView)
    /// The adjusted content inset changed; never called.
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: ScrollView)
}

public extension ScrollViewDelegate {
    func scrollViewDidScroll(_ scrollView: ScrollView) {}
    func scrollViewWillBeginDragging(_ scrollView: ScrollView) {}
    func scrollViewWillEndDragging(_ scrollView: ScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>) {}
    func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {}
    func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) {}
    func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {}
    func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {}
    func viewForZooming(in scrollView: ScrollView) -> View? { nil }
    func scrollViewWillBeginZooming(_ scrollView: ScrollView, with view: View?) {}
    func scrollViewDidEndZooming(_ scrollView: ScrollView, with view: View?, atScale scale: CGFloat) {}
    func scrollViewDidZoom(_ scrollView: ScrollView) {}
    func scrollViewShouldScrollToTop(_ scrollView: ScrollView) -> Bool { true }
    func scrollViewDidScrollToTop(_ scrollView: ScrollView) {}
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: ScrollView) {}
}
