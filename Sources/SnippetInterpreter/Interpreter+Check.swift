import SwiftSyntax

extension Interpreter {
    /// Checks files against the declared API and this run's declarations, before running them.
    /// Warnings (what diagrams do not draw) are kept in `warnings` for the run that follows.
    func check(_ files: [SourceFileSyntax]) -> [InterpreterError] {
        var checker = APIChecker(table: .standard, classes: classes, functions: functions, files: files, substitutions: substitutions, build: build,
                                 knownElsewhere: knownElsewhere, closureAliases: closureAliases, aliases: aliases)
        checker.check()
        for warning in checker.warnings { warn(warning) }
        whenReached.merge(checker.whenReached) { first, _ in first }
        optionalInterpolations.formUnion(checker.optionalInterpolations)
        // In source order, as a compiler lists them.
        return checker.errors.sorted { ($0.position?.utf8Offset ?? 0) < ($1.position?.utf8Offset ?? 0) }
    }

    /// What a use the checker judged does when the run reaches it (see `APIChecker.whenReached`):
    /// an unsupported API's error is thrown; a sandboxed call that fails answers nil.
    func answerIfDecided(_ expression: SyntaxIdentifier) throws(InterpreterError) -> Value? {
        guard !whenReached.isEmpty, let use = whenReached[expression] else { return nil }
        switch use {
        case .refused(let error): throw error
        case .givesNil: return Value.none
        }
    }

    /// A call declared `@later` (`asyncAfter`, `perform(_:with:afterDelay:)`) schedules work for after
    /// the moment the figure shows: drawing it would draw a later screen, so it is not run. True when
    /// `name` is one, after warning so.
    /// `argumentCount` tells a later overload from one that runs now (`reloadData(completion:)` beside
    /// `reloadData()`); nil where no overload of the name runs now.
    func runsLater(_ name: String, of type: String, argumentCount: Int? = nil, at node: some SyntaxProtocol) -> Bool {
        let declared = APITable.standard.methods(name, of: type)
        let later = declared.filter { $0.marker == .later }
        guard !later.isEmpty else { return false }
        if let argumentCount, later.count < declared.count, !later.contains(where: { $0.parameters.count == argumentCount }) { return false }
        warn(InterpreterError("work scheduled with '\(name)' runs later, after the moment the figure shows; it is not run", at: node))
        return true
    }

    /// A method the runtime has no code for, answered by its declaration's marker: `@inert` runs
    /// and changes nothing (an optional result is nil), `@notDrawn` too, with a warning that the
    /// figure does not show it; nil for any other method.
    func declaredOnlyCall(_ name: String, of type: String, at node: some SyntaxProtocol) -> Value? {
        let declared = APITable.standard.methods(name, of: type).first
        switch declared?.marker {
        case .inert?: return declared?.returnType?.hasSuffix("?") == true ? Value.none : .void
        case .notDrawn?:
            warn(InterpreterError("'\(name)' changes what the screen shows, but diagrams do not draw it", at: node))
            return .void
        default: return nil
        }
    }

    /// Records a warning once per message and place.
    func warn(_ warning: InterpreterError) {
        guard !warnings.contains(where: { $0.message == warning.message && $0.position == warning.position }) else { return }
        warnings.append(warning)
    }

    /// Why no initializer of a declared type takes these arguments, in the compiler's words; nil
    /// when one does or the initializers are not known. Calls the checker cannot see before the
    /// run (a `root=` expression) are checked here.
    /// A sandboxed call Swift lets fail (failable, or throwing) fails here, as it would offline; the
    /// checker has said so.
    func failsInSandbox(_ function: APIFunction) -> Bool {
        if case .sandboxed = function.marker { return function.isFailable || function.isThrowing }
        return false
    }

    /// A call of a method the API refuses, reached where the checker did not decide it (in the app's
    /// sources): a sandboxed lookup with an optional result gives nil with the warning, as in a
    /// snippet; any other refusal is the error. Nil when the API does not refuse the call.
    func refusedCall(_ name: String, of type: String, _ args: [Argument], at node: some SyntaxProtocol) throws(InterpreterError) -> Value? {
        guard let (candidate, refusal) = Self.refusal(ofCall: name, on: type, args) else { return nil }
        if let failure = APIChecker.sandboxFailure(of: candidate, at: node) {
            warn(InterpreterError(refusal + failure, at: node))
            return Value.none
        }
        throw InterpreterError(refusal, at: node)
    }

    /// The declaration a call of `name` on `type` matches, and its refusal, when the API refuses it.
    static func refusal(ofCall name: String, on type: String, _ args: [Argument]) -> (APIFunction, String)? {
        let written = args.map { WrittenArgument(label: $0.label) }
        guard let candidate = APITable.standard.methods(name, of: type).first(where: { ArgumentMatcher.match(written, to: $0.parameters) != nil }),
              let refusal = candidate.marker.refusal(of: candidate.signature, in: candidate.owner ?? type) else { return nil }
        return (candidate, refusal)
    }

    /// Whether this initializer call is one the sandbox makes fail (it answers nil).
    func failsInSandbox(_ type: String, _ args: [Argument]) -> Bool {
        guard let candidates = APIChecker.initializers(of: type, table: .standard, classes: classes, closureAliases: closureAliases) else { return false }
        let written = args.map { WrittenArgument(label: $0.label) }
        return candidates.first { ArgumentMatcher.match(written, to: $0.parameters) != nil }.map(failsInSandbox) ?? false
    }

    func initializerMismatch(_ type: String, _ args: [Argument]) -> String? {
        guard let candidates = APIChecker.initializers(of: type, table: .standard, classes: classes, closureAliases: closureAliases) else { return nil }
        return mismatch(candidates, args, name: type)
    }

    /// The same for a declared method (a SwiftUI modifier on a view whose type only the run knows).
    func methodMismatch(_ name: String, of type: String, _ args: [Argument]) -> String? {
        mismatch(APITable.standard.methods(name, of: type), args, name: name)
    }

    private func mismatch(_ candidates: [APIFunction], _ args: [Argument], name type: String) -> String? {
        guard !candidates.isEmpty else { return nil }
        // Trailing closures come last and unlabelled (`OverlayLayout { … } overlay: { … }` gives one unlabelled, one labelled).
        let written = args.enumerated().map { index, argument in
            let closuresFromHere = args[index...].allSatisfy { if case .function = $0.value { true } else { false } }
            return WrittenArgument(label: argument.label, isTrailingClosure: closuresFromHere && argument.label == nil)
        }
        if let match = candidates.first(where: { ArgumentMatcher.match(written, to: $0.parameters) != nil }) {
            guard match.marker != .implemented else { return nil }
            if failsInSandbox(match) { return nil }
            return match.marker.refusal(of: type + "(" + match.parameters.map { "\($0.label ?? "_"):" }.joined() + ")", in: type)
        }
        let problems = ArgumentMatcher.problems(written, candidates: candidates.map(\.parameters))
        guard let first = problems.first else { return nil }
        let best = candidates.first { ArgumentMatcher.problems(written, $0.parameters) == problems } ?? candidates[0]
        return APIChecker.message(for: first, labels: args.map(\.label), candidate: best, name: type)
    }
}
