import Testing
@testable import ConstraintSolver

/// S1, S3, S5: what the solver optimises. Expected values are worked out from the rules by hand.
@Suite struct StrictPriorityTests {
    @Test func S1_required_equalities_and_inequalities_hold_exactly() throws {
        var system = ConstraintSystem()
        let x = system.makeVariable("x"), w = system.makeVariable("w")
        try system.add(Constraint(LinearExpression(x), .equal, LinearExpression(constant: 16)))
        try system.add(Constraint(LinearExpression(x) + LinearExpression(w), .equal, LinearExpression(constant: 359)))
        try system.add(Constraint(LinearExpression(w), .greaterThanOrEqual, LinearExpression(constant: 100)))
        #expect(system.value(of: x) == 16)
        #expect(system.value(of: w) == 343)
    }

    @Test func S3_a_higher_level_outweighs_any_amount_of_lower_error() throws {
        // w >= 200 @751, w == 120 @750, w == 100 @250: strictly 200 (a weighted solver says 120).
        var system = ConstraintSystem()
        let w = system.makeVariable("w")
        try system.add(Constraint(LinearExpression(w), .greaterThanOrEqual, LinearExpression(constant: 200), priority: Priority(751)))
        try system.add(Constraint(LinearExpression(w), .equal, LinearExpression(constant: 120), priority: Priority(750)))
        try system.add(Constraint(LinearExpression(w), .equal, LinearExpression(constant: 100), priority: Priority(250)))
        #expect(abs(system.value(of: w) - 200) < 1e-9)
    }

    @Test func S3_two_lower_constraints_together_do_not_outweigh_one_higher() throws {
        // h == 300 @251, h <= 120 @250, h == 100 @250: strictly 300 (weighting gives 120).
        var system = ConstraintSystem()
        let h = system.makeVariable("h")
        try system.add(Constraint(LinearExpression(h), .lessThanOrEqual, LinearExpression(constant: 120), priority: Priority(250)))
        try system.add(Constraint(LinearExpression(h), .equal, LinearExpression(constant: 100), priority: Priority(250)))
        try system.add(Constraint(LinearExpression(h), .equal, LinearExpression(constant: 300), priority: Priority(251)))
        #expect(abs(system.value(of: h) - 300) < 1e-9)
    }

    @Test func S3_errors_of_one_level_add_up() throws {
        // Three pulls at one level: 10, 20, 60. The sum of absolute errors is least at the median.
        var system = ConstraintSystem()
        let x = system.makeVariable("x")
        for target in [10.0, 20, 60] {
            try system.add(Constraint(LinearExpression(x), .equal, LinearExpression(constant: target), priority: Priority(500)))
        }
        #expect(abs(system.value(of: x) - 20) < 1e-9)
        #expect(system.isDetermined(x))
    }

    @Test func S3_fractional_priorities_are_levels_of_their_own() throws {
        var system = ConstraintSystem()
        let x = system.makeVariable("x")
        try system.add(Constraint(LinearExpression(x), .equal, LinearExpression(constant: 5), priority: Priority(999)))
        try system.add(Constraint(LinearExpression(x), .equal, LinearExpression(constant: 7), priority: Priority(999.5)))
        #expect(abs(system.value(of: x) - 7) < 1e-9)
    }

    @Test func S5_S8_an_optimum_shared_by_a_segment_is_reported_as_undetermined() throws {
        // a + b == 100, both >= 0, equal pulls towards 0 at one level: any split is optimal.
        var system = ConstraintSystem()
        let a = system.makeVariable("a"), b = system.makeVariable("b")
        try system.add(Constraint(LinearExpression(a) + LinearExpression(b), .equal, LinearExpression(constant: 100)))
        for v in [a, b] {
            try system.add(Constraint(LinearExpression(v), .greaterThanOrEqual, LinearExpression()), implicit: true)
            try system.add(Constraint(LinearExpression(v), .equal, LinearExpression(), priority: Priority(250)))
        }
        #expect(system.undetermined([a, b]) == [a, b])
        #expect(system.range(of: a) == 0...100)
        #expect(abs(system.value(of: a) + system.value(of: b) - 100) < 1e-9)
    }

    @Test func S8_a_variable_nothing_constrains_is_unbounded() throws {
        var system = ConstraintSystem()
        let x = system.makeVariable("x"), y = system.makeVariable("y")
        try system.add(Constraint(LinearExpression(y), .greaterThanOrEqual, LinearExpression(constant: 3)))
        #expect(system.range(of: x) == -Double.infinity...Double.infinity)
        #expect(system.range(of: y).lowerBound == 3)
        #expect(system.range(of: y).upperBound == .infinity)
    }

    @Test func solutions_do_not_depend_on_hashing() throws {
        // An ambiguous system solved in many fresh processes' worth of hash seeds must pick the same
        // point; here: the same system built twice gives identical values.
        func solve() throws -> [Double] {
            var system = ConstraintSystem()
            let vars = (0..<6).map { system.makeVariable("v\($0)") }
            for pair in zip(vars, vars.dropFirst()) {
                try system.add(Constraint(LinearExpression(pair.1) - LinearExpression(pair.0), .greaterThanOrEqual, LinearExpression(constant: 8)))
            }
            try system.add(Constraint(LinearExpression(vars[5]), .lessThanOrEqual, LinearExpression(constant: 100)))
            try system.add(Constraint(LinearExpression(vars[0]), .greaterThanOrEqual, LinearExpression()))
            return vars.map(system.value(of:))
        }
        let first = try solve()
        for _ in 0..<5 { #expect(try solve() == first) }
    }
}
