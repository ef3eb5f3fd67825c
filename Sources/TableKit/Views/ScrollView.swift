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
            hasContentOffset = true
            bounds.origin = newValue
            setNeedsLayout()
        }
    }

    private var hasContentOffset = false
    /// Identifiers registered with nibs (`Nib.swift`), which a render refuses.
    var nibRegistrations: [NibRegistration] = []
    /// Identifiers already warned about as unregistered (`Nib.swift`), so each is named once.
    var warnedIdentifiers: Set<String> = []
    private var storedContentSize = CGSize.zero

    /// The content's inset from the view's edges: the safe area plus ``contentInset``.
    public var adjustedContentInset: EdgeInsets {
        EdgeInsets(top: safeAreaInsets.top + contentInset.top, left: contentInset.left,
                   bottom: safeAreaInsets.bottom + contentInset.bottom, right: contentInset.right)
    }

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

    /// Puts a view that was never scrolled at rest, its content's top under
    /// the top inset; call it first in `layoutSubviews`.
    func restIfNeverScrolled() {
        if !hasContentOffset { bounds.origin = CGPoint(x: 0, y: -adjustedContentInset.top) }
    }
}
