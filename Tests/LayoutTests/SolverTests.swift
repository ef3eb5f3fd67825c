import Layout
import Testing

/// The classic Cassowary cases: equalities, inequalities, strengths, edits,
/// removal, and over- and under-constrained systems.
@Suite struct SolverTests {
    private func solved(_ constraints: [Constraint]) throws -> Solver {
        let solver = Solver()
        for constraint in constraints { try solver.addConstraint(constraint) }
        solver.updateVariables()
        return solver
    }

    @Test func equalitiesChainThroughVariables() throws {
        let left = Variable("left"), width = Variable("width"), right = Variable("right")
        _ = try solved([
            Constraint(left, .equal, 10),
            Constraint(width, .equal, 100),
            Constraint(right, .equal, left + width),
        ])
        #expect(right.value == 110)
    }

    @Test func requiredBeatsStrongBeatsWeak() throws {
        let x = Variable("x")
        _ = try solved([
            Constraint(x, .equal, 10, strength: .weak),
            Constraint(x, .equal, 20, strength: .strong),
            Constraint(x, .lessThanOrEqual, 15),
        ])
        #expect(x.value == 15)
    }

    @Test func inequalitiesBoundAWeakPreference() throws {
        let x = Variable("x")
        _ = try solved([
            Constraint(x, .greaterThanOrEqual, 50),
            Constraint(x, .lessThanOrEqual, 80),
            Constraint(x, .equal, 0, strength: .medium),
        ])
        #expect(x.value == 50)
    }

    @Test func conflictingPreferencesFollowTheHeavierWeight() throws {
        let x = Variable("x"), y = Variable("y")
        _ = try solved([
            Constraint(x + y, .equal, LinearExpression(constant: 100)),
            Constraint(x, .equal, 80, strength: Strength(10)),
            Constraint(y, .equal, 80, strength: Strength(20)),
        ])
        #expect(y.value == 80)
        #expect(x.value == 20)
    }

    @Test func unsatisfiableRequiredConstraintThrowsAndLeavesTheSolverAlone() throws {
        let x = Variable("x")
        let solver = try solved([Constraint(x, .greaterThanOrEqual, 10)])
        let bad = Constraint(x, .lessThanOrEqual, 5)
        #expect(throws: SolverError.unsatisfiableConstraint(bad)) { try solver.addConstraint(bad) }
        #expect(!solver.hasConstraint(bad))
        let equal = Constraint(x, .equal, 3)
        #expect(throws: SolverError.unsatisfiableConstraint(equal)) { try solver.addConstraint(equal) }
        try solver.addConstraint(Constraint(x, .equal, 12))
        solver.updateVariables()
        #expect(x.value == 12)
    }

    @Test func contradictoryRequiredEqualitiesAreRejected() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = try solved([Constraint(x, .equal, y + 10), Constraint(y, .equal, 5)])
        let bad = Constraint(x, .equal, 20)
        #expect(throws: SolverError.unsatisfiableConstraint(bad)) { try solver.addConstraint(bad) }
        solver.updateVariables()
        #expect(x.value == 15)
    }

    @Test func overConstrainedPreferencesCompromise() throws {
        let x = Variable("x")
        _ = try solved([
            Constraint(x, .equal, 10, strength: .medium),
            Constraint(x, .equal, 20, strength: .medium),
            Constraint(x, .equal, 30, strength: .medium),
        ])
        // The weighted sum of errors is least at the median.
        #expect(x.value == 20)
    }

    @Test func underConstrainedVariablesAreAmbiguous() throws {
        let x = Variable("x"), width = Variable("width"), y = Variable("y")
        let solver = try solved([Constraint(x + width, .equal, LinearExpression(constant: 100)), Constraint(y, .equal, 4)])
        #expect(solver.isAmbiguous(x) || solver.isAmbiguous(width))
        #expect(!solver.isAmbiguous(y))
        try solver.addConstraint(Constraint(width, .equal, 30))
        solver.updateVariables()
        #expect(!solver.isAmbiguous(x) && !solver.isAmbiguous(width))
        #expect(x.value == 70)
    }

    @Test func removingAConstraintRestoresTheWeakerSolution() throws {
        let x = Variable("x")
        let strong = Constraint(x, .equal, 40, strength: .strong)
        let solver = try solved([Constraint(x, .equal, 10, strength: .weak), strong])
        #expect(x.value == 40)
        try solver.removeConstraint(strong)
        solver.updateVariables()
        #expect(x.value == 10)
        #expect(!solver.hasConstraint(strong))
        #expect(throws: SolverError.unknownConstraint(strong)) { try solver.removeConstraint(strong) }
    }

    @Test func removingRequiredInequalitiesAndEqualities() throws {
        let x = Variable("x"), y = Variable("y")
        let bound = Constraint(x, .lessThanOrEqual, 30)
        let link = Constraint(y, .equal, x + 1)
        let solver = try solved([Constraint(x, .equal, 100, strength: .weak), bound, link])
        #expect(x.value == 30 && y.value == 31)
        try solver.removeConstraint(bound)
        solver.updateVariables()
        #expect(x.value == 100 && y.value == 101)
        try solver.removeConstraint(link)
        try solver.addConstraint(Constraint(y, .equal, 7))
        solver.updateVariables()
        #expect(x.value == 100 && y.value == 7)
    }

    @Test func duplicatesAndBadInputsThrow() throws {
        let x = Variable("x")
        let c = Constraint(x, .equal, 1)
        let solver = try solved([c])
        #expect(throws: SolverError.duplicateConstraint(c)) { try solver.addConstraint(c) }
        #expect(throws: SolverError.nonFiniteValue) { try solver.addConstraint(Constraint(x, .equal, .infinity)) }
        #expect(throws: SolverError.unknownEditVariable(x)) { try solver.suggestValue(3, for: x) }
        #expect(throws: SolverError.requiredEditVariable(x)) { try solver.addEditVariable(x, strength: .required) }
    }

    @Test func editVariablesFollowSuggestionsWithinBounds() throws {
        let left = Variable("left"), width = Variable("width"), right = Variable("right")
        let solver = try solved([
            Constraint(right, .equal, left + width),
            Constraint(width, .greaterThanOrEqual, 20),
            Constraint(right, .lessThanOrEqual, 300),
            Constraint(width, .equal, 50, strength: .weak),
        ])
        try solver.addEditVariable(left, strength: .strong)
        #expect(throws: SolverError.duplicateEditVariable(left)) { try solver.addEditVariable(left, strength: .strong) }
        for (suggestion, expectedLeft, expectedWidth) in [(10.0, 10.0, 50.0), (200, 200, 50), (270, 270, 30), (400, 280, 20), (0, 0, 50)] {
            try solver.suggestValue(suggestion, for: left)
            solver.updateVariables()
            #expect(left.value == expectedLeft && width.value == expectedWidth, "suggested \(suggestion)")
        }
        try solver.removeEditVariable(left)
        #expect(!solver.hasEditVariable(left))
        #expect(throws: SolverError.unknownEditVariable(left)) { try solver.removeEditVariable(left) }
    }

    @Test func manyConstraintsSolveAChainOfBoxes() throws {
        let solver = Solver()
        let count = 200
        let lefts = (0..<count).map { Variable("left\($0)") }
        let widths = (0..<count).map { Variable("width\($0)") }
        try solver.addConstraint(Constraint(lefts[0], .equal, 0))
        for i in 0..<count {
            try solver.addConstraint(Constraint(widths[i], .greaterThanOrEqual, 1))
            try solver.addConstraint(Constraint(widths[i], .equal, Double(i), strength: .medium))
            if i > 0 { try solver.addConstraint(Constraint(lefts[i], .equal, lefts[i - 1] + widths[i - 1] + 2)) }
        }
        solver.updateVariables()
        #expect(widths[0].value == 1 && widths[10].value == 10)
        #expect(lefts[count - 1].value == Double((1..<count - 1).reduce(1, +) + 2 * (count - 1)))
        #expect(solver.constraintsAdded.count == 3 * count)
    }

    @Test func degenerateInputsDoNotCycle() throws {
        // Many constraints through one point and zero-width bounds: degenerate pivots.
        let xs = (0..<12).map { Variable("x\($0)") }
        let solver = Solver()
        for (i, x) in xs.enumerated() {
            try solver.addConstraint(Constraint(x, .greaterThanOrEqual, 0))
            try solver.addConstraint(Constraint(x, .lessThanOrEqual, 0 + Double(i % 2) * 0))
            try solver.addConstraint(Constraint(x, .equal, Double(i), strength: .weak))
            if i > 0 { try solver.addConstraint(Constraint(x, .lessThanOrEqual, xs[i - 1] + 0)) }
        }
        solver.updateVariables()
        #expect(xs.allSatisfy { $0.value == 0 })
    }

    @Test func zeroCoefficientsAndEmptyConstraintsAreHarmless() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.addConstraint(Constraint(LinearExpression([Term(x, 0)], constant: 0), .equal))
        try solver.addConstraint(Constraint(LinearExpression(constant: 5), .greaterThanOrEqual))
        #expect(throws: SolverError.self) { try solver.addConstraint(Constraint(LinearExpression(constant: 5), .lessThanOrEqual)) }
        try solver.addConstraint(Constraint(2 * x, .equal, LinearExpression(constant: 9)))
        solver.updateVariables()
        #expect(x.value == 4.5)
    }

    @Test func resultsDoNotDependOnHashing() throws {
        // Two equally good answers: the solver must pick the same one every run.
        let answers = try (0..<20).map { _ -> [Double] in
            let a = Variable("a"), b = Variable("b"), c = Variable("c")
            _ = try solved([
                Constraint(a + b + c, .equal, LinearExpression(constant: 30)),
                Constraint(a, .equal, 0, strength: .weak),
                Constraint(b, .equal, 0, strength: .weak),
                Constraint(c, .equal, 0, strength: .weak),
            ])
            return [a.value, b.value, c.value]
        }
        #expect(Set(answers.map { $0.description }).count == 1)
    }
}
