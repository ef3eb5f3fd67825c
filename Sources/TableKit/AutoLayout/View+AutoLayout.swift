import Canvas
import Foundation
import Layout

extension View: LayoutItem, LayoutAnchorProviding {
    var layoutVariables: LayoutVariables { layoutState.variables }
    var owningView: View? { self }
}

/// Auto Layout on views, as in UIKit: anchors, guides, installed
/// constraints, intrinsic size with hugging and compression resistance, and
/// fitting sizes. See ``LayoutConstraint`` for where constraints are solved.
extension View {
    /// The value of an intrinsic size dimension a view does not have (`UIView.noIntrinsicMetric`).
    public static let noIntrinsicMetric: CGFloat = -1
    /// Asks `systemLayoutSizeFitting` for the smallest size the constraints allow.
    public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
    /// Asks `systemLayoutSizeFitting` for the largest size the constraints allow.
    public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)

    var layoutState: AutoLayoutState {
        if let autoLayout { return autoLayout }
        let state = AutoLayoutState()
        autoLayout = state
        return state
    }

    /// Whether the frame is fixed and given to the solver as constraints
    /// (true, the default) or computed by the solver from the view's
    /// constraints (false). Set it to false on views you constrain.
    public var translatesAutoresizingMaskIntoConstraints: Bool {
        get { autoLayout?.translatesAutoresizingMaskIntoConstraints ?? true }
        set {
            layoutState.translatesAutoresizingMaskIntoConstraints = newValue
            setNeedsConstraintSolve()
        }
    }

    // MARK: Anchors (edges, centres and dimensions come from LayoutAnchorProviding)

    /// The first line's baseline for labels (and a stack's first arranged view); the bottom for other views.
    public var firstBaselineAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .firstBaseline) }
    /// The last line's baseline for labels (and a stack's last arranged view); the bottom for other views.
    public var lastBaselineAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .lastBaseline) }

    // MARK: Guides

    /// The bounds inset by ``layoutMargins``.
    public var layoutMarginsGuide: LayoutGuide { ownGuide(\.marginsGuide, role: .margins, name: "UIViewLayoutMarginsGuide") }
    /// The bounds inset by the safe area (views here have none, so the bounds).
    public var safeAreaLayoutGuide: LayoutGuide { ownGuide(\.safeAreaGuide, role: .safeArea, name: "UIViewSafeAreaLayoutGuide") }
    /// The margins narrowed to a readable line length for the text size, centred.
    public var readableContentGuide: LayoutGuide { ownGuide(\.readableContentGuide, role: .readableContent, name: "UIViewReadableContentGuide") }

    func ownGuide(_ key: ReferenceWritableKeyPath<AutoLayoutState, LayoutGuide?>, role: LayoutGuide.Role, name: String) -> LayoutGuide {
        if let guide = layoutState[keyPath: key] { return guide }
        let guide = LayoutGuide(role: role)
        guide.identifier = name
        guide.owningView = self
        layoutState[keyPath: key] = guide
        return guide
    }

    /// The guides added with ``addLayoutGuide(_:)``.
    public var layoutGuides: [LayoutGuide] { autoLayout?.guides ?? [] }

    /// Makes `guide` part of this view's layout, in its coordinates.
    public func addLayoutGuide(_ guide: LayoutGuide) {
        guide.owningView?.removeLayoutGuide(guide)
        guide.owningView = self
        layoutState.guides.append(guide)
    }

    /// Takes `guide` out of this view's layout.
    public func removeLayoutGuide(_ guide: LayoutGuide) {
        guard guide.owningView === self else { return }
        autoLayout?.guides.removeAll { $0 === guide }
        guide.owningView = nil
        setNeedsConstraintSolve()
    }

    // MARK: Installed constraints

    /// The active constraints installed on this view: those whose nearest common ancestor it is.
    public var constraints: [LayoutConstraint] { autoLayout?.installed ?? [] }

    /// Installs and activates `constraint` on this view, as the older `addConstraint(_:)`.
    public func addConstraint(_ constraint: LayoutConstraint) {
        constraint.installedOn?.uninstall(constraint)
        install(constraint)
    }

    /// Installs and activates each constraint on this view.
    public func addConstraints(_ constraints: [LayoutConstraint]) { constraints.forEach(addConstraint) }

    /// Deactivates `constraint` if it is installed on this view.
    public func removeConstraint(_ constraint: LayoutConstraint) {
        if constraint.installedOn === self { uninstall(constraint) }
    }

    /// Deactivates each constraint installed on this view.
    public func removeConstraints(_ constraints: [LayoutConstraint]) { constraints.forEach(removeConstraint) }

    func install(_ constraint: LayoutConstraint) {
        layoutState.installed.append(constraint)
        constraint.installedOn = self
        constraint.wasReportedUnsatisfiable = false
        setNeedsConstraintSolve()
    }

    func uninstall(_ constraint: LayoutConstraint) {
        autoLayout?.installed.removeAll { $0 === constraint }
        constraint.installedOn = nil
        setNeedsConstraintSolve()
    }

    /// Whether this view or one below it has constraints installed.
    var hasConstraintsInSubtree: Bool {
        autoLayout?.installed.isEmpty == false || subviews.contains { $0.hasConstraintsInSubtree }
    }

    /// The view that solves this one's constraints: the topmost ancestor (or
    /// itself) with constraints installed, below any view that places its
    /// subviews itself (a table's cells); nil when there is none.
    var constraintSolvingRoot: View? {
        var root: View?
        let ancestors = sequence(first: self, next: { $0.superview?.placesSubviewsItself == true ? nil : $0.superview })
        for view in ancestors where view.autoLayout?.installed.isEmpty == false { root = view }
        return root
    }

    /// Marks the view that solves this one for layout, so a changed constraint takes effect.
    func setNeedsConstraintSolve() {
        let root = constraintSolvingRoot ?? self
        root.layoutState.generation += 1
        root.setNeedsLayout()
    }

    // MARK: Intrinsic size

    /// Tells the layout the ``intrinsicContentSize`` changed (a label's text, an image).
    public func invalidateIntrinsicContentSize() {
        guard !translatesAutoresizingMaskIntoConstraints || superview?.constraintSolvingRoot != nil else { return }
        setNeedsConstraintSolve()
    }

    /// How strongly the view resists growing past its intrinsic size on `axis`; 250 by default.
    public func contentHuggingPriority(for axis: LayoutConstraint.Axis) -> LayoutPriority {
        let hugging = autoLayout?.hugging ?? (.defaultLow, .defaultLow)
        return axis == .horizontal ? hugging.horizontal : hugging.vertical
    }

    /// Sets how strongly the view resists growing past its intrinsic size on `axis`.
    public func setContentHuggingPriority(_ priority: LayoutPriority, for axis: LayoutConstraint.Axis) {
        if axis == .horizontal { layoutState.hugging.horizontal = priority } else { layoutState.hugging.vertical = priority }
        setNeedsConstraintSolve()
    }

    /// How strongly the view resists shrinking below its intrinsic size on `axis`; 750 by default.
    public func contentCompressionResistancePriority(for axis: LayoutConstraint.Axis) -> LayoutPriority {
        let resistance = autoLayout?.compressionResistance ?? (.defaultHigh, .defaultHigh)
        return axis == .horizontal ? resistance.horizontal : resistance.vertical
    }

    /// Sets how strongly the view resists shrinking below its intrinsic size on `axis`.
    public func setContentCompressionResistancePriority(_ priority: LayoutPriority, for axis: LayoutConstraint.Axis) {
        if axis == .horizontal {
            layoutState.compressionResistance.horizontal = priority
        } else {
            layoutState.compressionResistance.vertical = priority
        }
        setNeedsConstraintSolve()
    }

    // MARK: Updating constraints

    /// Asks for ``updateConstraints()`` before the next layout.
    public func setNeedsUpdateConstraints() {
        layoutState.needsUpdateConstraints = true
        setNeedsConstraintSolve()
    }

    /// Whether ``updateConstraints()`` is due.
    public func needsUpdateConstraints() -> Bool { autoLayout?.needsUpdateConstraints ?? false }

    /// Runs ``updateConstraints()`` now if it is due.
    public func updateConstraintsIfNeeded() {
        guard let autoLayout, autoLayout.needsUpdateConstraints else { return }
        autoLayout.needsUpdateConstraints = false
        updateConstraints()
    }

    // MARK: Results

    /// Whether the last layout left the view's frame undetermined by its
    /// constraints (it could move or resize with every constraint still met).
    public var hasAmbiguousLayout: Bool {
        guard let autoLayout, !autoLayout.translatesAutoresizingMaskIntoConstraints else { return false }
        return autoLayout.hasAmbiguousLayout
    }

    /// What ``systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)``
    /// answers unless a subclass overrides it.
    func constrainedSize(fitting targetSize: CGSize, horizontal: LayoutPriority, vertical: LayoutPriority) -> CGSize {
        guard hasConstraintsInSubtree else {
            let intrinsic = intrinsicContentSize
            return CGSize(width: intrinsic.width < 0 ? bounds.width : intrinsic.width, height: intrinsic.height < 0 ? bounds.height : intrinsic.height)
        }
        let solve = LayoutSolve(root: self, sizing: .fitting(targetSize, horizontal: horizontal, vertical: vertical))
        if constraintSolvingRoot === self { layoutState.lastSolve = (solve, layoutState.generation) }
        return solve.fittingSize()
    }

    /// The height the constraints give this view at `width`, rounded up to
    /// the pixel, as a self-sizing cell's or header's content view is measured.
    func constrainedHeight(width: CGFloat) -> CGFloat {
        systemLayoutSizeFitting(CGSize(width: width, height: 0), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
            .height.pixelCeiled(scale: traits.displayScale)
    }

    /// Called by ``layoutIfNeeded()`` before ``layoutSubviews()``: the view
    /// that solves its subtree's constraints sets the frames of the views
    /// there that do not translate their autoresizing mask.
    func solveConstraintsIfNeeded() {
        guard let state = autoLayout, !state.installed.isEmpty, constraintSolvingRoot === self else { return }
        if let last = state.lastSolve, last.generation == state.generation, last.solve.resolve(), last.generation == state.generation {
            last.solve.apply()
            return
        }
        let solve = LayoutSolve(root: self, sizing: .bounds)
        solve.apply()
        state.lastSolve = (solve, state.generation)
    }
}
