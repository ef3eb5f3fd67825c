/// An incremental Cassowary constraint solver (Badros, Borning & Stuckey,
/// 2001): linear equalities and inequalities, required or weighted by
/// ``Strength``, solved by the simplex method and kept solved as constraints
/// come and go and as edit variables are given new values.
///
/// Required constraints always hold. Among the solutions they allow, the
/// solver picks one minimising the weighted error of the others. Requests
/// that cannot be met throw a ``SolverError`` and leave the solver as it was.
/// Results are deterministic: they depend only on the order of the calls.
public final class Solver {
    /// What a constraint added to the tableau: the marker identifies its row,
    /// the other symbol is the second error of a weighted equation.
    struct Tag {
        var marker: Symbol
        var other: Symbol?
    }

    private struct EditInfo {
        let constraint: Constraint
        var tag: Tag
        var constant: Double
    }

    private var constraints: [Constraint: Tag] = [:]
    /// Constraints in the order they were added, for ``constraintsAdded``.
    private var constraintOrder: [Constraint] = []
    private var variableSymbols: [Variable: Symbol] = [:]
    /// Variables in the order they first appeared, so updates are deterministic.
    private var variables: [Variable] = []
    private var edits: [Variable: EditInfo] = [:]
    var rows = RowTable()
    var objective = Row()
    private var artificial: Row?
    /// Rows whose constant went negative during an edit, to repair by dual simplex.
    private var infeasibleRows: [Symbol] = []
    private var nextSymbolID = 0

    public init() {}

    // MARK: Constraints

    /// Adds `constraint`; throws when it is a duplicate, not finite, or a required constraint that cannot hold.
    public func addConstraint(_ constraint: Constraint) throws {
        guard constraints[constraint] == nil else { throw SolverError.duplicateConstraint(constraint) }
        guard constraint.expression.isFinite else { throw SolverError.nonFiniteValue }
        var (row, tag) = makeRow(for: constraint)
        var subject = chooseSubject(row, tag: tag)
        if subject == nil && row.hasOnlyDummies {
            guard abs(row.constant) < Row.epsilon else { throw SolverError.unsatisfiableConstraint(constraint) }
            subject = tag.marker
        }
        if let subject {
            row.solve(for: subject)
            substitute(subject, with: row)
            rows[subject] = row
        } else if try !addWithArtificialVariable(row) {
            try optimize()
            throw SolverError.unsatisfiableConstraint(constraint)
        }
        constraints[constraint] = tag
        constraintOrder.append(constraint)
        try optimize()
    }

    /// Removes `constraint`; throws when the solver does not have it.
    public func removeConstraint(_ constraint: Constraint) throws {
        guard let tag = constraints.removeValue(forKey: constraint) else { throw SolverError.unknownConstraint(constraint) }
        constraintOrder.removeAll { $0 === constraint }
        removeErrorEffects(tag, strength: constraint.strength)
        if rows.removeValue(forKey: tag.marker) == nil {
            guard let (leaving, found) = markerLeavingRow(tag.marker) else {
                throw SolverError.internalError("no row to remove the marker of \(constraint) from")
            }
            var row = found
            rows[leaving] = nil
            row.solve(for: tag.marker, replacing: leaving)
            substitute(tag.marker, with: row)
        }
        try optimize()
    }

    /// Whether `constraint` was added and not removed.
    public func hasConstraint(_ constraint: Constraint) -> Bool { constraints[constraint] != nil }

    /// The constraints in the solver, in the order they were added.
    public var constraintsAdded: [Constraint] { constraintOrder }

    // MARK: Edit variables

    /// Makes `variable` editable at `strength` (which may not be required), initially suggesting 0.
    public func addEditVariable(_ variable: Variable, strength: Strength) throws {
        guard edits[variable] == nil else { throw SolverError.duplicateEditVariable(variable) }
        guard !strength.isRequired else { throw SolverError.requiredEditVariable(variable) }
        let constraint = Constraint(variable, .equal, 0, strength: strength)
        try addConstraint(constraint)
        guard let tag = constraints[constraint] else { throw SolverError.internalError("edit constraint vanished") }
        edits[variable] = EditInfo(constraint: constraint, tag: tag, constant: 0)
    }

    /// Stops `variable` being editable; throws when it is not.
    public func removeEditVariable(_ variable: Variable) throws {
        guard let edit = edits.removeValue(forKey: variable) else { throw SolverError.unknownEditVariable(variable) }
        try removeConstraint(edit.constraint)
    }

    /// Whether `variable` is an edit variable.
    public func hasEditVariable(_ variable: Variable) -> Bool { edits[variable] != nil }

    /// Asks for `variable` to be `value`, re-solving by the dual simplex
    /// method from the current solution rather than from scratch.
    public func suggestValue(_ value: Double, for variable: Variable) throws {
        guard var edit = edits[variable] else { throw SolverError.unknownEditVariable(variable) }
        guard value.isFinite else { throw SolverError.nonFiniteValue }
        let delta = value - edit.constant
        edit.constant = value
        edits[variable] = edit
        propagateEdit(edit.tag, delta: delta)
        try dualOptimize()
    }

    /// Moves the edit constraint's constant by `delta` through the tableau,
    /// noting the rows it makes infeasible.
    private func propagateEdit(_ tag: Tag, delta: Double) {
        if var row = rows[tag.marker] {
            if row.add(-delta) < 0 { markInfeasible(tag.marker) }
            rows[tag.marker] = row
            return
        }
        if let other = tag.other, var row = rows[other] {
            if row.add(delta) < 0 { markInfeasible(other) }
            rows[other] = row
            return
        }
        rows.forEach { symbol, row in
            let coefficient = row.coefficient(for: tag.marker)
            if coefficient != 0 && row.add(delta * coefficient) < 0 && symbol.kind != .external {
                markInfeasible(symbol)
            }
        }
    }

    // MARK: Results

    /// Copies the solution into every variable's ``Variable/value``.
    public func updateVariables() {
        for variable in variables {
            guard let symbol = variableSymbols[variable] else { continue }
            let value = rows[symbol]?.constant ?? 0
            variable.value = abs(value) < Row.epsilon ? 0 : value
        }
    }

    /// Whether the constraints leave `variable` free to move without making
    /// the solution worse: it is not basic, or its row depends on an
    /// unrestricted symbol, or on a restricted one the objective does not
    /// price and no row at its bound stops from growing.
    public func isAmbiguous(_ variable: Variable) -> Bool {
        guard let symbol = variableSymbols[variable], let row = rows[symbol] else { return true }
        return row.cells.contains { cell in
            switch cell.symbol.kind {
            case .external: true
            case .slack, .error: abs(objective.coefficient(for: cell.symbol)) < Row.epsilon && canGrow(cell.symbol)
            case .dummy: false
            }
        }
    }

    /// Whether a non-basic restricted symbol can grow without driving a restricted basic symbol at zero negative.
    private func canGrow(_ symbol: Symbol) -> Bool {
        !rows.all.contains { basic, row in
            basic.isRestricted && abs(row.constant) < Row.epsilon && row.coefficient(for: symbol) < 0
        }
    }

    // MARK: Building rows

    private func makeSymbol(_ kind: Symbol.Kind) -> Symbol {
        nextSymbolID += 1
        return Symbol(id: nextSymbolID, kind: kind)
    }

    private func symbol(for variable: Variable) -> Symbol {
        if let symbol = variableSymbols[variable] { return symbol }
        let symbol = makeSymbol(.external)
        variableSymbols[variable] = symbol
        variables.append(variable)
        return symbol
    }

    /// The constraint as a tableau row in terms of the current non-basic
    /// symbols, with its slack, error or dummy symbols, and its tag.
    private func makeRow(for constraint: Constraint) -> (Row, Tag) {
        var row = Row(constant: constraint.expression.constant)
        for term in constraint.expression.terms where abs(term.coefficient) >= Row.epsilon {
            let symbol = symbol(for: term.variable)
            if let basic = rows[symbol] { row.insert(basic, term.coefficient) } else { row.insert(symbol, term.coefficient) }
        }
        let strength = constraint.strength
        var tag: Tag
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let sign: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
            let slack = makeSymbol(.slack)
            tag = Tag(marker: slack)
            row.insert(slack, sign)
            if !strength.isRequired {
                let error = makeSymbol(.error)
                tag.other = error
                row.insert(error, -sign)
                objective.insert(error, strength.weight)
            }
        case .equal where strength.isRequired:
            let dummy = makeSymbol(.dummy)
            tag = Tag(marker: dummy)
            row.insert(dummy)
        case .equal:
            let plus = makeSymbol(.error), minus = makeSymbol(.error)
            tag = Tag(marker: plus, other: minus)
            row.insert(plus, -1)
            row.insert(minus, 1)
            objective.insert(plus, strength.weight)
            objective.insert(minus, strength.weight)
        }
        if row.constant < 0 { row.reverseSign() }
        return (row, tag)
    }

    /// The symbol to make basic for a new row: a user variable if there is
    /// one, else the constraint's own slack or error if its coefficient is
    /// negative (so it enters at a feasible, non-negative value).
    private func chooseSubject(_ row: Row, tag: Tag) -> Symbol? {
        if let external = row.cells.first(where: { $0.symbol.kind == .external }) { return external.symbol }
        for candidate in [tag.marker, tag.other].compactMap({ $0 }) where candidate.isRestricted {
            if row.coefficient(for: candidate) < 0 { return candidate }
        }
        return nil
    }

    /// Phase one of the simplex: adds the row through an artificial variable
    /// and minimises it; the row can hold only if that reaches zero.
    private func addWithArtificialVariable(_ row: Row) throws -> Bool {
        let art = makeSymbol(.slack)
        rows[art] = row
        artificial = row
        defer { artificial = nil }
        try optimize(artificialPhase: true)
        let success = abs(artificial?.constant ?? 0) < Row.epsilon
        if var basic = rows.removeValue(forKey: art) {
            // Infeasible: art stays positive and basic, so dropping its row restores the old system.
            guard success else { return false }
            if !basic.cells.isEmpty {
                guard let entering = basic.cells.first(where: { $0.symbol.isRestricted })?.symbol else { return false }
                basic.solve(for: entering, replacing: art)
                substitute(entering, with: basic)
                rows[entering] = basic
            }
        }
        rows.forEach { _, row in row.remove(art) }
        objective.remove(art)
        return success
    }

    // MARK: Simplex

    /// Replaces `symbol` by `row` in every row and the objectives; basic
    /// restricted rows left with a negative constant are queued for repair.
    private func substitute(_ symbol: Symbol, with row: Row) {
        rows.forEach { basic, basicRow in
            basicRow.substitute(symbol, with: row)
            if basic.kind != .external && basicRow.constant < 0 { markInfeasible(basic) }
        }
        objective.substitute(symbol, with: row)
        artificial?.substitute(symbol, with: row)
    }

    private func markInfeasible(_ symbol: Symbol) {
        if !infeasibleRows.contains(symbol) { infeasibleRows.append(symbol) }
    }

    /// Primal simplex: pivots until no symbol can lower the objective (or,
    /// in phase one, the artificial objective).
    private func optimize(artificialPhase: Bool = false) throws {
        while true {
            let current = artificialPhase ? artificial ?? Row() : objective
            guard let entering = current.cells.first(where: { $0.coefficient < 0 && $0.symbol.kind != .dummy })?.symbol else { return }
            guard let leaving = leavingRow(for: entering), var row = rows.removeValue(forKey: leaving) else {
                throw SolverError.internalError("the objective is unbounded")
            }
            row.solve(for: entering, replacing: leaving)
            substitute(entering, with: row)
            rows[entering] = row
        }
    }

    /// The restricted row that limits `entering` first (minimum ratio, lowest id on ties).
    private func leavingRow(for entering: Symbol) -> Symbol? {
        var best: (symbol: Symbol, ratio: Double)?
        for (symbol, row) in rows.all where symbol.kind != .external {
            let coefficient = row.coefficient(for: entering)
            if coefficient < 0 { best = better(best, symbol, -row.constant / coefficient) }
        }
        return best?.symbol
    }

    /// Dual simplex: restores feasibility after an edit, keeping optimality.
    private func dualOptimize() throws {
        while let leaving = infeasibleRows.min() {
            infeasibleRows.removeAll { $0 == leaving }
            guard var row = rows[leaving], row.constant < 0 else { continue }
            guard let entering = dualEnteringSymbol(row) else { throw SolverError.internalError("dual simplex found no entering symbol") }
            rows[leaving] = nil
            row.solve(for: entering, replacing: leaving)
            substitute(entering, with: row)
            rows[entering] = row
        }
    }

    private func dualEnteringSymbol(_ row: Row) -> Symbol? {
        var best: (symbol: Symbol, ratio: Double)?
        for cell in row.cells where cell.coefficient > 0 && cell.symbol.kind != .dummy {
            best = better(best, cell.symbol, objective.coefficient(for: cell.symbol) / cell.coefficient)
        }
        return best?.symbol
    }

    // MARK: Removal

    private func removeErrorEffects(_ tag: Tag, strength: Strength) {
        for symbol in [tag.marker, tag.other].compactMap({ $0 }) where symbol.kind == .error {
            if let row = rows[symbol] { objective.insert(row, -strength.weight) } else { objective.insert(symbol, -strength.weight) }
        }
    }

    /// The row to pivot a non-basic marker into: the restricted row that
    /// limits it least harmfully, else any row holding it.
    private func markerLeavingRow(_ marker: Symbol) -> (Symbol, Row)? {
        var negative: (symbol: Symbol, ratio: Double)?
        var positive: (symbol: Symbol, ratio: Double)?
        var unrestricted: Symbol?
        for (symbol, row) in rows.all {
            let coefficient = row.coefficient(for: marker)
            guard coefficient != 0 else { continue }
            if symbol.kind == .external {
                unrestricted = min(unrestricted ?? symbol, symbol)
            } else if coefficient < 0 {
                negative = better(negative, symbol, -row.constant / coefficient)
            } else {
                positive = better(positive, symbol, row.constant / coefficient)
            }
        }
        guard let leaving = negative?.symbol ?? positive?.symbol ?? unrestricted, let row = rows[leaving] else { return nil }
        return (leaving, row)
    }

    /// The candidate with the smaller ratio, the lower symbol id on ties.
    private func better(_ current: (symbol: Symbol, ratio: Double)?, _ symbol: Symbol, _ ratio: Double) -> (symbol: Symbol, ratio: Double) {
        guard let current else { return (symbol, ratio) }
        return ratio < current.ratio || (ratio == current.ratio && symbol < current.symbol) ? (symbol, ratio) : current
    }
}

extension LinearExpression {
    var isFinite: Bool { constant.isFinite && terms.allSatisfy { $0.coefficient.isFinite } }
}
