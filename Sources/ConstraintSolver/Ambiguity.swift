/// Which variables the constraints leave undetermined once every priority level is at its optimum.
extension ConstraintSystem {
    /// The least and greatest value the variable can take without raising the error of any level
    /// (−∞/+∞ when nothing bounds it).
    public func range(of variable: Variable) -> ClosedRange<Double> {
        let lower = extremum(of: variable, sign: 1)
        let upper = -extremum(of: variable, sign: -1)
        return min(lower, upper)...max(lower, upper)
    }

    /// True when every optimal solution gives the variable the same value.
    public func isDetermined(_ variable: Variable) -> Bool {
        if isDeterminedByOptimality(variable) { return true }
        let range = range(of: variable)
        return range.upperBound - range.lowerBound < 1e-6
    }

    /// The variables of `candidates` that are not determined, in order.
    public func undetermined(_ candidates: [Variable]) -> [Variable] {
        candidates.filter { !isDetermined($0) }
    }

    /// The quick test: the variable's row only holds columns that are pinned at zero in every optimal
    /// solution (dummies, and columns whose cost is positive at some level).
    func isDeterminedByOptimality(_ variable: Variable) -> Bool {
        guard let row = rows[externalSymbols[variable.id]] else { return false }
        return row.symbols.allSatisfy { symbol in
            switch symbol.kind {
            case .dummy: true
            case .external: false
            case .slack, .error: Self.lexicographicSign(costs(of: symbol, in: .main)) > 0
            }
        }
    }

    /// Minimises `sign × variable` below all levels; −∞ when unbounded.
    func extremum(of variable: Variable, sign: Double) -> Double {
        var probe = self
        let symbol = externalSymbols[variable.id]
        var objective = Row()
        if let row = rows[symbol] { objective.insert(row, times: sign) } else { objective.insert(symbol, times: sign) }
        probe.extraObjective = objective
        guard probe.optimize(.probe) else { return -.infinity }
        return probe.extraObjective!.constant
    }
}
