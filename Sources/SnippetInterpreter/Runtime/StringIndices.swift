/// String indices and the ranges made of them. A `String.Index` is kept as the number of characters
/// before it, which is all a snippet can observe of one; `s[i...]`, `s[..<i]` and `s[i..<j]` are
/// the characters in that range, and an index outside the string traps as Swift's does.
enum StringIndices {
    /// `index(after:)`, `index(before:)`, `index(_:offsetBy:)`.
    static func index(in text: String, _ arguments: [Argument]) throws(InterpreterError) -> Value {
        guard case .int(let start)? = arguments.first?.value else { throw InterpreterError("expected a String.Index argument") }
        let moved: Int
        switch arguments.first?.label {
        case "after": moved = start + 1
        case "before": moved = start - 1
        default:
            guard case .int(let distance)? = arguments.first(where: { $0.label == "offsetBy" })?.value else {
                throw InterpreterError("expected an Int argument 'offsetBy:'")
            }
            moved = start + distance
        }
        guard (0...text.count).contains(moved) else { throw InterpreterError("String index is out of bounds") }
        return .int(moved)
    }

    /// `i...`, `..<i`, `...i`: a range open on one side, as a value the subscript reads.
    static func partialRange(_ operatorText: String, _ bound: Value) -> Value? {
        guard case .int = bound else { return nil }
        let kind = ["...": "through", "..<": "upTo"][operatorText]
        return kind.map { .enumCase(type: "PartialRange", name: $0, payload: [bound]) }
    }

    /// The positions a subscript's range covers in a collection of `count` elements, nil when the
    /// argument is not a range.
    static func positions(_ index: Value, count: Int) throws(InterpreterError) -> Range<Int>? {
        let range: Range<Int>
        switch index {
        case .enumCase("PartialRange", "from", let payload): guard case .int(let from)? = payload.first else { return nil }; range = from..<count
        case .enumCase("PartialRange", "upTo", let payload): guard case .int(let to)? = payload.first else { return nil }; range = 0..<to
        case .enumCase("PartialRange", "through", let payload): guard case .int(let to)? = payload.first else { return nil }; range = 0..<(to + 1)
        // `a..<b` and `a...b` are their values in order.
        case .array(let items):
            let bounds = items.compactMap { if case .int(let i) = $0 { i } else { nil } }
            guard bounds.count == items.count else { return nil }
            guard let first = bounds.first, let last = bounds.last else { return 0..<0 }
            range = first..<(last + 1)
        default: return nil
        }
        guard range.lowerBound >= 0, range.upperBound <= count else { throw InterpreterError("range \(range) is out of bounds for a collection of \(count)") }
        return range
    }
}
