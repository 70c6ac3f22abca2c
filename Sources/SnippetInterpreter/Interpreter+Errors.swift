import SwiftSyntax

/// Swift's error handling: `throw`, `do`/`catch`, `try?` and `try!`. A thrown error is the value
/// the code threw, kept by the interpreter while an InterpreterError unwinds the run to the nearest `catch`.
/// Nothing else is caught: a snippet's own problem (an unsupported call, the sandbox refusing one)
/// still stops the run with its message.
extension Interpreter {
    func executeThrow(_ stmt: ThrowStmtSyntax, _ context: Context) throws(InterpreterError) -> Completion {
        let value = try evaluate(stmt.expression, context)
        var error = InterpreterError("an error was thrown and not caught: \(Describe.value(value)); Swift stops the app here", at: stmt)
        error.isThrownByCode = true
        thrownValue = value
        throw error
    }

    func executeDo(_ stmt: DoStmtSyntax, _ context: Context) throws(InterpreterError) -> Completion {
        do {
            return try execute(stmt.body.statements, nested(context))
        } catch {
            guard error.isThrownByCode else { throw error }
            let thrown = thrownValue
            for clause in stmt.catchClauses {
                let inner = nested(context)
                if try catches(clause, thrown, inner) { return try execute(clause.body.statements, inner) }
            }
            throw error
        }
    }

    /// Whether a `catch` clause takes the error, binding what its pattern names (`error` when it has none).
    private func catches(_ clause: CatchClauseSyntax, _ thrown: Value, _ context: Context) throws(InterpreterError) -> Bool {
        if clause.catchItems.isEmpty {
            context.scope.define("error", thrown, constant: true)
            return true
        }
        for item in clause.catchItems {
            if let pattern = item.pattern, try !Patterns.matches(pattern, thrown, context, self) { continue }
            if item.pattern == nil { context.scope.define("error", thrown, constant: true) }
            if let condition = item.whereClause?.condition, case .bool(false) = try evaluate(condition, context) { continue }
            return true
        }
        return false
    }

    /// `try?` gives nil for a thrown error; `try!` stops the app, as Swift does.
    func evaluateTry(_ tryExpr: TryExprSyntax, _ context: Context) throws(InterpreterError) -> Value {
        do {
            return try evaluate(tryExpr.expression, context)
        } catch {
            guard error.isThrownByCode else { throw error }
            switch tryExpr.questionOrExclamationMark?.tokenKind {
            case .postfixQuestionMark?: return .none
            case .exclamationMark?:
                throw InterpreterError("'try!' expression unexpectedly raised an error: \(Describe.value(thrownValue)); Swift stops the app here", at: tryExpr)
            default: throw error
            }
        }
    }
}
