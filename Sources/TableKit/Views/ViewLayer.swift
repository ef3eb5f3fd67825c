import Canvas
import Foundation

/// The part of `CALayer` table code reaches through `view.layer`: corner
/// rounding and clipping, which set the view's own ``View/cornerRadius``,
/// ``View/maskedCorners`` and ``View/clipsToBounds``.
public final class ViewLayer {
    // Strong: `view.layer` is made on each access and may be kept after the
    // view is gone; the view never holds its layer, so there is no cycle.
    private let view: View

    init(view: View) {
        self.view = view
    }

    /// The view's ``View/cornerRadius``.
    public var cornerRadius: CGFloat {
        get { view.cornerRadius }
        set { view.cornerRadius = newValue }
    }

    /// The view's ``View/clipsToBounds``.
    public var masksToBounds: Bool {
        get { view.clipsToBounds }
        set { view.clipsToBounds = newValue }
    }

    /// The view's ``View/maskedCorners``.
    public var maskedCorners: RectCorner {
        get { view.maskedCorners }
        set { view.maskedCorners = newValue }
    }
}

extension View {
    /// The view's layer as `UIView.layer` exposes it, for `layer.cornerRadius` and `layer.masksToBounds`.
    public var layer: ViewLayer { ViewLayer(view: self) }
}
