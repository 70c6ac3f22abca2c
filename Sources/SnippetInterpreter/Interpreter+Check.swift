import SwiftSyntax

extension Interpreter {
    /// Checks files against the declared API and this run's declarations, before running them.
    func check(_ files: [SourceFileSyntax]) -> [InterpreterError] {
        var checker = APIChecker(table: .standard, classes: classes, functions: functions, files: files, substitutions: substitutions)
        for file in files { checker.check(file) }
        // In source order, as a compiler lists them.
        return checker.errors.sorted { ($0.position?.utf8Offset ?? 0) < ($1.position?.utf8Offset ?? 0) }
    }

    /// Why no initializer of a declared type takes these arguments, in the compiler's words; nil
    /// when one does or the initializers are not known. Calls the checker cannot see before the
    /// run (a `root=` expression) are checked here.
    func initializerMismatch(_ type: String, _ args: [Argument]) -> String? {
        let checker = APIChecker(table: .standard, classes: classes, functions: functions, files: [])
        guard let candidates = checker.initializers(of: type), !candidates.isEmpty else { return nil }
        let written = args.enumerated().map { index, argument in
            var isClosure = false
            if case .function = argument.value { isClosure = true }
            return WrittenArgument(label: argument.label, isTrailingClosure: isClosure && argument.label == nil && index == args.count - 1)
        }
        let problems = ArgumentMatcher.problems(written, candidates: candidates.map(\.parameters))
        guard let first = problems.first else { return nil }
        let best = candidates.first { ArgumentMatcher.problems(written, $0.parameters) == problems } ?? candidates[0]
        return APIChecker.message(for: first, labels: args.map(\.label), candidate: best, name: type)
    }
}
