import Canvas
import Foundation

/// A row or column of views, like `UIStackView`: it arranges its
/// ``arrangedSubviews`` by making constraints (as UIKit does), so it
/// composes with your own constraints and self-sizing cells.
open class StackView: View, ConstraintGenerating {
    /// How arranged views sit across the stack's axis.
    public enum Alignment: Int, Sendable {
        /// Each view stretched across the whole stack.
        case fill
        /// Each view at the leading edge (the top in a horizontal stack).
        case leading
        /// Views aligned on their first baselines (horizontal stacks; a vertical stack fills).
        case firstBaseline
        /// Each view centred across the stack.
        case center
        /// Each view at the trailing edge (the bottom in a horizontal stack).
        case trailing
        /// Views aligned on their last baselines (horizontal stacks; a vertical stack fills).
        case lastBaseline
        /// The vertical name of ``leading`` in a horizontal stack.
        public static let top = Alignment.leading
        /// The vertical name of ``trailing`` in a horizontal stack.
        public static let bottom = Alignment.trailing
    }

    /// How arranged views share the stack's length.
    public enum Distribution: Int, Sendable {
        /// Views keep their sizes; hugging and compression resistance settle the rest.
        case fill
        /// Every view as long as the others.
        case fillEqually
        /// Lengths in proportion to the views' intrinsic sizes.
        case fillProportionally
        /// Views at their sizes, the gaps between them equal.
        case equalSpacing
        /// The distances between the views' centres equal.
        case equalCentering
    }

    /// The views laid out, in order; each is also a subview.
    public private(set) var arrangedSubviews: [View] = []
    /// Horizontal (a row, the default) or vertical (a column).
    public var axis: LayoutConstraint.Axis = .horizontal { didSet { setNeedsArrangement() } }
    /// How the views share the length along the axis; `fill` by default.
    public var distribution: Distribution = .fill { didSet { setNeedsArrangement() } }
    /// How the views sit across the axis; `fill` by default.
    public var alignment: Alignment = .fill { didSet { setNeedsArrangement() } }
    /// The gap between adjacent views; for equal spacing and centring, the least gap.
    public var spacing: CGFloat = 0 { didSet { setNeedsArrangement() } }
    /// Whether views are arranged within the layout margins rather than the bounds.
    public var isLayoutMarginsRelativeArrangement = false { didSet { setNeedsArrangement() } }
    private var customSpacings: [(view: View, spacing: CGFloat)] = []
    private var generated: [LayoutConstraint] = []
    /// The spacers equal spacing and centring measure their gaps with.
    private var spacers: [LayoutGuide] = []
    /// The arrangement the generated constraints were made for (the visible views and the settings).
    private var arrangementKey: [AnyHashable]?

    /// An empty stack; add views with ``addArrangedSubview(_:)``.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Always nil: TableSnap reads no nibs or storyboards.
    public required init?(coder: NSCoder) { nil }

    /// A stack of `views`, as `UIStackView(arrangedSubviews:)`.
    public convenience init(arrangedSubviews views: [View]) {
        self.init(frame: .zero)
        views.forEach(addArrangedSubview)
    }

    /// Appends `view` to the arrangement (and to the subviews if it is not one).
    public func addArrangedSubview(_ view: View) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    /// Inserts `view` into the arrangement at `index` (clamped).
    public func insertArrangedSubview(_ view: View, at index: Int) {
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.insert(view, at: min(max(0, index), arrangedSubviews.count))
        if view.superview !== self { addSubview(view) }
        view.translatesAutoresizingMaskIntoConstraints = false
        setNeedsArrangement()
    }

    /// Takes `view` out of the arrangement; it stays a subview, as in UIKit.
    public func removeArrangedSubview(_ view: View) {
        arrangedSubviews.removeAll { $0 === view }
        customSpacings.removeAll { $0.view === view }
        setNeedsArrangement()
    }

    /// The gap after `arrangedSubview`, replacing ``spacing`` there.
    public func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: View) {
        customSpacings.removeAll { $0.view === arrangedSubview }
        customSpacings.append((arrangedSubview, spacing))
        setNeedsArrangement()
    }

    /// The gap after `arrangedSubview`: its custom spacing, else ``spacing``.
    public func customSpacing(after arrangedSubview: View) -> CGFloat {
        customSpacings.first { $0.view === arrangedSubview }?.spacing ?? spacing
    }

    /// The arranged views not hidden; hidden ones collapse and take no gap.
    var visibleArrangedSubviews: [View] { arrangedSubviews.filter { !$0.isHidden && $0.superview === self } }

    private func setNeedsArrangement() {
        arrangementKey = nil
        refreshGeneratedConstraints()
    }

    /// Remakes the stack's constraints when the arrangement changed, hidden views included.
    func refreshGeneratedConstraints() {
        let key = currentArrangementKey
        guard key != arrangementKey else { return }
        arrangementKey = key
        LayoutConstraint.deactivate(generated)
        spacers.forEach(removeLayoutGuide)
        var arrangement = StackArrangement(stack: self)
        generated = arrangement.constraints()
        spacers = arrangement.spacers
        spacers.forEach(addLayoutGuide)
        generated.forEach(addConstraint)
    }

    private var currentArrangementKey: [AnyHashable] {
        let views: [AnyHashable] = arrangedSubviews.map { [ObjectIdentifier($0), $0.isHidden, customSpacing(after: $0)] as [AnyHashable] }
        return views + [axis, distribution, alignment, spacing, isLayoutMarginsRelativeArrangement]
    }
}

extension View {
    /// Hiding or showing an arranged view re-arranges its stack at the next layout, as in UIKit.
    func visibilityChanged() {
        guard let stack = superview as? StackView, stack.arrangedSubviews.contains(where: { $0 === self }) else { return }
        stack.setNeedsConstraintSolve()
    }
}
