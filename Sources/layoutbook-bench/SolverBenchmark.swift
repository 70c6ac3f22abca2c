import ConstraintSolver
import LayoutEngine

/// A screen of 200 views in 20 rows of 10, each placed by 4 app constraints (800 in all) plus the
/// solver's implicit sizes ≥ 0 and a pull at priority 250: the size of a busy UIKit screen.
enum SolverBenchmark {
    struct Screen {
        var system: ConstraintSystem
        /// The first view's leading pin: changing its constant moves a whole row.
        var firstPin: ConstraintID
    }

    static func screen(rows: Int = 20, columns: Int = 10) throws -> Screen {
        var system = ConstraintSystem()
        var frames: [[(x: Variable, y: Variable, w: Variable, h: Variable)]] = []
        var firstPin: ConstraintID?
        for row in 0..<rows {
            var line: [(x: Variable, y: Variable, w: Variable, h: Variable)] = []
            for column in 0..<columns {
                let name = "view\(row)_\(column)"
                let view = (x: system.makeVariable("\(name).x"), y: system.makeVariable("\(name).y"),
                            w: system.makeVariable("\(name).w"), h: system.makeVariable("\(name).h"))
                for size in [view.w, view.h] {
                    try system.add(Constraint(LinearExpression(size), .greaterThanOrEqual, LinearExpression()), implicit: true)
                }
                let leading = column == 0
                    ? LinearExpression(constant: 16)
                    : LinearExpression(line[column - 1].x) + LinearExpression(line[column - 1].w) + 8
                let pin = try system.add(Constraint(LinearExpression(view.x), .equal, leading))
                if firstPin == nil { firstPin = pin }
                let top = row == 0
                    ? LinearExpression(constant: 20)
                    : LinearExpression(frames[row - 1][column].y) + LinearExpression(frames[row - 1][column].h) + 8
                try system.add(Constraint(LinearExpression(view.y), .equal, top))
                try system.add(Constraint(LinearExpression(view.w), .equal, LinearExpression(constant: Double(24 + column % 5))))
                try system.add(Constraint(LinearExpression(view.h), .equal, LinearExpression(view.w)))
                try system.add(Constraint(LinearExpression(view.h), .equal, LinearExpression(constant: 44), priority: Priority(250)))
                line.append(view)
            }
            frames.append(line)
        }
        return Screen(system: system, firstPin: firstPin!)
    }

    static func run() {
        let build = sortedMilliseconds(repetitions: 10) { _ = try? screen() }
        print("constraint solver: 200 views, 800 constraints solved in \(NumberText.format(build[0])) ms "
              + "(median of 10: \(NumberText.format(median(build))) ms; goal < 5)")
        guard var screen = try? screen() else { return print("constraint solver: the benchmark screen conflicts") }
        let edits = 1_000
        var constant = -16.0
        let editTimes = sortedMilliseconds(repetitions: 5) {
            for _ in 0..<edits {
                constant = constant == -16 ? -24 : -16
                try? screen.system.setConstant(screen.firstPin, to: constant)
            }
        }
        let perEdit = editTimes.map { $0 / Double(edits) }
        print("    one constant changed and re-solved in \(NumberText.format(perEdit[0] * 1000)) µs "
              + "(median of 5 × \(edits): \(NumberText.format(median(perEdit) * 1000)) µs; goal < 200)")
    }
}
