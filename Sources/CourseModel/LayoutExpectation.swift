import Diagnostics
import Foundation

/// One fact a fence states about its own layout (`expect="nameNode.lines == 2; starNode[4].alpha == 0.25"`),
/// so the prose around a figure cannot drift from it: `layoutbook test` checks every one.
public struct LayoutExpectation: Hashable, Sendable {
    /// A measurable property of a node.
    public enum Property: String, CaseIterable, Sendable {
        case x, y, minX, minY, maxX, maxY, midX, midY, width, height
        /// Text nodes: lines drawn, and whether the last one was cut with "…".
        case lines, truncated
        case alpha, hidden
        /// How many nodes have the name.
        case count
    }

    public enum Comparison: String, CaseIterable, Sendable {
        case equal = "==", notEqual = "!=", lessOrEqual = "<=", greaterOrEqual = ">=", less = "<", greater = ">"
    }

    /// The node's name, as diagrams name it (the variable or property it was bound to).
    public var node: String
    /// Which of the nodes with that name, counting from 0 (`starNode[4]`); nil for the first.
    public var index: Int?
    public var property: Property
    public var comparison: Comparison
    /// Numbers as written; `true` and `false` as 1 and 0.
    public var value: Double
    /// The fact as the author wrote it, for messages.
    public var text: String

    /// Parses `;`-separated facts; on a mistake, says what is wrong and at which character of `text`.
    public static func parse(_ text: String) -> Result<[LayoutExpectation], ParseError> {
        var facts: [LayoutExpectation] = []
        var offset = 0
        for part in text.split(separator: ";", omittingEmptySubsequences: false) {
            defer { offset += part.count + 1 }
            let fact = part.trimmingCharacters(in: .whitespaces)
            if fact.isEmpty { continue }
            let start = offset + (part.count - part.drop { $0 == " " }.count)
            switch parseOne(fact) {
            case .success(let expectation): facts.append(expectation)
            case .failure(let error): return .failure(ParseError(message: error.message, offset: start))
            }
        }
        return facts.isEmpty ? .failure(ParseError(message: "expect needs at least one fact such as \"nameNode.lines == 2\"", offset: 0)) : .success(facts)
    }

    public struct ParseError: Error, Equatable {
        public var message: String
        /// Characters from the start of the attribute's value.
        public var offset: Int
    }

    private static func parseOne(_ fact: String) -> Result<LayoutExpectation, ParseError> {
        let pattern = #"^([A-Za-z_][A-Za-z0-9_.]*?)(?:\[(\d+)\])?\.([A-Za-z]+)\s*(==|!=|<=|>=|<|>)\s*(-?[0-9.]+|true|false)$"#
        let expression = try! NSRegularExpression(pattern: pattern)
        guard let match = expression.firstMatch(in: fact, range: NSRange(fact.startIndex..., in: fact)) else {
            return .failure(ParseError(message: "cannot read the fact '\(fact)'; write it as node.property == value, e.g. \"priceNode.minY == 266\"", offset: 0))
        }
        func group(_ index: Int) -> String? { Range(match.range(at: index), in: fact).map { String(fact[$0]) } }
        let propertyName = group(3) ?? ""
        guard let property = Property(rawValue: propertyName) else {
            let hint = NearestName.hint(for: propertyName, in: Property.allCases.map(\.rawValue))
            return .failure(ParseError(message: "unknown property '\(propertyName)' in '\(fact)'\(hint) (expected one of \(Property.allCases.map(\.rawValue).joined(separator: ", ")))", offset: 0))
        }
        let valueText = group(5) ?? ""
        let value: Double? = valueText == "true" ? 1 : valueText == "false" ? 0 : Double(valueText)
        guard let value, let comparison = group(4).flatMap(Comparison.init(rawValue:)) else {
            return .failure(ParseError(message: "cannot read the value '\(valueText)' in '\(fact)'", offset: 0))
        }
        return .success(LayoutExpectation(node: group(1) ?? "", index: group(2).flatMap { Int($0) }, property: property,
                                          comparison: comparison, value: value, text: fact))
    }
}
