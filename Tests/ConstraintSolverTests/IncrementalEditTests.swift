import Testing
@testable import ConstraintSolver

/// U3 and the "edits of constants without re-solving from scratch".
@Suite struct IncrementalEditTests {
    /// x pinned by a required equality whose constant moves; y follows through a spacing.
    func chain() throws -> (ConstraintSystem, Variable, Variable, ConstraintID, ConstraintID) {
        var system = ConstraintSystem()
        let x = system.makeVariable("x"), y = system.makeVariable("y")
        let pin = try system.add(Constraint(LinearExpression(x), .equal, LinearExpression(constant: 10)))
        let gap = try system.add(Constraint(LinearExpression(y), .greaterThanOrEqual, LinearExpression(x) + 8))
        try system.add(Constraint(LinearExpression(y), .equal, LinearExpression(constant: 0), priority: Priority(250)))
        return (system, x, y, pin, gap)
    }

    @Test func changing_a_required_constant_moves_what_depends_on_it() throws {
        var (system, x, y, pin, _) = try chain()
        #expect(system.value(of: y) == 18)
        try system.setConstant(pin, to: -30)  // x − 30 == 0
        #expect(system.value(of: x) == 30)
        #expect(system.value(of: y) == 38)
    }

    @Test func changing_an_inequality_constant_restores_feasibility() throws {
        var (system, _, y, _, gap) = try chain()
        try system.setConstant(gap, to: -24)  // y − x − 24 >= 0
        #expect(system.value(of: y) == 34)
        try system.setConstant(gap, to: 0)
        #expect(system.value(of: y) == 10)
    }

    @Test func an_edit_that_contradicts_required_constraints_is_undone_and_explained() throws {
        var system = ConstraintSystem()
        let w = system.makeVariable("w")
        let low = try system.add(Constraint(LinearExpression(w), .greaterThanOrEqual, LinearExpression(constant: 10)))
        let high = try system.add(Constraint(LinearExpression(w), .lessThanOrEqual, LinearExpression(constant: 50)))
        #expect(throws: Conflict(constraints: [low, high])) { try system.setConstant(high, to: -5) }  // w <= 5
        #expect(system.constraint(high)?.expression.constant == -50)
        #expect(system.value(of: w) >= 10 && system.value(of: w) <= 50)
    }

    /// Found by the kiwisolver oracle (seed 144, system 764, reduced): two required equalities that
    /// agree (x = -54 twice, the second redundant) stop agreeing when one's constant moves. The edit
    /// was accepted and left x = -28 with the other still claiming -54.
    @Test func an_edit_that_breaks_a_redundant_equality_is_undone_and_explained() throws {
        var system = ConstraintSystem()
        let x = system.makeVariable("x")
        let first = try system.add(Constraint(LinearExpression(x), .equal, LinearExpression(constant: -54)))
        // The same equality written the other way round (-x - 54 == 0), as the oracle's was.
        let second = try system.add(Constraint(LinearExpression(constant: -54), .equal, LinearExpression(x)))
        #expect(throws: Conflict.self) { try system.setConstant(first, to: 28) }  // x + 28 == 0
        #expect(system.constraint(first)?.expression.constant == 54)
        #expect(system.constraint(second) != nil)
        #expect(system.value(of: x) == -54)
    }

    @Test func removing_a_constraint_frees_what_it_held() throws {
        var (system, x, y, pin, _) = try chain()
        system.remove(pin)
        // y is pulled to 0 at 250; x only needs x <= y − 8.
        #expect(system.value(of: y) == 0)
        #expect(system.range(of: x).upperBound == -8)
        #expect(!system.isDetermined(x))
    }

    @Test func a_priority_change_moves_the_balance() throws {
        var system = ConstraintSystem()
        let w = system.makeVariable("w")
        let wide = try system.add(Constraint(LinearExpression(w), .equal, LinearExpression(constant: 300), priority: Priority(250)))
        try system.add(Constraint(LinearExpression(w), .equal, LinearExpression(constant: 100), priority: Priority(500)))
        #expect(system.value(of: w) == 100)
        try system.setPriority(wide, to: Priority(750))
        #expect(system.value(of: w) == 300)
    }
}
