/// How the two sides of a ``Constraint`` compare.
public enum Relation: Sendable {
    case lessThanOrEqual, equal, greaterThanOrEqual
}

/// A linear relation between expressions with a ``Strength``, such as
/// `button.left == label.right + 8`.
///
/// Constraints are compared by identity: the ``Solver`` knows each one it was
/// given, and a second, equal-looking constraint is a different one.
public final class Constraint: Hashable, CustomStringConvertible, @unchecked Sendable {
    /// `lhs - rhs`, related to 0 by ``relation``.
    public let expression: LinearExpression
    public let relation: Relation
    public let strength: Strength

    /// `lhs relation rhs` at `strength`.
    public init(_ lhs: LinearExpression, _ relation: Relation, _ rhs: LinearExpression = LinearExpression(), strength: Strength = .required) {
        expression = lhs - rhs
        self.relation = relation
        self.strength = strength
    }

    /// `lhs relation rhs` for a single variable on the left.
    public convenience init(_ lhs: Variable, _ relation: Relation, _ rhs: LinearExpression, strength: Strength = .required) {
        self.init(LinearExpression(lhs), relation, rhs, strength: strength)
    }

    /// `lhs relation constant`.
    public convenience init(_ lhs: Variable, _ relation: Relation, _ constant: Double, strength: Strength = .required) {
        self.init(LinearExpression(lhs), relation, LinearExpression(constant: constant), strength: strength)
    }

    public static func == (lhs: Constraint, rhs: Constraint) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    public var description: String {
        let terms = expression.terms.map { "\($0.coefficient)*\($0.variable)" }.joined(separator: " + ")
        let op = switch relation {
        case .lessThanOrEqual: "<="
        case .equal: "=="
        case .greaterThanOrEqual: ">="
        }
        return "\(terms) + \(expression.constant) \(op) 0 | \(strength)"
    }
}
