import Canvas
import Foundation

/// A view that shows part of a larger content and scrolls over it, like
/// `UIScrollView`: its bounds' origin is the content offset, and its content
/// is inset by the safe area and ``contentInset``. ``TableView`` is one; a
/// ``Renderer`` lays out, scrolls and draws any of them.
open class ScrollView: View {
    /// Insets of the content from the view's edges, on top of the safe area.
    public var contentInset = EdgeInsets() { didSet { setNeedsLayout() } }

    /// The device's safe area (and the bars' part of it); the content is
    /// inset by it, as in a `UITableViewController`. A ``Renderer`` sets it.
    open override var safeAreaInsets: EdgeInsets {
        get { ownSafeAreaInsets }
        set {
            guard newValue != ownSafeAreaInsets else { return }
            ownSafeAreaInsets = newValue
            safeAreaInsetsDidChange()
        }
    }
    private var ownSafeAreaInsets = EdgeInsets()

    /// Where the visible rectangle's top-left is in content coordinates.
    /// Until set, the view rests at the top (`-adjustedContentInset.top`).
    public var contentOffset: CGPoint {
        get { bounds.origin }
        set {
            moveContent(to: newValue)
            scrollDelegate?.scrollViewDidScroll(self)
        }
    }

    /// Sets the offset without telling the delegate, for a scroll made in
    /// steps (``TableView/scrollToRow(at:at:animated:)`` measures as it
    /// goes), which tells it once, where it comes to rest.
    func moveContent(to offset: CGPoint) {
        hasContentOffset = true
        bounds.origin = offset
        setNeedsLayout()
    }

    /// The delegate told of scrolling: a table's or collection view's own
    /// delegate (a plain scroll view has none: Swift cannot let a table's
    /// `delegate` narrow a scroll view's type, as Objective-C lets UIKit).
    var scrollDelegate: ScrollViewDelegate? { nil }

    private var hasContentOffset = false
    /// Identifiers registered with nibs (`Nib.swift`), which a render refuses.
    var nibRegistrations: [NibRegistration] = []
    /// Identifiers already warned about as unregistered (`Nib.swift`) or as
    /// registered to a class that cannot make views (`UnmadeRegisteredView.swift`), so each is named once.
    var warnedIdentifiers: Set<String> = []
    private var storedContentSize = CGSize.zero

    /// The content's inset from the view's edges: the safe area (unless
    /// ``contentInsetAdjustmentBehavior`` is `never`) plus ``contentInset``,
    /// and the room a refreshing ``refreshControl`` takes above the content.
    public var adjustedContentInset: EdgeInsets {
        let safeArea = contentInsetAdjustmentBehavior == .never ? EdgeInsets() : safeAreaInsets
        let refreshing = refreshControl?.occupiedHeight ?? 0
        return EdgeInsets(top: safeArea.top + contentInset.top + refreshing, left: contentInset.left,
                          bottom: safeArea.bottom + contentInset.bottom, right: contentInset.right)
    }

    /// Whether the safe area insets the content, as `UIScrollView.contentInsetAdjustmentBehavior`:
    /// `never` leaves it out of ``adjustedContentInset``; the others, the
    /// default `automatic` among them, put a vertical scroll view's content under it.
    public var contentInsetAdjustmentBehavior = ContentInsetAdjustmentBehavior.automatic { didSet { setNeedsLayout() } }

    /// Sets ``contentOffset``, which the render draws; there is no animation to run.
    public func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        self.contentOffset = contentOffset
    }

    /// Scrolls as little as makes `rect` (in content coordinates) visible,
    /// as UIKit does; a rect larger than the view shows its top-left.
    public func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        var offset = contentOffset
        if rect.maxY > offset.y + bounds.height { offset.y = rect.maxY - bounds.height }
        if rect.minY < offset.y { offset.y = rect.minY }
        if rect.maxX > offset.x + bounds.width { offset.x = rect.maxX - bounds.width }
        if rect.minX < offset.x { offset.x = rect.minX }
        if offset != contentOffset { contentOffset = offset }
    }

    // MARK: Touches
    // What governs scrolling by touch: a render has no touches, so these are
    // kept for the code that sets them and change nothing drawn. Scroll
    // indicators show only while scrolling, so a still picture has none.

    /// Whether touches scroll the view; kept.
    public var isScrollEnabled = true
    /// Whether scrolling past the content's edge bounces; kept.
    public var bounces = true
    /// Whether the view bounces vertically even when its content fits; kept.
    public var alwaysBounceVertical = false
    /// Whether the view bounces horizontally even when its content fits; kept.
    public var alwaysBounceHorizontal = false
    /// Whether a drag scrolls along one axis only; kept.
    public var isDirectionalLockEnabled = false
    /// Whether touches wait to see whether they scroll before reaching the content; kept.
    public var delaysContentTouches = true
    /// Whether scrolling can take back a touch the content has; kept.
    public var canCancelContentTouches = true
    /// Whether scrolling stops at multiples of the view's size; kept.
    public var isPagingEnabled = false
    /// Whether a tap on the status bar scrolls to the top; kept.
    public var scrollsToTop = true
    /// How dragging dismisses the keyboard; kept.
    public var keyboardDismissMode = KeyboardDismissMode.none
    /// How quickly scrolling slows after a flick; kept.
    public var decelerationRate = DecelerationRate.normal
    /// Whether the vertical scroll indicator shows while scrolling; kept.
    public var showsVerticalScrollIndicator = true
    /// Whether the horizontal scroll indicator shows while scrolling; kept.
    public var showsHorizontalScrollIndicator = true
    /// The scroll indicators' colours; kept.
    public var indicatorStyle = IndicatorStyle.default
    /// Insets of the vertical scroll indicator; kept.
    public var verticalScrollIndicatorInsets = EdgeInsets()
    /// Insets of the horizontal scroll indicator; kept.
    public var horizontalScrollIndicatorInsets = EdgeInsets()
    /// Insets of both scroll indicators; kept.
    public var scrollIndicatorInsets = EdgeInsets()

    /// The size of everything that scrolls: set on a plain scroll view; a
    /// table or collection view sizes its own.
    open var contentSize: CGSize {
        get { storedContentSize }
        set { storedContentSize = newValue }
    }

    /// The visible rectangle as an Auto Layout guide, as `frameLayoutGuide`:
    /// pin content's width to it for vertical scrolling only.
    public var frameLayoutGuide: LayoutGuide { ownGuide(\.scrollFrameGuide, role: .scrollFrame, name: "UIScrollView-frameLayoutGuide") }
    /// The content as an Auto Layout guide, as `contentLayoutGuide`: it starts
    /// at the content's origin, and the size constraints give it becomes ``contentSize``.
    public var contentLayoutGuide: LayoutGuide { ownGuide(\.scrollContentGuide, role: .scrollContent, name: "UIScrollView-contentLayoutGuide") }

    /// Whether bars over the view show their editing look (Edit reads Done):
    /// a table or collection view in editing mode.
    var isEditingContent: Bool { false }

    /// The pull-to-refresh control, like `UIScrollView.refreshControl`: it
    /// sits just above the content and, while refreshing, the content's top
    /// inset makes room for it.
    public var refreshControl: RefreshControl? {
        didSet {
            guard oldValue !== refreshControl else { return }
            oldValue?.removeFromSuperview()
            if let refreshControl { addSubview(refreshControl) }
            setNeedsLayout()
        }
    }

    /// Puts a view that was never scrolled at rest, its content's top under
    /// the top inset, and the refresh control just above the content; call
    /// it first in `layoutSubviews`.
    func restIfNeverScrolled() {
        if !hasContentOffset { bounds.origin = CGPoint(x: 0, y: -adjustedContentInset.top) }
        if let refreshControl {
            refreshControl.frame = CGRect(x: 0, y: -refreshControl.bounds.height, width: bounds.width, height: refreshControl.bounds.height)
            refreshControl.isHidden = !refreshControl.isRefreshing
        }
    }
}
