import Diagnostics
import SwiftSyntax

/// Loops and the statements that leave them: `for`, `while`, `repeat`, and `break` / `continue`,
/// plain or naming a labelled statement (`outer: for row in rows { … continue outer }`).
extension Interpreter {
    /// What a loop does after its body ran once.
    enum LoopStep {
        case next
        case stop
        /// Leave the loop and hand this on: a `return`, or a `break`/`continue` naming an outer statement.
        case leave(Completion)
    }

    static func step(after completion: Completion, label: String?) -> LoopStep {
        switch completion {
        case .normal, .fallThrough, .continueLoop(nil): return .next
        case .continueLoop(let target?): return target == label ? .next : .leave(completion)
        case .breakLoop(nil): return .stop
        case .breakLoop(let target?): return target == label ? .stop : .leave(completion)
        case .returned: return .leave(completion)
        }
    }

    /// `outer: for …`: the statement runs knowing its label; `break outer` in an `if` leaves the `if`.
    func executeLabeled(_ labeled: LabeledStmtSyntax, _ context: Context) throws(InterpreterError) -> Completion {
        let label = labeled.label.text
        let statement = labeled.statement
        if let forStmt = statement.as(ForStmtSyntax.self) { return try executeFor(forStmt, context, label: label) }
        if let whileStmt = statement.as(WhileStmtSyntax.self) { return try executeWhile(whileStmt, context, label: label) }
        if let repeatStmt = statement.as(RepeatStmtSyntax.self) { return try executeRepeat(repeatStmt, context, label: label) }
        if let expression = statement.as(ExpressionStmtSyntax.self), let switchExpr = expression.expression.as(SwitchExprSyntax.self) {
            return try executeSwitch(switchExpr, context, label: label)
        }
        let completion = try execute(statement, context)
        if case .breakLoop(label) = completion { return .normal }
        return completion
    }

    /// The label a `break` or `continue` names, which a statement around it must carry.
    static func target(of label: TokenSyntax?, at statement: some SyntaxProtocol) throws(InterpreterError) -> String? {
        guard let label else { return nil }
        var labels: [String] = []
        var current = statement.parent
        while let node = current, !node.is(FunctionDeclSyntax.self), !node.is(ClosureExprSyntax.self) {
            if let labeled = node.as(LabeledStmtSyntax.self) {
                if labeled.label.text == label.text { return label.text }
                labels.append(labeled.label.text)
            }
            current = node.parent
        }
        throw InterpreterError("cannot find label '\(label.text)' in scope\(NearestName.hint(for: label.text, in: labels))", at: label)
    }

    func executeWhile(_ whileStmt: WhileStmtSyntax, _ context: Context, label: String? = nil) throws(InterpreterError) -> Completion {
        while try conditionsHold(whileStmt.conditions, context) {
            switch Self.step(after: try execute(whileStmt.body.statements, nested(context)), label: label) {
            case .next: continue
            case .stop: return .normal
            case .leave(let completion): return completion
            }
        }
        return .normal
    }

    func executeFor(_ forStmt: ForStmtSyntax, _ context: Context, label: String? = nil) throws(InterpreterError) -> Completion {
        var sequence = try evaluate(forStmt.sequence, context)
        if case .dictionary(let entries) = sequence { sequence = .array(Collections.pairs(of: entries)) }
        guard case .array(let items) = sequence else {
            throw InterpreterError("for-in needs an array or a range, found '\(sequence.typeName)'", at: forStmt.sequence)
        }
        // `for item in …` or `for var item in …`.
        let name = (forStmt.pattern.as(IdentifierPatternSyntax.self)
            ?? forStmt.pattern.as(ValueBindingPatternSyntax.self)?.pattern.as(IdentifierPatternSyntax.self))?.identifier.unquotedText
        // `for (index, item) in array.enumerated()`: one name per tuple element.
        let tupleNames = forStmt.pattern.as(TuplePatternSyntax.self)?.elements.map {
            $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.unquotedText
        }
        for item in items {
            try tick(forStmt)
            let inner = nested(context)
            if forStmt.caseKeyword != nil {
                // `for case let .fixed(side) in radii`: only the items the pattern matches.
                guard try Patterns.matches(forStmt.pattern, item, inner, self) else { continue }
            } else {
                // `for var row in rows { row.width = … }`: each item is the loop's own copy of a struct.
                // Without `var`, the item is a constant, as in Swift.
                if let name { inner.scope.define(name, item.copiedIfValue, constant: !forStmt.pattern.is(ValueBindingPatternSyntax.self)) }
                if let tupleNames, case .array(let parts) = item {
                    for (part, partName) in zip(parts, tupleNames) { if let partName { inner.scope.define(partName, part) } }
                }
            }
            // `for node in nodes where node.isHidden`: the body runs for the items the clause holds for.
            if let clause = forStmt.whereClause, try !Patterns.holds(clause.condition, inner, self) { continue }
            switch Self.step(after: try execute(forStmt.body.statements, inner), label: label) {
            case .next: continue
            case .stop: return .normal
            case .leave(let completion): return completion
            }
        }
        return .normal
    }

    /// `repeat { … } while condition`: the body runs once before the condition is asked.
    func executeRepeat(_ repeatStmt: RepeatStmtSyntax, _ context: Context, label: String? = nil) throws(InterpreterError) -> Completion {
        while true {
            try tick(repeatStmt)
            switch Self.step(after: try execute(repeatStmt.body.statements, nested(context)), label: label) {
            case .next: break
            case .stop: return .normal
            case .leave(let completion): return completion
            }
            guard case .bool(let again) = try evaluate(repeatStmt.condition, context) else {
                throw InterpreterError("condition must be a Bool", at: repeatStmt.condition)
            }
            if !again { break }
        }
        return .normal
    }

}
