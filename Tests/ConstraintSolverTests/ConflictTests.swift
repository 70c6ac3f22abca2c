import Testing
@testable import ConstraintSolver

/// S4, S6: contradicting required constraints are rejected and explained by a minimal set.
@Suite struct ConflictTests {
    @Test func S6_a_contradicting_required_constraint_is_rejected_with_a_minimal_set() throws {
        var system = ConstraintSystem()
        let w = system.makeVariable("width"), x = system.makeVariable("x")
        let twenty = try system.add(Constraint(LinearExpression(w), .equal, LinearExpression(constant: 20)))
        _ = try system.add(Constraint(LinearExpression(x), .equal, LinearExpression(constant: 3)))
        #expect(throws: Conflict(constraints: [twenty, ConstraintID(rawValue: 2)])) {
            try system.add(Constraint(LinearExpression(w), .equal, LinearExpression(constant: 40)))
        }
        // The rejected constraint left nothing behind.
        #expect(system.value(of: w) == 20)
        #expect(system.constraintIDs.count == 2)
    }

    @Test func S4_implicit_constraints_take_part_but_are_never_listed() throws {
        // outer.height == 0; inner is padded 10 above and below: infeasible only because inner.height >= 0.
        var system = ConstraintSystem()
        let outerTop = system.makeVariable("outer.top"), outerHeight = system.makeVariable("outer.height")
        let innerTop = system.makeVariable("inner.top"), innerHeight = system.makeVariable("inner.height")
        try system.add(Constraint(LinearExpression(innerHeight), .greaterThanOrEqual, LinearExpression()), implicit: true)
        try system.add(Constraint(LinearExpression(outerHeight), .greaterThanOrEqual, LinearExpression()), implicit: true)
        let zero = try system.add(Constraint(LinearExpression(outerHeight), .equal, LinearExpression()))
        let top = try system.add(Constraint(LinearExpression(innerTop), .equal, LinearExpression(outerTop) + 10))
        var conflict: Conflict?
        do {
            try system.add(Constraint(LinearExpression(outerTop) + LinearExpression(outerHeight), .equal,
                                      LinearExpression(innerTop) + LinearExpression(innerHeight) + 10))
        } catch { conflict = error }
        #expect(conflict?.constraints == [zero, top, ConstraintID(rawValue: 4)])
    }

    @Test func S6_constraints_not_sharing_variables_are_left_out_of_the_set() throws {
        var system = ConstraintSystem()
        let a = system.makeVariable("a"), b = system.makeVariable("b")
        let first = try system.add(Constraint(LinearExpression(a), .lessThanOrEqual, LinearExpression(constant: 10)))
        try system.add(Constraint(LinearExpression(b), .equal, LinearExpression(constant: 1)))
        try system.add(Constraint(LinearExpression(a), .lessThanOrEqual, LinearExpression(constant: 20)))
        var conflict: Conflict?
        do { try system.add(Constraint(LinearExpression(a), .greaterThanOrEqual, LinearExpression(constant: 15))) } catch { conflict = error }
        #expect(conflict?.constraints == [first, ConstraintID(rawValue: 3)])
    }

    @Test func optional_constraints_never_conflict() throws {
        var system = ConstraintSystem()
        let w = system.makeVariable("w")
        try system.add(Constraint(LinearExpression(w), .equal, LinearExpression(constant: 20)))
        try system.add(Constraint(LinearExpression(w), .equal, LinearExpression(constant: 40), priority: Priority(999)))
        #expect(system.value(of: w) == 20)
    }
}
