/// A Cassowary-style constraint system whose priorities are strictly ordered, as UIKit's are:
/// any error at a higher priority outweighs every amount of error at all lower ones. The objective is
/// a vector with one cost row per priority level, compared lexicographically, so a single simplex
/// tableau gives what solving level by level would give (and what an additive-weight solver such as
/// kiwi does not). Constraints can be added, removed and have their constants changed incrementally.
///
/// A value type: copying a system is cheap and the copy evolves on its own.
public struct ConstraintSystem: Sendable {
    /// What the system keeps of each constraint, to edit, remove, rebuild or explain it.
    struct Record: Sendable {
        var constraint: Constraint
        var isImplicit: Bool
        /// The symbol that marks the constraint in the tableau, and its coefficient in the row that
        /// introduced it (the constant of the constraint moves along this column).
        var marker: Symbol
        var markerCoefficient: Double
        var other: Symbol?
    }

    private(set) var variableNames: [String] = []
    var externalSymbols: [Symbol] = []
    /// The basic rows, by their basic symbol; change them only through `setRow`, `takeRow` and
    /// `substitute`, which keep `columns` in step.
    private(set) var rows = SymbolTable<Row>()
    /// For each non-basic symbol, the basic rows it appears in: substitutions and ratio tests visit
    /// those rows only, not the whole tableau.
    private(set) var columns = SymbolTable<SortedSymbols>()
    /// Set when an objective row changed since the last primal optimisation.
    var objectiveChanged = false
    /// Priority levels, highest first, each with the sum of its errors to minimise.
    var levels: [Priority] = []
    var objectives: [Row] = []
    /// The phase-one objective while a constraint is added with an artificial variable, or a probe's.
    var extraObjective: Row?
    var infeasibleRows: [Symbol] = []
    var records: [ConstraintID: Record] = [:]
    var nextSymbolID = 0
    var nextConstraintID = 0

    public init() {}

    // MARK: Variables

    public mutating func makeVariable(_ name: String) -> Variable {
        let variable = Variable(id: variableNames.count)
        variableNames.append(name)
        externalSymbols.append(makeSymbol(.external))
        return variable
    }

    public func name(of variable: Variable) -> String { variableNames[variable.id] }

    public var variables: [Variable] { variableNames.indices.map(Variable.init(id:)) }

    /// The variable's value in the current solution (a variable nothing constrains is 0).
    public func value(of variable: Variable) -> Double {
        rows[externalSymbols[variable.id]]?.constant ?? 0
    }

    // MARK: Constraints

    public var constraintIDs: [ConstraintID] { records.keys.sorted() }

    public func constraint(_ id: ConstraintID) -> Constraint? { records[id]?.constraint }

    public func isImplicit(_ id: ConstraintID) -> Bool { records[id]?.isImplicit ?? false }

    /// Adds a constraint and re-solves. A required constraint that cannot hold with the required ones
    /// already present is not added: the error names a minimal conflicting set, this one included.
    /// `implicit` constraints (such as sizes ≥ 0) take part in every solve but are never named in a
    /// conflict.
    @discardableResult
    public mutating func add(_ constraint: Constraint, implicit: Bool = false) throws(Conflict) -> ConstraintID {
        let id = ConstraintID(rawValue: nextConstraintID)
        nextConstraintID += 1
        guard insert(constraint, id: id, implicit: implicit) else {
            let conflict = explainConflict(adding: constraint, implicit: implicit, id: id)
            rebuild()
            throw conflict
        }
        return id
    }

    /// Removes a constraint and re-solves. Unknown ids are ignored.
    public mutating func remove(_ id: ConstraintID) {
        guard let record = records.removeValue(forKey: id) else { return }
        removeErrorCosts(of: record)
        if takeRow(record.marker) == nil, let leaving = markerLeavingRow(for: record.marker) {
            var row = takeRow(leaving)!
            row.solve(for: leaving, replacing: record.marker)
            substitute(record.marker, by: row)
        }
        optimize(.main)
    }

    /// Changes the constant of a constraint's `lhs − rhs` without solving from scratch: the change
    /// travels along the constraint's marker column and a dual simplex restores feasibility.
    /// If the new constant makes the required constraints contradict each other, nothing changes and
    /// the conflict is thrown.
    public mutating func setConstant(_ id: ConstraintID, to constant: Double) throws(Conflict) {
        guard var record = records[id] else { return }
        let delta = constant - record.constraint.expression.constant
        guard delta != 0 else { return }
        let previous = record
        record.constraint.expression.constant = constant
        records[id] = record
        if shiftConstant(along: record.marker, by: delta / record.markerCoefficient), dualOptimize() { return }
        // The edit made the tableau infeasible in a way only a full solve can sort out (no copy is
        // kept for this rare case: the records are enough to solve again).
        let editedRecords = records
        if let conflict = rebuildReportingConflict() {
            // The rebuild left out whichever constraint broke; restore them all, with the old constant.
            records = editedRecords
            records[id] = previous
            rebuild()
            throw conflict
        }
    }

    /// Changes a constraint's priority (removing and re-adding it under the same id).
    public mutating func setPriority(_ id: ConstraintID, to priority: Priority) throws(Conflict) {
        guard var record = records[id], record.constraint.priority != priority else { return }
        let saved = self
        remove(id)
        record.constraint.priority = priority
        guard insert(record.constraint, id: id, implicit: record.isImplicit) else {
            let conflict = saved.explainConflict(adding: record.constraint, implicit: record.isImplicit, id: id, excluding: id)
            self = saved
            throw conflict
        }
    }

    // MARK: Building the tableau

    mutating func makeSymbol(_ kind: Symbol.Kind) -> Symbol {
        defer { nextSymbolID += 1 }
        return Symbol(id: nextSymbolID, kind: kind)
    }

    /// Adds the constraint under a known id; false when a required constraint cannot hold (the
    /// tableau must then be rebuilt).
    mutating func insert(_ constraint: Constraint, id: ConstraintID, implicit: Bool) -> Bool {
        var (row, record) = makeRow(for: constraint, implicit: implicit)
        var subject = chooseSubject(of: row, record: record)
        if subject == nil, row.symbols.allSatisfy({ $0.kind == .dummy }) {
            guard Row.isNearZero(row.constant) else { return false }
            subject = record.marker
        }
        if let subject {
            row.solve(for: subject)
            substitute(subject, by: row)
            setRow(subject, row)
        } else if !addWithArtificialVariable(row) {
            return false
        }
        records[id] = record
        optimize(.main)
        return true
    }

    /// The row `expression (+ slack) (± errors) = 0`, in terms of the current non-basic symbols.
    mutating func makeRow(for constraint: Constraint, implicit: Bool) -> (Row, Record) {
        var row = row(for: constraint.expression)
        let optional = !constraint.priority.isRequired
        let level = optional ? levelIndex(for: constraint.priority) : nil
        let marker: Symbol
        let markerCoefficient: Double
        var other: Symbol?
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            markerCoefficient = constraint.relation == .lessThanOrEqual ? 1 : -1
            marker = makeSymbol(.slack)
            row.insert(marker, times: markerCoefficient)
            if let level {
                let error = makeSymbol(.error)
                other = error
                row.insert(error, times: -markerCoefficient)
                objectives[level].insert(error)
                objectiveChanged = true
            }
        case .equal:
            if let level {
                marker = makeSymbol(.error)
                markerCoefficient = -1
                let minus = makeSymbol(.error)
                other = minus
                row.insert(marker, times: -1)
                row.insert(minus, times: 1)
                objectives[level].insert(marker)
                objectives[level].insert(minus)
                objectiveChanged = true
            } else {
                marker = makeSymbol(.dummy)
                markerCoefficient = 1
                row.insert(marker)
            }
        }
        if row.constant < 0 { row.reverseSign() }
        let record = Record(constraint: constraint, isImplicit: implicit, marker: marker,
                            markerCoefficient: markerCoefficient, other: other)
        return (row, record)
    }

    /// The index of a priority's objective row, making the level when it is new.
    mutating func levelIndex(for priority: Priority) -> Int {
        if let index = levels.firstIndex(of: priority) { return index }
        let index = levels.firstIndex(where: { $0 < priority }) ?? levels.count
        levels.insert(priority, at: index)
        objectives.insert(Row(), at: index)
        return index
    }

    /// The symbol a new row is solved for: an external one if any (the lowest id), else a marker
    /// with a negative coefficient, so the row stays feasible.
    func chooseSubject(of row: Row, record: Record) -> Symbol? {
        if let external = row.symbols.first(where: { $0.kind == .external }) { return external }
        for candidate in [record.marker, record.other].compactMap({ $0 }) where candidate.isPivotable {
            if row.coefficient(of: candidate) < 0 { return candidate }
        }
        return nil
    }

    /// Phase one: an artificial variable carries the row until the row's own symbols can.
    mutating func addWithArtificialVariable(_ row: Row) -> Bool {
        let artificial = makeSymbol(.slack)
        setRow(artificial, row)
        extraObjective = row
        optimize(.artificial)
        let feasible = Row.isNearZero(extraObjective!.constant)
        extraObjective = nil
        guard feasible else { return false }
        if var basic = takeRow(artificial) {
            if basic.isEmpty { return true }
            guard let entering = basic.symbols.first(where: \.isPivotable) else { return false }
            basic.solve(for: artificial, replacing: entering)
            substitute(entering, by: basic)
            setRow(entering, basic)
        }
        for key in columns.removeValue(forKey: artificial) ?? SortedSymbols() { rows[key]!.remove(artificial) }
        for index in objectives.indices where objectives[index].coefficient(of: artificial) != 0 {
            objectives[index].remove(artificial)
            objectiveChanged = true
        }
        return true
    }

    /// Makes `row` the basic row of `symbol`.
    mutating func setRow(_ symbol: Symbol, _ row: Row) {
        rows[symbol] = row
        for cell in row.cells { columns[cell.symbol, default: SortedSymbols()].insert(symbol) }
    }

    /// Removes and returns the basic row of `symbol`.
    mutating func takeRow(_ symbol: Symbol) -> Row? {
        guard let row = rows.removeValue(forKey: symbol) else { return nil }
        for cell in row.cells { columns[cell.symbol]?.remove(symbol) }
        return row
    }

    /// Replaces a symbol by a row everywhere, noting rows that became infeasible.
    mutating func substitute(_ symbol: Symbol, by row: Row) {
        // In id order, so rows become infeasible in the same order in every process.
        for key in columns.removeValue(forKey: symbol) ?? SortedSymbols() {
            rows[key]!.substitute(symbol, by: row)
            for cell in row.cells {
                if rows[key]!.contains(cell.symbol) {
                    columns[cell.symbol, default: SortedSymbols()].insert(key)
                } else {
                    columns[cell.symbol]?.remove(key)
                }
            }
            if key.isRestricted, rows[key]!.constant < 0 { infeasibleRows.append(key) }
        }
        for index in objectives.indices where objectives[index].coefficient(of: symbol) != 0 {
            objectives[index].substitute(symbol, by: row)
            objectiveChanged = true
        }
        extraObjective?.substitute(symbol, by: row)
    }

    mutating func removeErrorCosts(of record: Record) {
        guard !record.constraint.priority.isRequired, let level = levels.firstIndex(of: record.constraint.priority) else { return }
        for symbol in [record.marker, record.other].compactMap({ $0 }) where symbol.kind == .error {
            if let row = rows[symbol] { objectives[level].insert(row, times: -1) } else { objectives[level].insert(symbol, times: -1) }
            objectiveChanged = true
        }
    }

    /// The row to pivot a removed constraint's non-basic marker into: the tightest restricted row
    /// first, so the remaining rows stay feasible.
    func markerLeavingRow(for marker: Symbol) -> Symbol? {
        var first: (ratio: Double, symbol: Symbol)?
        var second: (ratio: Double, symbol: Symbol)?
        var third: Symbol?
        for symbol in columns[marker] ?? SortedSymbols() {
            let row = rows[symbol]!
            let coefficient = row.coefficient(of: marker)
            if symbol.kind == .external {
                if third.map({ symbol < $0 }) ?? true { third = symbol }
            } else if coefficient < 0 {
                let ratio = -row.constant / coefficient
                if first.map({ ratio < $0.ratio || (ratio == $0.ratio && symbol < $0.symbol) }) ?? true { first = (ratio, symbol) }
            } else {
                let ratio = row.constant / coefficient
                if second.map({ ratio < $0.ratio || (ratio == $0.ratio && symbol < $0.symbol) }) ?? true { second = (ratio, symbol) }
            }
        }
        return first?.symbol ?? second?.symbol ?? third
    }

    /// Moves a constraint's constant: the marker stands for `marker + shift` in every row.
    mutating func shiftConstant(along marker: Symbol, by shift: Double) -> Bool {
        infeasibleRows = []
        if var row = rows[marker] {
            // A redundant required equality is basic on its dummy; it cannot move alone.
            guard marker.kind != .dummy else { return false }
            row.constant -= shift
            rows[marker] = row  // same cells: the column index stays valid
            if row.constant < 0 { infeasibleRows.append(marker) }
            return true
        }
        var keepsEqualities = true
        for key in columns[marker] ?? SortedSymbols() {
            let coefficient = rows[key]!.coefficient(of: marker)
            rows[key]!.constant += coefficient * shift
            // A row basic on a dummy is a redundant required equality: its constant must stay 0.
            // When the shift moves it, the two equalities now disagree, which no pivot can mend.
            if key.kind == .dummy, !Row.isNearZero(rows[key]!.constant) { keepsEqualities = false }
            if key.isRestricted, rows[key]!.constant < 0 { infeasibleRows.append(key) }
        }
        return keepsEqualities
    }

    // MARK: Rebuilding

    /// The same variables and constraints, solved from scratch (after a rejected constraint).
    mutating func rebuild() { _ = rebuildReportingConflict() }

    /// Rebuilds from the records in order; a conflict among them is returned (the offending
    /// constraint is then left out).
    mutating func rebuildReportingConflict() -> Conflict? {
        var fresh = ConstraintSystem()
        for name in variableNames { _ = fresh.makeVariable(name) }
        fresh.nextConstraintID = nextConstraintID
        var conflict: Conflict?
        for id in records.keys.sorted() {
            let record = records[id]!
            if !fresh.insert(record.constraint, id: id, implicit: record.isImplicit), conflict == nil {
                conflict = fresh.explainConflict(adding: record.constraint, implicit: record.isImplicit, id: id)
                fresh.rebuild()
            }
        }
        self = fresh
        return conflict
    }
}
