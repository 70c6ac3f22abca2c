/// Which variables the constraints leave undetermined once every priority level is at its optimum.
extension ConstraintSystem {
    /// The least and greatest value the variable can take without raising the error of any level
    /// (−∞/+∞ when nothing bounds it).
    public func range(of variable: Variable) -> ClosedRange<Double> { range(of: LinearExpression(variable)) }

    /// The least and greatest value an expression of variables (a view's x in its superview, say)
    /// can take without raising the error of any level.
    public func range(of expression: LinearExpression) -> ClosedRange<Double> {
        let lower = extremum(of: expression, sign: 1)
        let upper = -extremum(of: expression, sign: -1)
        return min(lower, upper)...max(lower, upper)
    }

    /// True when every optimal solution gives the variable the same value.
    public func isDetermined(_ variable: Variable) -> Bool { isDetermined(LinearExpression(variable)) }

    /// True when every optimal solution gives the expression the same value.
    public func isDetermined(_ expression: LinearExpression) -> Bool {
        if isDeterminedByOptimality(row(for: expression)) { return true }
        let range = range(of: expression)
        return range.upperBound - range.lowerBound < 1e-6
    }

    /// The value of an expression in the current solution.
    public func value(of expression: LinearExpression) -> Double {
        expression.variables.reduce(expression.constant) { $0 + expression.coefficient(of: $1) * value(of: $1) }
    }

    /// The variables of `candidates` that are not determined, in order.
    public func undetermined(_ candidates: [Variable]) -> [Variable] {
        candidates.filter { !isDetermined($0) }
    }

    /// The quick test: the variable's row only holds columns that are pinned at zero in every optimal
    /// solution (dummies, and columns whose cost is positive at some level).
    func isDeterminedByOptimality(_ row: Row) -> Bool {
        row.symbols.allSatisfy { symbol in
            switch symbol.kind {
            case .dummy: true
            case .external: false
            case .slack, .error: Self.lexicographicSign(costs(of: symbol, in: .main)) > 0
            }
        }
    }

    /// The expression in terms of the current non-basic symbols.
    func row(for expression: LinearExpression) -> Row {
        var row = Row(constant: expression.constant)
        for variable in expression.variables {
            let symbol = externalSymbols[variable.id]
            let coefficient = expression.coefficient(of: variable)
            if let basic = rows[symbol] { row.insert(basic, times: coefficient) } else { row.insert(symbol, times: coefficient) }
        }
        return row
    }

    /// Minimises `sign × expression` below all levels; −∞ when unbounded.
    func extremum(of expression: LinearExpression, sign: Double) -> Double {
        var probe = self
        var objective = Row()
        objective.insert(row(for: expression), times: sign)
        probe.extraObjective = objective
        guard probe.optimize(.probe) else { return -.infinity }
        return probe.extraObjective!.constant
    }
}
