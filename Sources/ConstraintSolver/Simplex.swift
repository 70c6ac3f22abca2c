/// The primal and dual simplex steps over the lexicographic (one row per priority level) objective.
extension ConstraintSystem {
    /// Which objective a primal optimisation minimises.
    enum Objective {
        /// The priority levels, highest first.
        case main
        /// Phase one of adding a constraint: only the artificial row.
        case artificial
        /// The levels, then the probe row below them all (levels stay at their optimum); free
        /// external columns may enter, since a probe asks how far a variable can move.
        case probe
    }

    /// Bounds the pivots of one optimisation; Bland's rule already rules out cycling.
    static let pivotLimit = 100_000

    /// The objective's coefficients for a symbol, most significant first.
    func costs(of symbol: Symbol, in objective: Objective) -> [Double] {
        switch objective {
        case .main: objectives.map { $0.coefficient(of: symbol) }
        case .artificial: [extraObjective!.coefficient(of: symbol)]
        case .probe: objectives.map { $0.coefficient(of: symbol) } + [extraObjective!.coefficient(of: symbol)]
        }
    }

    /// The sign of the first coefficient that is not (nearly) zero: −1, 0 or 1.
    static func lexicographicSign(_ costs: [Double]) -> Int {
        for cost in costs where !Row.isNearZero(cost) { return cost < 0 ? -1 : 1 }
        return 0
    }

    /// `lhs < rhs` in lexicographic order, treating near-equal components as equal.
    static func lexicographicallyLess(_ lhs: [Double], _ rhs: [Double]) -> Bool {
        for (left, right) in zip(lhs, rhs) where !Row.isNearZero(left - right) { return left < right }
        return false
    }

    /// A column that lowers the objective, the lowest id first (Bland's rule), and the direction it
    /// moves in (+1, or −1 for a free external column whose cost is positive).
    func enteringSymbol(for objective: Objective) -> (symbol: Symbol, direction: Double)? {
        var best: (symbol: Symbol, direction: Double)?
        // A column whose cost vector is lexicographically negative has a negative coefficient in some
        // row (its first non-zero one); a free column in a probe, any non-zero coefficient.
        func consider(_ symbol: Symbol, _ coefficient: Double) {
            guard symbol.kind != .dummy, best.map({ symbol < $0.symbol }) ?? true else { return }
            if symbol.kind == .external {
                guard objective == .probe else { return }
                let sign = Self.lexicographicSign(costs(of: symbol, in: objective))
                if sign != 0 { best = (symbol, Double(-sign)) }
            } else if coefficient < -Row.epsilon, Self.lexicographicSign(costs(of: symbol, in: objective)) < 0 {
                best = (symbol, 1)
            }
        }
        if objective != .artificial {
            for row in objectives { for cell in row.cells { consider(cell.symbol, cell.coefficient) } }
        }
        if objective != .main, let extra = extraObjective {
            for cell in extra.cells { consider(cell.symbol, cell.symbol.kind == .external ? -1 : cell.coefficient) }
        }
        return best
    }

    /// The restricted row that first reaches zero as `entering` moves in `direction`; nil when
    /// nothing stops it (the objective is unbounded).
    func leavingRow(for entering: Symbol, direction: Double) -> Symbol? {
        var best: (ratio: Double, symbol: Symbol)?
        for symbol in columns[entering] ?? SortedSymbols() where symbol.isRestricted {
            let row = rows[symbol]!
            let rate = row.coefficient(of: entering) * direction
            guard rate < 0 else { continue }
            let ratio = row.constant / -rate
            if best.map({ ratio < $0.ratio - Row.epsilon || (abs(ratio - $0.ratio) <= Row.epsilon && symbol < $0.symbol) }) ?? true {
                best = (ratio, symbol)
            }
        }
        return best?.symbol
    }

    /// Primal simplex. Returns false when the objective is unbounded (only a probe can be).
    @discardableResult
    mutating func optimize(_ objective: Objective) -> Bool {
        // An objective that did not change since it was last optimal still is.
        if objective == .main, !objectiveChanged { return true }
        defer { if objective == .main { objectiveChanged = false } }
        for _ in 0..<Self.pivotLimit {
            guard let (entering, direction) = enteringSymbol(for: objective) else { return true }
            guard let leaving = leavingRow(for: entering, direction: direction) else { return false }
            pivot(entering: entering, leaving: leaving)
        }
        return true
    }

    mutating func pivot(entering: Symbol, leaving: Symbol) {
        var row = takeRow(leaving)!
        row.solve(for: leaving, replacing: entering)
        substitute(entering, by: row)
        setRow(entering, row)
    }

    /// Dual simplex after constants moved: the objective is still optimal, some rows are negative.
    /// Returns false when no pivot can make a row feasible (the required constraints contradict).
    mutating func dualOptimize() -> Bool {
        var pivots = 0
        while let leaving = infeasibleRows.popLast() {
            guard let row = rows[leaving], row.constant < 0, !Row.isNearZero(row.constant) else { continue }
            var best: (ratio: [Double], symbol: Symbol)?
            for symbol in row.symbols where symbol.kind != .dummy {
                let coefficient = row.coefficient(of: symbol)
                guard coefficient > 0 else { continue }
                let ratio = costs(of: symbol, in: .main).map { $0 / coefficient }
                if best.map({ Self.lexicographicallyLess(ratio, $0.ratio) }) ?? true { best = (ratio, symbol) }
            }
            guard let entering = best?.symbol else { return false }
            pivot(entering: entering, leaving: leaving)
            pivots += 1
            if pivots > Self.pivotLimit { return false }
        }
        return true
    }
}
