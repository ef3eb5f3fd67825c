import Foundation

/// A relation between two layout attributes, like `NSLayoutConstraint`:
/// `firstItem.firstAttribute relation secondItem.secondAttribute × multiplier + constant`.
///
/// Items are views or ``LayoutGuide``s, held weakly as in UIKit. An active
/// constraint is installed on the items' nearest common ancestor, and the
/// view that lays that subtree out solves it (see ``View/layoutIfNeeded()``).
open class LayoutConstraint: CustomStringConvertible {
    /// A part of an item's frame a constraint relates.
    public enum Attribute: Int, Sendable {
        /// The left edge.
        case left = 1
        /// The right edge.
        case right
        /// The top edge.
        case top
        /// The bottom edge.
        case bottom
        /// The leading edge (left in left-to-right layouts).
        case leading
        /// The trailing edge (right in left-to-right layouts).
        case trailing
        /// The width.
        case width
        /// The height.
        case height
        /// The horizontal centre.
        case centerX
        /// The vertical centre.
        case centerY
        /// The baseline of the last line of text (the bottom for a view without text).
        case lastBaseline
        /// The baseline of the first line of text (the bottom for a view without text).
        case firstBaseline
        /// The left edge inset by the left layout margin.
        case leftMargin
        /// The right edge inset by the right layout margin.
        case rightMargin
        /// The top edge inset by the top layout margin.
        case topMargin
        /// The bottom edge inset by the bottom layout margin.
        case bottomMargin
        /// The leading edge inset by the leading layout margin.
        case leadingMargin
        /// The trailing edge inset by the trailing layout margin.
        case trailingMargin
        /// The horizontal centre between the left and right margins.
        case centerXWithinMargins
        /// The vertical centre between the top and bottom margins.
        case centerYWithinMargins
        /// No attribute: the second attribute of a constant width or height.
        case notAnAttribute = 0
    }

    /// How the two sides compare.
    public enum Relation: Int, Sendable {
        /// The first side is at most the second.
        case lessThanOrEqual = -1
        /// The two sides are equal.
        case equal = 0
        /// The first side is at least the second.
        case greaterThanOrEqual = 1
    }

    /// The horizontal or vertical direction, for hugging and compression resistance.
    public enum Axis: Int, Sendable {
        /// Along x.
        case horizontal = 0
        /// Along y.
        case vertical = 1
    }

    /// The view or guide on the left side.
    public private(set) weak var firstItem: AnyObject?
    /// The attribute of the first item.
    public let firstAttribute: Attribute
    /// How the first side relates to the second.
    public let relation: Relation
    /// The view or guide on the right side; nil for a constant width or height.
    public private(set) weak var secondItem: AnyObject?
    /// The attribute of the second item; ``Attribute/notAnAttribute`` for a constant width or height.
    public let secondAttribute: Attribute
    /// What the second attribute is multiplied by.
    public let multiplier: CGFloat
    /// The offset added to the second side; changing it re-lays the items out.
    public var constant: CGFloat { didSet { installedOn?.setNeedsConstraintSolve() } }
    /// Required (1000) by default; below 1000 the constraint gives way to higher priorities.
    public var priority: LayoutPriority = .required { didSet { installedOn?.setNeedsConstraintSolve() } }
    /// A name shown in logs.
    public var identifier: String?
    /// The view the constraint is installed on while active.
    weak var installedOn: View?
    /// Set once the constraint was reported unsatisfiable, so each conflict is logged once.
    var wasReportedUnsatisfiable = false

    /// A constraint between two items' attributes, as `NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`.
    /// Items must be views or layout guides; anything else makes a constraint that never takes effect.
    public init(item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation, toItem view2: Any?,
                attribute attr2: Attribute, multiplier: CGFloat = 1, constant: CGFloat = 0) {
        firstItem = view1 as? LayoutItem
        firstAttribute = attr1
        self.relation = relation
        secondItem = view2 as? LayoutItem
        secondAttribute = view2 == nil ? .notAnAttribute : attr2
        self.multiplier = multiplier
        self.constant = constant
    }

    /// Whether the constraint takes part in layout. Activating installs it on
    /// the items' nearest common ancestor; items without one are logged and left inactive.
    public var isActive: Bool {
        get { installedOn != nil }
        set { newValue ? activate() : deactivate() }
    }

    /// Activates every constraint, as `NSLayoutConstraint.activate(_:)`.
    public class func activate(_ constraints: [LayoutConstraint]) { constraints.forEach { $0.isActive = true } }

    /// Deactivates every constraint.
    public class func deactivate(_ constraints: [LayoutConstraint]) { constraints.forEach { $0.isActive = false } }

    private func activate() {
        guard installedOn == nil else { return }
        guard let owner = commonAncestor() else {
            ConsoleLog.write("[LayoutConstraints] Unable to activate constraint \(self) because its items have no common ancestor. "
                + "Does the constraint or its anchors reference items in different view hierarchies? That's illegal.")
            return
        }
        owner.install(self)
    }

    private func deactivate() {
        installedOn?.uninstall(self)
    }

    /// The items as layout items, first and (if any) second.
    var items: [LayoutItem] { [firstItem, secondItem].compactMap { $0 as? LayoutItem } }

    /// The nearest view containing both items (a guide counts as its owning view).
    private func commonAncestor() -> View? {
        guard let first = (firstItem as? LayoutItem)?.owningView else { return nil }
        guard secondItem != nil else { return first }
        guard let second = (secondItem as? LayoutItem)?.owningView else { return nil }
        let firstChain = Array(sequence(first: first) { $0.superview })
        return sequence(first: second) { $0.superview }.first { candidate in firstChain.contains { $0 === candidate } }
    }

    // MARK: Description

    /// UIKit's console form: `<NSLayoutConstraint:0x… 'id' Label:0x….leading == View:0x….leadingMargin + 8   (active)>`.
    open var description: String {
        let id = identifier.map { "'\($0)' " } ?? ""
        var text = "\(Self.describe(firstItem)).\(firstAttribute.name) \(relation.symbol)"
        if secondItem != nil {
            text += " "
            if multiplier != 1 { text += "\(Self.number(multiplier))*" }
            text += "\(Self.describe(secondItem)).\(secondAttribute.name)"
            if constant != 0 { text += " \(constant < 0 ? "-" : "+") \(Self.number(abs(constant)))" }
        } else {
            text += " \(Self.number(constant))"
        }
        if priority < .required { text += "   (priority \(Self.number(CGFloat(priority.rawValue))))" }
        return "<NSLayoutConstraint:\(Self.address(self)) \(id)\(text)   (\(isActive ? "active" : "inactive"))>"
    }

    static func describe(_ item: AnyObject?) -> String {
        guard let item else { return "nil" }
        return "\(type(of: item)):\(address(item))"
    }

    static func address(_ object: AnyObject) -> String {
        "0x" + String(UInt(bitPattern: ObjectIdentifier(object).hashValue), radix: 16)
    }

    /// Whole numbers without a fraction; `%g` for the rest, which also spells
    /// infinities and NaN, and numbers too large for `Int`, without trapping.
    private static func number(_ value: CGFloat) -> String {
        value.magnitude < 1e15 && value == value.rounded() ? String(Int(value)) : String(format: "%g", Double(value))
    }
}

extension LayoutConstraint.Attribute {
    /// The attribute's name as UIKit prints it (the case name).
    var name: String { String(describing: self) }
}

extension LayoutConstraint.Relation {
    var symbol: String {
        switch self {
        case .lessThanOrEqual: "<="
        case .equal: "=="
        case .greaterThanOrEqual: ">="
        }
    }
}
