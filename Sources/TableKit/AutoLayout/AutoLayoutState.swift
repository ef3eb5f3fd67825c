import Foundation

/// A view's Auto Layout settings and constraints, made on first use so that
/// views laid out by frames alone carry none of it.
final class AutoLayoutState {
    var translatesAutoresizingMaskIntoConstraints = true
    /// Constraints installed on the view (its ``View/constraints``), in activation order.
    var installed: [LayoutConstraint] = []
    /// Guides added with ``View/addLayoutGuide(_:)``.
    var guides: [LayoutGuide] = []
    var marginsGuide: LayoutGuide?
    var safeAreaGuide: LayoutGuide?
    var readableContentGuide: LayoutGuide?
    /// A scroll view's `frameLayoutGuide` and `contentLayoutGuide`.
    var scrollFrameGuide: LayoutGuide?
    var scrollContentGuide: LayoutGuide?
    var hugging = (horizontal: LayoutPriority.defaultLow, vertical: LayoutPriority.defaultLow)
    var compressionResistance = (horizontal: LayoutPriority.defaultHigh, vertical: LayoutPriority.defaultHigh)
    var autoresizingMask: View.AutoresizingMask = []
    var autoresizesSubviews = true
    var needsUpdateConstraints = false
    /// From the last solve that placed the view.
    var hasAmbiguousLayout = false
    /// Set once the view's ambiguity was logged, so each is logged once.
    var reportedAmbiguity = false
    let variables = LayoutVariables()
    /// Counts changes to the constraints this view solves; a kept solve is reused only at the same count.
    var generation = 0
    /// The last solve of this view's subtree, reused while nothing changed.
    var lastSolve: (solve: LayoutSolve, generation: Int)?
}
