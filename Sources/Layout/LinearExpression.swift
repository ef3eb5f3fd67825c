/// A variable times a coefficient, one part of an ``LinearExpression``.
public struct Term: Sendable {
    public let variable: Variable
    public let coefficient: Double

    public init(_ variable: Variable, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }
}

extension Variable: @unchecked Sendable {}

/// A linear expression: a sum of ``Term``s plus a constant.
///
/// Build one with the arithmetic operators (`2 * x + y - 10`) or the initialisers.
public struct LinearExpression: Sendable {
    public var terms: [Term]
    public var constant: Double

    public init(_ terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// The expression `1 × variable`.
    public init(_ variable: Variable) {
        self.init([Term(variable)])
    }

    /// The expression with no terms, only `constant`.
    public init(constant: Double) {
        self.init([], constant: constant)
    }

    /// The expression's value from the variables' current values.
    public var value: Double {
        terms.reduce(constant) { $0 + $1.coefficient * $1.variable.value }
    }

    func scaled(by factor: Double) -> LinearExpression {
        LinearExpression(terms.map { Term($0.variable, $0.coefficient * factor) }, constant: constant * factor)
    }
}

public func + (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
    LinearExpression(lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
}
public func + (lhs: LinearExpression, rhs: Double) -> LinearExpression { lhs + LinearExpression(constant: rhs) }
public func + (lhs: Variable, rhs: Double) -> LinearExpression { LinearExpression(lhs) + rhs }
public func + (lhs: Variable, rhs: Variable) -> LinearExpression { LinearExpression(lhs) + LinearExpression(rhs) }
public func + (lhs: LinearExpression, rhs: Variable) -> LinearExpression { lhs + LinearExpression(rhs) }
public func - (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression { lhs + rhs.scaled(by: -1) }
public func - (lhs: LinearExpression, rhs: Double) -> LinearExpression { lhs + -rhs }
public func - (lhs: Variable, rhs: Double) -> LinearExpression { LinearExpression(lhs) + -rhs }
public func - (lhs: Variable, rhs: Variable) -> LinearExpression { LinearExpression(lhs) - LinearExpression(rhs) }
public func - (lhs: LinearExpression, rhs: Variable) -> LinearExpression { lhs - LinearExpression(rhs) }
public func * (lhs: Double, rhs: Variable) -> LinearExpression { LinearExpression([Term(rhs, lhs)]) }
public func * (lhs: Double, rhs: LinearExpression) -> LinearExpression { rhs.scaled(by: lhs) }
public func + (lhs: Variable, rhs: LinearExpression) -> LinearExpression { LinearExpression(lhs) + rhs }
public func - (lhs: Variable, rhs: LinearExpression) -> LinearExpression { LinearExpression(lhs) - rhs }
