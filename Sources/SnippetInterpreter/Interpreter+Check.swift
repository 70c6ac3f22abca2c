import SwiftSyntax

extension Interpreter {
    /// Checks files against the declared API and this run's declarations, before running them.
    func check(_ files: [SourceFileSyntax]) -> [InterpreterError] {
        var checker = APIChecker(table: .standard, classes: classes, functions: functions, files: files, substitutions: substitutions)
        for file in files { checker.check(file) }
        // In source order, as a compiler lists them.
        return checker.errors.sorted { ($0.position?.utf8Offset ?? 0) < ($1.position?.utf8Offset ?? 0) }
    }
}
