import SwiftSyntax

/// Swift types an integer literal by the expression it stands in: in `375 / 2 + inset` (a CGFloat
/// inset) and where a CGFloat is expected (`let half: CGFloat = 7 / 2`, `CGSize(width: 100 / 3, …)`)
/// the literals are CGFloats, so `7 / 2` is 3.5. Worked out as Ints, it was 3: a figure a few points
/// off with a green build.
extension Interpreter {
    static let arithmeticOperators: Set<String> = ["+", "-", "*", "/"]
    private static let floatingTypes = LexicalTypes.floatingTypes.union(["CGFloat?", "Double?"])

    static func isFloating(_ type: String?) -> Bool { type.map(floatingTypes.contains) ?? false }

    /// An arithmetic expression (`+ - * /`, brackets, unary minus) with an integer literal among its
    /// operands: its other operands are worked out once, in order; if one of them, a floating-point
    /// literal or the expected type is floating, the integer literals are too.
    func evaluateArithmetic(_ root: ExprSyntax, _ context: Context, expecting expected: String?) throws(InterpreterError) -> Value? {
        var leaves: [ExprSyntax] = []
        var hasIntegerLiteral = false
        Self.collectLeaves(root, into: &leaves, hasIntegerLiteral: &hasIntegerLiteral)
        guard hasIntegerLiteral, leaves.count > 1 || Self.isFloating(expected) else { return nil }
        var values: [SyntaxIdentifier: Value] = [:]
        for leaf in leaves where !leaf.is(IntegerLiteralExprSyntax.self) { values[leaf.id] = try evaluate(leaf, context) }
        let floating = Self.isFloating(expected) || values.values.contains { if case .double = $0 { true } else { false } }
        return try fold(root, values, floating: floating, context)
    }

    private static func collectLeaves(_ expr: ExprSyntax, into leaves: inout [ExprSyntax], hasIntegerLiteral: inout Bool) {
        if let infix = expr.as(InfixOperatorExprSyntax.self), let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text,
           arithmeticOperators.contains(op) {
            collectLeaves(infix.leftOperand, into: &leaves, hasIntegerLiteral: &hasIntegerLiteral)
            collectLeaves(infix.rightOperand, into: &leaves, hasIntegerLiteral: &hasIntegerLiteral)
        } else if let inner = bracketed(expr) {
            collectLeaves(inner, into: &leaves, hasIntegerLiteral: &hasIntegerLiteral)
        } else if let prefix = expr.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-" {
            collectLeaves(prefix.expression, into: &leaves, hasIntegerLiteral: &hasIntegerLiteral)
        } else {
            if expr.is(IntegerLiteralExprSyntax.self) { hasIntegerLiteral = true }
            leaves.append(expr)
        }
    }

    /// `(a + b)`: one unlabelled element in brackets.
    private static func bracketed(_ expr: ExprSyntax) -> ExprSyntax? {
        guard let tuple = expr.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil else { return nil }
        return only.expression
    }

    private func fold(_ expr: ExprSyntax, _ values: [SyntaxIdentifier: Value], floating: Bool, _ context: Context) throws(InterpreterError) -> Value {
        if let infix = expr.as(InfixOperatorExprSyntax.self), let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text,
           Self.arithmeticOperators.contains(op) {
            let left = try fold(infix.leftOperand, values, floating: floating, context)
            let right = try fold(infix.rightOperand, values, floating: floating, context)
            return try binary(op, left, right, at: infix)
        }
        if let inner = Self.bracketed(expr) { return try fold(inner, values, floating: floating, context) }
        if let prefix = expr.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-" {
            return try applyPrefix(prefix, to: try fold(prefix.expression, values, floating: floating, context))
        }
        if let value = values[expr.id] { return value }
        let literal = try evaluate(expr, context)
        if floating, case .int(let v) = literal { return .double(Double(v)) }
        return literal
    }
}
