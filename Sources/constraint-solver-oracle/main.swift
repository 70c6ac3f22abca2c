// Reads random constraint systems as JSON on stdin, solves each with ConstraintSystem and prints
// what an independent oracle (kiwisolver, solved one priority level at a time) must agree with:
// which required constraints were rejected, and each variable's optimal range, before and after
// the system's edits (constant changes and removals, applied incrementally).
// Used by Tests/SolverOracle; not part of the product.
import ConstraintSolver
import Foundation

struct SystemInput: Decodable {
    struct ConstraintInput: Decodable {
        let terms: [[Double]]
        let constant: Double
        let relation: String
        let priority: Double
    }
    struct Edit: Decodable {
        let constraint: Int
        /// A new constant for the constraint's `lhs − rhs`, or nil to remove the constraint.
        let constant: Double?
    }
    let variables: Int
    let constraints: [ConstraintInput]
    let edits: [Edit]
}

struct Solution: Encodable {
    var rejected: [Int]
    var ranges: [[Double?]]
    var conflicts: [[Int]]
}

struct SystemOutput: Encodable {
    let initial: Solution
    let edited: Solution
}

func solution(of system: ConstraintSystem, variables: [Variable], rejected: [Int], conflicts: [[Int]]) -> Solution {
    let ranges = variables.map { variable -> [Double?] in
        let range = system.range(of: variable)
        let value = system.value(of: variable)
        precondition(value >= range.lowerBound - 1e-6 && value <= range.upperBound + 1e-6, "value outside its range")
        return [range.lowerBound.isFinite ? range.lowerBound : nil, range.upperBound.isFinite ? range.upperBound : nil]
    }
    return Solution(rejected: rejected, ranges: ranges, conflicts: conflicts)
}

let inputs = try JSONDecoder().decode([SystemInput].self, from: FileHandle.standardInput.readDataToEndOfFile())
var outputs: [SystemOutput] = []
for input in inputs {
    var system = ConstraintSystem()
    let variables = (0..<input.variables).map { system.makeVariable("x\($0)") }
    var ids: [Int: ConstraintID] = [:]
    var rejected: [Int] = []
    var conflicts: [[Int]] = []
    var indexOfID: [ConstraintID: Int] = [:]
    for (index, spec) in input.constraints.enumerated() {
        var expression = LinearExpression(constant: spec.constant)
        for term in spec.terms { expression.add(variables[Int(term[0])], times: term[1]) }
        let relation: Relation = spec.relation == "==" ? .equal : spec.relation == "<=" ? .lessThanOrEqual : .greaterThanOrEqual
        do {
            let id = try system.add(Constraint(expression, relation, LinearExpression(), priority: Priority(spec.priority)))
            ids[index] = id
            indexOfID[id] = index
        } catch {
            rejected.append(index)
            conflicts.append(error.constraints.map { indexOfID[$0] ?? index })
        }
    }
    let initial = solution(of: system, variables: variables, rejected: rejected, conflicts: conflicts)
    var editRejected: [Int] = []
    for edit in input.edits {
        guard let id = ids[edit.constraint] else { continue }
        if let constant = edit.constant {
            do { try system.setConstant(id, to: constant) } catch { editRejected.append(edit.constraint) }
        } else {
            system.remove(id)
        }
    }
    outputs.append(SystemOutput(initial: initial, edited: solution(of: system, variables: variables, rejected: editRejected, conflicts: [])))
}
let encoder = JSONEncoder()
FileHandle.standardOutput.write(try encoder.encode(outputs))
