import Canvas
import Foundation
import Layout

/// One solve of a view's subtree: the root's size (fixed, or fitting a
/// target), the frames of views that translate their autoresizing mask, the
/// guides, the installed constraints and the intrinsic sizes, handed to a
/// ``Solver``; then frames back out.
///
/// The root keeps its last solve and, when nothing it read has changed,
/// lays out again by re-pinning the root's size in the same solver: the
/// incremental part of Cassowary, which makes a self-sizing cell's layout
/// after its measurement cheap.
final class LayoutSolve {
    enum Sizing {
        /// The root keeps its bounds; the solve places what is inside.
        case bounds
        /// The root's size is solved too, wanting `target` at the priorities given.
        case fitting(CGSize, horizontal: LayoutPriority, vertical: LayoutPriority)

        /// Whether the solve places views (and so reports ambiguity), rather than only measuring.
        var places: Bool {
            if case .bounds = self { return true }
            return false
        }
    }

    /// Unowned: the root keeps its last solve, and the solve must not keep the root.
    private unowned let root: View
    private let sizing: Sizing
    private let solver = Solver()
    /// Every item in the solve but the root, ancestors before descendants.
    private var items: [LayoutItem] = []
    private var included: Set<ObjectIdentifier> = []
    /// Required constraints added so far and what they stand for, to list in a conflict report.
    private var required: [(constraint: Constraint, items: [ObjectIdentifier], description: () -> String)] = []
    /// Intrinsic-size constraints of views whose height depends on their width (wrapping labels, text views that do not scroll), with the width measured at.
    private var measured: [(view: View & WrapsToSolvedWidth, width: CGFloat, size: CGSize, constraints: [Constraint])] = []
    /// Whether each input the solve read (fixed frames, margins, intrinsic sizes) is still what it was.
    private var checks: [() -> Bool] = []
    /// The required constraints holding the root at its bounds' size, replaced when it resizes.
    private var pins: [Constraint] = []

    /// The root's layout direction, which leading and trailing follow throughout the subtree.
    private let rightToLeft: Bool

    init(root: View, sizing: Sizing) {
        self.root = root
        rightToLeft = root.traits.layoutDirection == .rightToLeft
        self.sizing = sizing
        build()
    }

    // MARK: Results

    /// The root's solved size.
    func fittingSize() -> CGSize {
        root.layoutVariables.frame?.size ?? root.bounds.size
    }

    /// Solves again for the root's current bounds if nothing the solve read
    /// has changed since; false when it must be built afresh.
    func resolve() -> Bool {
        refreshConstraints(in: root)
        guard checks.allSatisfy({ $0() }), pin(root.bounds.size) else { return false }
        solver.updateVariables()
        remeasureWrappingLabels()
        noteAmbiguity(logging: true)
        return true
    }

    /// Sets the frames of the views the constraints place, and the guides' layout frames.
    func apply() {
        for item in items {
            guard let frame = item.layoutVariables.frame, let parent = (item as? View)?.superview ?? item.owningView else { continue }
            let origin = parent.layoutVariables.frame?.origin ?? .zero
            let local = frame.offsetBy(dx: parent.bounds.minX - origin.x, dy: parent.bounds.minY - origin.y)
            if let guide = item as? LayoutGuide {
                guide.layoutFrame = local
                if guide.role == .scrollContent, let scrollView = guide.owningView as? ScrollView, scrollView.contentSize != local.size {
                    scrollView.contentSize = local.size
                }
            } else if let view = item as? View, !view.translatesAutoresizingMaskIntoConstraints {
                view.frame = local
            }
        }
    }

    // MARK: Building

    private func build() {
        let constraints = collectConstraints(in: root)
        included.insert(ObjectIdentifier(root))
        constraints.forEach { $0.items.forEach(include) }
        addRootConstraints()
        items.forEach(addStructuralConstraints)
        constraints.forEach(add)
        for case let view as View in items where !view.translatesAutoresizingMaskIntoConstraints { addIntrinsicConstraints(for: view) }
        addInputChecks()
        solver.updateVariables()
        remeasureWrappingLabels()
        noteAmbiguity(logging: sizing.places)
    }

    /// The active constraints installed in the subtree, after each view has
    /// had its chance to update them (stack views regenerate theirs here).
    private func collectConstraints(in view: View) -> [LayoutConstraint] {
        Self.updateConstraints(of: view)
        return view.constraints.filter { constraint in constraint.items.allSatisfy { Self.isItem($0, below: root) } }
            + Self.constrainedSubviews(of: view).flatMap(collectConstraints)
    }

    /// What ``collectConstraints(in:)`` does before reading, without reading
    /// (a change marks the root for a fresh solve).
    private func refreshConstraints(in view: View) {
        Self.updateConstraints(of: view)
        Self.constrainedSubviews(of: view).forEach(refreshConstraints)
    }

    /// The subviews whose constraints join this solve: none of a view that
    /// places its subviews itself, whose cells each solve their own.
    private static func constrainedSubviews(of view: View) -> [View] {
        view.placesSubviewsItself ? [] : view.subviews
    }

    /// Stack views regenerate their constraints, and `updateConstraints()` overrides run if due.
    private static func updateConstraints(of view: View) {
        (view as? ConstraintGenerating)?.refreshGeneratedConstraints()
        view.updateConstraintsIfNeeded()
    }

    /// Inputs read outside the constraints: the root's origin and direction,
    /// every item still below the root, and the views' margins.
    private func addInputChecks() {
        let origin = root.bounds.origin, rightToLeft = self.rightToLeft
        checks.append { [unowned root] in root.bounds.origin == origin && (root.traits.layoutDirection == .rightToLeft) == rightToLeft }
        let margins = root.layoutMargins
        checks.append { [unowned root] in root.layoutMargins == margins }
        for item in items {
            checks.append { [unowned root] in Self.isItem(item, below: root) }
            guard let view = item as? View else { continue }
            let margins = view.layoutMargins
            checks.append { view.layoutMargins == margins }
        }
    }

    private static func isItem(_ item: LayoutItem, below root: View) -> Bool {
        sequence(first: item.owningView, next: { $0?.superview }).contains { $0 === root }
    }

    /// Adds `item`, after the views between it and the root, whose positions it is relative to.
    private func include(_ item: LayoutItem) {
        guard !included.contains(ObjectIdentifier(item)), let owner = item.owningView else { return }
        if item is LayoutGuide { include(owner) } else if let parent = owner.superview { include(parent) }
        included.insert(ObjectIdentifier(item))
        items.append(item)
    }

    // MARK: Structure

    private func addRootConstraints() {
        let root = self.root, v = root.layoutVariables
        addRequired(Constraint(v.minX, .equal, Double(root.bounds.minX)), for: [root], "root.minX")
        addRequired(Constraint(v.minY, .equal, Double(root.bounds.minY)), for: [root], "root.minY")
        switch sizing {
        case .bounds:
            _ = pin(root.bounds.size)
        case .fitting(let target, let horizontal, let vertical):
            addFitting(v.width, Double(target.width), horizontal)
            addFitting(v.height, Double(target.height), vertical)
        }
    }

    /// Holds the root at `size` (required), replacing the previous size; false
    /// if the constraints forbid it (a fresh solve then reports the conflict).
    private func pin(_ size: CGSize) -> Bool {
        pins.forEach { try? solver.removeConstraint($0) }
        let v = root.layoutVariables
        pins = [Constraint(v.width, .equal, Double(size.width)), Constraint(v.height, .equal, Double(size.height))]
        return pins.allSatisfy { (try? solver.addConstraint($0)) != nil }
    }

    private func addFitting(_ dimension: Variable, _ target: Double, _ priority: LayoutPriority) {
        addRequired(Constraint(dimension, .greaterThanOrEqual, 0), for: [root], "fitting size >= 0")
        try? solver.addConstraint(Constraint(dimension, .equal, target, strength: priority.strength))
    }

    /// A view that translates its autoresizing mask keeps its frame; a
    /// system guide follows its view's margins, safe area or readable width.
    private func addStructuralConstraints(for item: LayoutItem) {
        if let view = item as? View, view.translatesAutoresizingMaskIntoConstraints, let parent = view.superview {
            fixFrame(of: view, in: parent)
        } else if let guide = item as? LayoutGuide, let role = guide.role, let owner = guide.owningView {
            follow(guide, role: role, owner: owner)
        }
    }

    private func fixFrame(of view: View, in parent: View) {
        let v = view.layoutVariables, p = parent.layoutVariables, frame = view.frame, origin = parent.bounds.origin
        checks.append { [weak parent] in view.frame == frame && parent != nil && view.superview === parent && parent?.bounds.origin == origin }
        func name() -> String { "<NSAutoresizingMaskLayoutConstraint h=--& v=--& \(LayoutConstraint.describe(view))" }
        addRequired(Constraint(v.minX, .equal, p.minX + Double(frame.minX - parent.bounds.minX)), for: [view], "\(name()).minX == \(frame.minX)>")
        addRequired(Constraint(v.minY, .equal, p.minY + Double(frame.minY - parent.bounds.minY)), for: [view], "\(name()).minY == \(frame.minY)>")
        addRequired(Constraint(v.width, .equal, Double(frame.width)), for: [view], "\(name()).width == \(frame.width)>")
        addRequired(Constraint(v.height, .equal, Double(frame.height)), for: [view], "\(name()).height == \(frame.height)>")
    }

    private func follow(_ guide: LayoutGuide, role: LayoutGuide.Role, owner: View) {
        if role == .scrollFrame || role == .scrollContent { return followScroll(guide, role: role, owner: owner) }
        let g = guide.layoutVariables, o = owner.layoutVariables, readable = owner.traits.readableContentWidth
        let insets = role == .safeArea ? owner.safeAreaInsets : owner.layoutMargins
        checks.append { [weak owner] in owner?.traits.readableContentWidth == readable && (role != .safeArea || owner?.safeAreaInsets == insets) }
        func name() -> String { "\(LayoutConstraint.describe(guide)) '\(guide.identifier)'" }
        addRequired(Constraint(g.minY, .equal, o.minY + Double(insets.top)), for: [guide], "\(name()).top")
        addRequired(Constraint(g.height, .equal, o.height - Double(insets.top + insets.bottom)), for: [guide], "\(name()).height")
        guard role == .readableContent else {
            addRequired(Constraint(g.minX, .equal, o.minX + Double(insets.left)), for: [guide], "\(name()).left")
            addRequired(Constraint(g.width, .equal, o.width - Double(insets.left + insets.right)), for: [guide], "\(name()).width")
            return
        }
        // Centred between the margins, no wider than a readable line.
        let marginsWidth: LinearExpression = o.width - Double(insets.left + insets.right)
        let centre: LinearExpression = g.minX + 0.5 * LinearExpression(g.width)
        let marginsCentre: LinearExpression = o.minX + 0.5 * marginsWidth + Double(insets.left)
        addRequired(Constraint(centre, .equal, marginsCentre), for: [guide], "\(name()).centerX")
        addRequired(Constraint(g.width, .lessThanOrEqual, marginsWidth), for: [guide], "\(name()).width <= margins")
        addRequired(Constraint(g.width, .lessThanOrEqual, Double(readable)), for: [guide], "\(name()).width <= readable")
        try? solver.addConstraint(Constraint(g.width, .equal, marginsWidth, strength: LayoutPriority.required.strength(minus: 1)))
    }

    // MARK: User constraints

    /// Adds a user constraint; an unsatisfiable one is logged as UIKit does and left out.
    private func add(_ constraint: LayoutConstraint) {
        guard let solverConstraint = makeSolverConstraint(constraint) else { return }
        let ids = constraint.items.map { ObjectIdentifier($0) }
        do {
            try solver.addConstraint(solverConstraint)
            if constraint.priority >= .required { required.append((solverConstraint, ids, { constraint.description })) }
        } catch SolverError.unsatisfiableConstraint {
            reportUnsatisfiable(constraint, items: ids)
        } catch {
            ConsoleLog.write("[LayoutConstraints] Ignoring constraint \(constraint): \(error)")
        }
    }

    private func makeSolverConstraint(_ constraint: LayoutConstraint) -> Constraint? {
        guard let first = constraint.firstItem as? LayoutItem, let lhs = first.expression(for: constraint.firstAttribute, rightToLeft: rightToLeft) else { return nil }
        // Leading and trailing constants run in the reading direction, leftwards in right-to-left layouts.
        let flips = rightToLeft && [.leading, .trailing, .leadingMargin, .trailingMargin].contains(constraint.firstAttribute)
        var rhs = LinearExpression(constant: Double(flips ? -constraint.constant : constraint.constant))
        if let second = constraint.secondItem as? LayoutItem {
            guard let other = second.expression(for: constraint.secondAttribute, rightToLeft: rightToLeft) else { return nil }
            rhs = rhs + Double(constraint.multiplier) * other
        }
        let relation: Relation = switch constraint.relation {
        case .lessThanOrEqual: .lessThanOrEqual
        case .equal: .equal
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
        return Constraint(lhs, relation, rhs, strength: constraint.priority.strength)
    }

    private func reportUnsatisfiable(_ constraint: LayoutConstraint, items: [ObjectIdentifier]) {
        guard !constraint.wasReportedUnsatisfiable else { return }
        constraint.wasReportedUnsatisfiable = true
        let related = required.filter { !Set($0.items).isDisjoint(with: items) }.map { $0.description() } + [constraint.description]
        ConsoleLog.write("""
            [LayoutConstraints] Unable to simultaneously satisfy constraints.
            \tProbably at least one of the constraints in the following list is one you don't want.
            \tTry this:
            \t\t(1) look at each constraint and try to figure out which you don't expect;
            \t\t(2) find the code that added the unwanted constraint or constraints and fix it.
            (
            \(related.map { "    \"\($0)\"" }.joined(separator: ",\n"))
            )

            Will attempt to recover by breaking constraint
            \(constraint.description)

            Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.
            """)
    }

    private func addRequired(_ constraint: Constraint, for items: [LayoutItem], _ description: @autoclosure @escaping () -> String) {
        do {
            try solver.addConstraint(constraint)
            required.append((constraint, items.map { ObjectIdentifier($0) }, description))
        } catch {
            ConsoleLog.write("[LayoutConstraints] Unable to satisfy \(description()): \(error)")
        }
    }

    // MARK: Intrinsic size

    /// Hugging (`≤ intrinsic`) and compression resistance (`≥ intrinsic`) on each axis the view has an intrinsic size on.
    private func addIntrinsicConstraints(for view: View) {
        if let wrapping = view as? View & WrapsToSolvedWidth, wrapping.wrapsToSolvedWidth {
            let width = wrapping.bounds.width > 0 ? wrapping.bounds.width : .greatestFiniteMagnitude
            let size = wrapping.intrinsicContentSize(forWidth: width)
            measured.append((wrapping, width, size, addIntrinsicConstraints(for: wrapping, size: size)))
        } else {
            let size = view.intrinsicContentSize
            _ = addIntrinsicConstraints(for: view, size: size)
            checks.append { view.intrinsicContentSize == size }
        }
    }

    private func addIntrinsicConstraints(for view: View, size: CGSize) -> [Constraint] {
        let v = view.layoutVariables
        var added: [Constraint] = []
        for (dimension, length, axis) in [(v.width, size.width, LayoutConstraint.Axis.horizontal), (v.height, size.height, .vertical)] where length >= 0 {
            let hug = Constraint(dimension, .lessThanOrEqual, Double(length), strength: view.contentHuggingPriority(for: axis).strength)
            let resist = Constraint(dimension, .greaterThanOrEqual, Double(length), strength: view.contentCompressionResistancePriority(for: axis).strength)
            for constraint in [hug, resist] where (try? solver.addConstraint(constraint)) != nil { added.append(constraint) }
        }
        return added
    }

    /// Wrapping text measured its height at a guessed width; measure
    /// again at the solved width until it settles (twice at most).
    private func remeasureWrappingLabels() {
        for _ in 0..<2 {
            var changed = false
            for index in measured.indices {
                let (view, width, size, old) = measured[index]
                let solved = CGFloat(view.layoutVariables.width.value)
                let current = view.intrinsicContentSize(forWidth: solved)
                guard abs(solved - width) > 0.01 || current != size else { continue }
                old.forEach { try? solver.removeConstraint($0) }
                measured[index] = (view, solved, current, addIntrinsicConstraints(for: view, size: current))
                changed = true
            }
            guard changed else { return }
            solver.updateVariables()
        }
    }

    /// A scroll view's frame guide is its visible rectangle; its content guide
    /// starts at the content's origin and takes the size its constraints give,
    /// which becomes the scroll view's `contentSize` (see ``apply()``).
    private func followScroll(_ guide: LayoutGuide, role: LayoutGuide.Role, owner: View) {
        let g = guide.layoutVariables, o = owner.layoutVariables, origin = owner.bounds.origin
        checks.append { [weak owner] in owner?.bounds.origin == origin }
        func name() -> String { "\(LayoutConstraint.describe(guide)) '\(guide.identifier)'" }
        let offset = role == .scrollContent ? origin : .zero
        addRequired(Constraint(g.minX, .equal, o.minX - Double(offset.x)), for: [guide], "\(name()).minX")
        addRequired(Constraint(g.minY, .equal, o.minY - Double(offset.y)), for: [guide], "\(name()).minY")
        if role == .scrollFrame {
            addRequired(Constraint(g.width, .equal, LinearExpression(o.width)), for: [guide], "\(name()).width")
            addRequired(Constraint(g.height, .equal, LinearExpression(o.height)), for: [guide], "\(name()).height")
        } else {
            addRequired(Constraint(g.width, .greaterThanOrEqual, 0), for: [guide], "\(name()).width >= 0")
            addRequired(Constraint(g.height, .greaterThanOrEqual, 0), for: [guide], "\(name()).height >= 0")
        }
    }

    // MARK: Ambiguity

    private func noteAmbiguity(logging: Bool) {
        for case let view as View in items where !view.translatesAutoresizingMaskIntoConstraints {
            let ambiguous = view.layoutVariables.all.filter(solver.isAmbiguous)
            view.layoutState.hasAmbiguousLayout = !ambiguous.isEmpty
            guard !ambiguous.isEmpty, logging, !view.layoutState.reportedAmbiguity else { continue }
            view.layoutState.reportedAmbiguity = true
            ConsoleLog.diagnose("[LayoutConstraints] View has an ambiguous layout. See \"Auto Layout and View Ambiguity\" for help debugging.\n"
                + "*\(LayoutConstraint.describe(view)) - AMBIGUOUS LAYOUT for \(ambiguous.map { "\(LayoutConstraint.describe(view)).\($0.name)" }.joined(separator: ", "))")
        }
    }

}

/// A view that makes constraints of its own, like a stack view, refreshed before each solve.
protocol ConstraintGenerating: AnyObject {
    func refreshGeneratedConstraints()
}

extension LayoutPriority {
    func strength(minus amount: Float) -> Strength { (self - amount).strength }
}
