/// Why the ``Solver`` refused a request. The solver is unchanged after any of these.
public enum SolverError: Error, Equatable, CustomStringConvertible {
    /// A required constraint conflicts with the required constraints already added.
    case unsatisfiableConstraint(Constraint)
    /// The constraint was added before.
    case duplicateConstraint(Constraint)
    /// The constraint was never added, or was removed.
    case unknownConstraint(Constraint)
    /// The variable is already an edit variable.
    case duplicateEditVariable(Variable)
    /// The variable is not an edit variable.
    case unknownEditVariable(Variable)
    /// Edit variables are suggestions and cannot be required.
    case requiredEditVariable(Variable)
    /// A coefficient or constant is not finite.
    case nonFiniteValue
    /// The simplex found no way forward; a solver bug, reported rather than trapped.
    case internalError(String)

    public var description: String {
        switch self {
        case .unsatisfiableConstraint(let c): "unsatisfiable required constraint: \(c)"
        case .duplicateConstraint(let c): "constraint added twice: \(c)"
        case .unknownConstraint(let c): "unknown constraint: \(c)"
        case .duplicateEditVariable(let v): "edit variable added twice: \(v)"
        case .unknownEditVariable(let v): "not an edit variable: \(v)"
        case .requiredEditVariable(let v): "an edit variable cannot be required: \(v)"
        case .nonFiniteValue: "a coefficient or constant is not finite"
        case .internalError(let message): "solver internal error: \(message)"
        }
    }
}
