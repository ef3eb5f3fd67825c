import Foundation

/// The constraints a ``StackView`` makes for its arranged views, named as
/// UIKit names them in logs (`UISV-spacing`, `UISV-alignment`, …).
struct StackArrangement {
    typealias Attribute = LayoutConstraint.Attribute

    let stack: StackView
    /// Spacer guides for equal spacing and centring, for the stack to own.
    private(set) var spacers: [LayoutGuide] = []

    init(stack: StackView) {
        self.stack = stack
    }

    private var horizontal: Bool { stack.axis == .horizontal }
    private var start: Attribute { horizontal ? .leading : .top }
    private var end: Attribute { horizontal ? .trailing : .bottom }
    private var length: Attribute { horizontal ? .width : .height }
    private var center: Attribute { horizontal ? .centerX : .centerY }
    private var crossStart: Attribute { horizontal ? .top : .leading }
    private var crossEnd: Attribute { horizontal ? .bottom : .trailing }
    private var crossLength: Attribute { horizontal ? .height : .width }
    private var crossCenter: Attribute { horizontal ? .centerY : .centerX }

    /// The stack's own edge for `attribute`: its margin when arranging within the margins.
    private func edge(_ attribute: Attribute) -> Attribute {
        guard stack.isLayoutMarginsRelativeArrangement else { return attribute }
        switch attribute {
        case .leading: return .leadingMargin
        case .trailing: return .trailingMargin
        case .top: return .topMargin
        case .bottom: return .bottomMargin
        case .centerX: return .centerXWithinMargins
        case .centerY: return .centerYWithinMargins
        default: return attribute
        }
    }

    private func make(_ item: AnyObject, _ attribute: Attribute, _ relation: LayoutConstraint.Relation = .equal, to other: AnyObject? = nil,
                      _ otherAttribute: Attribute = .notAnAttribute, multiplier: CGFloat = 1, constant: CGFloat = 0,
                      priority: LayoutPriority = .required, name: String) -> LayoutConstraint {
        let constraint = LayoutConstraint(item: item, attribute: attribute, relatedBy: relation, toItem: other,
                                          attribute: otherAttribute, multiplier: multiplier, constant: constant)
        constraint.priority = priority
        constraint.identifier = name
        return constraint
    }

    mutating func constraints() -> [LayoutConstraint] {
        let views = stack.visibleArrangedSubviews
        let hidden = stack.arrangedSubviews.filter { view in view.superview === stack && !views.contains { $0 === view } }
        return hidden.flatMap(collapse) + alongAxis(views) + acrossAxis(views)
    }

    /// Hidden views shrink to nothing at the stack's start and take no gap.
    private func collapse(_ view: View) -> [LayoutConstraint] {
        [make(view, length, name: "UISV-hiding"), make(view, crossLength, name: "UISV-hiding"),
         make(view, start, to: stack, start, name: "UISV-hiding"), make(view, crossStart, to: stack, crossStart, name: "UISV-hiding")]
    }

    // MARK: Along the axis

    private mutating func alongAxis(_ views: [View]) -> [LayoutConstraint] {
        guard let first = views.first, let last = views.last else { return [] }
        var constraints = [make(first, start, to: stack, edge(start), name: "UISV-canvas-connection"),
                           make(last, end, to: stack, edge(end), name: "UISV-canvas-connection")]
        for (a, b) in zip(views, views.dropFirst()) { constraints += gap(a, b) }
        switch stack.distribution {
        case .fillEqually:
            constraints += views.dropFirst().map { make($0, length, to: first, length, name: "UISV-fill-equally") }
        case .fillProportionally:
            constraints += proportionalLengths(views)
        case .equalSpacing, .equalCentering:
            constraints += spacers.dropFirst().map { make($0, length, to: spacers[0], length, priority: .required - 1, name: "UISV-distributing") }
        case .fill:
            break
        }
        return constraints
    }

    /// The gap between neighbours: exact for the fill distributions; for
    /// equal spacing and centring a least gap and a spacer to equalise.
    private mutating func gap(_ a: View, _ b: View) -> [LayoutConstraint] {
        let spacing = stack.customSpacing(after: a)
        switch stack.distribution {
        case .fill, .fillEqually, .fillProportionally:
            return [make(b, start, to: a, end, constant: spacing, name: "UISV-spacing")]
        case .equalSpacing, .equalCentering:
            let spacer = LayoutGuide()
            spacer.identifier = "UISV-distributing-edge"
            spacers.append(spacer)
            let (from, to) = stack.distribution == .equalSpacing ? (end, start) : (center, center)
            return [make(b, start, .greaterThanOrEqual, to: a, end, constant: spacing, name: "UISV-spacing"),
                    make(spacer, start, to: a, from, name: "UISV-distributing-edge"),
                    make(spacer, end, to: b, to, name: "UISV-distributing-edge")]
        }
    }

    /// Each view's share of the length left after the gaps (and margins), in
    /// proportion to its intrinsic length; views without one share nothing.
    private func proportionalLengths(_ views: [View]) -> [LayoutConstraint] {
        let intrinsic = views.map { max(0, horizontal ? $0.intrinsicContentSize.width : $0.intrinsicContentSize.height) }
        let total = intrinsic.reduce(0, +)
        guard total > 0 else { return [] }
        let gaps = views.dropLast().reduce(CGFloat(0)) { $0 + stack.customSpacing(after: $1) }
        let margins = stack.layoutMargins
        let inset = stack.isLayoutMarginsRelativeArrangement ? (horizontal ? margins.left + margins.right : margins.top + margins.bottom) : 0
        return zip(views, intrinsic).map { view, length in
            let share = length / total
            return make(view, self.length, to: stack, self.length, multiplier: share, constant: -share * (gaps + inset),
                        priority: .required - 1, name: "UISV-fill-proportionally")
        }
    }

    // MARK: Across the axis

    private func acrossAxis(_ views: [View]) -> [LayoutConstraint] {
        guard let first = views.first else { return [] }
        var alignment = stack.alignment
        if !horizontal && (alignment == .firstBaseline || alignment == .lastBaseline) { alignment = .fill }
        // Unless views fill it, the stack is as thick as its thickest view.
        var constraints = alignment == .fill ? [] : [make(stack, crossLength, priority: LayoutPriority(25), name: "UISV-ambiguity-suppression")]
        for view in views {
            switch alignment {
            case .fill:
                constraints += [make(view, crossStart, to: stack, edge(crossStart), name: "UISV-alignment"),
                                make(view, crossEnd, to: stack, edge(crossEnd), name: "UISV-alignment")]
            case .leading:
                constraints += [make(view, crossStart, to: stack, edge(crossStart), name: "UISV-alignment"),
                                make(view, crossEnd, .lessThanOrEqual, to: stack, edge(crossEnd), name: "UISV-spanning-boundary")]
            case .trailing:
                constraints += [make(view, crossEnd, to: stack, edge(crossEnd), name: "UISV-alignment"),
                                make(view, crossStart, .greaterThanOrEqual, to: stack, edge(crossStart), name: "UISV-spanning-boundary")]
            case .center:
                constraints += [make(view, crossCenter, to: stack, edge(crossCenter), name: "UISV-alignment"),
                                make(view, crossStart, .greaterThanOrEqual, to: stack, edge(crossStart), name: "UISV-spanning-boundary")]
            case .firstBaseline, .lastBaseline:
                let baseline: Attribute = alignment == .firstBaseline ? .firstBaseline : .lastBaseline
                if view !== first { constraints.append(make(view, baseline, to: first, baseline, name: "UISV-alignment")) }
                constraints += [make(view, crossStart, .greaterThanOrEqual, to: stack, edge(crossStart), name: "UISV-spanning-boundary"),
                                make(view, crossEnd, .lessThanOrEqual, to: stack, edge(crossEnd), name: "UISV-spanning-boundary")]
            }
        }
        return constraints
    }
}
