import Diagnostics
import SwiftSyntax

/// A number's own methods, as layout code snaps sizes to points: `rounded`, `truncatingRemainder`,
/// `squareRoot`. An Int that reaches one stands for a CGFloat (a literal the compiler typed so).
enum NumberMethods {
    private static let rules: [String: FloatingPointRoundingRule] = [
        "toNearestOrAwayFromZero": .toNearestOrAwayFromZero, "toNearestOrEven": .toNearestOrEven, "up": .up,
        "down": .down, "towardZero": .towardZero, "awayFromZero": .awayFromZero,
    ]

    /// An Int's own methods: `isMultiple(of:)`, `signum()`.
    static func call(_ name: String, onInteger number: Int, _ args: [Argument], at node: some SyntaxProtocol) throws(InterpreterError) -> Value? {
        switch name {
        case "isMultiple" where args.first?.label == "of":
            guard case .int(let other) = args[0].value else { throw InterpreterError("'isMultiple(of:)' needs an Int", at: node) }
            return .bool(number.isMultiple(of: other))
        case "signum" where args.isEmpty: return .int(number.signum())
        default: return nil
        }
    }

    static func call(_ name: String, on number: Double, _ args: [Argument], at node: some SyntaxProtocol) throws(InterpreterError) -> Value? {
        switch name {
        case "rounded" where args.isEmpty: return .double(number.rounded())
        case "rounded" where args.count == 1:
            guard let ruleName = Convert.caseName(args[0].value), let rule = rules[ruleName] else {
                // `.dwn`: an implicit member the rule type does not have, named as the compiler does.
                if case .enumCase(_, let name, _) = args[0].value {
                    throw InterpreterError("type 'FloatingPointRoundingRule' has no member '\(name)'\(NearestName.hint(for: name, in: rules.keys.sorted()))", at: node)
                }
                throw InterpreterError("cannot convert value of type '\(args[0].value.typeName)' to expected argument type 'FloatingPointRoundingRule'", at: node)
            }
            return .double(number.rounded(rule))
        case "truncatingRemainder" where args.first?.label == "dividingBy":
            guard let divisor = args[0].value.number else { throw InterpreterError("'truncatingRemainder(dividingBy:)' needs a number", at: node) }
            return .double(number.truncatingRemainder(dividingBy: divisor))
        case "squareRoot" where args.isEmpty: return .double(number.squareRoot())
        default: return nil
        }
    }
}
