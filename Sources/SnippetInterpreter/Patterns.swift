import SwiftSyntax

/// Swift's patterns, as `switch` cases, `if case`, `guard case` and `for case` use them: enum cases
/// with their payloads, tuples, ranges, casts, bindings and `where` clauses. Names are bound only
/// once the whole pattern has matched.
enum Patterns {
    static func matches(_ label: SwitchCaseSyntax.Label, _ subject: Value, _ context: Interpreter.Context, _ interpreter: Interpreter) throws(InterpreterError) -> Bool {
        guard case .case(let caseLabel) = label else { return true }  // default
        for item in caseLabel.caseItems {
            guard try matches(item.pattern, subject, context, interpreter) else { continue }
            // `case let x where x > 100`: the clause decides, with the pattern's names bound.
            if let clause = item.whereClause, try !holds(clause.condition, context, interpreter) { continue }
            return true
        }
        return false
    }

    /// A `where` clause's condition.
    static func holds(_ condition: ExprSyntax, _ context: Interpreter.Context, _ interpreter: Interpreter) throws(InterpreterError) -> Bool {
        guard case .bool(let value) = try interpreter.evaluate(condition, context) else {
            throw InterpreterError("'where' clause must be a Bool", at: condition)
        }
        return value
    }

    /// `bindsNames`: inside `let …` (`case let .fixed(value)`), where a plain name is a new binding.
    static func matches(_ pattern: PatternSyntax, _ subject: Value, _ context: Interpreter.Context, _ interpreter: Interpreter,
                        bindsNames: Bool = false) throws(InterpreterError) -> Bool {
        var bindings: [(String, Value)] = []
        guard try matches(pattern, subject, &bindings, context, interpreter, bindsNames: bindsNames) else { return false }
        for (name, value) in bindings { context.scope.define(name, value) }
        return true
    }

    private static func matches(_ pattern: PatternSyntax, _ subject: Value, _ bindings: inout [(String, Value)], _ context: Interpreter.Context,
                                _ interpreter: Interpreter, bindsNames: Bool) throws(InterpreterError) -> Bool {
        if pattern.is(WildcardPatternSyntax.self) { return true }
        if let identifier = pattern.as(IdentifierPatternSyntax.self) {
            bindings.append((identifier.identifier.unquotedText, subject))
            return true
        }
        // `case is ASTextNode:`: whether the subject is one.
        if let check = pattern.as(IsTypePatternSyntax.self) {
            return try interpreter.isInstance(subject, of: check.type.trimmedSource, at: check.type) ?? true
        }
        // `case let text as ASTextNode:`: binds the subject when it is one.
        if let (name, type) = castBinding(pattern) {
            guard try interpreter.isInstance(subject, of: type, at: pattern) ?? true else { return false }
            bindings.append((name, subject))
            return true
        }
        if let binding = pattern.as(ValueBindingPatternSyntax.self) {
            return try matches(binding.pattern, subject, &bindings, context, interpreter, bindsNames: true)
        }
        if let expression = pattern.as(ExpressionPatternSyntax.self) {
            return try matches(expression: expression.expression, subject, &bindings, context, interpreter, bindsNames: bindsNames)
        }
        return false
    }

    /// An expression in pattern position: an enum case with its payload, a tuple, `_`, a name to
    /// bind, or a value the subject must equal or a range it must fall in (Swift's `~=`).
    private static func matches(expression expr: ExprSyntax, _ subject: Value, _ bindings: inout [(String, Value)], _ context: Interpreter.Context,
                                _ interpreter: Interpreter, bindsNames: Bool) throws(InterpreterError) -> Bool {
        if expr.is(DiscardAssignmentExprSyntax.self) { return true }
        if let bound = expr.as(PatternExprSyntax.self)?.pattern {
            return try matches(bound, subject, &bindings, context, interpreter, bindsNames: bindsNames)
        }
        // `case let name?`: a value that is there, matched against what follows.
        if let optional = expr.as(OptionalChainingExprSyntax.self) {
            if case .none = subject { return false }
            return try matches(expression: optional.expression, subject, &bindings, context, interpreter, bindsNames: bindsNames)
        }
        if bindsNames, let name = expr.as(DeclReferenceExprSyntax.self) {
            bindings.append((name.baseName.unquotedText, subject))
            return true
        }
        // `.caseName(let x)`, `let .caseName(x)`, `.caseName(0)`: the case, then each payload value.
        if let call = expr.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
            guard case .enumCase(_, let name, let payload) = subject, name == member.declName.baseName.unquotedText else { return false }
            for (index, argument) in call.arguments.enumerated() where index < payload.count {
                guard try matches(expression: argument.expression, payload[index], &bindings, context, interpreter, bindsNames: bindsNames) else { return false }
            }
            return true
        }
        if let member = expr.as(MemberAccessExprSyntax.self), member.base == nil {
            guard case .enumCase(_, let name, _) = subject else { return false }
            return name == member.declName.baseName.unquotedText
        }
        // `case (0, _):` against a tuple (kept as an array of its values).
        if let tuple = expr.as(TupleExprSyntax.self), tuple.elements.count > 1 {
            guard case .array(let parts) = subject, parts.count == tuple.elements.count else { return false }
            for (element, part) in zip(tuple.elements, parts) {
                guard try matches(expression: element.expression, part, &bindings, context, interpreter, bindsNames: bindsNames) else { return false }
            }
            return true
        }
        if let member = expr.as(MemberAccessExprSyntax.self), case .enumCase(_, let name, _) = subject {
            return name == member.declName.baseName.unquotedText
        }
        // `case 375..<768:`, `case ..<375:`, `case 768...:` against a number: its bounds decide, as
        // Swift's `~=` does for a CGFloat subject too (767.5 is in 375..<768).
        if let number = subject.number, let range = try numericRange(expr, context, interpreter) {
            return range.contains(number)
        }
        let value = try interpreter.evaluate(expr, context)
        // `case 0..<10:` (a range is kept as the array of its values): the subject falls in it.
        if case .array(let items) = value, !isArray(subject) {
            for item in items { if try equal(subject, item, at: expr) { return true } }
            return false
        }
        return try equal(subject, value, at: expr)
    }

    /// A range written in a pattern, by its bounds (either may be open).
    private struct NumericRange {
        var lower: Double?
        var upper: Double?
        var includesUpper: Bool

        func contains(_ number: Double) -> Bool {
            if let lower, number < lower { return false }
            guard let upper else { return true }
            return includesUpper ? number <= upper : number < upper
        }
    }

    private static func numericRange(_ expr: ExprSyntax, _ context: Interpreter.Context, _ interpreter: Interpreter) throws(InterpreterError) -> NumericRange? {
        func bound(_ side: ExprSyntax) throws(InterpreterError) -> Double? { try interpreter.evaluate(side, context).number }
        if let infix = expr.as(InfixOperatorExprSyntax.self), let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text,
           op == "..<" || op == "..." {
            guard let lower = try bound(infix.leftOperand), let upper = try bound(infix.rightOperand) else { return nil }
            return NumericRange(lower: lower, upper: upper, includesUpper: op == "...")
        }
        if let prefix = expr.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "..<" || prefix.operator.text == "..." {
            guard let upper = try bound(prefix.expression) else { return nil }
            return NumericRange(lower: nil, upper: upper, includesUpper: prefix.operator.text == "...")
        }
        if let postfix = expr.as(PostfixOperatorExprSyntax.self), postfix.operator.text == "..." {
            guard let lower = try bound(postfix.expression) else { return nil }
            return NumericRange(lower: lower, upper: nil, includesUpper: false)
        }
        return nil
    }

    private static func equal(_ a: Value, _ b: Value, at node: some SyntaxProtocol) throws(InterpreterError) -> Bool {
        if case .bool(true) = try Arithmetic.apply("==", a, b, at: node) { return true }
        return false
    }

    private static func isArray(_ value: Value) -> Bool {
        if case .array = value { return true }
        return false
    }

    /// `let text as ASTextNode` (written `case let text as …` or `case let (text as …)`): the name and the type.
    private static func castBinding(_ pattern: PatternSyntax) -> (String, String)? {
        let inner = pattern.as(ValueBindingPatternSyntax.self)?.pattern ?? pattern
        guard let cast = inner.as(ExpressionPatternSyntax.self)?.expression.as(AsExprSyntax.self) else { return nil }
        let bound = cast.expression.as(PatternExprSyntax.self)?.pattern
        let identifier = bound?.as(IdentifierPatternSyntax.self) ?? bound?.as(ValueBindingPatternSyntax.self)?.pattern.as(IdentifierPatternSyntax.self)
        return identifier.map { ($0.identifier.unquotedText, cast.type.trimmedSource) }
    }
}
