/// Which required constraints cannot hold together.
extension ConstraintSystem {
    /// A minimal set of required constraints that contradict `constraint` (deletion filtering: a
    /// constraint stays in the set only if the set without it can hold). Implicit constraints always
    /// take part and are never listed. Only constraints connected to the new one through shared
    /// variables are considered, so the cost follows the conflict's size, not the screen's.
    func explainConflict(adding constraint: Constraint, implicit: Bool, id: ConstraintID,
                         excluding excluded: ConstraintID? = nil) -> Conflict {
        var candidates = connectedRequiredConstraints(to: constraint, excluding: excluded)
        candidates.append((id, constraint, implicit))
        for (index, candidate) in candidates.enumerated().reversed() where candidate.id != id && !candidate.implicit {
            var trial = candidates
            trial.remove(at: index)
            if !Self.canHold(trial, variableCount: variableNames.count) { candidates = trial }
        }
        return Conflict(constraints: candidates.filter { !$0.implicit }.map(\.id).sorted())
    }

    typealias Candidate = (id: ConstraintID, constraint: Constraint, implicit: Bool)

    func connectedRequiredConstraints(to constraint: Constraint, excluding excluded: ConstraintID?) -> [Candidate] {
        let required = records.keys.sorted().compactMap { id -> Candidate? in
            guard id != excluded, let record = records[id], record.constraint.priority.isRequired else { return nil }
            return (id, record.constraint, record.isImplicit)
        }
        var reached = Set(constraint.expression.variables)
        var included = Set<ConstraintID>()
        var grew = true
        while grew {
            grew = false
            for candidate in required where !included.contains(candidate.id) {
                let variables = candidate.constraint.expression.variables
                if variables.contains(where: reached.contains) {
                    included.insert(candidate.id)
                    reached.formUnion(variables)
                    grew = true
                }
            }
        }
        return required.filter { included.contains($0.id) }
    }

    /// Whether the constraints can all hold, solved in a fresh system.
    static func canHold(_ candidates: [Candidate], variableCount: Int) -> Bool {
        var system = ConstraintSystem()
        for index in 0..<variableCount { _ = system.makeVariable("v\(index)") }
        for (offset, candidate) in candidates.enumerated() {
            if !system.insert(candidate.constraint, id: ConstraintID(rawValue: offset), implicit: candidate.implicit) { return false }
        }
        return true
    }
}
