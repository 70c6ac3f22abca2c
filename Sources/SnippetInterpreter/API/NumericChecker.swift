import SwiftSyntax

/// Swift never converts between integers and floating-point numbers on its own: `let spacing = 8`
/// is an Int, and `stack.spacing = spacing`, `CGSize(width: count * 10, …)` or `width + margin` do
/// not compile. A literal takes the type its context needs, so `stack.spacing = 8` does. Running
/// such code drew a figure for code Xcode rejects; these are now the compiler's errors.
///
/// Only types that are certain are compared (see `LexicalTypes`); CGFloat and Double convert into
/// each other implicitly (SE-0307), so only an integer meeting a floating-point number is reported.
struct NumericChecker {
    let lexical: LexicalTypes
    /// Names some declaration gives an integer type or value (`SyntaxInventory.integerNames`): an
    /// expression that names none of them, calls no `Int(…)` and reads no `count` is no integer,
    /// and needs no lookup.
    let integerNames: Set<String>

    enum Place {
        case argument
        case assignment
        case annotatedValue
        case returnValue
        /// An element of an array literal, a key or a value of a dictionary literal, whose type the
        /// context gives.
        case arrayElement
        case dictionaryKey
        case dictionaryValue
    }

    /// The compiler's error when `value` is an integer where a floating-point number is needed
    /// (or the other way round); nil when it fits or either type is not certain.
    func mismatch(_ value: ExprSyntax, expected: String, at place: Place) -> String? {
        let expected = StaticTypes.bare(expected)
        guard LexicalTypes.isNumber(expected), mayBeInteger(value) || LexicalTypes.integerTypes.contains(expected),
              let actual = lexical.type(of: value), Self.differInKind(actual, expected) else { return nil }
        return Self.conversionError(actual, to: expected, at: place) + "; use '\(expected)(\(value.trimmedSource))'"
    }

    /// The compiler's words for a value of the wrong type, which depend on where the value is.
    static func conversionError(_ actual: String, to expected: String, at place: Place) -> String {
        switch place {
        case .argument: "cannot convert value of type '\(actual)' to expected argument type '\(expected)'"
        case .assignment: "cannot assign value of type '\(actual)' to type '\(expected)'"
        case .annotatedValue: "cannot convert value of type '\(actual)' to specified type '\(expected)'"
        case .returnValue: "cannot convert return expression of type '\(actual)' to return type '\(expected)'"
        case .arrayElement: "cannot convert value of type '\(actual)' to expected element type '\(expected)'"
        case .dictionaryKey: "cannot convert value of type '\(actual)' to expected dictionary key type '\(expected)'"
        case .dictionaryValue: "cannot convert value of type '\(actual)' to expected dictionary value type '\(expected)'"
        }
    }

    /// Where the compiler points for a value: a binary expression's operator (`count * 10`), else its start.
    static func location(of value: ExprSyntax) -> Syntax {
        value.as(InfixOperatorExprSyntax.self).map { Syntax($0.operator) } ?? Syntax(value)
    }

    /// `width + margin` with an Int margin: the operator has no overload for the two types.
    func mismatch(in operation: InfixOperatorExprSyntax) -> String? {
        guard let op = operation.operator.as(BinaryOperatorExprSyntax.self)?.operator.text,
              mayBeInteger(operation.leftOperand) || mayBeInteger(operation.rightOperand) else { return nil }
        let left = operandType(operation.leftOperand), right = operandType(operation.rightOperand)
        guard let left, let right, Self.differInKind(left, right) else { return nil }
        return "binary operator '\(op)' cannot be applied to operands of type '\(left)' and '\(right)'"
    }

    /// An operand's type; a decimal literal is a Double where nothing else decides (an integer
    /// literal fits any number, so it is never reported).
    private func operandType(_ operand: ExprSyntax) -> String? {
        if LexicalTypes.literalKind(operand) == "Double" { return "Double" }
        return lexical.type(of: operand)
    }

    private static func differInKind(_ a: String, _ b: String) -> Bool {
        let integers = LexicalTypes.integerTypes, floating = LexicalTypes.floatingTypes
        return (integers.contains(a) && floating.contains(b)) || (floating.contains(a) && integers.contains(b))
    }

    /// Whether an expression could be an integer, from its names alone.
    /// A literal alone takes the type its context needs, so it is never one.
    func mayBeInteger(_ expression: ExprSyntax) -> Bool {
        LexicalTypes.literalKind(expression) == nil && SyntaxInventory.usesInteger(expression, names: integerNames)
    }
}
