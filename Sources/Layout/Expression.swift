/// A variable times a coefficient, one part of an ``Expression``.
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
public struct Expression: Sendable {
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

    func scaled(by factor: Double) -> Expression {
        Expression(terms.map { Term($0.variable, $0.coefficient * factor) }, constant: constant * factor)
    }
}

public func + (lhs: Expression, rhs: Expression) -> Expression {
    Expression(lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
}
public func + (lhs: Expression, rhs: Double) -> Expression { lhs + Expression(constant: rhs) }
public func + (lhs: Variable, rhs: Double) -> Expression { Expression(lhs) + rhs }
public func + (lhs: Variable, rhs: Variable) -> Expression { Expression(lhs) + Expression(rhs) }
public func + (lhs: Expression, rhs: Variable) -> Expression { lhs + Expression(rhs) }
public func - (lhs: Expression, rhs: Expression) -> Expression { lhs + rhs.scaled(by: -1) }
public func - (lhs: Expression, rhs: Double) -> Expression { lhs + -rhs }
public func - (lhs: Variable, rhs: Double) -> Expression { Expression(lhs) + -rhs }
public func - (lhs: Variable, rhs: Variable) -> Expression { Expression(lhs) - Expression(rhs) }
public func - (lhs: Expression, rhs: Variable) -> Expression { lhs - Expression(rhs) }
public func * (lhs: Double, rhs: Variable) -> Expression { Expression([Term(rhs, lhs)]) }
public func * (lhs: Double, rhs: Expression) -> Expression { rhs.scaled(by: lhs) }
